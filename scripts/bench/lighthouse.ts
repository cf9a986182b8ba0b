// Lighthouse 12 (default config = mobile preset, simulated throttling) on
// Debian's Chromium, N runs per page. The report keeps Lighthouse's own median run
// (computeMedianRun: the run nearest the median FCP and TTI), as its docs on
// variability advise, rather than a median of scores, which outliers still move.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import * as medianRun from "lighthouse/core/lib/median-run.js";
import { ensureDir, log, median, TMP_DIR } from "./common";

export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];
// Its declarations name a global `LH.Result` this project does not load: typed here as the package's Result.
const typedMedianRun: { computeMedianRun: (runs: Result[]) => Result; filterToValidRuns: (runs: Result[]) => Result[] } = medianRun;
const { computeMedianRun, filterToValidRuns } = typedMedianRun;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthouseRun {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  lcpElement: string | null;
  /** Audits below full marks in the scored categories (accessibility, best practices, SEO and performance metrics). */
  failing: { category: string; id: string; title: string; score: number | null; displayValue?: string }[];
  /** Performance opportunities with estimated savings. */
  opportunities: { id: string; title: string; savingsMs: number; savingsBytes?: number }[];
  /** Main-thread time by script (bootup-time) and by kind of work, simulated 4× CPU slowdown. */
  bootup: { url: string; totalMs: number; scriptingMs: number }[];
  mainThread: { group: string; ms: number }[];
  /** Audits that could not run (Lighthouse errors), by id. */
  erroredAudits: string[];
  warnings: string[];
}

export interface LighthousePage {
  page: string;
  path: string;
  runs: LighthouseRun[];
  /** The figures of Lighthouse's median run (computeMedianRun), the ones budgeted. */
  median: Pick<LighthouseRun, "scores" | "lcpMs" | "cls" | "tbtMs" | "fcpMs" | "speedIndexMs" | "lcpElement">;
  /** That run itself: its findings are the ones reported. */
  representative: LighthouseRun | null;
  error?: string;
}

function findNode(value: unknown, depth = 0): { snippet?: string; selector?: string; nodeLabel?: string } | null {
  if (!value || typeof value !== "object" || depth > 6) return null;
  const v = value as Record<string, unknown>;
  if (v.type === "node" && (v.snippet || v.selector)) return v;
  for (const child of Object.values(v)) {
    const found = Array.isArray(child) ? child.map((c) => findNode(c, depth + 1)).find(Boolean) : findNode(child, depth + 1);
    if (found) return found;
  }
  return null;
}

