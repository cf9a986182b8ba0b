// Payment reminders (reminders.server.ts) as a scheduled job.
import { defineJob } from "~/platform/jobs/define-job";
import { sendPaymentReminders } from "./reminders.server";

export const paymentRemindersJob = defineJob({
  name: "orders.payment-reminders",
  label: "Lembretes de pagamento",
  // Every 10 minutes, and soon after start so a restarted server catches up.
  schedule: { cron: "*/10 * * * *" },
  runAtStart: true,
  retry: { limit: 2, delaySeconds: 60 },
  run: async (ctx, _data, job) => {
    await sendPaymentReminders(ctx, job.startedAt);
  },
});
