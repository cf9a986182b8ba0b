// Stripe: Checkout Session in subscription mode (BRL) for the club, in payment
// mode (card or boleto, metadata.orderId) for an order; signed webhooks
// verified with the Stripe-Signature header and its timestamp tolerance.
import type Stripe from "stripe";
import { CLUB_PRICE_CENTS, InvalidWebhook, type PaymentEvent, type PaymentProvider } from "./provider.server";

/** Days a boleto stays payable (Stripe closes it at 23:59 São Paulo time). */
export const BOLETO_EXPIRES_AFTER_DAYS = 3;

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

export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  brandName: string;
  client?: Stripe;
}): PaymentProvider {
  // The SDK is loaded with the first call, not at start-up.
  let client: Promise<Stripe> | undefined;
  const stripeClient = () =>
    (client ??= options.client
      ? Promise.resolve(options.client)
      : import("stripe").then((m) => new m.default(options.secretKey)));
  return {
    name: "stripe",
    async createCheckout({ userId, email, successUrl, cancelUrl }) {
      const session = await (
        await stripeClient()
      ).checkout.sessions.create({
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
    async createOrderCheckout({ orderId, orderNumber, amountCents, email, successUrl, cancelUrl }) {
      const session = await (
        await stripeClient()
      ).checkout.sessions.create({
        mode: "payment",
        // This API version's name for payment_method_types: offer exactly card and boleto.
        allowed_payment_method_types: ["card", "boleto"],
        client_reference_id: orderId,
        ...(email ? { customer_email: email } : {}),
        success_url: successUrl,
        cancel_url: cancelUrl,
        locale: "pt-BR",
        metadata: { orderId },
        payment_intent_data: { metadata: { orderId } },
        payment_method_options: {
          boleto: { expires_after_days: BOLETO_EXPIRES_AFTER_DAYS },
          card: { installments: { enabled: true } },
        },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "brl",
              unit_amount: amountCents,
              product_data: { name: `Pedido #${orderNumber} — ${options.brandName}` },
            },
          },
        ],
      });
      if (!session.url) throw new Error("A Stripe não devolveu a URL do checkout");
      return { url: session.url };
    },
    async parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      const stripe = await stripeClient();
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? "", options.webhookSecret, STRIPE_TOLERANCE_SECONDS);
      } catch (error) {
        // The SDK's English reason stays out of the answer (the sender only needs to know it was refused).
        throw new InvalidWebhook(
          /timestamp/i.test(error instanceof Error ? error.message : "") ? "Evento antigo demais" : "Assinatura inválida",
        );
      }
      // Signed by Stripe, yet shaped as we expect before anything reads it.
      if (
        typeof event?.id !== "string" ||
        typeof event.type !== "string" ||
        typeof event.data?.object !== "object" ||
        event.data.object === null
      ) {
        throw new InvalidWebhook("Evento malformado");
      }
      const object = event.data.object as unknown as AnyRecord;
      const orderId =
        object.object === "checkout.session" && object.mode === "payment"
          ? ((object.metadata as AnyRecord | null)?.orderId as string | undefined)
          : undefined;
      if (orderId) {
        const amountCents = typeof object.amount_total === "number" ? object.amount_total : null;
        // A card is paid when the checkout completes; a boleto later, when it clears.
        if (event.type === "checkout.session.completed" && object.payment_status === "paid") {
          return { id: event.id, kind: "order_paid", orderId, method: "card", amountCents };
        }
        if (event.type === "checkout.session.async_payment_succeeded") {
          return { id: event.id, kind: "order_paid", orderId, method: "boleto", amountCents };
        }
        return { id: event.id, kind: "ignored", type: event.type };
      }
      switch (event.type) {
        case "checkout.session.completed": {
          const userId =
            (object.client_reference_id as string | null) ??
            ((object.metadata as AnyRecord | null)?.userId as string | undefined) ??
            null;
          const subscriptionId = idOf(object.subscription);
          if (object.mode !== "subscription" || !userId || !subscriptionId)
            return { id: event.id, kind: "ignored", type: event.type };
          return {
            id: event.id,
            kind: "checkout_completed",
            userId,
            customerId: idOf(object.customer),
            subscriptionId,
            periodEnd: null,
          };
        }
        case "invoice.paid": {
          const subscriptionId = invoiceSubscription(object);
          const periodEnd = invoicePeriodEnd(object);
          if (!subscriptionId || !periodEnd) return { id: event.id, kind: "ignored", type: event.type };
          return { id: event.id, kind: "invoice_paid", subscriptionId, periodEnd };
        }
        case "invoice.payment_failed": {
          const subscriptionId = invoiceSubscription(object);
          return subscriptionId
            ? { id: event.id, kind: "payment_failed", subscriptionId }
            : { id: event.id, kind: "ignored", type: event.type };
        }
        case "customer.subscription.deleted":
          return { id: event.id, kind: "subscription_cancelled", subscriptionId: object.id as string };
        default:
          return { id: event.id, kind: "ignored", type: event.type } satisfies PaymentEvent;
      }
    },
    async cancelAtPeriodEnd(subscriptionId) {
      await (await stripeClient()).subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },
  };
}
