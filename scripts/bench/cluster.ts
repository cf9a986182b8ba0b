// Scale-out: the same PostgreSQL database served by two app processes behind
// nginx against one process behind the same nginx, measured back to back in
// the same run: anonymous page throughput (autocannon) and orders/s (the order
// load of orders-load.ts), reported as ratios (two ÷ one). nginx is configured
// as the cluster suite's (tests/cluster/support/nginx.ts), with keep-alive
// connections to the apps; the apps run with TRUST_PROXY=1 and one session
// secret. Everything targets 127.0.0.1 and every run is bounded.
//
// Part of `npm run bench` (after the order load, on its seeded database). On its
// own, against the current build (`npm run build` first), on the demo data:
//   BENCH_DATABASE_URL=postgres://…/postgres npx tsx scripts/bench/cluster.ts
// (BENCH_QUICK=1 for short runs).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { findNginx, type RunningNginx, startNginx } from "../../tests/cluster/support/nginx";
import { runMain, ensureDir, freePort, log, type PageSpec, round, runCommand, SETTINGS, spawnTracked, TMP_DIR } from "./common";
import { type OrdersLoadResult, runOrdersLoad } from "./orders-load";
import { dropDatabase, queryRows, recreateDatabase } from "./postgres";
import type { BudgetCheck } from "./report";
import { type RunningServer, startServer } from "./server";
import { measureThroughput, type ThroughputRow } from "./throughput";

export interface ClusterBenchResult {
  nginxVersion: string;
  pages: { path: string; one: ThroughputRow; two: ThroughputRow; ratio: number }[];
  orders: { one: OrdersLoadResult; two: OrdersLoadResult; ratio: number };
  ordersDurationS: number;
}

export interface ClusterBenchOptions {
  databaseUrl: string;
  /** Pages measured (the first public ones: the home page and a product page are enough). */
  pages: PageSpec[];
  productIds: number[];
  ordersDurationS?: number;
  /** Called before each measurement (the bench's wait for a quieter machine). */
  beforeEach?: (label: string) => Promise<void>;
}

export async function measureCluster(options: ClusterBenchOptions): Promise<ClusterBenchResult> {
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error("nginx não encontrado");
  const nginxVersion = (await runCommand(nginxBinary, ["-v"], { timeoutMs: 10_000 })).stderr.trim().replace(/^nginx version:\s*/, "");
  const sessionSecret = randomBytes(32).toString("hex");
  const servers: RunningServer[] = [];
  const proxies: RunningNginx[] = [];
  try {
    for (const label of ["cluster-a", "cluster-b"]) {
      const dataDir = ensureDir(path.join(TMP_DIR, `data-${label}`));
      servers.push(
        await startServer({ label, dataDir, databaseUrl: options.databaseUrl, env: { SESSION_SECRET: sessionSecret, TRUST_PROXY: "1" } }),
      );
    }
    const [a, b] = servers as [RunningServer, RunningServer];
    const spawnProcess = (command: string, args: string[], spawnOptions: Parameters<typeof spawnTracked>[2]) =>
      spawnTracked(command, args, spawnOptions);
    // One nginx in front of A only, one in front of A and B: the same proxy cost on both sides of the ratio.
    const one = await startNginx({ port: await freePort(), upstreams: [a.port], keepalive: 64, accessLog: false }, spawnProcess);
    proxies.push(one);
    const two = await startNginx({ port: await freePort(), upstreams: [a.port, b.port], keepalive: 64, accessLog: false }, spawnProcess);
    proxies.push(two);

    const pages: ClusterBenchResult["pages"] = [];
    for (const page of options.pages) {
      const [rowOne] = await measureThroughput("nginx → 1 processo", one.port, [page], SETTINGS.throughput, options.beforeEach);
      const [rowTwo] = await measureThroughput("nginx → 2 processos", two.port, [page], SETTINGS.throughput, options.beforeEach);
      pages.push({ path: page.path, one: rowOne!, two: rowTwo!, ratio: round(rowTwo!.rps / rowOne!.rps, 2) });
      log(`  ${page.path}: 2 processos ÷ 1 = ${pages.at(-1)!.ratio}`);
    }

    const durationS = options.ordersDurationS ?? (SETTINGS.quick ? 5 : 15);
    const load = async (label: string, port: number) => {
      await options.beforeEach?.(`orders ${label}`);
      log(`  pedidos via nginx → ${label}`);
      return runOrdersLoad({
        port,
        databaseUrl: options.databaseUrl,
        productIds: options.productIds,
        clients: SETTINGS.orders.clients,
        durationS,
      });
    };
    const ordersOne = await load("1 processo", one.port);
    const ordersTwo = await load("2 processos", two.port);
    const ratio = round(ordersTwo.ordersPerS / ordersOne.ordersPerS, 2);
    log(`  pedidos/s: ${ordersOne.ordersPerS} (1 processo) → ${ordersTwo.ordersPerS} (2 processos) = ${ratio}×`);
    return { nginxVersion, pages, orders: { one: ordersOne, two: ordersTwo, ratio }, ordersDurationS: durationS };
  } finally {
    for (const proxy of proxies) await proxy.stop();
    for (const server of servers) await server.stop();
  }
}

