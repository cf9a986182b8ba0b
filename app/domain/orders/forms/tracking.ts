// The /acompanhar lookup (issue 35 §5): the order's number and the CPF or
// phone it was placed with. One schema for the browser (Conform) and the
// server (the action), on the shop's form layer (app/lib/forms.ts).
import { schemaCheck } from "~/lib/forms";
import { z } from "~/lib/zod";

const TRACKING_MESSAGES = {
  number: "Informe o número do pedido (ex.: 1042).",
  identity: "Informe o CPF ou o telefone com DDD usado no pedido.",
} as const;

export const trackingSchema = z.object({
  /** "1042", "#1042" or " 1042 ": the number itself. */
  pedido: z.pipe(
    z.string().check(z.maxLength(12, TRACKING_MESSAGES.number), z.regex(/^\s*#?\s*\d{1,9}\s*$/, TRACKING_MESSAGES.number)),
    z.transform((v: string) => Number(v.replace(/\D/g, ""))),
  ),
  /** A CPF (11 digits) or a phone with area code (10–13 digits), typed with or without punctuation. */
  documento: z.string().check(
    z.maxLength(40, TRACKING_MESSAGES.identity),
    z.refine((v) => /^\d{10,13}$/.test(v.replace(/\D/g, "")), TRACKING_MESSAGES.identity),
  ),
});

export const checkTrackingForm = schemaCheck(trackingSchema);
