// A webhook named a txid: read the charge back from the PSP and apply it
// (pago only when CONCLUIDA and covering what was due, once per endToEndId).
import { defineJob } from "~/platform/jobs/define-job";
import { applyPixCharge } from "./pix-charges.server";

export const pixApplyJob = defineJob<{ txid: string }>({
  name: "payments.pix-apply",
  label: "Pix: conferir pagamento",
  retry: { limit: 10, delaySeconds: 10, backoff: true },
  // 5 per poll: 200 webhooks at once are applied in a few polls; 5 reads of 15 s at most stay inside the expiry.
  batchSize: 5,
  expireInSeconds: 120,
  run: async (ctx, data) => applyPixCharge(ctx, data.txid),
});
