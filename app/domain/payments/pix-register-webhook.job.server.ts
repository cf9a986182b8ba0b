// Registers the shop's webhook URL for its Pix key (PUT /webhook/{chave}) soon
// after each start; harmless to repeat (the PSP keeps one URL per key).
import { defineJob } from "~/platform/jobs/define-job";
import { registerPixWebhook } from "./pix-charges.server";

export const pixRegisterWebhookJob = defineJob({
  name: "payments.pix-register-webhook",
  label: "Pix: registrar webhook",
  runAtStart: true,
  retry: { limit: 10, delaySeconds: 30, backoff: true },
  run: async (ctx) => registerPixWebhook(ctx),
});
