// The checkout's rules (spec "Checkout"): one schema, run in the browser before
// submitting and again on the server by app/domain/orders/checkout.server.ts.
// The cart travels as ids and quantities only; prices are read from the database.
import { z } from "~/lib/zod";
import { BRAZIL_STATES } from "./brazil-states";
import { MAX_CART_LINES, MAX_ITEM_QUANTITY } from "./cart";
import { onlyDigits } from "./masks";
import { MESSAGES } from "./order-form";
import { filledHoneypot, HONEYPOT_FIELD, HONEYPOT_MESSAGE } from "./honeypot";

/** What POST /api/checkout answers (server/checkout-endpoint.ts), as JSON. */
export type CheckoutActionData =
  | { ok: true; orderNumber: number }
  | { ok: false; formError: string; description?: string; fieldErrors: CheckoutFormErrors; unavailableIds: number[] };

export const CHECKOUT_TOASTS = {
  emptyCart: { title: "Carrinho vazio", description: "Adicione produtos ao carrinho antes de finalizar a compra." },
  success: { title: "Pedido realizado com sucesso!", description: "Você receberá um email com os detalhes do seu pedido." },
  failure: { title: "Erro ao finalizar pedido", description: "Ocorreu um erro ao processar seu pedido. Tente novamente." },
} as const;

/** The answer to a failure that is not the shopper's (a server or connection error). */
export function checkoutFailure(formError: string = CHECKOUT_TOASTS.failure.title, description: string | undefined = CHECKOUT_TOASTS.failure.description): CheckoutActionData {
  return { ok: false, formError, ...(description ? { description } : {}), fieldErrors: {}, unavailableIds: [] };
}

/**
 * The endpoint's JSON as the form's data. A refusal that comes before the
 * endpoint (body too large, another origin) answers { error }; anything else
 * unexpected is a server failure.
 */
export function checkoutAnswer(json: unknown): CheckoutActionData {
  const answer = (json ?? {}) as { ok?: unknown; error?: unknown };
  if (typeof answer.ok === "boolean") return json as CheckoutActionData;
  return typeof answer.error === "string" ? checkoutFailure(answer.error, undefined) : checkoutFailure();
}

export const CHECKOUT_MESSAGES = {
  summary: "Por favor, preencha todos os campos obrigatórios",
  required: MESSAGES.required,
  email: MESSAGES.email,
  phone: MESSAGES.whatsapp,
  postalCode: MESSAGES.cep,
  state: MESSAGES.state,
  tooLong: MESSAGES.tooLong,
  invalid: MESSAGES.invalid,
  unexpected: MESSAGES.unexpected,
  emptyCart: "Adicione produtos ao carrinho antes de finalizar a compra.",
  cart: "Carrinho inválido. Recarregue a página e tente novamente.",
  tooManyLines: `O pedido aceita até ${MAX_CART_LINES} produtos diferentes.`,
  quantity: `Cada produto aceita de 1 a ${MAX_ITEM_QUANTITY} unidades.`,
} as const;

/** Fields the checkout may send; anything else (a price, a total, a customer id) is refused. */
export const CHECKOUT_FORM_FIELDS = [
  "idempotencyKey",
  "name",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "postalCode",
  /** JSON: [{"id": 1, "quantity": 2}, …] */
  "items",
] as const;
export type CheckoutFormField = (typeof CHECKOUT_FORM_FIELDS)[number];

/** The fields a person types (the others are filled by the page). */
export const CHECKOUT_INPUT_FIELDS = ["name", "email", "phone", "postalCode", "address", "city", "state"] as const;
export type CheckoutInputField = (typeof CHECKOUT_INPUT_FIELDS)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const text = (max: number) => z.pipe(z.string().check(z.maxLength(max * 4, MESSAGES.tooLong)), z.transform((v) => v.trim()));
const required = (max: number) =>
  z.pipe(text(max), z.string().check(z.minLength(1, MESSAGES.required), z.maxLength(max, MESSAGES.tooLong)));
/** Required text that must also match a rule (the rule is skipped when empty, so "required" is the message). */
const requiredMatching = (max: number, ok: (v: string) => boolean, message: string) =>
  z.pipe(required(max), z.string().check(z.refine((v) => v === "" || ok(v), message)));

const itemSchema = z.strictObject({
  id: z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ITEM_QUANTITY)),
});
const itemsSchema = z.array(itemSchema).check(z.minLength(1), z.maxLength(MAX_CART_LINES));

