// Risk screening's "units far above the usual" compares each order with the
// 95th percentile of the last 180 days. Counting it reads every order line of
// half a year, so a job keeps it in order_baselines (decision 043) and the
// order batch reads one row.
import { defineJob } from "~/platform/jobs/define-job";
import { refreshUsualUnits } from "./risk.server";

export const usualUnitsJob = defineJob({
  name: "orders.usual-units",
  label: "Tamanho usual dos pedidos (análise de risco)",
  // Half a year of orders moves slowly; until the first run screening uses the default (3 units).
  schedule: { cron: "7 * * * *" },
  runAtStart: true,
  retry: { limit: 2, delaySeconds: 60 },
  expireInSeconds: 15 * 60,
  run: async ({ db }) => refreshUsualUnits(db),
});
