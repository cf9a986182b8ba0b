// One payment-provider interface for the club: the built-in local provider
// (development and demos) and Stripe. Both deliver signed events to a webhook
// route, and both end in the same subscription lifecycle (lifecycle.server.ts).
export { CLUB_PRICE_CENTS } from "~/lib/club";

/** What a provider's event means to the shop, after its signature was verified. */
export type ClubEvent =
  | { id: string; kind: "checkout_completed"; userId: string; customerId: string | null; subscriptionId: string; periodEnd: Date | null }
  | { id: string; kind: "invoice_paid"; subscriptionId: string; periodEnd: Date }
  | { id: string; kind: "payment_failed"; subscriptionId: string }
  | { id: string; kind: "subscription_cancelled"; subscriptionId: string }
  | { id: string; kind: "ignored"; type: string };

export class InvalidWebhook extends Error {}

export interface CreateCheckoutInput {
  userId: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly name: "local" | "stripe";
  /** Creates a hosted checkout for the monthly plan; returns where to send the browser. */
  createCheckout(input: CreateCheckoutInput): Promise<{ url: string }>;
  /** Verifies the signature (and its age) and translates the event; throws InvalidWebhook. */
  parseWebhook(rawBody: string, signature: string | null): Promise<ClubEvent>;
  /** Stops renewal at the end of the paid period. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
}
