// The plan/landing pages' order: validates the form again on the server and
// hands it to the one order workflow; remembers the order for /pedido-confirmado.
import { createHash } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import type { AppServices } from "~/services.server";
import { type OrderFormData, parseOrderForm } from "~/lib/order-form";
import { lastOrderCookieHeader } from "./last-order.server";

export type FunnelOrderOutcome =
  | { ok: true; orderId: string; setCookie: string }
  /** `result`: Conform's answer, the form's messages and the values it was sent with. */
  | { ok: false; status: number; formError: string; result: SubmissionResult<string[]> };

/** Without JavaScript the form has no key: the same order typed again within the hour is the same order. */
function derivedKey(d: OrderFormData): string {
  const hour = new Date().toISOString().slice(0, 13);
  const { cpf, postalCode, number, email } = d.delivery;
  const fingerprint = [d.productId, d.offerCode, d.quantity, cpf, postalCode, number, email, hour].join("|");
  return `nojs-${createHash("sha256").update(fingerprint).digest("hex").slice(0, 40)}`;
}

export async function placeFunnelOrder(services: AppServices, form: FormData, userId: string | null): Promise<FunnelOrderOutcome> {
  const submission = parseOrderForm(form);
  if (submission.status !== "success") {
    const result = submission.reply();
    return { ok: false, status: 400, formError: result.error?.[""]?.[0] ?? "", result };
  }
  const d = submission.value;
  const delivery = d.delivery;
  const { config } = services;
  const result = await services.orders.place({
    source: "funnel",
    idempotencyKey: d.idempotencyKey ?? derivedKey(d),
    userId,
    customer: {
      name: delivery.fullName,
      email: delivery.email,
      cpf: delivery.cpf,
      phone: delivery.phone,
      address: [`${delivery.street}, ${delivery.number}`, delivery.complement, delivery.neighborhood].filter(Boolean).join(" - "),
      city: delivery.city,
      state: delivery.state,
      postalCode: delivery.postalCode,
    },
    items: [{ productId: d.productId, offerCode: d.offerCode, quantity: d.quantity }],
  });
  if (!result.ok) return { ok: false, status: 409, formError: result.message, result: submission.reply({ formErrors: [result.message] }) };
  return { ok: true, orderId: result.orderId, setCookie: await lastOrderCookieHeader(result.orderId, config.sessionSecret) };
}
