// The built-in provider: our own hosted-checkout page (/pagamento/{id}) that
// takes test card details and sends back the same kind of signed event
// (HMAC over "timestamp.body", like Stripe) to the webhook route.
//
// Two kinds of checkout share the page, told apart by the id's prefix:
// - "cs_local_…": the club's monthly plan, a row of local_checkouts (it has a user);
// - "co_local_…": one order's payment. Orders may have no account, so nothing
//   is stored: the id itself carries the order, amount, expiry and return paths,
//   signed with the provider's secret, and the order's own payment status says
//   whether it is still open.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { localCheckouts, orders } from "~/db/schema";
import { isSafeRedirectPath } from "~/lib/safe-redirect";
import { z } from "~/lib/zod";
import {
  CLUB_PRICE_CENTS,
  type CreateOrderCheckoutInput,
  InvalidWebhook,
  type OrderPaymentMethod,
  type PaymentEvent,
  type PaymentProvider,
} from "./provider.server";

export const LOCAL_SIGNATURE_HEADER = "x-lift-signature";
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const MONTH_MS = 30 * 24 * 60 * 60_000;
const CHECKOUT_TTL_MS = 60 * 60_000;

const clubEventSchema = z.object({
  id: z.string().check(z.minLength(8), z.maxLength(100)),
  type: z.enum(["checkout.completed", "invoice.paid", "invoice.payment_failed", "subscription.cancelled"]),
  data: z.object({
    userId: z.optional(z.uuid()),
    subscriptionId: z.string().check(z.minLength(1), z.maxLength(100)),
    periodEnd: z.optional(z.number().check(z.int(), z.minimum(1))),
  }),
});
const orderEventSchema = z.object({
  id: z.string().check(z.minLength(8), z.maxLength(100)),
  type: z.literal("order.paid"),
  data: z.object({
    orderId: z.uuid(),
    amountCents: z.number().check(z.int(), z.minimum(1)),
    method: z.enum(["card", "boleto"]),
  }),
});
const eventSchema = z.discriminatedUnion("type", [clubEventSchema, orderEventSchema]);
export type LocalEvent = z.infer<typeof eventSchema>;

/** A same-origin path ("/pagar/…"), never another site. */
const localPath = z.string().check(z.maxLength(500), z.refine(isSafeRedirectPath));

/** What an order checkout id carries (signed). */
const orderCheckoutSchema = z.object({
  o: z.uuid(),
  n: z.number().check(z.int(), z.minimum(1)),
  a: z.number().check(z.int(), z.minimum(1)),
  e: z.number().check(z.int(), z.minimum(1)),
  s: localPath,
  c: localPath,
});
type OrderCheckout = z.infer<typeof orderCheckoutSchema>;

const ORDER_CHECKOUT_PREFIX = "co_local_";

function checkoutSignature(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`order-checkout.${payload}`).digest("base64url");
}

function encodeOrderCheckout(secret: string, checkout: OrderCheckout): string {
  const payload = Buffer.from(JSON.stringify(checkout)).toString("base64url");
  return `${ORDER_CHECKOUT_PREFIX}${payload}.${checkoutSignature(secret, payload)}`;
}

/** The order checkout an id names, when its signature holds and it has not expired. */
function decodeOrderCheckout(secret: string, checkoutId: string, now = Date.now()): OrderCheckout | null {
  if (!checkoutId.startsWith(ORDER_CHECKOUT_PREFIX) || checkoutId.length > 2000) return null;
  const [payload, sig] = checkoutId.slice(ORDER_CHECKOUT_PREFIX.length).split(".");
  if (!payload || !sig) return null;
  const expected = Buffer.from(checkoutSignature(secret, payload));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let checkout: OrderCheckout;
  try {
    checkout = orderCheckoutSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  } catch {
    return null;
  }
  return checkout.e * 1000 > now ? checkout : null;
}

export function signLocalPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

