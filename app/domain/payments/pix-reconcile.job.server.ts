// Reconciliation: every minute the schedule looks, and once
// PIX_RECONCILE_INTERVAL_SECONDS have passed since the last pass it pages
// GET /pix over the window since then (plus a margin) and applies any Pix whose
// webhook was lost, through the same rule as the webhook.
import { defineJob } from "~/platform/jobs/define-job";
import { reconcilePix } from "./pix-charges.server";

export const pixReconcileJob = defineJob({
  name: "payments.pix-reconcile",
  label: "Pix: conciliar recebimentos",
  schedule: { cron: "* * * * *" },
  retry: { limit: 2, delaySeconds: 30 },
  run: async (ctx, _data, job) => reconcilePix(ctx, job.startedAt),
});
