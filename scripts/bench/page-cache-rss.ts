// Memory under hostile traffic: one client asks for 5 000 distinct addresses
// (unknown query parameters, random values of known ones, other letter cases,
// paths that do not exist) and the server's resident memory (VmRSS) is sampled
// throughout. Whatever the addresses, the page cache must stay within its byte
// budget, so the server stays within the bench's RSS budget.
//
// Part of `npm run bench` (on the PostgreSQL server, after the throughput runs;
// the RSS budget is the app's, not the embedded database's). On its own,
// against the current build (`npm run build` first), with the demo data:
//   BENCH_DATABASE_URL=postgres://…/postgres npx tsx scripts/bench/page-cache-rss.ts
// (BENCH_DISTINCT_ENGINE=pglite, BENCH_DISTINCT_URLS=5000, BENCH_DISTINCT_CONCURRENCY=16).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { runMain, ensureDir, httpGet, log, round, TMP_DIR } from "./common";
import { sampleRss } from "./memory";
import { dropDatabase, recreateDatabase } from "./postgres";
import { startServer } from "./server";
import { mulberry32 } from "../seeded-random";

export interface DistinctUrlsResult {
  urls: number;
  concurrency: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** Answers that were stored in, or served from, the page cache (only those carry an ETag). */
  cacheAnswers: number;
  /** Requests that failed at the transport level (timeout, reset). */
  errors: number;
  durationS: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
  /** Kind of address → how many were asked. */
  kinds: Record<string, number>;
}


/** The addresses a hostile client (or a crawler gone wrong) would try, `count` of them, all distinct. */
export function distinctUrls(count: number, productIds: number[], seed = 26): { kind: string; path: string }[] {
  const next = mulberry32(seed);
  const token = () => Math.floor(next() * 2 ** 48).toString(36);
  const product = () => productIds[Math.floor(next() * productIds.length)] ?? 1;
  const mixedCase = (text: string) => [...text].map((ch) => (next() < 0.5 ? ch.toUpperCase() : ch)).join("");
  const kinds: [string, (i: number) => string][] = [
    ["unknown parameter", () => `/loja?x=${token()}`],
    ["campaign tag", () => `/produto/${product()}?utm_source=${token()}`],
    ["page number", (i) => `/blog?page=${i}`],
    ["store page past the end", () => `/loja?pagina=${1000 + Math.floor(next() * 900_000)}`],
    ["unknown category", () => `/loja?categoria=${token()}`],
    ["unknown kit", () => `/plano-sono?pacote=${token()}`],
    ["unknown tab", () => `/receitas?aba=${token()}`],
    ["letter case", () => `/${mixedCase("plano-emagrecimento")}?v=${token()}`],
    ["missing page", () => `/nao-existe/${token()}`],
    ["missing article", () => `/blog/${token()}`],
  ];
  const seen = new Set<string>();
  const out: { kind: string; path: string }[] = [];
  for (let i = 0; out.length < count; i++) {
    const [kind, make] = kinds[i % kinds.length]!;
    const urlPath = make(i);
    if (seen.has(urlPath)) continue;
    seen.add(urlPath);
    out.push({ kind, path: urlPath });
  }
  return out;
}

/** Product ids linked from the store's first page (the addresses a visitor can reach). */
async function linkedProductIds(port: number): Promise<number[]> {
  const res = await httpGet(port, "/loja", 30_000);
  const ids = [...res.body.toString("utf8").matchAll(/\/produto\/(\d+)/g)].map((m) => Number(m[1]));
  return [...new Set(ids)];
}

export async function measureDistinctUrls(
  port: number,
  pid: number,
  options: { urls?: number; concurrency?: number } = {},
): Promise<DistinctUrlsResult> {
  const count = options.urls ?? 5000;
  const concurrency = options.concurrency ?? 16;
  const productIds = await linkedProductIds(port);
  const urls = distinctUrls(count, productIds);
  // Warm-up: the pages a visitor would open, so the baseline includes a normally filled cache.
  for (const p of ["/", "/loja", "/blog", "/receitas", "/plano-sono", "/plano-emagrecimento", `/produto/${productIds[0] ?? 1}`]) {
    await httpGet(port, p, 30_000).catch(() => undefined);
  }
  const before = readRssMb(pid) ?? NaN;
  const during = sampleRss(pid, 100);
  const statuses: Record<string, number> = {};
  const kinds: Record<string, number> = {};
  let cacheAnswers = 0;
  let errors = 0;
  let nextIndex = 0;
  const t0 = performance.now();
  const worker = async () => {
    for (;;) {
      const index = nextIndex++;
      if (index >= urls.length) return;
      const { kind, path: urlPath } = urls[index]!;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      try {
        const res = await httpGet(port, urlPath, 30_000);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.headers.etag) cacheAnswers++;
      } catch {
        errors++;
      }
      if ((index + 1) % 1000 === 0) log(`  ${index + 1}/${urls.length} addresses`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const durationS = (performance.now() - t0) / 1000;
  // A moment for the last responses' buffers to be released before the "after" sample.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = during.stop();
  return {
    urls: urls.length,
    concurrency,
    statuses,
    cacheAnswers,
    errors,
    durationS: round(durationS, 1),
    rssBeforeMb: round(before, 1),
    rssPeakMb: round(after.peakMb, 1),
    rssAfterMb: round(readRssMb(pid) ?? after.peakMb, 1),
    kinds,
  };
}

function readRssMb(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Standalone: a fresh database with the demo data (PostgreSQL database
 * lift_bench_urls on BENCH_DATABASE_URL's server, as the bench's RSS budget is
 * measured; BENCH_DISTINCT_ENGINE=pglite for the embedded one), the
 * measurement, the figures printed and kept in bench/tmp/page-cache-rss.json.
 */
async function main() {
  const engine = process.env.BENCH_DISTINCT_ENGINE === "pglite" ? "pglite" : "postgres";
  const dataDir = ensureDir(path.join(TMP_DIR, `data-distinct-urls-${process.pid}`));
  const databaseUrl = engine === "postgres" ? await recreateDatabase(DATABASE) : undefined;
  log(`servidor em ${engine === "postgres" ? DATABASE : dataDir} (${engine}, dados de demonstração)`);
  try {
    // The first start seeds; the figure is taken on a server started on seeded data, as in the bench.
    await (await startServer({ label: "distinct-urls-seed", dataDir, databaseUrl, env: { SEED_DEMO_DATA: "true" } })).stop();
    const server = await startServer({ label: "distinct-urls", dataDir, databaseUrl });
    try {
      const result = await measureDistinctUrls(server.port, server.pid, {
        urls: Number(process.env.BENCH_DISTINCT_URLS ?? 5000),
        concurrency: Number(process.env.BENCH_DISTINCT_CONCURRENCY ?? 16),
      });
      const file = path.join(TMP_DIR, "page-cache-rss.json");
      fs.writeFileSync(file, JSON.stringify({ engine, ...result }, null, 2) + "\n");
      console.log(JSON.stringify({ engine, ...result }, null, 2));
      log(`RSS: ${result.rssBeforeMb} MB antes, pico ${result.rssPeakMb} MB, ${result.rssAfterMb} MB depois (${file})`);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(DATABASE);
  }
}

const DATABASE = "lift_bench_urls";

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain(main);
}
