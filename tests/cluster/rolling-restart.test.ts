// A rolling restart under load, as a deploy does it: A stopped with SIGTERM
// and started again on its port (A′), ready, then the same for B, while
// shoppers keep opening pages and placing orders through nginx without
// retrying. Open-source nginx has only passive checks (`max_fails`,
// `proxy_next_upstream`): it sends a stopped process's refused connections to
// the other one, and never resends a POST that reached a process.
//
// Two procedures, on the same cluster:
// 1. the process is first taken out of nginx (`down`, then a reload), then
//    SIGTERMed: it drains what it had and exits. Not one request fails.
// 2. SIGTERM only, nginx left to notice: GETs never fail (nginx resends them).
//    A POST that had reached the process without being read yet (waiting in
//    its accept queue when it closed its listener, or accepted and not yet
//    parsed when the drain closed its "idle" connections) is reset; open-source
//    nginx has no active checks, so it learns nothing from /readyz. The order
//    endpoints are resent to the other process (`non_idempotent` on their
//    location only, as in deploy/nginx/lift.conf): their idempotency key makes
//    the repeat return the same order. Not one request fails, nothing is lost
//    or duplicated.
import { beforeAll, expect, it } from "vitest";
import { Client, describeWithPostgres, nextIp } from "../security/support/app";
import { catalogOf } from "../security/support/shop";
import { type Placed, placeOne, readOrdersPostgres, verify } from "../resilience/support/shoppers";
import { resourcesForAll } from "../e2e/support/fixtures";
import type { AccessLine } from "./support/nginx";
import { type Cluster, errorLines, sleep, startCluster } from "./support/cluster";

const SHOPPERS = Number(process.env.CLUSTER_ROLLING_SHOPPERS ?? 80);
/** Load before, between and after the restarts (longer than nginx's fail_timeout, 2 s, so a restarted process gets traffic again). */
const SETTLE_MS = 3_000;

interface Step {
  name: string;
  index: number;
  /** Epoch ms of the SIGTERM. */
  termAt: number;
  drainMs: number;
  exitCode: number | null;
  startMs: number;
  readyAt: number;
}

interface Run {
  placed: Placed[];
  pages: { path: string; status: number }[];
  steps: Step[];
  log: AccessLine[];
  elapsedS: number;
}

