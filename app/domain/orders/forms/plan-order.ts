// The plan/landing order form's rules: the delivery schema (app/domain/orders/forms/delivery.ts)
// plus the product, package, quantity and consent. One check, run by Conform in
// the browser before submitting and again on the server (api.pedidos).
import { getZodConstraint } from "@conform-to/zod/v4";
import type { DeliveryDetails } from "../records/delivery-details";
import { deliveryShape, FORM_MESSAGES, type DeliveryAsk, toDeliveryDetails } from "./delivery";
import { BOT_REFUSAL, type Checked, type FieldErrors, fieldErrorsOf, parseSubmission } from "~/lib/forms";
import { withoutHoneypot } from "~/lib/honeypot";
import { IDEMPOTENCY_KEY_PATTERN } from "~/lib/idempotency-key";
import { z } from "~/lib/zod";
import { MAX_QUANTITY } from "../placement/order-limits";

export const ORDER_FORM_VARIANTS = ["full", "simple"] as const;
export type OrderFormVariant = (typeof ORDER_FORM_VARIANTS)[number];

export const MESSAGES = {
  ...FORM_MESSAGES,
  summaryFull: "Por favor, preencha todos os campos obrigatórios e aceite os termos",
  summarySimple: "Por favor, preencha todos os campos obrigatórios",
  terms: "Aceite os termos para continuar",
  quantityMin: "A quantidade mínima é 1",
  quantityMax: `A quantidade máxima por pedido é ${MAX_QUANTITY}`,
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
  "referencePoint",
  "acceptedTerms",
  "acceptedWhatsapp",
  /** "1" when the browser ran the form's script (errors come back as data instead of a redirect). */
  "js",
] as const;

/** What each variant asks: "full" (weight-loss form) with email and terms, "simple" without. */
export function orderDeliveryAsk(variant: OrderFormVariant): DeliveryAsk {
  return { email: variant === "full" ? "required" : "optional", cpf: true };
}

const checkbox = z.optional(z.string().check(z.maxLength(10, MESSAGES.invalid)));

function orderSchema(variant: OrderFormVariant) {
  return z.strictObject({
    variant: z.enum(ORDER_FORM_VARIANTS, MESSAGES.invalid),
    // Made by the browser after it loads; empty when JavaScript is off (the server then derives one).
    idempotencyKey: z.optional(z.string().check(z.refine((v) => v === "" || IDEMPOTENCY_KEY_PATTERN.test(v), MESSAGES.invalid))),
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
    ...deliveryShape(orderDeliveryAsk(variant)),
    acceptedTerms: variant === "full" ? z.string().check(z.refine((v) => v === "on", MESSAGES.terms)) : checkbox,
    acceptedWhatsapp: checkbox,
    js: z.optional(z.string().check(z.maxLength(1, MESSAGES.invalid))),
  });
}
// Built on first use: a page shows one variant, and a schema costs a slow phone's load (issue 35).
const SCHEMAS: Partial<Record<OrderFormVariant, ReturnType<typeof orderSchema>>> = {};
const schemaFor = (variant: OrderFormVariant) => (SCHEMAS[variant] ??= orderSchema(variant));

export interface OrderFormData {
  variant: OrderFormVariant;
  /** Null when the form came without one (JavaScript off): the server derives it. */
  idempotencyKey: string | null;
  productId: number;
  offerCode: string | null;
  quantity: number;
  acceptedWhatsapp: boolean;
  /** Who receives the order, and where (email null on the simple form when not given). */
  delivery: DeliveryDetails;
}

export type OrderFormResult = Checked<OrderFormData>;

const INTERNAL: readonly string[] = ["variant", "idempotencyKey", "productId", "offerCode", "js"];

/** Checks the raw form fields (strings), the same way in the browser and on the server. */
export function validateOrderForm(input: Record<string, unknown>): OrderFormResult {
  const raw = withoutHoneypot(input);
  if (!raw) return BOT_REFUSAL;
  const unexpected = Object.keys(raw).filter((k) => !(ORDER_FORM_FIELDS as readonly string[]).includes(k));
  if (unexpected.length) return { ok: false, formError: MESSAGES.unexpected, fieldErrors: {} };
  const variant: OrderFormVariant = raw.variant === "full" ? "full" : "simple";
  const parsed = schemaFor(variant).safeParse(raw);
  if (!parsed.success) {
    // A missing terms box is its own message, not "Campo obrigatório".
    const fieldErrors: FieldErrors = fieldErrorsOf(parsed.error.issues);
    if (fieldErrors.acceptedTerms) fieldErrors.acceptedTerms = MESSAGES.terms;
    const messages = Object.values(fieldErrors);
    const internal = Object.keys(fieldErrors).some((f) => INTERNAL.includes(f)) || messages.length === 0;
    const missing = messages.some((m) => m === MESSAGES.required || m === MESSAGES.terms);
    const summary = variant === "full" ? MESSAGES.summaryFull : MESSAGES.summarySimple;
    return { ok: false, formError: internal ? MESSAGES.invalid : missing ? summary : messages[0]!, fieldErrors };
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
      acceptedWhatsapp: d.acceptedWhatsapp === "on",
      delivery: toDeliveryDetails(d),
    },
  };
}

/** The posted order form as a Conform submission (browser: onValidate; server: the action). */
export function parseOrderForm(payload: FormData | URLSearchParams) {
  return parseSubmission(payload, validateOrderForm);
}

/** The HTML constraints (required) of each field, for the browser's own checks when scripts are off. */
export function orderFormConstraint(variant: OrderFormVariant) {
  return (CONSTRAINTS[variant] ??= getZodConstraint(schemaFor(variant)));
}
const CONSTRAINTS: Partial<Record<OrderFormVariant, ReturnType<typeof getZodConstraint>>> = {};