const checkoutSchema = z.strictObject({
  // Made by the browser after hydration; the checkout needs JavaScript (the cart lives there).
  idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9-]{16,64}$/, MESSAGES.invalid)),
  name: required(120),
  email: requiredMatching(254, (v) => EMAIL.test(v), MESSAGES.email),
  phone: requiredMatching(20, (v) => /^\d{10,11}$/.test(onlyDigits(v)), MESSAGES.whatsapp),
  address: required(250),
  city: required(100),
  state: requiredMatching(2, (v) => (BRAZIL_STATES as readonly string[]).includes(v.toUpperCase()), MESSAGES.state),
  postalCode: requiredMatching(9, (v) => /^\d{8}$/.test(onlyDigits(v)), MESSAGES.cep),
  items: z.string().check(z.maxLength(4000, CHECKOUT_MESSAGES.cart)),
});

export interface CheckoutLine {
  productId: number;
  quantity: number;
}

export interface CheckoutFormData {
  idempotencyKey: string;
  name: string;
  email: string; // lower-cased
  phone: string; // digits
  address: string;
  city: string;
  state: string; // upper-case UF
  postalCode: string; // digits
  items: CheckoutLine[];
}

export type CheckoutFormErrors = Partial<Record<CheckoutFormField, string>>;

export type CheckoutFormResult =
  | { ok: true; data: CheckoutFormData }
  | { ok: false; formError: string; fieldErrors: CheckoutFormErrors };

/** Parses the cart lines (ids and quantities): 1..50 lines, each id once. */
export function parseCheckoutItems(json: string): { ok: true; items: CheckoutLine[] } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, message: json.trim() === "" ? CHECKOUT_MESSAGES.emptyCart : CHECKOUT_MESSAGES.cart };
  }
  if (Array.isArray(value) && value.length === 0) return { ok: false, message: CHECKOUT_MESSAGES.emptyCart };
  if (Array.isArray(value) && value.length > MAX_CART_LINES) return { ok: false, message: CHECKOUT_MESSAGES.tooManyLines };
  const parsed = itemsSchema.safeParse(value);
  if (!parsed.success) {
    const quantityIssue = parsed.error.issues.some((i) => i.path[i.path.length - 1] === "quantity" && i.code !== "invalid_type");
    return { ok: false, message: quantityIssue ? CHECKOUT_MESSAGES.quantity : CHECKOUT_MESSAGES.cart };
  }
  const ids = new Set(parsed.data.map((l) => l.id));
  if (ids.size !== parsed.data.length) return { ok: false, message: CHECKOUT_MESSAGES.cart };
  return { ok: true, items: parsed.data.map((l) => ({ productId: l.id, quantity: l.quantity })) };
}

/** Validates the raw form fields (strings), the same way in the browser and on the server. */
export function validateCheckoutForm(input: Record<string, unknown>): CheckoutFormResult {
  if (filledHoneypot(input)) return { ok: false, formError: HONEYPOT_MESSAGE, fieldErrors: {} };
  const { [HONEYPOT_FIELD]: _honeypot, ...raw } = input;
  const unexpected = Object.keys(raw).filter((k) => !(CHECKOUT_FORM_FIELDS as readonly string[]).includes(k));
  if (unexpected.length) return { ok: false, formError: MESSAGES.unexpected, fieldErrors: {} };
  const fieldErrors: CheckoutFormErrors = {};
  const parsed = checkoutSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CheckoutFormField | undefined;
      if (!field) continue;
      fieldErrors[field] ??= issue.code === "invalid_type" ? (field === "items" ? CHECKOUT_MESSAGES.emptyCart : MESSAGES.required) : issue.message;
    }
  }
  const items = typeof raw.items === "string" && !fieldErrors.items ? parseCheckoutItems(raw.items) : null;
  if (items && !items.ok) fieldErrors.items = items.message;

  if (!parsed.success || !items?.ok || Object.keys(fieldErrors).length) {
    const missing = Object.values(fieldErrors).some((m) => m === MESSAGES.required);
    const formError = fieldErrors.idempotencyKey
      ? MESSAGES.invalid
      : fieldErrors.items
        ? fieldErrors.items
        : missing
          ? CHECKOUT_MESSAGES.summary
          : Object.values(fieldErrors)[0] ?? MESSAGES.invalid;
    return { ok: false, formError, fieldErrors };
  }
  const d = parsed.data;
  return {
    ok: true,
    data: {
      idempotencyKey: d.idempotencyKey,
      name: d.name.replace(/\s+/g, " "),
      email: d.email.toLowerCase(),
      phone: onlyDigits(d.phone),
      address: d.address.replace(/\s+/g, " "),
      city: d.city.replace(/\s+/g, " "),
      state: d.state.toUpperCase(),
      postalCode: onlyDigits(d.postalCode),
      items: items.items,
    },
  };
}
