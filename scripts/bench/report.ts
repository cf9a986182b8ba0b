// Turns the collected figures into bench/report.json (everything, raw) and
// bench/report.md (tables, budgets met / not met, the biggest contributors).
import fs from "node:fs";
import path from "node:path";
import type { BrowserCheck } from "./browser-check";
import type { BuildInfo, PageBundle } from "./bundle-size";
import type { FirstTapData } from "./first-tap";
import { BENCH_DIR, type PageSpec, round, SETTINGS } from "./common";
import type { LighthousePage } from "./lighthouse";
import type { NoiseSummary } from "./noise";
import type { RssSummary } from "./memory";
import type { OrdersLoadResult } from "./orders-load";
import { type ClusterBenchResult, clusterChecks, renderCluster } from "./cluster";
import type { DistinctUrlsResult } from "./page-cache-rss";
import type { PgbenchResult } from "./pgbench";
import type { SeedResult } from "./seed-bench";
import type { StartupResult } from "./startup";
import type { ThroughputRow } from "./throughput";
import type { PixBenchResult } from "./pix";
import type { NoScriptSite, StartupReference } from "./reference";
import type { WhatsAppBenchResult } from "./whatsapp";

/** 1 KB = 1 000 bytes, as Vite prints sizes. */
export const KB = 1000;

export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.02,
  jsGzipKb: 140,
  cssGzipKb: 20,
  throughputRatio: 0.3,
  ordersRatio: 0.5,
  rssMb: 350,
  /** Issue 24: server RSS while one client asks for 5 000 distinct addresses (the page cache's byte budget). */
  distinctUrlsRssMb: 350,
  startupMs: 1500,
  /**
   * Issue 35, budgets that hold on any machine: the same three budgets as
   * multiples of a reference measured in the same run. Start-up at most this
   * many times a minimal Hono server's (minimal-hono-server.mjs); Lighthouse
   * performance at least this share of the same page without scripts served by
   * nginx (98 when the limit scores 100, as the absolute budget); LCP at most
   * this many times that page's. Provisional until a quiet run measures the
   * references: 12× is the 1.5 s budget over a minimal Hono start of about
   * 120 ms on a quiet 2-core machine; 1.5× lets scripts delay LCP by half.
   */
  startupVsMinimal: 12,
  performanceVsLimit: 0.98,
  lcpVsLimit: 1.5,
  /** Issue 16: every first tap acts, every keystroke typed before hydration is kept, quiz INP on 4× CPU. */
  firstTapSuccess: 1,
  keptKeystrokes: 1,
  quizInpMs: 100,
};

export interface Section<T> {
  data?: T;
  error?: string;
}

export interface BenchData {
  startedAt: string;
  finishedAt?: string;
  durationS?: number;
  settings: typeof SETTINGS;
  machine: Record<string, string | number>;
  pages: PageSpec[];
  build?: Section<{ ms: number }>;
  seed: { pglite?: Section<SeedResult>; postgres?: Section<SeedResult> };
  bundles?: Section<{ pages: PageBundle[]; build: BuildInfo }>;
  browser?: Section<BrowserCheck[]>;
  lighthouse?: Section<LighthousePage[]>;
  throughput: { pglite?: Section<ThroughputRow[]>; postgres?: Section<ThroughputRow[]>; nginx?: Section<ThroughputRow[]> };
  nginxVersion?: string;
  orders?: Section<OrdersLoadResult>;
  /** Two app processes behind nginx against one (scripts/bench/cluster.ts). */
  cluster?: Section<ClusterBenchResult>;
  pgbench?: Section<PgbenchResult>;
  memory: { pglite?: Section<RssSummary>; postgres?: Section<RssSummary> };
  distinctUrls?: Section<DistinctUrlsResult>;
  startup?: Section<StartupResult>;
  /** Pix charges against the fake PSP (scripts/bench/pix.ts). */
  pix?: Section<PixBenchResult>;
  /** WhatsApp messages against the fake Cloud API (scripts/bench/whatsapp.ts). */
  whatsapp?: Section<WhatsAppBenchResult>;
  /** What the machine-dependent budgets are judged against (scripts/bench/reference.ts). */
  reference: {
    startup?: Section<StartupReference>;
    lighthouse?: Section<LighthousePage[]> & { pages?: NoScriptSite["pages"] };
  };
  firstTap?: Section<FirstTapData>;
  noise?: NoiseSummary & { quietWaitS: number; busyStarts: string[]; quiet: { perWaitS: number; totalS: number; threshold: number } };
  notes: string[];
}

export interface BudgetCheck {
  name: string;
  target: string;
  actual: string;
  met: boolean | null;
  detail?: string;
  /**
   * A machine-dependent absolute figure (start-up, Lighthouse performance, LCP)
   * missed while its ratio to the reference measured in the same run held: the
   * machine explains it, and the ratio is the budget (issue 35). Kept in the table.
   */
  explained?: boolean;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : "—");
const yes = (c: BudgetCheck) =>
  c.met === null ? "⚠️ not measured" : c.met ? "✅ met" : c.explained ? "☑️ missed, explained by the machine (its ratio below is met)" : "❌ not met";
/** One line of the console summary. */
export const checkLine = (c: BudgetCheck) => `  ${c.met === null ? "?" : c.met ? "✓" : c.explained ? "☑" : "✗"} ${c.name}: ${c.actual}`;
/** Met, or an absolute figure the machine explains (judged by its ratio). */
const counts = (c: BudgetCheck) => c.met === true || c.explained === true;

function nginxRps(d: BenchData, pagePath: string): number | undefined {
  return d.throughput.nginx?.data?.find((r) => r.path === pagePath)?.rps;
}

