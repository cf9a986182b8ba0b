// Rules of the panel's "Privacidade / LGPD" forms (browser and server): reply
// to, complete or refuse a data subject's request. Pure.
import { toMultiLine } from "~/lib/control-chars";
import { schemaCheck } from "~/lib/forms";
import { z } from "~/lib/zod";

export const PRIVACY_ADMIN_MESSAGES = {
  id: "Solicitação inválida. Recarregue a página.",
  note: "Escreva a resposta enviada ao titular",
  reason: "Explique o motivo da recusa (o titular tem direito de saber)",
  tooLong: "Escreva no máximo 2000 caracteres",
} as const;

const id = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, PRIVACY_ADMIN_MESSAGES.id)),
  z.transform((v: string) => Number(v)),
);
const text = (min: number, message: string) =>
  z.pipe(
    z.string().check(z.maxLength(4000, PRIVACY_ADMIN_MESSAGES.tooLong)),
    z.pipe(
      z.transform((v: string) => toMultiLine(v).trim()),
      z.string().check(z.minLength(min, message), z.maxLength(2000, PRIVACY_ADMIN_MESSAGES.tooLong)),
    ),
  );

export const answerRequestSchema = z.object({ id, note: text(3, PRIVACY_ADMIN_MESSAGES.note) });
export const completeRequestSchema = z.object({ id, note: z._default(text(0, ""), "") });
export const refuseRequestSchema = z.object({ id, reason: text(3, PRIVACY_ADMIN_MESSAGES.reason) });

export const checkAnswerRequest = schemaCheck(answerRequestSchema);
export const checkCompleteRequest = schemaCheck(completeRequestSchema);
export const checkRefuseRequest = schemaCheck(refuseRequestSchema);
