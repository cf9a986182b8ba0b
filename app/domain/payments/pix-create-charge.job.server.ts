// Creates an order's Pix charge at the PSP (PUT /cobv/{txid}), written by the
// order effect when the order becomes entregue, or by the admin's "Reenviar
// cobrança". A retry after a timeout, a lost answer or a killed worker PUTs the
// same txid: still one charge.
import { defineJob } from "~/platform/jobs/define-job";
import { createPixCharge } from "./pix-charges.server";

export const pixCreateChargeJob = defineJob<{ orderId: string; again?: boolean }>({
  name: "payments.pix-create-charge",
  label: "Pix: criar cobrança",
  retry: { limit: 8, delaySeconds: 15, backoff: true },
  // At most a token, a PUT and a GET of 15 s each: a worker killed mid-call is redone after a minute.
  expireInSeconds: 60,
  run: async (ctx, data) => createPixCharge(ctx, data.orderId, data.again === true),
});
