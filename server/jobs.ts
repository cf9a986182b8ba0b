// Every background job of the shop, for the queue (decision 032). Each job is
// declared in its own file next to its concern (`*.job.server.ts`); this list,
// in the composition root, is the only place that imports them all, so the
// platform's queue never imports a business concern. A test checks that every
// job file is listed here.
import type { JobDefinition } from "~/platform/jobs/define-job";
import { paymentRemindersJob } from "~/domain/payments/payment-reminders.job.server";
import { resultsSummaryJob } from "~/domain/orders/back-office/results-summary.job.server";
import { retentionJob } from "~/domain/privacy/retention.job.server";
import { whatsAppSendJob } from "~/domain/messaging/whatsapp-send.job.server";
import { deliverEmailJob } from "~/platform/mail/deliver-email.job.server";

export const jobDefinitions: readonly JobDefinition[] = [
  deliverEmailJob,
  paymentRemindersJob,
  resultsSummaryJob,
  retentionJob,
  whatsAppSendJob,
];
