// One payment-provider interface for the club and for paying orders after
// delivery: the built-in local provider (development and demos) and Stripe.
// Both deliver signed events to a webhook route; club events end in the
// subscription lifecycle (lifecycle.server.ts), order payments in
// app/domain/payments/order-payment.server.ts.
export { CLUB_PRICE_CENTS } from "~/domain/club/club-price";

/** What a provider's event means to the shop, after its signature was verified. */
export type ClubEvent =
  | {
      id: string;
      kind: "checkout_completed";
      userId: string;
      customerId: string | null;
      subscriptionId: string;
      periodEnd: Date | null;
    }
  | { id: string; kind: "invoice_paid"; subscriptionId: string; periodEnd: Date }
  | { id: string; kind: "payment_failed"; subscriptionId: string }
  | { id: string; kind: "subscription_cancelled"; subscriptionId: string }
  | { id: string; kind: "ignored"; type: string };

/** A one-off order payment settled at the provider (card now, boleto when it clears). */
export interface OrderPaidEvent {
  id: string;
  kind: "order_paid";
  orderId: string;
  method: OrderPaymentMethod;
  /** What the provider charged, to compare with the order's total; null when it did not say. */
  amountCents: number | null;
}

export type OrderPaymentMethod = "card" | "boleto";

/** Everything a webhook can mean. */
export type PaymentEvent = ClubEvent | OrderPaidEvent;

export class InvalidWebhook extends Error {
  override name = "InvalidWebhook";
}

/**
 * By name, not instanceof: providers are created by the server entry's bundle
 * and checked in the React Router bundle, each with its own copy of the class
 * (docs/decisions/002).
 */
export function isInvalidWebhook(error: unknown): error is InvalidWebhook {
  return error instanceof Error && error.name === "InvalidWebhook";
}

export interface CreateCheckoutInput {
  userId: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CreateOrderCheckoutInput {
  orderId: string;
  orderNumber: number;
  /** The order's total, read from the database. */
  amountCents: number;
  email: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly name: "local" | "stripe";
  /** Creates a hosted checkout for the monthly plan; returns where to send the browser. */
  createCheckout(input: CreateCheckoutInput): Promise<{ url: string }>;
  /** Creates a hosted checkout paying one order once (card or boleto); returns where to send the browser. */
  createOrderCheckout(input: CreateOrderCheckoutInput): Promise<{ url: string }>;
  /** Verifies the signature (and its age) and translates the event; throws InvalidWebhook. */
  parseWebhook(rawBody: string, signature: string | null): Promise<PaymentEvent>;
  /** Stops renewal at the end of the paid period. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
}
