// The built-in provider: our own hosted-checkout page (/pagamento/{id}) that
// takes test card details and sends back the same kind of signed event
// (HMAC over "timestamp.body", like Stripe) to the webhook route.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { localCheckouts } from "~/db/schema";
import { CLUB_PRICE_CENTS, InvalidWebhook, type PaymentProvider } from "./provider.server";

export const LOCAL_SIGNATURE_HEADER = "x-lift-signature";
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const MONTH_MS = 30 * 24 * 60 * 60_000;

const eventSchema = z.object({
  id: z.string().min(8).max(100),
  type: z.enum(["checkout.completed", "invoice.paid", "invoice.payment_failed", "subscription.cancelled"]),
  data: z.object({
    userId: z.uuid().optional(),
    subscriptionId: z.string().min(1).max(100),
    periodEnd: z.number().int().positive().optional(),
  }),
});
export type LocalEvent = z.infer<typeof eventSchema>;

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

export interface LocalProvider extends PaymentProvider {
  /** An open, unexpired checkout of the hosted page, or null. */
  findOpenCheckout(checkoutId: string): Promise<{ amountCents: number; cancelUrl: string } | null>;
  /** Completes an open checkout: returns the signed event to deliver to the webhook. */
  complete(checkoutId: string): Promise<{ body: string; signature: string; successUrl: string } | null>;
}

export function createLocalProvider(options: { db: Database; secret: string }): LocalProvider {
  const { db, secret } = options;
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
    async findOpenCheckout(checkoutId) {
      if (!/^cs_local_[0-9a-f]{32}$/.test(checkoutId)) return null;
      const [checkout] = await db
        .select({ amountCents: localCheckouts.amountCents, cancelUrl: localCheckouts.cancelUrl })
        .from(localCheckouts)
        .where(and(eq(localCheckouts.id, checkoutId), eq(localCheckouts.status, "open"), gt(localCheckouts.expiresAt, new Date())));
      return checkout ?? null;
    },
    async complete(checkoutId) {
      const [checkout] = await db
        .update(localCheckouts)
        .set({ status: "completed" })
        .where(and(eq(localCheckouts.id, checkoutId), eq(localCheckouts.status, "open"), gt(localCheckouts.expiresAt, new Date())))
        .returning();
      if (!checkout) return null;
      const event: LocalEvent = {
        id: `evt_local_${randomBytes(12).toString("hex")}`,
        type: "checkout.completed",
        data: { userId: checkout.userId, subscriptionId: `sub_${checkout.id}`, periodEnd: Math.floor((Date.now() + MONTH_MS) / 1000) },
      };
      const body = JSON.stringify(event);
      return { body, signature: signLocalPayload(secret, body), successUrl: checkout.successUrl };
    },
    async parseWebhook(rawBody, signature) {
      verifyLocalSignature(secret, rawBody, signature);
      let parsed: LocalEvent;
      try {
        parsed = eventSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new InvalidWebhook("Evento malformado");
      }
      const { id, data } = parsed;
      const periodEnd = data.periodEnd ? new Date(data.periodEnd * 1000) : null;
      switch (parsed.type) {
        case "checkout.completed":
          if (!data.userId) throw new InvalidWebhook("Evento sem usuário");
          return { id, kind: "checkout_completed", userId: data.userId, customerId: null, subscriptionId: data.subscriptionId, periodEnd };
        case "invoice.paid":
          return { id, kind: "invoice_paid", subscriptionId: data.subscriptionId, periodEnd: periodEnd ?? new Date(Date.now() + MONTH_MS) };
        case "invoice.payment_failed":
          return { id, kind: "payment_failed", subscriptionId: data.subscriptionId };
        case "subscription.cancelled":
          return { id, kind: "subscription_cancelled", subscriptionId: data.subscriptionId };
      }
    },
    async cancelAtPeriodEnd() {
      // Local subscriptions never renew by themselves: nothing to tell anyone.
    },
  };
}
