// npm run bench: builds the production server, seeds a realistic catalogue on
// PGlite and on a fresh PostgreSQL database, measures, and writes
// bench/report.md and bench/report.json. BENCH_QUICK=1 shortens every run.
// Everything targets 127.0.0.1, every loop is bounded, and a watchdog stops
// the whole run (and its children) if it ever passes 30 minutes. Machine-dependent
// budgets (start-up, Lighthouse) are also judged against references measured in
// the same run (reference.ts): a minimal Hono server, the pages without scripts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { browserCheck } from "./browser-check";
import { measureBundles } from "./bundle-size";
import { measureFirstTap } from "./first-tap";
import { attempt, baseEnv, ensureDir, httpGet, killAllChildren, log, median, type PageSpec, ROOT, round, runCommand, runMain, SETTINGS, TMP_DIR } from "./common";
import { CHROME_PATH, runLighthouse } from "./lighthouse";
import { sampleRss } from "./memory";
import { createQuietGate, startNoiseMonitor, waitForQuiet } from "./noise";
import { ensureNginx, startNginx, writeSite } from "./nginx";
import { CHECKOUT_ENDPOINT } from "~/domain/orders/forms/checkout-path";
import { runOrdersLoad } from "./orders-load";
import { measureCluster } from "./cluster";
import { measureDistinctUrls } from "./page-cache-rss";
import { runPgbench } from "./pgbench";
import { dropDatabase, recreateDatabase, serverVersion } from "./postgres";
import { type BenchData, checkLine, writeReport } from "./report";
import type { SeedResult } from "./seed-bench";
import { startServer } from "./server";
import { measureStartup } from "./startup";
import { measureThroughput, type ThroughputRow } from "./throughput";
import { measurePix } from "./pix";
import { measureWhatsApp } from "./whatsapp";
import { measureMinimalStartup, type StartupReference, startNoScriptSite } from "./reference";
import type { LighthousePage } from "./lighthouse";
import type { StartupResult } from "./startup";

const WATCHDOG_MS = 30 * 60_000;
const BRAND_SLUG = "lift";

function pagesFor(seed: Pick<SeedResult, "productId" | "postSlug">): PageSpec[] {
  return [
    { name: "home", path: "/", public: true },
    { name: "plano-emagrecimento", path: "/plano-emagrecimento", public: true },
    { name: "loja", path: "/loja", public: true },
    { name: "produto", path: `/produto/${seed.productId}`, public: true },
    { name: "blog-post", path: `/blog/${seed.postSlug}`, public: true },
    { name: "clube", path: `/clube-${BRAND_SLUG}`, public: true },
    // The admin's first page after sign-in (layout + section modules): reported, not budgeted.
    { name: "admin", path: "/admin/pedidos", public: false },
  ];
}

async function seed(dataDir: string, databaseUrl?: string): Promise<SeedResult> {
  const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
  const r = await runCommand(tsx, [path.join(ROOT, "scripts", "bench", "seed-bench.ts")], {
    cwd: ROOT,
    env: baseEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      BENCH_SEED_PRODUCTS: String(SETTINGS.seed.products),
      BENCH_SEED_POSTS: String(SETTINGS.seed.posts),
      BENCH_SEED_ORDERS: String(SETTINGS.seed.orders),
    }),
    // About a minute on a quiet machine; a shared one can take many times that.
    timeoutMs: 900_000,
  });
  const line = r.stdout.split("\n").find((l) => l.startsWith("BENCH_SEED_RESULT "));
  if (r.code !== 0 || !line) throw new Error(`seed falhou (${r.code}): ${(r.stderr || r.stdout).slice(-800)}`);
  const result = JSON.parse(line.slice("BENCH_SEED_RESULT ".length)) as SeedResult;
  log(`  seeded: ${result.products} products, ${result.posts} posts, ${result.orders} orders (${Math.round(r.ms / 1000)} s)`);
  return result;
}

