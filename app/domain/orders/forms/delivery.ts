// The one delivery schema of both order forms (plan pages and checkout): the
// rules of the fields DeliveryFields renders, and how they become the
// DeliveryDetails an order is placed with (app/domain/orders/records/delivery-details.ts). zod/mini keeps
// it small in the browser, where it runs before submitting; the server runs it
// again on the posted form.
import { z } from "~/lib/zod";
import { BRAZIL_STATES } from "~/lib/brazil-states";
import { isValidCpf } from "~/lib/cpf";
import { DELIVERY_FIELD_NAMES, type DeliveryDetails } from "../records/delivery-details";
import { REQUIRED_MESSAGE } from "~/lib/forms";
import { toSingleLine } from "~/lib/control-chars";
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGE, emailSchema } from "~/lib/email";
import { onlyDigits } from "~/lib/masks";
import { canonicalCpf, canonicalPhone } from "~/lib/phone";

export const FORM_MESSAGES = {
  required: REQUIRED_MESSAGE,
  cpf: "CPF inválido",
  email: EMAIL_MESSAGE,
  whatsapp: "WhatsApp inválido",
  cep: "CEP inválido",
  state: "UF inválida",
  tooLong: "Texto muito longo",
  invalid: "Pedido inválido. Recarregue a página e tente novamente.",
  unexpected: "O pedido contém campos não permitidos.",
} as const;

/** Which of the optional parts a form asks for. */
export interface DeliveryAsk {
  /** "required" (checkout, full plan form), "optional" (the simple landing form: not shown, accepted if sent). */
  email: "required" | "optional";
  /** Every order form asks for a CPF; false only leaves it out (DeliveryDetails.cpf is then null). */
  cpf: boolean;
}

/** Field limits, shared by the schema and the inputs' maxLength. */
export const DELIVERY_MAX_LENGTH = {
  fullName: 120,
  email: EMAIL_MAX_LENGTH,
  whatsapp: 15,
  cpf: 14,
  zipCode: 9,
  street: 150,
  number: 20,
  complement: 100,
  neighborhood: 100,
  city: 100,
  state: 2,
  referencePoint: 150,
} as const;

// Text becomes one clean line (no controls, bidi marks or line breaks) before its
// length is checked; far too long text is refused before that.
const text = (max: number) =>
  z.pipe(
    z.string().check(z.maxLength(max * 4, FORM_MESSAGES.tooLong)),
    z.transform((v) => toSingleLine(v)),
  );
export const requiredText = (max: number) =>
  z.pipe(text(max), z.string().check(z.minLength(1, FORM_MESSAGES.required), z.maxLength(max, FORM_MESSAGES.tooLong)));
export const optionalText = (max: number) =>
  z.optional(z.pipe(text(max), z.string().check(z.maxLength(max, FORM_MESSAGES.tooLong))));
/** Required text that must also match a rule (skipped when empty, so "required" is the message). */
const requiredMatching = (max: number, ok: (v: string) => boolean, message: string) =>
  z.pipe(requiredText(max), z.string().check(z.refine((v) => v === "" || ok(v), message)));

const isState = (v: string) => (BRAZIL_STATES as readonly string[]).includes(v.toUpperCase());

/** The delivery part of a form's schema (field names as in DELIVERY_FIELD_NAMES). */
export function deliveryShape(ask: DeliveryAsk) {
  const max = DELIVERY_MAX_LENGTH;
  return {
    fullName: requiredText(max.fullName),
    // The shop's one email rule (app/lib/email.ts), as on the account forms.
    email:
      ask.email === "required"
        ? emailSchema({ requiredMessage: FORM_MESSAGES.required })
        : z.optional(emailSchema({ optional: true })),
    whatsapp: requiredMatching(20, (v) => canonicalPhone(v) !== null, FORM_MESSAGES.whatsapp),
    // Absent from a form that asks for none (its allow-list then refuses the field).
    ...(ask.cpf ? { cpf: requiredMatching(max.cpf, isValidCpf, FORM_MESSAGES.cpf) } : {}),
    zipCode: requiredMatching(max.zipCode, (v) => /^\d{8}$/.test(onlyDigits(v)), FORM_MESSAGES.cep),
    street: requiredText(max.street),
    number: requiredText(max.number),
    complement: optionalText(max.complement),
    neighborhood: requiredText(max.neighborhood),
    city: requiredText(max.city),
    state: requiredMatching(max.state, isState, FORM_MESSAGES.state),
    referencePoint: optionalText(max.referencePoint),
  };
}

/** The delivery fields a form posts, in the order they are shown (the first wrong one gets the focus). */
export function deliveryFieldNames(ask: DeliveryAsk): string[] {
  const n = DELIVERY_FIELD_NAMES;
  return [
    n.fullName,
    n.phone,
    ...(ask.cpf ? [n.cpf] : []),
    n.email,
    n.postalCode,
    n.street,
    n.number,
    n.complement,
    n.neighborhood,
    n.city,
    n.state,
    n.referencePoint,
  ];
}

/** The parsed delivery fields as the details an order keeps. */
export function toDeliveryDetails(d: {
  fullName: string;
  email?: string | undefined;
  whatsapp: string;
  /** Absent when the form asks for none. */
  cpf?: unknown;
  zipCode: string;
  street: string;
  number: string;
  complement?: string | undefined;
  neighborhood: string;
  city: string;
  state: string;
  referencePoint?: string | undefined;
}): DeliveryDetails {
  return {
    fullName: d.fullName,
    email: d.email ? d.email.toLowerCase() : null,
    // Canonical from here on (app/lib/phone.ts): blocks, risk history and tracking compare these.
    phone: canonicalPhone(d.whatsapp) ?? "",
    cpf: typeof d.cpf === "string" && d.cpf ? canonicalCpf(d.cpf) : null,
    postalCode: onlyDigits(d.zipCode),
    street: d.street,
    number: d.number,
    complement: d.complement ?? "",
    neighborhood: d.neighborhood,
    city: d.city,
    state: d.state.toUpperCase(),
    referencePoint: d.referencePoint ?? "",
  };
}
