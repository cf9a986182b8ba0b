// The plan/landing pages' order: validates the form again on the server and
// hands it to the one order workflow; remembers the order for /pedido-confirmado.
import { createHash } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import type { AppServices } from "~/services.server";
import { parseOrderForm } from "~/domain/orders/forms/plan-order";
import { lastOrderCookieHeader } from "./last-order.server";
import { requestFingerprint } from "./order-record.server";
import type { PlaceOrderInput } from "./place-order.server";

export type FunnelOrderOutcome =
  | { ok: true; orderId: string; setCookie: string }
  /** `result`: Conform's answer, the form's messages and the values it was sent with. */
  | { ok: false; status: number; formError: string; result: SubmissionResult<string[]> };

/**
 * Without JavaScript the form has no key: the same request sent again within
 * the hour is the same order. Derived from the whole request's fingerprint, so
 * a different request never shares a key (and never meets a conflict).
 */
function derivedKey(order: Omit<PlaceOrderInput, "idempotencyKey">, secret: string): string {
  const hour = new Date().toISOString().slice(0, 13);
  return `nojs-${createHash("sha256")
    .update(`${requestFingerprint(order, secret)}|${hour}`)
    .digest("hex")
    .slice(0, 40)}`;
}

export async function placeFunnelOrder(
  services: AppServices,
  form: FormData,
  userId: string | null,
): Promise<FunnelOrderOutcome> {
  const submission = parseOrderForm(form);
  if (submission.status !== "success") {
    const result = submission.reply();
    return { ok: false, status: 400, formError: result.error?.[""]?.[0] ?? "", result };
  }
  const d = submission.value;
  const { config } = services;
  const order = {
    source: "funnel" as const,
    userId,
    delivery: d.delivery,
    items: [{ productId: d.productId, offerCode: d.offerCode, quantity: d.quantity }],
  };
  // The full form's box is required; the simple form says that sending it accepts the terms (both link to them).
  const consents = { source: "plan-order", acceptedTerms: true, whatsapp: d.acceptedWhatsapp };
  const result = await services.orders.place({
    ...order,
    consents,
    idempotencyKey: d.idempotencyKey ?? derivedKey(order, config.sessionSecret),
  });
  if (!result.ok)
    return { ok: false, status: 409, formError: result.message, result: submission.reply({ formErrors: [result.message] }) };
  return { ok: true, orderId: result.orderId, setCookie: lastOrderCookieHeader(result.orderId, config.sessionSecret) };
}
