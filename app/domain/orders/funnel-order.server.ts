// The plan/landing pages' order: validates the form again on the server and
// hands it to the one order workflow; remembers the order for /pedido-confirmado.
import { createHash } from "node:crypto";
import { formFieldsOf } from "~/lib/form-data.server";
import type { AppServices } from "~/services.server";
import { type OrderFormData, type OrderFormErrors, validateOrderForm } from "~/lib/order-form";
import { lastOrderCookieHeader } from "./last-order.server";

export type FunnelOrderOutcome =
  | { ok: true; orderId: string; setCookie: string }
  | { ok: false; status: number; formError: string; fieldErrors: OrderFormErrors };

/** Without JavaScript the form has no key: the same order typed again within the hour is the same order. */
function derivedKey(d: OrderFormData): string {
  const hour = new Date().toISOString().slice(0, 13);
  const fingerprint = [d.productId, d.offerCode, d.quantity, d.cpf, d.zipCode, d.number, d.email, hour].join("|");
  return `nojs-${createHash("sha256").update(fingerprint).digest("hex").slice(0, 40)}`;
}

export async function placeFunnelOrder(services: AppServices, form: FormData, userId: string | null): Promise<FunnelOrderOutcome> {
  const parsed = validateOrderForm(formFieldsOf(form));
  if (!parsed.ok) return { ok: false, status: 400, formError: parsed.formError, fieldErrors: parsed.fieldErrors };
  const d = parsed.data;
  const { config } = services;
  const result = await services.orders.place({
    source: "funnel",
    idempotencyKey: d.idempotencyKey ?? derivedKey(d),
    userId,
    customer: {
      name: d.fullName,
      email: d.email,
      cpf: d.cpf,
      phone: d.whatsapp,
      address: [`${d.street}, ${d.number}`, d.complement, d.neighborhood].filter(Boolean).join(" - "),
      city: d.city,
      state: d.state,
      postalCode: d.zipCode,
    },
    items: [{ productId: d.productId, offerCode: d.offerCode, quantity: d.quantity }],
  });
  if (!result.ok) return { ok: false, status: 409, formError: result.message, fieldErrors: {} };
  return { ok: true, orderId: result.orderId, setCookie: await lastOrderCookieHeader(result.orderId, config.sessionSecret) };
}