function summarise(lhr: Result): LighthouseRun {
  const audit = (id: string) => lhr.audits[id];
  const num = (id: string) => audit(id)?.numericValue ?? NaN;
  const node = findNode(audit("largest-contentful-paint-element")?.details);
  const failing: LighthouseRun["failing"] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue;
      if (a.scoreDisplayMode === "informative" || a.scoreDisplayMode === "notApplicable" || a.scoreDisplayMode === "manual") continue;
      failing.push({ category, id: a.id, title: a.title, score: a.score, ...(a.displayValue ? { displayValue: a.displayValue } : {}) });
    }
  }
  const opportunities = Object.values(lhr.audits)
    .map((a) => {
      const details = a.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      const savingsMs = a.metricSavings?.LCP ?? a.metricSavings?.FCP ?? details?.overallSavingsMs ?? 0;
      return { id: a.id, title: a.title, savingsMs: Math.round(savingsMs), score: a.score, savingsBytes: details?.overallSavingsBytes };
    })
    .filter((o) => o.savingsMs > 0 && o.score !== null && o.score < 1)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 5)
    .map(({ id, title, savingsMs, savingsBytes }) => ({ id, title, savingsMs, ...(savingsBytes ? { savingsBytes: Math.round(savingsBytes) } : {}) }));
  const items = (id: string) => ((audit(id)?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []);
  const bootup = items("bootup-time")
    .slice(0, 3)
    .map((i) => ({ url: String(i.url).replace(/^https?:\/\/[^/]+/, ""), totalMs: Math.round(Number(i.total)), scriptingMs: Math.round(Number(i.scripting)) }));
  const mainThread = items("mainthread-work-breakdown")
    .slice(0, 4)
    .map((i) => ({ group: String(i.groupLabel ?? i.group), ms: Math.round(Number(i.duration)) }));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? NaN) * 100)])) as LighthouseRun["scores"],
    lcpMs: num("largest-contentful-paint"),
    cls: num("cumulative-layout-shift"),
    tbtMs: num("total-blocking-time"),
    fcpMs: num("first-contentful-paint"),
    speedIndexMs: num("speed-index"),
    lcpElement: node ? `${node.selector ?? ""} ${node.snippet ?? ""}`.trim().slice(0, 240) : null,
    failing,
    opportunities,
    bootup,
    mainThread,
    erroredAudits: Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === "error")
      .map((a) => a.id),
    warnings: lhr.runWarnings ?? [],
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: passou de ${ms} ms`)), ms);
    }),
  ]);
}

export async function runLighthouse(
  origin: string,
  pages: { name: string; path: string }[],
  runs: number,
  beforeEach?: (label: string) => Promise<void>,
  /** Names the saved reports, so two sites' runs of one page do not overwrite each other. */
  site = "app",
): Promise<LighthousePage[]> {
  const outDir = ensureDir(path.join(TMP_DIR, "lighthouse"));
  const results: LighthousePage[] = [];
  for (const page of pages) {
    const url = origin + page.path;
    const pageRuns: LighthouseRun[] = [];
    const reports: Result[] = [];
    let error: string | undefined;
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent", maxConnectionRetries: 100 });
    try {
      for (let i = 0; i < runs; i++) {
        await beforeEach?.(`lighthouse ${page.path} #${i + 1}`);
        try {
          const result = await withTimeout(
            lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] }),
            150_000,
            `Lighthouse ${page.path}`,
          );
          if (!result) throw new Error("Lighthouse não devolveu resultado");
          if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
          fs.writeFileSync(path.join(outDir, `${site}-${page.name}-${i + 1}.json`), JSON.stringify(result.lhr));
          const run = summarise(result.lhr);
          pageRuns.push(run);
          reports.push(result.lhr);
          log(`  lighthouse ${page.path} #${i + 1}: perf ${run.scores.performance}, a11y ${run.scores.accessibility}, bp ${run.scores["best-practices"]}, seo ${run.scores.seo}, LCP ${Math.round(run.lcpMs)} ms`);
        } catch (e) {
          error = String(e).slice(0, 400);
          log(`  lighthouse ${page.path} #${i + 1} falhou: ${error}`);
        }
      }
    } finally {
      chrome.kill();
    }
    const valid = filterToValidRuns(reports);
    const medianReport = valid.length ? computeMedianRun(valid) : undefined;
    const representative = medianReport ? (pageRuns[reports.indexOf(medianReport)] ?? null) : null;
    const m = (f: (r: LighthouseRun) => number) => (representative ? f(representative) : median(pageRuns.map(f)));
    results.push({
      page: page.name,
      path: page.path,
      runs: pageRuns,
      median: {
        scores: {
          performance: m((r) => r.scores.performance),
          accessibility: m((r) => r.scores.accessibility),
          "best-practices": m((r) => r.scores["best-practices"]),
          seo: m((r) => r.scores.seo),
        },
        lcpMs: m((r) => r.lcpMs),
        cls: m((r) => r.cls),
        tbtMs: m((r) => r.tbtMs),
        fcpMs: m((r) => r.fcpMs),
        speedIndexMs: m((r) => r.speedIndexMs),
        lcpElement: representative?.lcpElement ?? null,
      },
      representative,
      ...(pageRuns.length < runs && error ? { error } : {}),
    });
  }
  return results;
}
