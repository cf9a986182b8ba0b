// Resultados' daily summary (results-summary.server.ts) kept fresh by a scheduled job.
import { defineJob } from "~/platform/jobs/define-job";
import { refreshResultsSummary } from "./results-summary.server";

export const resultsSummaryJob = defineJob({
  name: "orders.results-summary",
  label: "Resumo diário dos Resultados",
  // Resultados reads fresh days from the summary and counts the others from the orders: a late
  // refresh only makes the page slower, never wrong.
  schedule: { cron: "*/15 * * * *" },
  runAtStart: true,
  retry: { limit: 2, delaySeconds: 60 },
  expireInSeconds: 30 * 60,
  run: async ({ db, logger }, _data, job) => {
    const run = await refreshResultsSummary(db, job.startedAt);
    if (run.registered || run.refreshed) logger.info("results summary refreshed", { summary: run });
    return run;
  },
});
