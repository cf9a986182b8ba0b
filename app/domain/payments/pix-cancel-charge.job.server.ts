// Removes an order's Pix charge at the PSP (PATCH REMOVIDA_PELO_USUARIO_RECEBEDOR)
// when the order is cancelled or leaves entregue, or on the admin's "Cancelar cobrança".
import { defineJob } from "~/platform/jobs/define-job";
import { cancelPixCharge } from "./pix-charges.server";

export const pixCancelChargeJob = defineJob<{ orderId: string }>({
  name: "payments.pix-cancel-charge",
  label: "Pix: cancelar cobrança",
  retry: { limit: 8, delaySeconds: 15, backoff: true },
  expireInSeconds: 120,
  run: async (ctx, data) => cancelPixCharge(ctx, data.orderId),
});
