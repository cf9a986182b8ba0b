// What follows an order's change outside the shop's database: a Pix charge when
// it is delivered, a WhatsApp message when it ships… Each concern adds one
// effect; the order's one writer (order-status.server.ts) calls them inside the
// transaction that writes the change, so an effect may only write rows and
// jobs (never call a provider: a job does, after the commit).
import type { Transaction } from "~/db/client.server";
import type { AppServices } from "~/services.server";
import { pixChargeEffect } from "~/domain/payments/pix-charge-effect.server";
import type { OrderEventField } from "./order-status";
import { whatsAppOrderMessages } from "~/domain/messaging/order-messages.server";

export interface OrderChange {
  orderId: string;
  /** What changed, as recorded in order_events. */
  events: { field: OrderEventField; fromValue: string; toValue: string }[];
  actor: string;
  at: Date;
}

/** What an effect may use: settings, and the job queue to write jobs in the caller's transaction. */
export type EffectsContext = Pick<AppServices, "config" | "jobs">;

export type OrderEffect = (tx: Transaction, ctx: EffectsContext, change: OrderChange) => Promise<void>;

/** The effects of every order change, in this order. */
const EFFECTS: readonly OrderEffect[] = [pixChargeEffect, whatsAppOrderMessages];

export async function orderChanged(tx: Transaction, ctx: EffectsContext, change: OrderChange): Promise<void> {
  for (const effect of EFFECTS) await effect(tx, ctx, change);
}
