// The plan/landing pages' order: validates the form again on the server and
// hands it to the one order workflow; remembers the order for /pedido-confirmado.
import { createHash } from "node:crypto";
import { formFieldsOf } from "~/lib/form-data.server";
import type { AppServices } from "~/services.server";
import type { DeliveryDetails } from "~/lib/delivery";
import { type OrderFormData, type OrderFormErrors, validateOrderForm } from "~/lib/order-form";
import { lastOrderCookieHeader } from "./last-order.server";
import { type PlaceOrderInput, requestFingerprint } from "./place-order.server";

export type FunnelOrderOutcome =
  | { ok: true; orderId: string; setCookie: string }
  | { ok: false; status: number; formError: string; fieldErrors: OrderFormErrors };

/**
 * Without JavaScript the form has no key: the same request sent again within
 * the hour is the same order. Derived from the whole request's fingerprint, so
 * a different request never shares a key (and never meets a conflict).
 */
function derivedKey(order: Omit<PlaceOrderInput, "idempotencyKey">): string {
  const hour = new Date().toISOString().slice(0, 13);
  return `nojs-${createHash("sha256").update(`${requestFingerprint(order)}|${hour}`).digest("hex").slice(0, 40)}`;
}

/** The plan form's fields as the order's delivery details (the form has no reference point). */
function deliveryOf(d: OrderFormData): DeliveryDetails {
  return {
    fullName: d.fullName,
    email: d.email,
    phone: d.whatsapp,
    cpf: d.cpf,
    postalCode: d.zipCode,
    street: d.street,
    number: d.number,
    complement: d.complement,
    neighborhood: d.neighborhood,
    city: d.city,
    state: d.state,
    referencePoint: "",
  };
}

export async function placeFunnelOrder(services: AppServices, form: FormData, userId: string | null): Promise<FunnelOrderOutcome> {
  const parsed = validateOrderForm(formFieldsOf(form));
  if (!parsed.ok) return { ok: false, status: 400, formError: parsed.formError, fieldErrors: parsed.fieldErrors };
  const d = parsed.data;
  const { config } = services;
  const order = {
    source: "funnel" as const,
    userId,
    delivery: deliveryOf(d),
    items: [{ productId: d.productId, offerCode: d.offerCode, quantity: d.quantity }],
  };
  const result = await services.orders.place({ ...order, idempotencyKey: d.idempotencyKey ?? derivedKey(order) });
  if (!result.ok) return { ok: false, status: 409, formError: result.message, fieldErrors: {} };
  return { ok: true, orderId: result.orderId, setCookie: await lastOrderCookieHeader(result.orderId, config.sessionSecret) };
}
