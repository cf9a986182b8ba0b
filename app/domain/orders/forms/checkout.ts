// The checkout's rules (spec "Checkout"): the delivery schema of every order
// form (app/domain/orders/forms/delivery.ts) plus the cart lines. One check, run by Conform
// in the browser before submitting and again on the server by
// app/domain/orders/placement/checkout.server.ts. The cart travels as ids and quantities
// only; prices are read from the database.
import { z } from "~/lib/zod";
import { BOT_REFUSAL, type Checked, type FieldErrors, fieldErrorsOf, parseSubmission } from "~/lib/forms";
import { withoutHoneypot } from "~/lib/honeypot";
import { IDEMPOTENCY_KEY_PATTERN } from "~/lib/idempotency-key";
import type { DeliveryDetails } from "../records/delivery-details";
import { type DeliveryAsk, deliveryFieldNames, deliveryShape, FORM_MESSAGES, toDeliveryDetails } from "./delivery";
import { MAX_CART_LINES, MAX_QUANTITY as MAX_ITEM_QUANTITY } from "../placement/order-limits";

export { type CheckoutActionData, CHECKOUT_TOASTS, checkoutAnswer, checkoutFailure } from "./checkout-answer";

export const CHECKOUT_MESSAGES = {
  ...FORM_MESSAGES,
  summary: "Por favor, preencha todos os campos obrigatórios",
  emptyCart: "Adicione produtos ao carrinho antes de finalizar a compra.",
  /** Posted without the cart lines: the page could not read the cart (it lives in the browser, read by its script). */
  noScript:
    "Seu carrinho fica guardado neste navegador e só pode ser enviado com o JavaScript ativado. Ative o JavaScript e tente novamente.",
  cart: "Carrinho inválido. Recarregue a página e tente novamente.",
  tooManyLines: `O pedido aceita até ${MAX_CART_LINES} produtos diferentes.`,
  quantity: `Cada produto aceita de 1 a ${MAX_ITEM_QUANTITY} unidades.`,
} as const;

/**
 * The checkout asks for an email and the CPF, as the plan forms do: the order
 * keeps the CPF it was placed with, so blocks, risk and /acompanhar work on it.
 */
export const CHECKOUT_DELIVERY_ASK: DeliveryAsk = { email: "required", cpf: true };

/** Fields the checkout may send; anything else (a price, a total, a customer id) is refused. */
export const CHECKOUT_FORM_FIELDS = [
  "idempotencyKey",
  ...deliveryFieldNames(CHECKOUT_DELIVERY_ASK),
  /** JSON: [{"id": 1, "quantity": 2}, …] */
  "items",
  /** The WhatsApp opt-in ("on" when ticked; unticked by default). */
  "acceptedWhatsapp",
] as const;

const itemSchema = z.strictObject({
  id: z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ITEM_QUANTITY)),
});
const itemsSchema = z.array(itemSchema).check(z.minLength(1), z.maxLength(MAX_CART_LINES));

/** The checkout's schema (exported for the inputs' HTML constraints). */
export const checkoutFormSchema = z.strictObject({
  // Made by the browser with the cart lines (the checkout needs JavaScript: the cart lives there).
  idempotencyKey: z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN, FORM_MESSAGES.invalid)),
  ...deliveryShape(CHECKOUT_DELIVERY_ASK),
  items: z.string().check(z.maxLength(4000, CHECKOUT_MESSAGES.cart)),
  acceptedWhatsapp: z.optional(z.string().check(z.maxLength(10, FORM_MESSAGES.invalid))),
});

export interface CheckoutLine {
  productId: number;
  quantity: number;
}

export interface CheckoutFormData {
  idempotencyKey: string;
  items: CheckoutLine[];
  /** Who receives the order, and where. */
  delivery: DeliveryDetails;
  /** Ticked the WhatsApp opt-in (recorded in the consent record). */
  acceptedWhatsapp: boolean;
}

export type CheckoutFormResult = Checked<CheckoutFormData>;

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

/** Checks the raw form fields (strings), the same way in the browser and on the server. */
export function validateCheckoutForm(input: Record<string, unknown>): CheckoutFormResult {
  const raw = withoutHoneypot(input);
  if (!raw) return BOT_REFUSAL;
  const unexpected = Object.keys(raw).filter((k) => !(CHECKOUT_FORM_FIELDS as readonly string[]).includes(k));
  if (unexpected.length) return { ok: false, formError: FORM_MESSAGES.unexpected, fieldErrors: {} };
  const parsed = checkoutFormSchema.safeParse(raw);
  const fieldErrors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  // Without the cart lines the page never ran its script (JavaScript off): say so, rather than "invalid".
  if (raw.items === undefined || raw.items === "") {
    fieldErrors.items = CHECKOUT_MESSAGES.noScript;
    delete fieldErrors.idempotencyKey;
  }
  const items = typeof raw.items === "string" && !fieldErrors.items ? parseCheckoutItems(raw.items) : null;
  if (items && !items.ok) fieldErrors.items = items.message;

  if (!parsed.success || !items?.ok) {
    const messages = Object.values(fieldErrors);
    const missing = messages.some((m) => m === FORM_MESSAGES.required);
    const formError = fieldErrors.items
      ? fieldErrors.items
      : fieldErrors.idempotencyKey
        ? FORM_MESSAGES.invalid
        : missing
          ? CHECKOUT_MESSAGES.summary
          : (messages[0] ?? FORM_MESSAGES.invalid);
    return { ok: false, formError, fieldErrors };
  }
  const d = parsed.data;
  return {
    ok: true,
    data: {
      idempotencyKey: d.idempotencyKey,
      items: items.items,
      delivery: toDeliveryDetails(d),
      acceptedWhatsapp: d.acceptedWhatsapp === "on",
    },
  };
}

/** The posted checkout as a Conform submission (browser: onValidate; server: the endpoint and the page's action). */
export function parseCheckoutForm(payload: FormData | URLSearchParams) {
  return parseSubmission(payload, validateCheckoutForm);
}