export function checkBudgets(d: BenchData): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const lh = d.lighthouse?.data ?? [];
  const lhCheck = (name: string, target: string, value: (p: LighthousePage) => number, ok: (v: number) => boolean, fmt: (v: number) => string) => {
    if (!lh.length) return checks.push({ name, target, actual: "—", met: null, detail: d.lighthouse?.error });
    const failing = lh.filter((p) => !ok(value(p)));
    checks.push({
      name,
      target,
      actual: lh.map((p) => `${p.path} ${fmt(value(p))}`).join(", "),
      met: failing.length === 0,
      ...(failing.length ? { detail: `fails on ${failing.map((p) => p.path).join(", ")}` } : {}),
    });
  };
  lhCheck("Lighthouse performance (mobile)", `≥ ${BUDGETS.performance} on every page`, (p) => p.median.scores.performance, (v) => v >= BUDGETS.performance, String);
  lhCheck("Lighthouse accessibility", `${BUDGETS.accessibility} on every page`, (p) => p.median.scores.accessibility, (v) => v >= BUDGETS.accessibility, String);
  lhCheck("Lighthouse best practices", `${BUDGETS.bestPractices} on every page`, (p) => p.median.scores["best-practices"], (v) => v >= BUDGETS.bestPractices, String);
  lhCheck("Lighthouse SEO", `${BUDGETS.seo} on every page`, (p) => p.median.scores.seo, (v) => v >= BUDGETS.seo, String);
  lhCheck("LCP (mobile, simulated)", `≤ ${BUDGETS.lcpMs / 1000} s`, (p) => p.median.lcpMs, (v) => v <= BUDGETS.lcpMs, (v) => `${(v / 1000).toFixed(2)} s`);
  lhCheck("CLS", `≤ ${BUDGETS.cls}`, (p) => p.median.cls, (v) => v <= BUDGETS.cls, (v) => v.toFixed(3));

  const checked = d.browser?.data ?? [];
  if (checked.length) {
    const bad = checked.filter((c) => c.error || c.images.problems.length);
    const problems = bad.flatMap((c) => (c.error ? [`${c.path}: ${c.error.slice(0, 80)}`] : c.images.problems.slice(0, 4).map((p) => `${c.path} ${p}`)));
    checks.push({
      name: "Images",
      target: "width/height, AVIF+WebP srcset, lazy below the fold, LCP image preloaded",
      actual: checked.map((c) => `${c.path} ${c.images.count} img`).join(", "),
      met: bad.length === 0,
      ...(bad.length ? { detail: problems.slice(0, 12).join("; ") + (problems.length > 12 ? "; …" : "") } : {}),
    });
  } else {
    checks.push({ name: "Images", target: "width/height, AVIF+WebP srcset, lazy below the fold, LCP image preloaded", actual: "—", met: null, detail: d.browser?.error });
  }

  const bundles = d.bundles?.data?.pages ?? [];
  const publicPaths = new Set(d.pages.filter((p) => p.public).map((p) => p.path));
  const pub = bundles.filter((b) => publicPaths.has(b.path));
  if (pub.length) {
    const bad = pub.filter((b) => b.js.gzip > BUDGETS.jsGzipKb * KB);
    checks.push({
      name: "First-load JS (gzip)",
      target: `≤ ${BUDGETS.jsGzipKb} KB on every public page`,
      actual: pub.map((b) => `${b.path} ${kb(b.js.gzip)}`).join(", "),
      met: bad.length === 0,
      ...(bad.length ? { detail: `over on ${bad.map((b) => b.path).join(", ")}` } : {}),
    });
    const badCss = bundles.filter((b) => b.css.gzip > BUDGETS.cssGzipKb * KB);
    checks.push({
      name: "First-load CSS (gzip)",
      target: `≤ ${BUDGETS.cssGzipKb} KB`,
      actual: `max ${kb(Math.max(...bundles.map((b) => b.css.gzip)))}`,
      met: badCss.length === 0,
      ...(badCss.length ? { detail: `over on ${badCss.map((b) => b.path).join(", ")}` } : {}),
    });
  } else {
    checks.push({ name: "First-load JS (gzip)", target: `≤ ${BUDGETS.jsGzipKb} KB`, actual: "—", met: null, detail: d.bundles?.error });
    checks.push({ name: "First-load CSS (gzip)", target: `≤ ${BUDGETS.cssGzipKb} KB`, actual: "—", met: null, detail: d.bundles?.error });
  }

  for (const db of ["pglite", "postgres"] as const) {
    const rows = d.throughput[db]?.data ?? [];
    const ratios = rows.map((r) => ({ path: r.path, ratio: r.rps / (nginxRps(d, r.path) ?? NaN), errors: r.errors + r.timeouts + r.non2xx }));
    const measured = ratios.filter((r) => Number.isFinite(r.ratio));
    if (!measured.length) {
      checks.push({ name: `Page throughput vs nginx (${db})`, target: `≥ ${BUDGETS.throughputRatio * 100}% of nginx`, actual: "—", met: null, detail: d.throughput[db]?.error ?? d.throughput.nginx?.error });
      continue;
    }
    const bad = measured.filter((r) => r.ratio < BUDGETS.throughputRatio || r.errors > 0);
    checks.push({
      name: `Page throughput vs nginx (${db})`,
      target: `≥ ${BUDGETS.throughputRatio * 100}% of nginx on every page, no errors`,
      actual: measured.map((r) => `${r.path} ${(r.ratio * 100).toFixed(1)}%`).join(", "),
      met: bad.length === 0 && measured.length === rows.length,
      ...(bad.length ? { detail: `below on ${bad.map((r) => r.path).join(", ")}` } : {}),
    });
  }

  const o = d.orders?.data;
  const pg = d.pgbench?.data;
  if (o && pg) {
    const ratio = o.ordersPerS / pg.tps;
    checks.push({ name: "Orders/s vs pgbench tps", target: `≥ ${BUDGETS.ordersRatio * 100}%`, actual: `${o.ordersPerS} / ${round(pg.tps, 1)} = ${(ratio * 100).toFixed(1)}%`, met: ratio >= BUDGETS.ordersRatio });
  } else {
    checks.push({ name: "Orders/s vs pgbench tps", target: `≥ ${BUDGETS.ordersRatio * 100}%`, actual: "—", met: null, detail: d.orders?.error ?? d.pgbench?.error });
  }
  const runs = o ? [o] : [];
  if (runs.length) {
    const errors = runs.reduce((a, r) => a + r.errors, 0);
    checks.push({
      name: "Order errors under load",
      target: "0",
      actual: runs.map((r) => `${r.path} ${r.errors}`).join(", "),
      met: errors === 0,
      ...(errors ? { detail: runs.map((r) => JSON.stringify(r.errorsByKind)).join(" ") } : {}),
    });
    const bad = runs.filter((r) => r.database.lost || r.database.duplicated || r.database.unacknowledged || r.database.ordersWithRunKeys !== r.acknowledged);
    checks.push({
      name: "Lost or duplicated orders",
      target: "0 (orders in database = acknowledged)",
      actual: runs
        .map((r) => `${r.path}: ${r.database.ordersWithRunKeys} in database / ${r.acknowledged} acknowledged, lost ${r.database.lost}, duplicated ${r.database.duplicated}, unacknowledged ${r.database.unacknowledged}`)
        .join("; "),
      met: bad.length === 0,
    });
  } else {
    checks.push({ name: "Order errors under load", target: "0", actual: "—", met: null, detail: d.orders?.error });
    checks.push({ name: "Lost or duplicated orders", target: "0", actual: "—", met: null, detail: d.orders?.error });
  }
  const mem = d.memory.postgres?.data;
  checks.push(
    mem
      ? { name: "Server RSS under load (PostgreSQL)", target: `≤ ${BUDGETS.rssMb} MB`, actual: `${mem.peakMb.toFixed(0)} MB peak`, met: mem.peakMb <= BUDGETS.rssMb }
      : { name: "Server RSS under load (PostgreSQL)", target: `≤ ${BUDGETS.rssMb} MB`, actual: "—", met: null, detail: d.memory.postgres?.error },
  );
  const du = d.distinctUrls?.data;
  checks.push(
    du
      ? {
          name: "Server RSS after 5 000 distinct URLs (PostgreSQL)",
          target: `≤ ${BUDGETS.distinctUrlsRssMb} MB`,
          actual: `${du.rssPeakMb.toFixed(0)} MB peak, ${du.rssAfterMb.toFixed(0)} MB after (${du.rssBeforeMb.toFixed(0)} MB before)`,
          met: du.rssPeakMb <= BUDGETS.distinctUrlsRssMb && du.errors === 0,
          ...(du.errors ? { detail: `${du.errors} requests failed` } : {}),
        }
      : { name: "Server RSS after 5 000 distinct URLs (PostgreSQL)", target: `≤ ${BUDGETS.distinctUrlsRssMb} MB`, actual: "—", met: null, detail: d.distinctUrls?.error },
  );
  checks.push(...clusterChecks(d.cluster));
  const ft = d.firstTap?.data;
  if (ft) {
    const worked = ft.taps.filter((t) => t.firstTapWorked).length;
    const lost = ft.taps.filter((t) => !t.firstTapWorked).map((t) => `${t.path} ${t.control}${t.error ? ` (${t.error})` : ""}`);
    checks.push({
      name: "First-tap success (mobile profile)",
      target: `${BUDGETS.firstTapSuccess * 100}%`,
      actual: `${worked}/${ft.taps.length} = ${((worked / Math.max(1, ft.taps.length)) * 100).toFixed(0)}%${lost.length ? ` (lost: ${lost.join("; ")})` : ""}`,
      met: ft.taps.length > 0 && worked / ft.taps.length >= BUDGETS.firstTapSuccess,
    });
    const typed = ft.keystrokes.reduce((n, k) => n + k.typed, 0);
    const kept = ft.keystrokes.reduce((n, k) => n + k.kept, 0);
    checks.push({
      name: "Kept keystrokes (plan-page order form)",
      target: `${BUDGETS.keptKeystrokes * 100}%`,
      actual: `${kept}/${typed} = ${((kept / Math.max(1, typed)) * 100).toFixed(0)}%${ft.keystrokes.map((k) => (k.error ? ` (${k.error})` : ` ("${k.value}")`)).join("")}`,
      met: typed > 0 && kept / typed >= BUDGETS.keptKeystrokes,
    });
    checks.push(
      ft.quizInp.inpMs !== null
        ? { name: "Quiz INP (4× CPU)", target: `≤ ${BUDGETS.quizInpMs} ms`, actual: `${ft.quizInp.inpMs} ms over ${ft.quizInp.interactions} interactions (median of ${ft.quizInp.runs?.length ?? 1} visits)`, met: ft.quizInp.inpMs <= BUDGETS.quizInpMs }
        : { name: "Quiz INP (4× CPU)", target: `≤ ${BUDGETS.quizInpMs} ms`, actual: "—", met: null, detail: ft.quizInp.error },
    );
  } else {
    for (const name of ["First-tap success (mobile profile)", "Kept keystrokes (plan-page order form)", "Quiz INP (4× CPU)"]) {
      checks.push({ name, target: name.startsWith("Quiz") ? `≤ ${BUDGETS.quizInpMs} ms` : "100%", actual: "—", met: null, detail: d.firstTap?.error });
    }
  }
  const st = d.startup?.data;
  checks.push(
    st
      ? { name: "Start-up to first 200", target: `≤ ${BUDGETS.startupMs / 1000} s`, actual: `${ms(st.medianMs)} (median of ${st.runs.length})`, met: st.medianMs <= BUDGETS.startupMs }
      : { name: "Start-up to first 200", target: `≤ ${BUDGETS.startupMs / 1000} s`, actual: "—", met: null, detail: d.startup?.error },
  );
  const relative = relativeChecks(d);
  checks.push(...relative);
  // Issue 35: "budget the ratios". Each absolute figure stays in the table; a miss
  // whose ratio to the same run's reference holds is explained by the machine.
  const ratioMet = (name: string) => relative.find((c) => c.name === name)?.met === true;
  for (const [absolute, ratio] of ABSOLUTE_AND_RATIO) {
    const check = checks.find((c) => c.name === absolute);
    if (check?.met === false && ratioMet(ratio)) check.explained = true;
  }
  return checks;
}

