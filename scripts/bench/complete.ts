// Completes a bench run the watchdog stopped (a busy shared machine): reads
// bench/report.json, measures the phases it lacks — start-up beside the minimal
// Hono server (on the run's PGlite data directory), Pix and WhatsApp (on the
// run's lift_bench database, still there when the run was cut before dropping
// it), pgbench — and writes the report again, noting which phases were
// measured afterwards. `BENCH_DATABASE_URL=… npx tsx scripts/bench/complete.ts`
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { attempt, BENCH_DIR, log, median, round, runMain, SETTINGS, TMP_DIR } from "./common";
import { runPgbench } from "./pgbench";
import { measurePix } from "./pix";
import { dropDatabase, urlFor } from "./postgres";
import { measureMinimalStartup, type StartupReference } from "./reference";
import { type BenchData, checkLine, writeReport } from "./report";
import { measureStartup, type StartupResult } from "./startup";
import { measureWhatsApp } from "./whatsapp";

runMain(async () => {
  const file = path.join(BENCH_DIR, "report.json");
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as BenchData;
  data.reference ??= {};
  const done: string[] = [];
  const pgUrl = urlFor("lift_bench");
  const productIds = await (async () => {
    const sql = postgres(pgUrl, { max: 1, onnotice: () => {} });
    try {
      return (await sql<{ id: number }[]>`SELECT id FROM products WHERE id = ANY(${data.seed.postgres?.data?.orderableProductIds ?? []}::int[])`).map((r) => r.id);
    } catch {
      return [];
    } finally {
      await sql.end({ timeout: 5 });
    }
  })();
  if (!data.pix?.data && productIds.length) {
    data.pix = await attempt("Pix", () => measurePix({ databaseUrl: pgUrl, productIds }));
    done.push("Pix");
  }
  if (!data.whatsapp?.data && productIds.length) {
    data.whatsapp = await attempt("WhatsApp", () => measureWhatsApp({ databaseUrl: pgUrl, productIds }));
    done.push("WhatsApp");
  }
  if (!data.startup?.data) {
    const pgliteDir = path.join(TMP_DIR, "data-pglite");
    const appStarts: StartupResult[] = [];
    const minimalStarts: StartupReference[] = [];
    data.startup = await attempt("start-up", async () => {
      for (let i = 0; i < SETTINGS.startupRuns; i++) {
        appStarts.push(await measureStartup(pgliteDir, 1));
        minimalStarts.push(await measureMinimalStartup(1));
      }
      const runs = appStarts.flatMap((r) => r.runs);
      return { runs, medianMs: median(runs), path: "/", database: "pglite" };
    });
    const minimalRuns = minimalStarts.flatMap((r) => r.runs);
    data.reference.startup = minimalRuns.length
      ? { data: { runs: minimalRuns, medianMs: median(minimalRuns), script: minimalStarts[0]!.script } }
      : { error: "o servidor Hono mínimo não iniciou" };
    done.push("start-up and its reference");
  }
  await dropDatabase("lift_bench").catch(() => {});
  if (!data.pgbench?.data) {
    data.pgbench = await attempt("pgbench", () => runPgbench(SETTINGS.pgbench));
    done.push("pgbench");
  }
  if (done.length) {
    data.notes.push(`Measured after the run by scripts/bench/complete.ts (${new Date().toISOString()}), the run having stopped before them: ${done.join(", ")}.`);
  }
  data.finishedAt = new Date().toISOString();
  data.durationS = round((Date.parse(data.finishedAt) - Date.parse(data.startedAt)) / 1000, 0);
  const checks = writeReport(data);
  for (const c of checks) log(checkLine(c));
});
