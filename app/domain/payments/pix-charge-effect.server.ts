// The order effect of Pix charges (order-effects.server.ts): when an order becomes
// entregue and the API Pix is configured, the "create charge" job is written in
// the same transaction; when it is cancelled or leaves entregue while a charge
// is open, the "cancel charge" job. The jobs call the PSP after the commit.
import { eq } from "drizzle-orm";
import { pixCharges } from "~/db/schema";
import type { OrderEffect } from "~/domain/orders/lifecycle/order-effects.server";

export const PIX_CREATE_CHARGE_JOB = "payments.pix-create-charge";
export const PIX_CANCEL_CHARGE_JOB = "payments.pix-cancel-charge";

export const pixChargeEffect: OrderEffect = async (tx, ctx, change) => {
  if (!ctx.config.pixApi) return;
  const status = change.events.find((e) => e.field === "status");
  if (!status) return;
  if (status.toValue === "delivered") {
    // The order's id as the key: a doubled click or a retried request writes one job.
    await ctx.jobs.send(tx, PIX_CREATE_CHARGE_JOB, { orderId: change.orderId }, { key: change.orderId });
    return;
  }
  if (status.toValue === "cancelled" || status.fromValue === "delivered") {
    const [charge] = await tx
      .select({ txid: pixCharges.txid, status: pixCharges.status })
      .from(pixCharges)
      .where(eq(pixCharges.orderId, change.orderId));
    if (!charge || (charge.status !== "ATIVA" && charge.status !== "creating")) return;
    await ctx.jobs.send(tx, PIX_CANCEL_CHARGE_JOB, { orderId: change.orderId }, { key: `${charge.txid}:cancel` });
  }
};