/** The Lighthouse figures of the shop's page and of the same page without scripts (the limit), by path. */
function lighthousePairs(d: BenchData): { path: string; app: LighthousePage; limit: LighthousePage }[] {
  const limits = d.reference?.lighthouse?.data ?? [];
  return (d.lighthouse?.data ?? []).flatMap((app) => {
    const limit = limits.find((l) => l.path === app.path);
    return limit && limit.runs.length && app.runs.length ? [{ path: app.path, app, limit }] : [];
  });
}

const START_UP_VS = "Start-up vs a minimal Hono server";
const PERF_VS = "Lighthouse performance vs the page without scripts";
const LCP_VS = "LCP vs the page without scripts";
/** The machine-dependent absolute budgets and the ratio each is judged by. */
const ABSOLUTE_AND_RATIO = [
  ["Start-up to first 200", START_UP_VS],
  ["Lighthouse performance (mobile)", PERF_VS],
  ["LCP (mobile, simulated)", LCP_VS],
] as const;

/** The machine-independent forms of the start-up, performance and LCP budgets (issue 35). */
export function relativeChecks(d: BenchData): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const st = d.startup?.data;
  const ref = d.reference?.startup?.data;
  if (st && ref && Number.isFinite(ref.medianMs) && ref.medianMs > 0) {
    const ratio = st.medianMs / ref.medianMs;
    checks.push({
      name: START_UP_VS,
      target: `≤ ${BUDGETS.startupVsMinimal}×`,
      actual: `${ms(st.medianMs)} ÷ ${ms(ref.medianMs)} = ${ratio.toFixed(1)}×`,
      met: ratio <= BUDGETS.startupVsMinimal,
    });
  } else {
    checks.push({ name: START_UP_VS, target: `≤ ${BUDGETS.startupVsMinimal}×`, actual: "—", met: null, detail: d.reference?.startup?.error ?? d.startup?.error });
  }
  const pairs = lighthousePairs(d);
  if (pairs.length) {
    const perf = pairs.map((p) => ({ path: p.path, ratio: p.app.median.scores.performance / p.limit.median.scores.performance, app: p.app.median.scores.performance, limit: p.limit.median.scores.performance }));
    const badPerf = perf.filter((p) => p.ratio < BUDGETS.performanceVsLimit);
    checks.push({
      name: PERF_VS,
      target: `≥ ${BUDGETS.performanceVsLimit * 100}% of the limit on every page`,
      actual: perf.map((p) => `${p.path} ${p.app}/${p.limit} = ${(p.ratio * 100).toFixed(1)}%`).join(", "),
      met: badPerf.length === 0,
      ...(badPerf.length ? { detail: `below on ${badPerf.map((p) => p.path).join(", ")}` } : {}),
    });
    const lcp = pairs.map((p) => ({ path: p.path, ratio: p.app.median.lcpMs / p.limit.median.lcpMs, app: p.app.median.lcpMs, limit: p.limit.median.lcpMs }));
    const badLcp = lcp.filter((p) => !(p.ratio <= BUDGETS.lcpVsLimit));
    checks.push({
      name: LCP_VS,
      target: `≤ ${BUDGETS.lcpVsLimit}× the limit on every page`,
      actual: lcp.map((p) => `${p.path} ${(p.app / 1000).toFixed(2)}/${(p.limit / 1000).toFixed(2)} s = ${p.ratio.toFixed(2)}×`).join(", "),
      met: badLcp.length === 0,
      ...(badLcp.length ? { detail: `over on ${badLcp.map((p) => p.path).join(", ")}` } : {}),
    });
  } else {
    const error = d.reference?.lighthouse?.error ?? d.lighthouse?.error;
    checks.push({ name: PERF_VS, target: `≥ ${BUDGETS.performanceVsLimit * 100}% of the limit`, actual: "—", met: null, detail: error });
    checks.push({ name: LCP_VS, target: `≤ ${BUDGETS.lcpVsLimit}× the limit`, actual: "—", met: null, detail: error });
  }
  return checks;
}

