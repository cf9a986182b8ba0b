// One WhatsApp message to a buyer (whatsapp-send.server.ts), as a job: written
// in the transaction of the order change that calls for it, keyed per order
// and message, retried with backoff when Meta says "later".
import { defineJob } from "~/platform/jobs/define-job";
import { type SendJobData, WHATSAPP_SEND_JOB } from "./order-messages.server";
import { runWhatsAppSend, SEND_RETRY } from "./whatsapp-send.server";

export const whatsAppSendJob = defineJob<SendJobData>({
  name: WHATSAPP_SEND_JOB,
  label: "Mensagem de WhatsApp",
  // 30 s, 1, 2, 4, 8 min: a Meta outage or a rate limit of a few minutes is waited out; then the email.
  retry: SEND_RETRY,
  // The call has its own 10 s limit; an attempt running this long died (its message is then "incerta").
  // 8 per poll (one call of 10 s at most each, inside the expiry): a batch of orders is messaged in a few polls.
  batchSize: 8,
  expireInSeconds: 120,
  run: (ctx, data, job) => runWhatsAppSend(ctx, data, job),
});
