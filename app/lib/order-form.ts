// The plan/landing order form's rules: one schema, run in the browser before
// submitting and again on the server in the action (zod/mini keeps it small).
import { z } from "~/lib/zod";
import { BRAZIL_STATES } from "./brazil-states";
import { isValidCpf } from "./cpf";
import { filledHoneypot, HONEYPOT_FIELD, HONEYPOT_MESSAGE } from "./honeypot";
import { onlyDigits } from "./masks";

export const ORDER_FORM_VARIANTS = ["full", "simple"] as const;
export type OrderFormVariant = (typeof ORDER_FORM_VARIANTS)[number];
export const MAX_QUANTITY = 100;

export const MESSAGES = {
  summaryFull: "Por favor, preencha todos os campos obrigatórios e aceite os termos",
  summarySimple: "Por favor, preencha todos os campos obrigatórios",
  required: "Campo obrigatório",
  cpf: "CPF inválido",
  email: "Email inválido",
  whatsapp: "WhatsApp inválido",
  cep: "CEP inválido",
  state: "UF inválida",
  terms: "Aceite os termos para continuar",
  quantityMin: "A quantidade mínima é 1",
  quantityMax: `A quantidade máxima por pedido é ${MAX_QUANTITY}`,
  tooLong: "Texto muito longo",
  invalid: "Pedido inválido. Recarregue a página e tente novamente.",
  unexpected: "O pedido contém campos não permitidos.",
} as const;

/** Fields the form may send; anything else (a price, a total, a customer id) is refused. */
export const ORDER_FORM_FIELDS = [
  "variant",
  "idempotencyKey",
  "productId",
  "offerCode",
  "quantity",
  "fullName",
  "whatsapp",
  "email",
  "cpf",
  "zipCode",
  "street",
  "number",
  "complement",
  "neighborhood",
  "city",
  "state",
  "acceptedTerms",
  "acceptedWhatsapp",
  /** "1" when the browser ran the form's script (errors come back as data instead of a redirect). */
  "js",
] as const;
export type OrderFormField = (typeof ORDER_FORM_FIELDS)[number];

const text = (max: number) => z.pipe(z.string().check(z.maxLength(max * 4, MESSAGES.tooLong)), z.transform((v) => v.trim()));
const required = (max: number) =>
  z.pipe(text(max), z.string().check(z.minLength(1, MESSAGES.required), z.maxLength(max, MESSAGES.tooLong)));
const optional = (max: number) => z.optional(z.pipe(text(max), z.string().check(z.maxLength(max, MESSAGES.tooLong))));

const baseShape = {
  variant: z.enum(ORDER_FORM_VARIANTS, MESSAGES.invalid),
  // Made by the browser after it loads; empty when JavaScript is off (the server then derives one).
  idempotencyKey: z.optional(z.string().check(z.regex(/^$|^[A-Za-z0-9-]{16,64}$/, MESSAGES.invalid))),
  productId: z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, MESSAGES.invalid)),
    z.transform((v) => Number(v)),
  ),
  offerCode: z.optional(z.string().check(z.regex(/^$|^[a-z0-9-]{1,40}$/, MESSAGES.invalid))),
  quantity: z.pipe(
    z.string().check(z.regex(/^-?\d{1,12}$/, MESSAGES.quantityMin)),
    z.pipe(
      z.transform((v: string) => Number(v)),
      z.number().check(z.minimum(1, MESSAGES.quantityMin), z.maximum(MAX_QUANTITY, MESSAGES.quantityMax)),
    ),
  ),
  fullName: required(120),
  whatsapp: z.pipe(
    required(20),
    z.string().check(z.refine((v) => v === "" || /^\d{10,11}$/.test(onlyDigits(v)), MESSAGES.whatsapp)),
  ),
  email: optional(254),
  cpf: z.pipe(required(14), z.string().check(z.refine((v) => v === "" || isValidCpf(v), MESSAGES.cpf))),
  zipCode: z.pipe(required(9), z.string().check(z.refine((v) => v === "" || /^\d{8}$/.test(onlyDigits(v)), MESSAGES.cep))),
  street: required(150),
  number: required(20),
  complement: optional(100),
  neighborhood: required(100),
  city: required(100),
  state: z.pipe(
    required(2),
    z.string().check(z.refine((v) => v === "" || (BRAZIL_STATES as readonly string[]).includes(v.toUpperCase()), MESSAGES.state)),
  ),
  acceptedTerms: z.optional(z.string().check(z.maxLength(10, MESSAGES.invalid))),
  acceptedWhatsapp: z.optional(z.string().check(z.maxLength(10, MESSAGES.invalid))),
  js: z.optional(z.string().check(z.maxLength(1, MESSAGES.invalid))),
};

