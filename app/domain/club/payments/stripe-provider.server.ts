// Stripe: Checkout Session in subscription mode (BRL), signed webhooks verified
// with the Stripe-Signature header and its timestamp tolerance.
import Stripe from "stripe";
import { CLUB_PRICE_CENTS, type ClubEvent, InvalidWebhook, type PaymentProvider } from "./provider.server";

export const STRIPE_TOLERANCE_SECONDS = 300;

type AnyRecord = Record<string, unknown>;

function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && typeof (value as AnyRecord).id === "string") return (value as AnyRecord).id as string;
  return null;
}

/** The subscription of an invoice, across API versions (invoice.subscription or invoice.parent.subscription_details). */
function invoiceSubscription(invoice: AnyRecord): string | null {
  const parent = invoice.parent as AnyRecord | undefined;
  const details = parent?.subscription_details as AnyRecord | undefined;
  return idOf(invoice.subscription) ?? idOf(details?.subscription);
}

function invoicePeriodEnd(invoice: AnyRecord): Date | null {
  const lines = (invoice.lines as AnyRecord | undefined)?.data as AnyRecord[] | undefined;
  const end = (lines?.[0]?.period as AnyRecord | undefined)?.end ?? invoice.period_end;
  return typeof end === "number" ? new Date(end * 1000) : null;
}

export function createStripeProvider(options: { secretKey: string; webhookSecret: string; brandName: string; client?: Stripe }): PaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey);
  return {
    name: "stripe",
    async createCheckout({ userId, email, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        client_reference_id: userId,
        customer_email: email,
        success_url: successUrl,
        cancel_url: cancelUrl,
        locale: "pt-BR",
        metadata: { userId },
        subscription_data: { metadata: { userId } },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "brl",
              unit_amount: CLUB_PRICE_CENTS,
              recurring: { interval: "month" },
              product_data: { name: `Clube ${options.brandName}` },
            },
          },
        ],
      });
      if (!session.url) throw new Error("A Stripe não devolveu a URL do checkout");
      return { url: session.url };
    },
    async parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? "", options.webhookSecret, STRIPE_TOLERANCE_SECONDS);
      } catch (error) {
        throw new InvalidWebhook(error instanceof Error ? error.message : "Assinatura inválida");
      }
      const object = event.data.object as unknown as AnyRecord;
      switch (event.type) {
        case "checkout.session.completed": {
          const userId = (object.client_reference_id as string | null) ?? ((object.metadata as AnyRecord | null)?.userId as string | undefined) ?? null;
          const subscriptionId = idOf(object.subscription);
          if (object.mode !== "subscription" || !userId || !subscriptionId) return { id: event.id, kind: "ignored", type: event.type };
          return { id: event.id, kind: "checkout_completed", userId, customerId: idOf(object.customer), subscriptionId, periodEnd: null };
        }
        case "invoice.paid": {
          const subscriptionId = invoiceSubscription(object);
          const periodEnd = invoicePeriodEnd(object);
          if (!subscriptionId || !periodEnd) return { id: event.id, kind: "ignored", type: event.type };
          return { id: event.id, kind: "invoice_paid", subscriptionId, periodEnd };
        }
        case "invoice.payment_failed": {
          const subscriptionId = invoiceSubscription(object);
          return subscriptionId ? { id: event.id, kind: "payment_failed", subscriptionId } : { id: event.id, kind: "ignored", type: event.type };
        }
        case "customer.subscription.deleted":
          return { id: event.id, kind: "subscription_cancelled", subscriptionId: object.id as string };
        default:
          return { id: event.id, kind: "ignored", type: event.type } satisfies ClubEvent;
      }
    },
    async cancelAtPeriodEnd(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },
  };
}