/**
 * The report's budget line: the two-process setup answers everything, loses and
 * duplicates no order. The ratios are reported, not budgeted: on 2 cores shared
 * with nginx, PostgreSQL and the load generator, a second process has no idle
 * core to use (its gain is availability: tests/cluster).
 */
export function clusterChecks(section: { data?: ClusterBenchResult; error?: string } | undefined): BudgetCheck[] {
  const name = "Two processes behind nginx vs one";
  const target = "0 errors, 0 lost or duplicated orders (ratios reported)";
  const c = section?.data;
  if (!c) return [{ name, target, actual: "—", met: null, detail: section?.error ?? "not measured" }];
  const errors =
    c.pages.reduce((n, p) => n + [p.one, p.two].reduce((m, r) => m + r.errors + r.timeouts + r.non2xx, 0), 0) +
    c.orders.one.errors +
    c.orders.two.errors;
  const lost = [c.orders.one, c.orders.two].reduce((n, o) => n + o.database.lost + o.database.duplicated + o.database.unacknowledged, 0);
  return [
    {
      name,
      target,
      actual: `${c.pages.map((p) => `${p.path} ${p.ratio}×`).join(", ")}, orders/s ${c.orders.ratio}× (${c.orders.one.ordersPerS} → ${c.orders.two.ordersPerS}); ${errors} errors, ${lost} orders lost/duplicated`,
      met: errors === 0 && lost === 0,
    },
  ];
}

/** The report's section. */
export function renderCluster(section: { data?: ClusterBenchResult; error?: string } | undefined): string {
  const c = section?.data;
  const head = "## Two processes behind nginx against one (PostgreSQL)\n\n";
  if (!c) return `${head}⚠️ Not measured: ${section?.error ?? "—"}\n`;
  const cells = (r: ThroughputRow) => `${r.rps} | ${r.p50Ms} / ${r.p99Ms} ms | ${r.errors + r.timeouts + r.non2xx}`;
  const lines = [
    `The same database and build; nginx ${c.nginxVersion} (1 worker, keep-alive to the apps, the cluster suite's configuration) in front of one process, then of two (round robin), measured back to back. ` +
      `Pages: autocannon, ${SETTINGS.throughput.connections} connections, ${SETTINGS.throughput.durationS} s each. Orders: ${c.orders.one.clients} clients posting the checkout for ${c.ordersDurationS} s each (as in the order load above). ` +
      "Ratio = two processes ÷ one. The load generator, nginx and PostgreSQL share the same 2 cores: the ceiling is well under 2×.\n",
    "| Measure | One process | p50 / p99 | err | Two processes | p50 / p99 | err | Ratio |",
    "|---|---|---|---|---|---|---|---|",
    ...c.pages.map((p) => `| GET ${p.path} (req/s) | ${cells(p.one)} | ${cells(p.two)} | **${p.ratio}×** |`),
    `| POST ${c.orders.one.path} (orders/s) | ${c.orders.one.ordersPerS} | ${c.orders.one.p50Ms} / ${c.orders.one.p99Ms} ms | ${c.orders.one.errors} | ${c.orders.two.ordersPerS} | ${c.orders.two.p50Ms} / ${c.orders.two.p99Ms} ms | ${c.orders.two.errors} | **${c.orders.ratio}×** |`,
    "",
    `Orders in the database: ${c.orders.one.database.ordersWithRunKeys} / ${c.orders.one.acknowledged} acknowledged (one process), ${c.orders.two.database.ordersWithRunKeys} / ${c.orders.two.acknowledged} (two); lost ${c.orders.one.database.lost + c.orders.two.database.lost}, duplicated ${c.orders.one.database.duplicated + c.orders.two.database.duplicated}.`,
  ];
  return head + lines.join("\n") + "\n";
}

/**
 * Standalone: a fresh database (lift_bench_cluster on BENCH_DATABASE_URL's
 * server) with the demo data, the measurement, the figures printed and kept in
 * bench/tmp/cluster.json.
 */
async function main() {
  ensureDir(TMP_DIR);
  const databaseUrl = await recreateDatabase(DATABASE);
  const seedDir = ensureDir(path.join(TMP_DIR, `data-cluster-seed-${process.pid}`));
  try {
    // The first start migrates and writes the demo data.
    await (await startServer({ label: "cluster-seed", dataDir: seedDir, databaseUrl, env: { SEED_DEMO_DATA: "true" } })).stop();
    const products = await queryRows<{ id: number }>(databaseUrl, "SELECT id FROM products WHERE visible IS NOT FALSE ORDER BY id");
    const productIds = products.map((p) => Number(p.id));
    const result = await measureCluster({
      databaseUrl,
      pages: [
        { name: "home", path: "/", public: true },
        { name: "produto", path: `/produto/${productIds[0]}`, public: true },
      ],
      productIds,
    });
    const file = path.join(TMP_DIR, "cluster.json");
    fs.writeFileSync(file, JSON.stringify(result, null, 2) + "\n");
    console.log(renderCluster({ data: result }));
    for (const check of clusterChecks({ data: result })) log(`${check.met ? "✓" : "✗"} ${check.name}: ${check.actual}`);
  } finally {
    fs.rmSync(seedDir, { recursive: true, force: true });
    await dropDatabase(DATABASE);
  }
}

const DATABASE = "lift_bench_cluster";

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain(main);
}