const orderFormSchema = z.object(baseShape);

export interface OrderFormData {
  variant: OrderFormVariant;
  idempotencyKey: string | null;
  productId: number;
  offerCode: string | null;
  quantity: number;
  fullName: string;
  whatsapp: string; // digits
  email: string | null; // lower-cased
  cpf: string; // digits
  zipCode: string; // digits
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string; // upper-case UF
  acceptedWhatsapp: boolean;
}

export type OrderFormErrors = Partial<Record<OrderFormField, string>>;

export type OrderFormResult =
  | { ok: true; data: OrderFormData }
  | { ok: false; formError: string; fieldErrors: OrderFormErrors };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Validates the raw form fields (strings), the same way in the browser and on the server. */
export function validateOrderForm(input: Record<string, unknown>): OrderFormResult {
  if (filledHoneypot(input)) return { ok: false, formError: HONEYPOT_MESSAGE, fieldErrors: {} };
  const { [HONEYPOT_FIELD]: _honeypot, ...raw } = input;
  const unexpected = Object.keys(raw).filter((k) => !(ORDER_FORM_FIELDS as readonly string[]).includes(k));
  if (unexpected.length) return { ok: false, formError: MESSAGES.unexpected, fieldErrors: {} };
  const variant: OrderFormVariant = raw.variant === "full" ? "full" : "simple";
  const summary = variant === "full" ? MESSAGES.summaryFull : MESSAGES.summarySimple;
  const fieldErrors: OrderFormErrors = {};
  const parsed = orderFormSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as OrderFormField | undefined;
      if (!field) continue;
      const message = issue.code === "invalid_type" ? MESSAGES.required : issue.message;
      fieldErrors[field] ??= message;
    }
  }
  const email = typeof raw.email === "string" ? raw.email.trim().toLowerCase() : "";
  if (variant === "full") {
    if (!email) fieldErrors.email ??= MESSAGES.required;
    else if (!EMAIL.test(email)) fieldErrors.email ??= MESSAGES.email;
    if (raw.acceptedTerms !== "on") fieldErrors.acceptedTerms ??= MESSAGES.terms;
  } else if (email && !EMAIL.test(email)) {
    fieldErrors.email ??= MESSAGES.email;
  }
  if (!parsed.success || Object.keys(fieldErrors).length) {
    const internal = fieldErrors.variant || fieldErrors.idempotencyKey || fieldErrors.productId || fieldErrors.offerCode;
    const missing = Object.values(fieldErrors).some((m) => m === MESSAGES.required || m === MESSAGES.terms);
    return { ok: false, formError: internal ? MESSAGES.invalid : missing ? summary : Object.values(fieldErrors)[0]!, fieldErrors };
  }
  const d = parsed.data;
  return {
    ok: true,
    data: {
      variant,
      idempotencyKey: d.idempotencyKey || null,
      productId: d.productId,
      offerCode: d.offerCode || null,
      quantity: d.quantity,
      fullName: d.fullName.replace(/\s+/g, " "),
      whatsapp: onlyDigits(d.whatsapp),
      email: email || null,
      cpf: onlyDigits(d.cpf),
      zipCode: onlyDigits(d.zipCode),
      street: d.street,
      number: d.number,
      complement: d.complement ?? "",
      neighborhood: d.neighborhood,
      city: d.city,
      state: d.state.toUpperCase(),
      acceptedWhatsapp: d.acceptedWhatsapp === "on",
    },
  };
}
