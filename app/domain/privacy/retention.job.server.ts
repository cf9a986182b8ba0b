// The retention periods of /privacidade, applied by a daily job (retention.server.ts).
import { defineJob } from "~/platform/jobs/define-job";
import { runRetention } from "./retention.server";

export const retentionJob = defineJob({
  name: "privacy.retention",
  label: "Retenção de dados pessoais (LGPD)",
  // Every day at 03:15 (São Paulo): old rate-limit rows and outbox emails, expired sessions and tokens,
  // old funnel events, idempotency fingerprints past their window, inactive customers anonymised.
  schedule: { cron: "15 3 * * *" },
  retry: { limit: 3, delaySeconds: 60 },
  expireInSeconds: 30 * 60,
  run: async ({ db, config, logger }, _data, job) => {
    const report = await runRetention(db, job.startedAt, { ...config.privacy, secret: config.sessionSecret });
    logger.info("privacy retention done", { retention: report });
    return report;
  },
});
