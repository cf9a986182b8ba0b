// One email's delivery over SMTP, as a job written with the email (mailer.server.ts).
import { defineJob } from "~/platform/jobs/define-job";
import { DELIVER_EMAIL_JOB, MAX_ATTEMPTS } from "./mailer.server";

export const deliverEmailJob = defineJob<{ emailId?: number }>({
  name: DELIVER_EMAIL_JOB,
  label: "Envio de email",
  // 1 min, 2, 4… up to 8 attempts (about 2 hours): an SMTP outage of a few minutes loses nothing.
  retry: { limit: MAX_ATTEMPTS - 1, delaySeconds: 60, backoff: true },
  // Up to 10 emails per poll (a batch of orders writes one email each); with the
  // transport's timeouts (mailer.server.ts) 10 hung sends still end inside the expiry.
  batchSize: 10,
  expireInSeconds: 10 * 60,
  run: async ({ mailer }, data) => {
    if (typeof data.emailId !== "number") return "skipped";
    return mailer.deliver(data.emailId);
  },
});