describeWithPostgres("reinício escalonado sob carga (nginx, dois processos)", () => {
  const resources = resourcesForAll(120_000);
  let cluster: Cluster;
  let productIds: number[];
  /** Orders already in the database when a test starts (the seed's, an earlier test's). */
  let before: Set<string>;

  beforeAll(async () => {
    // Reloads close idle client connections, which Node's fetch (unlike a browser) does not retry: one request per connection.
    cluster = await startCluster(resources, { nginx: { clientKeepalive: false } });
    productIds = (await catalogOf(new Client(cluster.url))).productIds;
  });

  /** Stops process `index` with SIGTERM (after taking it out of nginx when `deregister`), waits for it to exit, starts it again. */
  async function restart(index: number, deregister: boolean): Promise<Step> {
    const old = cluster.apps[index]!;
    if (deregister) {
      await cluster.nginx.setDown([old.port]);
      // Requests nginx's previous workers had already sent reach the process meanwhile.
      await sleep(1_000);
    }
    const termAt = Date.now();
    const exitCode = await old.stop("SIGTERM", 30_000);
    const drainMs = Date.now() - termAt;
    const t1 = Date.now();
    const fresh = await cluster.startAgain(index);
    if (deregister) await cluster.nginx.setDown([]);
    return { name: old.name, index, termAt, drainMs, exitCode, startMs: Date.now() - t1, readyAt: fresh.readyAt };
  }

  /** Shoppers (a page, then an order, each from a new address) until A and then B have been restarted. */
  async function rollUnderLoad(deregister: boolean): Promise<Run> {
    before = new Set((await readOrdersPostgres(cluster.pg.sql)).map((row) => row.id));
    const placed: Placed[] = [];
    const pages: Run["pages"] = [];
    let stop = false;
    const started = Date.now();
    const paths = ["/", "/loja", ...productIds.slice(0, 5).map((id) => `/produto/${id}`)];
    const workers = Array.from({ length: SHOPPERS }, async (_, w) => {
      for (let n = 0; !stop; n++) {
        const address = nextIp();
        const path = paths[(w + n) % paths.length]!;
        const page = await new Client(cluster.url, address).get(path).catch(() => ({ status: 0 }));
        pages.push({ path, status: page.status });
        placed.push(await placeOne(cluster.url, productIds, (w + n) % 2 ? "funnel" : "checkout", undefined, address));
      }
    });
    const steps: Step[] = [];
    try {
      await sleep(SETTLE_MS);
      steps.push(await restart(0, deregister));
      await sleep(SETTLE_MS);
      steps.push(await restart(1, deregister));
      await sleep(SETTLE_MS);
    } finally {
      stop = true;
      await Promise.all(workers);
    }
    const log = (await cluster.nginx.accessLog()).filter((l) => l.at >= started);
    return { placed, pages, steps, log, elapsedS: (Date.now() - started) / 1000 };
  }

  function describeRun(label: string, run: Run, verdict: ReturnType<typeof verify>) {
    const { steps, log } = run;
    // Requests the stopping process was already handling and answered after its SIGTERM (the drain).
    const drained = steps.map(
      (s) =>
        log.filter((l) => l.at > s.termAt && l.at <= s.termAt + s.drainMs + 50 && l.upstreams.at(-1) === cluster.address(s.index))
          .length,
    );
    const orderErrors = run.placed.filter((p) => p.outcome !== "acknowledged");
    const pageErrors = run.pages.filter((p) => p.status !== 200);
    console.log(
      `[reinício ${label}] ${SHOPPERS} compradores, ${run.elapsedS.toFixed(1)} s: ${run.pages.length} páginas + ${run.placed.length} pedidos; ` +
        steps
          .map(
            (s, i) =>
              `${s.name}: terminou ${drained[i]} requisições em andamento e saiu (${s.exitCode}) em ${s.drainMs} ms, ` +
              `o novo ficou pronto em ${s.startMs} ms e atendeu ${servedAfter(run, s)}`,
          )
          .join("; ") +
        `; repassadas ao outro processo pelo nginx ${log.filter((l) => l.upstreams.length > 1).length}; ` +
        `erros: pedidos ${orderErrors.length} (${[...new Set(orderErrors.map((e) => e.status))].join("/")}), ` +
        `páginas ${pageErrors.length} (${[...new Set(pageErrors.map((e) => e.status))].join("/")}); ` +
        `pedidos confirmados ${verdict.acknowledged}, no banco ${verdict.ordersInDatabase}`,
    );
  }

  /** Requests the restarted process answered once ready. */
  function servedAfter(run: Run, step: Step): number {
    return run.log.filter((l) => l.at > step.readyAt && l.upstreams.at(-1) === cluster.address(step.index)).length;
  }

  /** What both procedures promise: every process exits cleanly, no page and no order fails, nothing is lost or duplicated, and each new process serves. */
  async function expectNoFailures(label: string, run: Run) {
    const verdict = verify(
      run.placed,
      (await readOrdersPostgres(cluster.pg.sql)).filter((row) => !before.has(row.id)),
    );
    describeRun(label, run, verdict);
    expect(run.steps.map((s) => s.exitCode)).toEqual([0, 0]);
    expect(
      run.placed.filter((p) => p.outcome !== "acknowledged").map((e) => e.status),
      "pedidos com erro",
    ).toEqual([]);
    expect(
      run.pages.filter((p) => p.status !== 200).map((e) => `${e.status} ${e.path}`),
      "páginas com erro",
    ).toEqual([]);
    expect(verdict.problems.slice(0, 20)).toEqual([]);
    expect(verdict.found).toBe(verdict.acknowledged);
    expect(verdict.ordersInDatabase).toBe(verdict.acknowledged);
    for (const step of run.steps) expect(servedAfter(run, step), `${step.name}′ atendeu`).toBeGreaterThan(0);
    for (const app of cluster.apps) expect(errorLines(app), `erros no log de ${app.name}`).toEqual([]);
  }

  it(
    "tirando cada processo do nginx antes do SIGTERM: zero requisições com erro, nenhum pedido perdido ou duplicado",
    { timeout: 240_000 },
    async () => {
      await expectNoFailures("down + reload, SIGTERM", await rollUnderLoad(true));
    },
  );

  it(
    "só com SIGTERM: nenhuma página e nenhum pedido falha; o POST de pedido que o processo que fecha não leu vai ao outro, com a mesma chave",
    { timeout: 240_000 },
    async () => {
      const run = await rollUnderLoad(false);
      // Order POSTs a stopping process never read: reset, and resent by nginx to the other process.
      const resent = run.log.filter((l) => l.method === "POST" && l.upstreams.length > 1);
      console.log(`[reinício SIGTERM só] POSTs de pedido reenviados pelo nginx ao outro processo: ${resent.length}`);
      expect(run.log.filter((l) => l.status >= 500).map((l) => `${l.status} ${l.method} ${l.uri}`)).toEqual([]);
      await expectNoFailures("SIGTERM só", run);
    },
  );
});