async function machineInfo(): Promise<Record<string, string | number>> {
  const version = async (cmd: string, args: string[]) => {
    const r = await runCommand(cmd, args, { timeoutMs: 15_000 }).catch(() => null);
    return r && r.code === 0 ? (r.stdout || r.stderr).trim().split("\n")[0]!.replace(/\s+built on.*$/, "") : "?";
  };
  const pkgVersion = (name: string) => {
    try {
      return (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
    } catch {
      return "?";
    }
  };
  return {
    CPU: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}`,
    Memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    OS: `${os.type()} ${os.release()}`,
    Node: process.version,
    PostgreSQL: await serverVersion().catch(() => "?"),
    Chromium: await version(CHROME_PATH, ["--version"]),
    Lighthouse: pkgVersion("lighthouse"),
    autocannon: pkgVersion("autocannon"),
  };
}

async function main() {
  const t0 = Date.now();

  fs.rmSync(TMP_DIR, { recursive: true, force: true });
  ensureDir(TMP_DIR);
  log(`Lift bench${SETTINGS.quick ? " (BENCH_QUICK=1)" : ""} em ${ROOT}`);
  const noise = startNoiseMonitor();
  const waitS = Number(process.env.BENCH_WAIT_QUIET ?? 30);
  if (waitS > 0 && !(await waitForQuiet(noise, waitS, 0.2, log))) log("a máquina continua ocupada: seguindo (o relatório mostra a carga de fundo)");
  // Before each measurement, a short bounded wait for other work on the machine to pass.
  const quietOptions = { perWaitS: SETTINGS.quick ? 5 : 15, totalS: SETTINGS.quick ? 30 : 90, threshold: 0.25 };
  const quiet = createQuietGate(noise, quietOptions);

  const data: BenchData = {
    startedAt: new Date().toISOString(),
    settings: SETTINGS,
    machine: await machineInfo(),
    pages: pagesFor({ productId: 0, postSlug: "?" }),
    seed: {},
    throughput: {},
    memory: {},
    reference: {},
    notes: [],
  };
  const watchdog = setTimeout(() => {
    log("✗ o benchmark passou de 30 minutos: encerrando tudo");
    killAllChildren();
    data.notes.push("Stopped by the bench's watchdog after 30 minutes: the figures after that point are missing.");
    data.finishedAt = new Date().toISOString();
    data.durationS = round((Date.now() - t0) / 1000, 0);
    try {
      writeReport(data);
    } finally {
      setTimeout(() => process.exit(2), 4000).unref();
    }
  }, WATCHDOG_MS - (Date.now() - t0));
  watchdog.unref();

  log("1/8 npm run build");
  noise.phase("build");
  data.build = await attempt("build", async () => {
    const r = await runCommand("npm", ["run", "build"], { cwd: ROOT, env: { ...process.env, NODE_ENV: "production" }, timeoutMs: 300_000 });
    if (r.code !== 0) throw new Error(`npm run build falhou:\n${r.stderr.slice(-1500)}`);
    return { ms: Math.round(r.ms) };
  });
  if (data.build.error) {
    writeReport(data);
    throw new Error(data.build.error);
  }

  log("2/8 seed: PGlite and PostgreSQL (lift_bench)");
  noise.phase("seed");
  const pgliteDir = ensureDir(path.join(TMP_DIR, "data-pglite"));
  data.seed.pglite = await attempt("seed PGlite", () => seed(pgliteDir));
  const seeded = data.seed.pglite.data;
  if (!seeded) {
    writeReport(data);
    throw new Error(data.seed.pglite.error);
  }
  const pages = (data.pages = pagesFor(seeded));
  const publicPages = pages.filter((p) => p.public);
  const pgDir = ensureDir(path.join(TMP_DIR, "data-postgres"));
  let pgUrl: string | undefined;
  data.seed.postgres = await attempt("seed PostgreSQL", async () => {
    pgUrl = await recreateDatabase("lift_bench");
    return seed(pgDir, pgUrl);
  });
  const pgSeed = data.seed.postgres.data;

  log("3/8 first-load JS/CSS from the build manifest");
  data.bundles = await attempt("bundle size", () => Promise.resolve(measureBundles(pages)));

  log("4/8 PGlite server: HTML, Chromium check, Lighthouse");
  const pgliteServer = await attempt("PGlite server", () => startServer({ label: "pglite", dataDir: pgliteDir }));
  const pglite = pgliteServer.data;
  const pgliteRss = pglite ? sampleRss(pglite.pid, SETTINGS.rssSampleMs) : undefined;
  const htmls: { name: string; path: string; html: Buffer }[] = [];
  if (pglite && pgliteRss) {
    const fetched = await attempt("HTML", async () => {
      for (const p of publicPages) {
        const res = await httpGet(pglite.port, p.path, 30_000);
        if (res.status !== 200) throw new Error(`GET ${p.path}: HTTP ${res.status}`);
        htmls.push({ name: p.name, path: p.path, html: res.body });
      }
    });
    if (fetched.error) data.notes.push(`Fetching the pages failed: ${fetched.error}`);
    pgliteRss.phase("lighthouse");
    noise.phase("lighthouse");
    data.browser = await attempt("Chromium check", () => browserCheck(pglite.origin, pages));
    // First tap before Lighthouse: a few minutes, and it must not be the part the watchdog cuts.
    noise.phase("first-tap");
    await quiet("first-tap");
    data.firstTap = await attempt("first tap", () =>
      measureFirstTap(pglite.origin, { productPath: `/produto/${seeded.productId}`, planPath: "/plano-emagrecimento" }),
    );
    noise.phase("lighthouse");
    // Each page, then the same page without scripts served by nginx (the limit), back to back.
    const noScript = await attempt("páginas sem scripts (nginx)", async () => {
      if (htmls.length === 0) throw new Error("sem HTML do app para servir");
      return startNoScriptSite(htmls, pglite.port, await ensureNginx());
    });
    const appRuns: LighthousePage[] = [];
    const limitRuns: LighthousePage[] = [];
    data.lighthouse = await attempt("Lighthouse", async () => {
      for (const page of publicPages) {
        appRuns.push(...(await runLighthouse(pglite.origin, [page], SETTINGS.lighthouseRuns, quiet)));
        if (noScript.data) limitRuns.push(...(await runLighthouse(noScript.data.origin, [page], SETTINGS.lighthouseRuns, quiet, "no-scripts")));
      }
      return appRuns;
    });
    data.reference.lighthouse = noScript.data
      ? { data: limitRuns, pages: noScript.data.pages }
      : { error: noScript.error ?? "não medido" };
    await noScript.data?.stop();
    const errored = [...new Set((data.lighthouse.data ?? []).flatMap((p) => p.runs.flatMap((r) => r.erroredAudits)))];
    if (errored.length) {
      data.notes.push(
        `Lighthouse ${data.machine.Lighthouse} could not run these audits on ${data.machine.Chromium} (its trace gatherers fail): ${errored.join(", ")}. ` +
          "They carry no weight in the scores; the LCP element shown comes from a PerformanceObserver in Chromium instead (scripts/bench/browser-check.ts).",
      );
    }
  } else {
    data.lighthouse = { error: pgliteServer.error };
  }

  log("5/8 throughput, page by page: nginx, PGlite, PostgreSQL back to back");
  const nginxSection = await attempt("nginx", async () => {
    if (htmls.length === 0) throw new Error("sem HTML do app para servir");
    const binary = await ensureNginx();
    const started = await startNginx(binary, writeSite(htmls));
    data.nginxVersion = started.version.replace(/^nginx version:\s*/, "");
    return started;
  });
  const nginx = nginxSection.data;
  const pgServerSection = pgSeed && pgUrl ? await attempt("PostgreSQL server", () => startServer({ label: "postgres", dataDir: pgDir, databaseUrl: pgUrl })) : { error: data.seed.postgres.error };
  const pgServer = pgServerSection.data;
  const pgRss = pgServer ? sampleRss(pgServer.pid, SETTINGS.rssSampleMs) : undefined;
  const pgPages = pgSeed ? pagesFor(pgSeed).filter((p) => p.public) : [];
  const rows = { nginx: [] as ThroughputRow[], pglite: [] as ThroughputRow[], postgres: [] as ThroughputRow[] };
  const errors: Record<keyof typeof rows, string | undefined> = { nginx: nginxSection.error, pglite: pgliteServer.error, postgres: pgServerSection.error };
  pgliteRss?.phase("pages");
  pgRss?.phase("pages");
  noise.phase("throughput");
  for (const [i, page] of publicPages.entries()) {
    const targets: [keyof typeof rows, number | undefined, PageSpec | undefined][] = [
      ["nginx", nginx?.port, page],
      ["pglite", pglite?.port, page],
      ["postgres", pgServer?.port, pgPages[i]],
    ];
    for (const [name, port, target] of targets) {
      if (!port || !target) continue;
      const r = await attempt(`throughput ${name} ${target.path}`, () => measureThroughput(name, port, [target], SETTINGS.throughput, quiet));
      if (r.data) rows[name].push(...r.data);
      else errors[name] ??= r.error;
    }
  }
  for (const name of ["nginx", "pglite", "postgres"] as const) {
    data.throughput[name] = rows[name].length ? { data: rows[name], ...(errors[name] ? { error: errors[name] } : {}) } : { error: errors[name] ?? "não medido" };
  }
  await nginx?.stop();

  // Hostile traffic: 5 000 distinct addresses from one client; the page cache's byte budget keeps the server's memory flat.
  // On the PostgreSQL server, whose RSS is the app's alone (PGlite's holds the embedded database too).
  if (pgServer && pgRss) {
    log("   5 000 distinct addresses (PostgreSQL): server RSS");
    pgRss.phase("distinct-urls");
    noise.phase("distinct-urls");
    await quiet("distinct-urls");
    data.distinctUrls = await attempt("distinct URLs", () => measureDistinctUrls(pgServer.port, pgServer.pid));
  } else {
    data.distinctUrls = { error: pgServerSection.error ?? "servidor PostgreSQL indisponível" };
  }
  if (pglite && pgliteRss) {
    data.memory.pglite = { data: pgliteRss.stop() };
    const code = await pglite.stop();
    if (code !== 0) data.notes.push(`The PGlite server exited with code ${code} on SIGTERM.`);
  } else {
    data.memory.pglite = { error: pgliteServer.error };
  }

  log("6/8 orders under load (PostgreSQL)");
  if (pgServer && pgRss && pgSeed && pgUrl) {
    const url = pgUrl;
    pgRss.phase("orders");
    await quiet("orders");
    noise.phase("orders");
    data.orders = await attempt("orders load", () =>
      runOrdersLoad({
        port: pgServer.port,
        databaseUrl: url,
        productIds: pgSeed.orderableProductIds,
        clients: SETTINGS.orders.clients,
        durationS: SETTINGS.orders.durationS,
        path: process.env.BENCH_ORDERS_PATH || CHECKOUT_ENDPOINT,
      }),
    );
    data.memory.postgres = { data: pgRss.stop() };
    const code = await pgServer.stop();
    if (code !== 0) data.notes.push(`The PostgreSQL server exited with code ${code} on SIGTERM.`);
  } else {
    data.orders = { error: pgServerSection.error ?? "servidor PostgreSQL indisponível" };
    data.memory.postgres = { error: pgServerSection.error ?? "servidor PostgreSQL indisponível" };
  }

  log("   two processes behind nginx against one (PostgreSQL)");
  if (pgSeed && pgUrl) {
    const url = pgUrl;
    noise.phase("cluster");
    data.cluster = await attempt("cluster", () =>
      measureCluster({ databaseUrl: url, pages: pgPages.filter((p) => p.name === "home" || p.name === "produto"), productIds: pgSeed.orderableProductIds, beforeEach: quiet }),
    );
  } else {
    data.cluster = { error: data.seed.postgres.error ?? "PostgreSQL indisponível" };
  }

  log("   Pix charges and WhatsApp messages against the fake providers (PostgreSQL)");
  if (pgSeed && pgUrl) {
    const url = pgUrl;
    noise.phase("pix");
    await quiet("pix");
    data.pix = await attempt("Pix", () => measurePix({ databaseUrl: url, productIds: pgSeed.orderableProductIds }));
    noise.phase("whatsapp");
    await quiet("whatsapp");
    data.whatsapp = await attempt("WhatsApp", () => measureWhatsApp({ databaseUrl: url, productIds: pgSeed.orderableProductIds }));
  } else {
    data.pix = data.whatsapp = { error: data.seed.postgres.error ?? "PostgreSQL indisponível" };
  }

  log("7/8 start-up (existing PGlite data directory), each start beside a minimal Hono server's");
  noise.phase("start-up");
  const appStarts: StartupResult[] = [];
  const minimalStarts: StartupReference[] = [];
  data.startup = await attempt("start-up", async () => {
    for (let i = 0; i < SETTINGS.startupRuns; i++) {
      appStarts.push(await measureStartup(pgliteDir, 1, undefined, quiet));
      minimalStarts.push(await measureMinimalStartup(1, quiet).catch(() => ({ runs: [], medianMs: NaN, script: "" })));
    }
    const runs = appStarts.flatMap((r) => r.runs);
    return { runs, medianMs: median(runs), path: "/", database: "pglite" };
  });
  const minimalRuns = minimalStarts.flatMap((r) => r.runs);
  data.reference.startup = minimalRuns.length
    ? { data: { runs: minimalRuns, medianMs: median(minimalRuns), script: minimalStarts.find((r) => r.script)?.script ?? "" } }
    : { error: "o servidor Hono mínimo não iniciou" };

  if (pgUrl) await dropDatabase("lift_bench").catch((e) => data.notes.push(`DROP DATABASE lift_bench failed: ${String(e)}`));

  log("8/8 pgbench");
  await quiet("pgbench");
  noise.phase("pgbench");
  data.pgbench = await attempt("pgbench", () => runPgbench(SETTINGS.pgbench));

  data.noise = { ...noise.stop(), quietWaitS: quiet.waitedS, busyStarts: quiet.busyStarts, quiet: quietOptions };
  data.finishedAt = new Date().toISOString();
  data.durationS = round((Date.now() - t0) / 1000, 0);
  const checks = writeReport(data);
  log(`bench/report.md e bench/report.json escritos (${data.durationS} s)`);
  for (const c of checks) log(checkLine(c));
  clearTimeout(watchdog);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    killAllChildren();
    setTimeout(() => process.exit(130), 3500).unref();
  });
}
process.on("exit", killAllChildren);

runMain(main);
