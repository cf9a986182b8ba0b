// Rules of the rights portal's forms (/privacidade/meus-dados), shared by the
// browser (Conform's onValidate) and the server (the action): one schema each,
// wrapped in a check (app/lib/forms.ts). Pure: no server imports.
import { schemaCheck } from "~/lib/forms";
import { canonicalPhone } from "~/lib/phone";
import { toSingleLine } from "~/lib/control-chars";
import { z } from "~/lib/zod";

/** The portal's address (the page, its downloads and the emailed link). */
export const PORTAL_PATH = "/privacidade/meus-dados";

export const PORTAL_MESSAGES = {
  name: "Nome deve ter pelo menos 2 caracteres",
  nameTooLong: "Nome deve ter no máximo 120 caracteres",
  phone: "Informe um telefone com DDD, ex.: (11) 98765-4321",
  nothingToCorrect: "Informe o nome ou o telefone corretos.",
  confirmDeletion: "Confirme que entendeu o que a exclusão faz",
  reasonTooLong: "Escreva no máximo 1000 caracteres",
  consent: "Consentimento inválido",
  blockedPhone: "Não foi possível usar este telefone. Fale com a nossa equipe.",
} as const;

const name = z.pipe(
  z.string().check(z.maxLength(480, PORTAL_MESSAGES.nameTooLong)),
  z.pipe(
    z.transform((v: string) => toSingleLine(v)),
    z.string().check(z.maxLength(120, PORTAL_MESSAGES.nameTooLong)),
  ),
);

const phone = z.pipe(
  z.string().check(z.maxLength(40, PORTAL_MESSAGES.phone)),
  z.transform((v: string) => v.trim()),
);

export const correctionSchema = z
  .object({
    fullName: z._default(name, ""),
    phone: z._default(phone, ""),
  })
  .check(
    z.refine((v) => v.fullName === "" || v.fullName.length >= 2, { message: PORTAL_MESSAGES.name, path: ["fullName"] }),
    z.refine((v) => v.phone === "" || canonicalPhone(v.phone) !== null, { message: PORTAL_MESSAGES.phone, path: ["phone"] }),
    z.refine((v) => v.fullName !== "" || v.phone !== "", { message: PORTAL_MESSAGES.nothingToCorrect, path: ["fullName"] }),
  );

export const revokeSchema = z.object({
  consentId: z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, PORTAL_MESSAGES.consent)),
    z.transform((v: string) => Number(v)),
  ),
});

export const deletionSchema = z.object({
  confirm: z.literal("sim", PORTAL_MESSAGES.confirmDeletion),
  reason: z._default(
    z.pipe(
      z.string().check(z.maxLength(1000, PORTAL_MESSAGES.reasonTooLong)),
      z.transform((v: string) => v.trim()),
    ),
    "",
  ),
});

export const checkCorrection = schemaCheck(correctionSchema);
export const checkRevoke = schemaCheck(revokeSchema);
export const checkDeletion = schemaCheck(deletionSchema);
