// The admin's "Devolver": asks the PSP to return the Pix that paid the order
// (PUT /pix/{e2eid}/devolucao/{id}); the id makes a retry harmless.
import { defineJob } from "~/platform/jobs/define-job";
import { refundPixCharge } from "./pix-charges.server";

export const pixRefundJob = defineJob<{ orderId: string; refundId: string }>({
  name: "payments.pix-refund",
  label: "Pix: devolver pagamento",
  retry: { limit: 8, delaySeconds: 15, backoff: true },
  expireInSeconds: 120,
  run: async (ctx, data) => refundPixCharge(ctx, data.orderId, data.refundId),
});