/** Which absolute misses the machine explains: the absolute budget missed while its ratio to the reference held. */
export function explainMisses(d: BenchData, checks: BudgetCheck[]): string[] {
  const met = (name: string) => checks.find((c) => c.name === name)?.met;
  const lines: string[] = [];
  const st = d.startup?.data;
  const ref = d.reference?.startup?.data;
  if (st && st.medianMs > BUDGETS.startupMs) {
    lines.push(
      `Start-up ${ms(st.medianMs)} > ${BUDGETS.startupMs / 1000} s: ` +
        (met(START_UP_VS)
          ? `**explained by the machine** — the minimal Hono server took ${ms(ref!.medianMs)} here, and the ratio (${(st.medianMs / ref!.medianMs).toFixed(1)}×) is within ${BUDGETS.startupVsMinimal}×.`
          : met(START_UP_VS) === false
            ? `**not explained**: the ratio to the minimal Hono server is over ${BUDGETS.startupVsMinimal}× too.`
            : "no reference measured."),
    );
  }
  for (const { path: page, app, limit } of lighthousePairs(d)) {
    const perfRatio = app.median.scores.performance / limit.median.scores.performance;
    if (app.median.scores.performance < BUDGETS.performance) {
      lines.push(
        `${page}: performance ${app.median.scores.performance} < ${BUDGETS.performance}: ` +
          (perfRatio >= BUDGETS.performanceVsLimit
            ? `**explained by the machine** — the page without scripts scored ${limit.median.scores.performance} here (${(perfRatio * 100).toFixed(1)}%).`
            : `**not explained**: ${(perfRatio * 100).toFixed(1)}% of the page without scripts (${limit.median.scores.performance}).`),
      );
    }
    const lcpRatio = app.median.lcpMs / limit.median.lcpMs;
    if (app.median.lcpMs > BUDGETS.lcpMs) {
      lines.push(
        `${page}: LCP ${ms(app.median.lcpMs)} > ${BUDGETS.lcpMs / 1000} s: ` +
          (lcpRatio <= BUDGETS.lcpVsLimit
            ? `**explained by the machine** — ${ms(limit.median.lcpMs)} without scripts (${lcpRatio.toFixed(2)}×).`
            : `**not explained**: ${lcpRatio.toFixed(2)}× the page without scripts (${ms(limit.median.lcpMs)}).`),
      );
    }
  }
  const missedWithoutReference = ABSOLUTE_AND_RATIO.some(([name]) => met(name) === false) && lines.length === 0;
  if (missedWithoutReference) lines.push("An absolute budget was missed, and no reference was measured for it.");
  return lines;
}

