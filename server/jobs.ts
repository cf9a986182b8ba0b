// Every background job of the shop, for the queue (decision 032). Each job is
// declared in its own file next to its concern (`*.job.server.ts`); this list,
// in the composition root, is the only place that imports them all, so the
// platform's queue never imports a business concern. A test checks that every
// job file is listed here.
import type { JobDefinition } from "~/platform/jobs/define-job";
import { resultsSummaryJob } from "~/domain/orders/back-office/results-summary.job.server";
import { paymentRemindersJob } from "~/domain/payments/payment-reminders.job.server";
import { pixApplyJob } from "~/domain/payments/pix-apply.job.server";
import { pixCancelChargeJob } from "~/domain/payments/pix-cancel-charge.job.server";
import { pixCreateChargeJob } from "~/domain/payments/pix-create-charge.job.server";
import { pixReconcileJob } from "~/domain/payments/pix-reconcile.job.server";
import { pixRefundJob } from "~/domain/payments/pix-refund.job.server";
import { pixRegisterWebhookJob } from "~/domain/payments/pix-register-webhook.job.server";
import { retentionJob } from "~/domain/privacy/retention.job.server";
import { usualUnitsJob } from "~/domain/orders/placement/usual-units.job.server";
import { deliverEmailJob } from "~/platform/mail/deliver-email.job.server";
import { whatsAppSendJob } from "~/domain/messaging/whatsapp-send.job.server";

export const jobDefinitions: readonly JobDefinition[] = [
  deliverEmailJob,
  paymentRemindersJob,
  pixApplyJob,
  pixCancelChargeJob,
  pixCreateChargeJob,
  pixReconcileJob,
  pixRefundJob,
  pixRegisterWebhookJob,
  resultsSummaryJob,
  retentionJob,
  usualUnitsJob,
  whatsAppSendJob,
];