export function verifyLocalSignature(secret: string, body: string, header: string | null, now = Date.now()): void {
  const parts = Object.fromEntries((header ?? "").split(",").map((p) => p.split("=") as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) throw new InvalidWebhook("Assinatura ausente");
  if (Math.abs(now / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw new InvalidWebhook("Evento antigo demais");
  const expected = Buffer.from(signLocalPayload(secret, body, timestamp).split("v1=")[1]!, "hex");
  const actual = Buffer.from(parts.v1, "hex");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw new InvalidWebhook("Assinatura inválida");
}

export interface OpenLocalCheckout {
  amountCents: number;
  cancelUrl: string;
  /** Set for an order's payment; null for the club's plan. */
  order: { id: string; number: number } | null;
}

export interface LocalProvider extends PaymentProvider {
  /** Opens a completed checkout again when its event could not be applied, so the payer can retry. */
  reopen(checkoutId: string): Promise<void>;
  /** An open, unexpired checkout of the hosted page (an order's: still unpaid), or null. */
  findOpenCheckout(checkoutId: string): Promise<OpenLocalCheckout | null>;
  /**
   * Completes an open checkout: returns the signed event to deliver to the
   * webhook. `method` is for order checkouts (the page can simulate a boleto).
   */
  complete(
    checkoutId: string,
    method?: OrderPaymentMethod,
  ): Promise<{ body: string; signature: string; successUrl: string } | null>;
}

/** The signed, stateless address of an order's checkout page. */
function orderCheckoutUrl(
  secret: string,
  { orderId, orderNumber, amountCents, successUrl, cancelUrl }: CreateOrderCheckoutInput,
): { url: string } {
  const checkout = {
    o: orderId,
    n: orderNumber,
    a: amountCents,
    e: Math.floor((Date.now() + CHECKOUT_TTL_MS) / 1000),
    s: successUrl,
    c: cancelUrl,
  };
  // Our own page: the return addresses must stay on this site.
  const parsed = orderCheckoutSchema.safeParse(checkout);
  if (!parsed.success) throw new Error("Checkout de pedido inválido (os endereços de retorno devem ser caminhos deste site)");
  return { url: `/pagamento/${encodeOrderCheckout(secret, parsed.data)}` };
}

/** A local provider's webhook body, authenticated and parsed. */
function readLocalEvent(secret: string, rawBody: string, signature: string | null): PaymentEvent {
  verifyLocalSignature(secret, rawBody, signature);
  let parsed: LocalEvent;
  try {
    parsed = eventSchema.parse(JSON.parse(rawBody));
  } catch {
    throw new InvalidWebhook("Evento malformado");
  }
  if (parsed.type === "order.paid") {
    return {
      id: parsed.id,
      kind: "order_paid",
      orderId: parsed.data.orderId,
      method: parsed.data.method,
      amountCents: parsed.data.amountCents,
    };
  }
  const { id, data } = parsed;
  const periodEnd = data.periodEnd ? new Date(data.periodEnd * 1000) : null;
  switch (parsed.type) {
    case "checkout.completed":
      if (!data.userId) throw new InvalidWebhook("Evento sem usuário");
      return {
        id,
        kind: "checkout_completed",
        userId: data.userId,
        customerId: null,
        subscriptionId: data.subscriptionId,
        periodEnd,
      };
    case "invoice.paid":
      return {
        id,
        kind: "invoice_paid",
        subscriptionId: data.subscriptionId,
        periodEnd: periodEnd ?? new Date(Date.now() + MONTH_MS),
      };
    case "invoice.payment_failed":
      return { id, kind: "payment_failed", subscriptionId: data.subscriptionId };
    case "subscription.cancelled":
      return { id, kind: "subscription_cancelled", subscriptionId: data.subscriptionId };
  }
}

export function createLocalProvider(options: { db: Database; secret: string }): LocalProvider {
  const { db, secret } = options;

  async function findOpenCheckout(checkoutId: string): Promise<OpenLocalCheckout | null> {
    if (checkoutId.startsWith(ORDER_CHECKOUT_PREFIX)) {
      const checkout = decodeOrderCheckout(secret, checkoutId);
      if (!checkout) return null;
      const [order] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, checkout.o));
      if (!order || (order.paymentStatus !== "pending" && order.paymentStatus !== "unpaid")) return null;
      return { amountCents: checkout.a, cancelUrl: checkout.c, order: { id: checkout.o, number: checkout.n } };
    }
    if (!/^cs_local_[0-9a-f]{32}$/.test(checkoutId)) return null;
    const [checkout] = await db
      .select({ amountCents: localCheckouts.amountCents, cancelUrl: localCheckouts.cancelUrl })
      .from(localCheckouts)
      .where(and(eq(localCheckouts.id, checkoutId), eq(localCheckouts.status, "open"), gt(localCheckouts.expiresAt, new Date())));
    return checkout ? { ...checkout, order: null } : null;
  }
  return {
    name: "local",
    async createCheckout({ userId, successUrl, cancelUrl }) {
      const id = `cs_local_${randomBytes(16).toString("hex")}`;
      await db.insert(localCheckouts).values({
        id,
        userId,
        amountCents: CLUB_PRICE_CENTS,
        successUrl,
        cancelUrl,
        expiresAt: new Date(Date.now() + 60 * 60_000),
      });
      return { url: `/pagamento/${id}` };
    },
    // Nothing to wait for (the checkout is signed, not stored); a refusal still rejects.
    createOrderCheckout: (input) => new Promise((resolve) => resolve(orderCheckoutUrl(secret, input))),
    findOpenCheckout,
    async reopen(checkoutId) {
      // Order checkouts keep no state (open = the order is unpaid); club checkouts go back to open.
      if (checkoutId.startsWith(ORDER_CHECKOUT_PREFIX)) return;
      await db.update(localCheckouts).set({ status: "open" }).where(eq(localCheckouts.id, checkoutId));
    },
    async complete(checkoutId, method = "card") {
      if (checkoutId.startsWith(ORDER_CHECKOUT_PREFIX)) {
        // Open means signed, unexpired and the order still unpaid; paying twice is
        // stopped again by the order's payment status when the event is applied.
        if (!(await findOpenCheckout(checkoutId))) return null;
        const checkout = decodeOrderCheckout(secret, checkoutId)!;
        const event: LocalEvent = {
          id: `evt_local_${randomBytes(12).toString("hex")}`,
          type: "order.paid",
          data: { orderId: checkout.o, amountCents: checkout.a, method },
        };
        const body = JSON.stringify(event);
        return { body, signature: signLocalPayload(secret, body), successUrl: checkout.s };
      }
      const [checkout] = await db
        .update(localCheckouts)
        .set({ status: "completed" })
        .where(
          and(eq(localCheckouts.id, checkoutId), eq(localCheckouts.status, "open"), gt(localCheckouts.expiresAt, new Date())),
        )
        .returning();
      if (!checkout) return null;
      const event: LocalEvent = {
        id: `evt_local_${randomBytes(12).toString("hex")}`,
        type: "checkout.completed",
        data: {
          userId: checkout.userId,
          subscriptionId: `sub_${checkout.id}`,
          periodEnd: Math.floor((Date.now() + MONTH_MS) / 1000),
        },
      };
      const body = JSON.stringify(event);
      return { body, signature: signLocalPayload(secret, body), successUrl: checkout.successUrl };
    },
    parseWebhook: (rawBody, signature) => new Promise((resolve) => resolve(readLocalEvent(secret, rawBody, signature))),
    async cancelAtPeriodEnd() {
      // Local subscriptions never renew by themselves: nothing to tell anyone.
    },
  };
}