function table(head: string[], rows: (string | number)[][]): string {
  return [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

/**
 * The admin's first-load JS, reported and never budgeted: the shop's budgets are
 * for shoppers on slow phones; the admin is a signed-in tool on a laptop. From
 * the build manifest for its first page after sign-in (/admin/pedidos: the
 * admin layout's modulepreload set plus the section's), so no sign-in is needed.
 */
export function adminFirstLoad(d: BenchData): string {
  const admin = (d.bundles?.data?.pages ?? []).find((b) => b.page === "admin");
  if (!admin) return `Admin first-load JS (reported, not budgeted): not measured${d.bundles?.error ? ` — ${d.bundles.error}` : ""}.\n`;
  return `Admin first-load JS (reported, not budgeted): **${kb(admin.js.gzip)}** gzip in ${admin.js.files.length} files for ${admin.path} (${admin.routeIds.join(" › ")}), CSS ${kb(admin.css.gzip)}.\n`;
}

function section(title: string, body: string | undefined, error?: string): string {
  return `## ${title}\n\n${error ? `⚠️ Not measured: ${error}\n\n` : ""}${body ?? ""}\n`;
}

export function renderMarkdown(d: BenchData, checks: BudgetCheck[]): string {
  const out: string[] = [];
  const s = d.settings;
  out.push(`# Lift benchmark report\n`);
  out.push(`Generated by \`npm run bench\` (scripts/bench/) on ${d.finishedAt ?? d.startedAt}${s.quick ? " — **BENCH_QUICK=1: shortened run, not comparable**" : ""}; took ${d.durationS ?? "?"} s.\n`);
  out.push(table(["Machine", ""], Object.entries(d.machine).map(([k, v]) => [k, String(v)])) + "\n");
  const seed = d.seed.pglite?.data ?? d.seed.postgres?.data;
  if (seed) out.push(`Data: ${seed.products} products, ${seed.posts} blog posts, ${seed.orders} orders from ${seed.customers} customers (demo seed + scripts/bench/seed-bench.ts; orders through placeOrder), same data on both databases.\n`);

  out.push(`## Budgets\n`);
  out.push(table(["Budget", "Target", "Measured", "Result"], checks.map((c) => [c.name, c.target, c.actual + (c.detail ? ` — ${c.detail}` : ""), yes(c)])) + "\n");
  const met = checks.filter(counts).length;
  const explainedCount = checks.filter((c) => c.explained).length;
  out.push(
    `**${met} of ${checks.length} budgets met**${explainedCount ? ` (${explainedCount} of them an absolute figure missed on this machine and met by its ratio to the same run's reference)` : ""}.\n`,
  );
  const explained = explainMisses(d, checks);
  out.push(
    `Start-up, Lighthouse performance and LCP depend on the machine. Each keeps its absolute figure and is judged by its ratio to a reference measured in the same run (a minimal Hono server; the same page without scripts served by nginx): an absolute miss counts as met only when that ratio holds. ` +
      (explained.length ? `Absolute misses and what the references say:\n\n${explained.map((l) => `- ${l}`).join("\n")}\n` : "No absolute budget of these three was missed.\n"),
  );
  out.push(adminFirstLoad(d));

  // First tap
  const ftd = d.firstTap?.data;
  out.push(
    section(
      "Usable at first paint (Chromium on Lighthouse's mobile profile: 150 ms RTT, 1.6 Mbps, 4× CPU via CDP)",
      ftd &&
        "Each control is tapped once, the moment it is painted; a lost tap is repeated every 500 ms until one acts. " +
          "Time to first working tap: first contentful paint → the tap that acted.\n\n" +
          table(
            ["Page", "Control", "First tap worked", "Taps", "FCP", "Time to first working tap"],
            ftd.taps.map((t) => [t.path, t.control, t.firstTapWorked ? "yes" : `no${t.error ? ` (${t.error})` : ""}`, t.taps, t.fcpMs === null ? "—" : ms(t.fcpMs), t.timeToWorkingTapMs === null ? "—" : ms(t.timeToWorkingTapMs)]),
          ) +
          "\n\n" +
          table(
            ["Kept keystrokes", "Typed right after first paint", "Kept after hydration", "Value"],
            ftd.keystrokes.map((k) => [k.path, k.typed, k.kept, `"${k.value}"${k.error ? ` (${k.error})` : ""}`]),
          ) +
          `\n\nQuiz INP (hydrated home page, every step tapped, Event Timing; median of ${ftd.quizInp.runs?.length ?? 1} visits: ${(ftd.quizInp.runs ?? [ftd.quizInp.inpMs]).map((v) => (v === null ? "—" : `${v} ms`)).join(", ")}): **${ftd.quizInp.inpMs ?? "—"} ms** over ${ftd.quizInp.interactions} interactions${ftd.quizInp.error ? ` (${ftd.quizInp.error})` : ""}. ` +
          `Worst interaction of each step, in the median visit: ${ftd.quizInp.steps.map((x) => `${x.step} ${x.ms} ms`).join(", ")}.\n`,
      d.firstTap?.error,
    ),
  );

  // Lighthouse
  const lh = d.lighthouse?.data;
  out.push(
    section(
      `Lighthouse 12 (mobile preset, simulated throttling; Lighthouse's median run of ${s.lighthouseRuns})`,
      lh &&
        table(
          ["Page", "Perf", "Perf, each run", "A11y", "Best pr.", "SEO", "LCP", "CLS", "TBT", "FCP", "LCP element (Chromium, 412×823)"],
          lh.map((p) => {
            const b = d.browser?.data?.find((x) => x.path === p.path);
            return [
              p.path,
              p.median.scores.performance,
              p.runs.map((r) => r.scores.performance).join(", "),
              p.median.scores.accessibility,
              p.median.scores["best-practices"],
              p.median.scores.seo,
              ms(p.median.lcpMs),
              p.median.cls.toFixed(3),
              ms(p.median.tbtMs),
              ms(p.median.fcpMs),
              "`" + (p.median.lcpElement ?? b?.lcpElement ?? "—").replace(/https?:\/\/127\.0\.0\.1:\d+/g, "").replace(/\|/g, "\\|").replace(/`/g, "'") + "`",
            ];
          }),
        ) +
          "\n\nThe median run is the one nearest the median first contentful paint and time to interactive of all runs (Lighthouse's `computeMedianRun`); its figures are the ones shown and budgeted.\n\n" +
          "Scores below full marks (the median run):\n\n" +
          lh
            .map((p) => {
              const r = p.representative;
              if (!r) return `- ${p.path}: no run${p.error ? ` (${p.error})` : ""}`;
              const audits = r.failing.map((f) => `${f.category === "performance" ? "" : `[${f.category}] `}${f.title}${f.displayValue ? ` (${f.displayValue})` : ""}`);
              const opp = r.opportunities.map((o) => `${o.title} (~${o.savingsMs} ms${o.savingsBytes ? `, ${kb(o.savingsBytes)}` : ""})`);
              const boot = r.bootup.map((b) => `${b.url.replace("/assets/", "")} ${b.totalMs} ms`);
              return `- **${p.path}**: ${audits.join("; ") || "none"}${opp.length ? `. Opportunities: ${opp.join("; ")}` : ""}${boot.length ? `. Main thread by script: ${boot.join(", ")}` : ""}`;
            })
            .join("\n"),
      d.lighthouse?.error,
    ),
  );

  // Bundles
  const bundles = d.bundles?.data;
  const browser = d.browser?.data ?? [];
  out.push(
    section(
      "First-load JavaScript and CSS (gzip)",
      bundles &&
        `Computed from ${bundles.build.manifestSource.join(" + ")}: client entry + root + route module and their static imports, recursively, each file gzipped with zlib (level 6). Cross-check: the page loaded in Chromium (fresh context), script/stylesheet response bodies as transferred (the build's Brotli copies, decision 039, hence below the gzip figures). 1 KB = 1 000 bytes.\n\n` +
          table(
            ["Page", "Routes", "JS files", "JS gzip (build)", "JS (Chromium)", "CSS gzip (build)", "CSS (Chromium)", "HTML (wire)", "Inline scripts gzip", "Largest chunks"],
            bundles.pages.map((b) => {
              const c = browser.find((x) => x.path === b.path);
              return [
                b.path,
                b.routeIds.join(" › "),
                b.js.files.length,
                kb(b.js.gzip),
                c ? `${kb(c.jsBytes)} (${c.jsFiles} files)` : "—",
                kb(b.css.gzip),
                c ? kb(c.cssBytes) : "—",
                c ? kb(c.htmlBytes) : "—",
                c ? kb(c.inlineScriptGzip) : "—",
                b.js.files
                  .slice(0, 3)
                  .map((f) => `${f.file.replace("/assets/", "")} ${kb(f.gzip)}`)
                  .join(", "),
              ];
            }),
          ) +
          `\n\nLargest chunks of the whole client build: ${bundles.build.largestChunks.map((f) => `${f.file.replace("/assets/", "")} ${kb(f.gzip)}`).join(", ")} (all JS: ${kb(bundles.build.totalJsGzip)}).`,
      d.bundles?.error,
    ),
  );

  // Throughput
  const tp = s.throughput;
  const rowsFor = (k: "pglite" | "postgres" | "nginx") => d.throughput[k]?.data ?? [];
  const allPaths = d.pages.filter((p) => p.public).map((p) => p.path);
  out.push(
    section(
      `Anonymous page throughput (autocannon, ${tp.connections} connections, ${tp.durationS} s per page${tp.warmupS ? `, after ${tp.warmupS} s warm-up` : ""})`,
      `No cookies, no Accept-Encoding; nginx (${d.nginxVersion ?? "?"}, 1 worker) serves the same HTML bytes fetched once from the app. Each page is measured on nginx, PGlite and PostgreSQL back to back, so the ratios compare runs made moments apart. Ratio = app req/s ÷ nginx req/s. autocannon shares the 2 cores: for the large pages (e.g. /loja) nginx's figure is bound by the load generator, which flatters the ratio.\n\n` +
        table(
          ["Page", "HTML bytes", "PGlite req/s", "p50 / p99", "err", "PostgreSQL req/s", "p50 / p99", "err", "nginx req/s", "p50 / p99", "PGlite ratio", "PostgreSQL ratio"],
          allPaths.map((p) => {
            const a = rowsFor("pglite").find((r) => r.path === p);
            const b = rowsFor("postgres").find((r) => r.path === p);
            const n = rowsFor("nginx").find((r) => r.path === p);
            const lat = (r?: ThroughputRow) => (r ? `${r.p50Ms} / ${r.p99Ms} ms` : "—");
            const err = (r?: ThroughputRow) => (r ? r.errors + r.timeouts + r.non2xx : "—");
            const ratio = (r?: ThroughputRow) => (r && n ? `${((r.rps / n.rps) * 100).toFixed(1)}%` : "—");
            return [p, a?.bytesPerResponse ?? n?.bytesPerResponse ?? "—", a?.rps ?? "—", lat(a), err(a), b?.rps ?? "—", lat(b), err(b), n?.rps ?? "—", lat(n), ratio(a), ratio(b)];
          }),
        ),
      [d.throughput.pglite?.error, d.throughput.postgres?.error, d.throughput.nginx?.error].filter(Boolean).join("; ") || undefined,
    ),
  );

  // Orders
  const o = d.orders?.data;
  const pg = d.pgbench?.data;
  const orderRow = (label: string, r: OrdersLoadResult) => [
    label,
    `${r.durationS} s`,
    r.attempted,
    r.acknowledged,
    r.ordersPerS,
    `${r.p50Ms} ms`,
    `${r.p99Ms} ms`,
    `${r.maxMs} ms`,
    r.errors ? `${r.errors} ${JSON.stringify(r.errorsByKind)}` : 0,
    r.database.ordersWithRunKeys,
    r.database.lost,
    r.database.duplicated,
    r.database.unacknowledged,
    r.database.items,
  ];
  out.push(
    section(
      "Order placement under load (PostgreSQL)",
      (o
        ? `${o.clients} concurrent clients posting the store checkout form (urlencoded fields as in app/domain/orders/forms/checkout.ts, a unique idempotencyKey and a new customer each, 1–3 products) in a loop; each order from its own shopper address (X-Forwarded-For in 2001:db8::/32, server with TRUST_PROXY=true as behind a load balancer, so the per-IP order limit applies per shopper); 2xx/3xx = acknowledged; requests in flight at the end are awaited, so the counts are exact. Latency of acknowledged requests. \`POST ${o.path}\` is what the checkout page sends (its clientAction posts the form there; decisions 012 and 021: concurrent orders are written in batches, each one read statement and one atomic write statement).\n\n` +
          table(
            ["Request", "Duration", "Attempted", "Acknowledged", "Orders/s", "p50", "p99", "max", "Errors", "Orders in DB (run keys)", "Lost", "Duplicated", "Unacknowledged but written", "Items written"],
            [orderRow(`POST ${o.path}`, o)],
          )
        : "") +
        (pg
          ? `\n\npgbench (${pg.version}): \`${pg.command}\` → **${round(pg.tps, 1)} tps**, latency average ${pg.latencyAvgMs} ms, ${pg.transactions} transactions, ${pg.failed} failed.` +
            (o ? ` Orders/s ÷ pgbench tps = **${((o.ordersPerS / pg.tps) * 100).toFixed(1)}%**.` : "")
          : ""),
      [d.orders?.error, d.pgbench?.error].filter(Boolean).join("; ") || undefined,
    ),
  );

  // Memory
  const memRow = (name: string, m?: RssSummary) =>
    m ? [name, `${m.peakMb.toFixed(0)} MB`, m.hwmMb ? `${m.hwmMb.toFixed(0)} MB` : "—", `${m.meanMb.toFixed(0)} MB`, Object.entries(m.phases).map(([k, v]) => `${k}: ${v.peakMb.toFixed(0)} MB`).join(", "), m.samples] : [name, "—", "—", "—", "—", 0];
  out.push(
    section(
      `Server memory (VmRSS sampled every ${s.rssSampleMs} ms)`,
      table(["Database", "Peak RSS", "VmHWM", "Mean", "Peak by phase", "Samples"], [memRow("PGlite (embedded)", d.memory.pglite?.data), memRow("PostgreSQL", d.memory.postgres?.data)]) +
        "\n\nPhases: `pages` = the throughput runs above (both servers run side by side, each page measured on nginx, PGlite and PostgreSQL back to back), `distinct-urls` = 5 000 distinct addresses from one client (next section), `orders` = the order load, `lighthouse` = Lighthouse and the Chromium check (PGlite server only).",
      [d.memory.pglite?.error, d.memory.postgres?.error].filter(Boolean).join("; ") || undefined,
    ),
  );

  const du = d.distinctUrls?.data;
  out.push(
    section(
      "Memory under 5 000 distinct addresses (PostgreSQL server)",
      du &&
        `One client, ${du.concurrency} requests in flight, ${du.urls} distinct addresses (scripts/bench/page-cache-rss.ts): ${Object.entries(du.kinds)
          .map(([k, v]) => `${k} ${v}`)
          .join(", ")}. Answers: ${Object.entries(du.statuses)
          .map(([k, v]) => `${k} × ${v}`)
          .join(", ")}; ${du.cacheAnswers} stored in or served from the page cache; ${du.errors} failed; ${du.durationS} s. ` +
          `Server RSS: **${du.rssBeforeMb.toFixed(0)} MB before, ${du.rssPeakMb.toFixed(0)} MB peak, ${du.rssAfterMb.toFixed(0)} MB after** (budget ${BUDGETS.distinctUrlsRssMb} MB).`,
      d.distinctUrls?.error,
    ),
  );

  out.push(renderCluster(d.cluster));

  const st = d.startup?.data;
  out.push(
    section(
      "Start-up",
      st && `From spawning \`node build/app-server/index.js\` (existing PGlite data directory, migrated and seeded) to the first 200 for \`GET /\`: runs ${st.runs.map((r) => `${r} ms`).join(", ")} → **median ${st.medianMs} ms**.`,
      d.startup?.error,
    ),
  );

  const ref = d.reference?.startup?.data;
  out.push(
    section(
      "References for the machine-dependent budgets",
      (ref ? `Minimal Hono server (\`${ref.script}\`: hono + @hono/node-server, one route), spawned and polled like the shop, each start right after one of the shop's: runs ${ref.runs.map((r) => `${r} ms`).join(", ")} → **median ${ref.medianMs} ms**${st ? `; the shop's median is ${(st.medianMs / ref.medianMs).toFixed(1)}× that` : ""}.\n\n` : "") +
        (lighthousePairs(d).length
          ? `Each public page's own HTML with every \`<script>\` and modulepreload removed, served by nginx with the build's CSS from disk and the images passed through to the app; Lighthouse on it right after the shop's page, same settings (Lighthouse's median run of ${s.lighthouseRuns}):\n\n` +
            table(
              ["Page", "HTML (app → no scripts)", "Perf (shop / limit)", "Perf, each run (shop / limit)", "LCP (shop / limit)", "FCP (shop / limit)", "TBT (shop / limit)"],
              lighthousePairs(d).map(({ path: page, app, limit }) => {
                const bytes = d.reference?.lighthouse?.pages?.find((p) => p.path === page);
                return [
                  page,
                  bytes ? `${kb(bytes.bytes)} → ${kb(bytes.strippedBytes)}` : "—",
                  `${app.median.scores.performance} / ${limit.median.scores.performance}`,
                  `${app.runs.map((r) => r.scores.performance).join(", ")} / ${limit.runs.map((r) => r.scores.performance).join(", ")}`,
                  `${ms(app.median.lcpMs)} / ${ms(limit.median.lcpMs)}`,
                  `${ms(app.median.fcpMs)} / ${ms(limit.median.fcpMs)}`,
                  `${ms(app.median.tbtMs)} / ${ms(limit.median.tbtMs)}`,
                ];
              }),
            )
          : ""),
      [d.reference?.startup?.error, d.reference?.lighthouse?.error].filter(Boolean).join("; ") || undefined,
    ),
  );

  const pix = d.pix?.data;
  out.push(
    section(
      "Pix charges against the fake PSP (API Pix over mTLS, PostgreSQL)",
      pix &&
        `One app process, jobs polled every ${pix.pollIntervalSeconds} s (the app's default). ${pix.orders} orders placed, confirmed and shipped, then marked entregue in one bulk action (one create-charge job each, written in that transaction): ` +
          `every charge ATIVA ${ms(pix.createMs)} after the click → **${pix.chargesPerS} charges/s** (${pix.putCobvCalls} PUT /cobv calls). ` +
          `Then the PSP pays one charge at a time and posts its webhook: **webhook → pago p50 ${ms(pix.latency.p50Ms)}, p95 ${ms(pix.latency.p95Ms)}** (max ${ms(pix.latency.maxMs)}, ${pix.latency.samples} payments; ${pix.paidEvents.exactlyOne} of ${pix.paidEvents.orders} with exactly one paid event). ` +
          `Spec violations seen by the fake: ${pix.violations.length}.\n\n` +
          `A worker takes one job per poll (pg-boss \`batchSize: 1\`, then waits out the interval), so both figures are bound by the poll: about one charge per ${pix.pollIntervalSeconds} s per process, and a webhook waits up to one interval for its apply job.`,
      d.pix?.error,
    ),
  );
  const wa = d.whatsapp?.data;
  out.push(
    section(
      "WhatsApp messages against the fake Cloud API (PostgreSQL)",
      wa &&
        `One app process, jobs polled every ${wa.pollIntervalSeconds} s (the app's default). ${wa.orders} orders placed back to back with the WhatsApp opt-in (one send job each, in the order's transaction): ` +
          `the fake received them over ${ms(wa.sendSpanMs)} from first to last → **${wa.messagesPerS} messages/s** (last one ${ms(wa.placedToLastMessageMs)} after the first order; ${wa.exactlyOnce} of ${wa.orders} buyers got it exactly once${wa.missing ? `; **${wa.missing} got none**: their send job ended without sending` : ""}). ` +
          `Then each buyer taps "Confirmar pedido" (a signed webhook), one at a time: **webhook → confirmed p50 ${ms(wa.latency.p50Ms)}, p95 ${ms(wa.latency.p95Ms)}** (max ${ms(wa.latency.maxMs)}, ${wa.latency.samples} taps). ` +
          `Spec violations seen by the fake: ${wa.violations.length}.\n\n` +
          "Sending is bound by the poll (one job per poll per process); confirming is done inside the webhook's request, so its latency is the request's.",
      d.whatsapp?.error,
    ),
  );

  const n = d.noise;
  if (n) {
    const busy = Object.entries(n.phases).filter(([k, v]) => k !== "build" && k !== "seed" && v.foreignCores + (v.stolenCores ?? 0) > 0.25);
    out.push(
      section(
        "Background load",
        `CPU used by other processes on this ${n.cores}-core machine (not the bench, its children or PostgreSQL), average cores per phase: ` +
          Object.entries(n.phases)
            .map(([k, v]) => `${k} ${v.foreignCores.toFixed(2)}`)
            .join(", ") +
          `; whole run ${n.overallForeignCores.toFixed(2)}.` +
          (Object.values(n.phases).some((v) => v.stolenCores !== undefined)
            ? ` Cores the host gave to other machines (steal time), average per phase: ${Object.entries(n.phases)
                .map(([k, v]) => `${k} ${(v.stolenCores ?? 0).toFixed(2)}`)
                .join(", ")}.`
            : "") +
          ` The bench waited ${n.quietWaitS} s in all for quieter moments (up to ${n.quiet.perWaitS} s before each measurement while others used more than ${n.quiet.threshold} cores, ${n.quiet.totalS} s in all)${n.busyStarts.length ? `; ${n.busyStarts.length} measurements started on a busy machine anyway (${n.busyStarts.slice(0, 8).join(", ")}${n.busyStarts.length > 8 ? ", …" : ""})` : ""}.` +
          (n.top.length ? ` Busiest: ${n.top.map((t) => `\`${t.command.replace(/\|/g, "\\|")}\` ${t.cpuS} s`).join(", ")}.` : "") +
          (busy.length ? `\n\n⚠️ Other work (here or, by steal time, on the host) competed for the CPU during ${busy.map(([k]) => k).join(", ")}: those figures are pessimistic.` : "\n\nThe machine was otherwise quiet during the measurements."),
      ),
    );
  }
  if (d.notes.length) out.push(`## Notes\n\n${d.notes.map((n) => `- ${n}`).join("\n")}\n`);
  return out.join("\n");
}

export function writeReport(d: BenchData): BudgetCheck[] {
  const checks = checkBudgets(d);
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  fs.writeFileSync(path.join(BENCH_DIR, "report.json"), JSON.stringify({ ...d, budgets: BUDGETS, checks }, null, 2) + "\n");
  fs.writeFileSync(path.join(BENCH_DIR, "report.md"), renderMarkdown(d, checks));
  return checks;
}
