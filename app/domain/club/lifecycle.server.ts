// The subscription lifecycle, the same whatever the provider: activate on a
// completed checkout, extend on a paid invoice, end at cancellation or when a
// payment fails after the paid period. Each event id is applied once.
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { paymentEvents, subscribers, users } from "~/db/schema";
import type { ClubEvent, PaymentProvider } from "../payments/provider.server";

const MONTH_MS = 30 * 24 * 60 * 60_000;

export type ApplyResult = "applied" | "duplicate" | "ignored";

/**
 * Records a provider event's id inside the caller's transaction; false when it
 * was recorded before, so a replayed event (club or order payment) is applied once.
 */
export async function recordEventOnce(
  tx: Transaction,
  provider: PaymentProvider["name"],
  event: { id: string; kind: string },
): Promise<boolean> {
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({ id: event.id, provider, type: event.kind })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return Boolean(fresh);
}

export async function applyClubEvent(db: Database, provider: PaymentProvider["name"], event: ClubEvent): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    if (!(await recordEventOnce(tx, provider, event))) return "duplicate";
    const now = new Date();
    switch (event.kind) {
      case "checkout_completed": {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, event.userId));
        if (!user) return "ignored";
        const end = event.periodEnd ?? new Date(now.getTime() + MONTH_MS);
        await tx
          .insert(subscribers)
          .values({
            userId: event.userId,
            subscribed: true,
            subscriptionEnd: end,
            provider,
            providerCustomerId: event.customerId,
            providerSubscriptionId: event.subscriptionId,
            cancelAtPeriodEnd: false,
          })
          .onConflictDoUpdate({
            target: subscribers.userId,
            set: {
              subscribed: true,
              // A renewal that arrived first may already have set a later end.
              subscriptionEnd: sql`greatest(${subscribers.subscriptionEnd}, ${end.toISOString()}::timestamptz)`,
              provider,
              providerCustomerId: event.customerId,
              providerSubscriptionId: event.subscriptionId,
              cancelAtPeriodEnd: false,
              updatedAt: now,
            },
          });
        return "applied";
      }
      case "invoice_paid": {
        const updated = await tx
          .update(subscribers)
          .set({
            subscribed: true,
            subscriptionEnd: sql`greatest(coalesce(${subscribers.subscriptionEnd}, now()), ${event.periodEnd.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(eq(subscribers.providerSubscriptionId, event.subscriptionId))
          .returning({ userId: subscribers.userId });
        return updated.length ? "applied" : "ignored";
      }
      case "payment_failed": {
        // Access continues until the paid period ends; past it, the subscription ends now.
        const updated = await tx
          .update(subscribers)
          .set({ subscribed: sql`${subscribers.subscriptionEnd} > now()`, updatedAt: now })
          .where(eq(subscribers.providerSubscriptionId, event.subscriptionId))
          .returning({ userId: subscribers.userId });
        return updated.length ? "applied" : "ignored";
      }
      case "subscription_cancelled": {
        const updated = await tx
          .update(subscribers)
          .set({
            subscribed: false,
            subscriptionEnd: sql`least(coalesce(${subscribers.subscriptionEnd}, now()), now())`,
            updatedAt: now,
          })
          .where(eq(subscribers.providerSubscriptionId, event.subscriptionId))
          .returning({ userId: subscribers.userId });
        return updated.length ? "applied" : "ignored";
      }
      case "ignored":
        return "ignored";
    }
  });
}

/** 'Cancelar assinatura': no renewal, access kept until the paid period ends. */
export async function cancelSubscription(db: Database, provider: PaymentProvider | null, userId: string): Promise<boolean> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
  if (!row?.subscribed || !row.providerSubscriptionId) return false;
  if (provider && row.provider === provider.name) await provider.cancelAtPeriodEnd(row.providerSubscriptionId);
  await db.update(subscribers).set({ cancelAtPeriodEnd: true, updatedAt: new Date() }).where(eq(subscribers.userId, userId));
  return true;
}
