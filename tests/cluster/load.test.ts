// Load through nginx: 200 shoppers for CLUSTER_LOAD_SECONDS (30 by default),
// each opening a product page and placing an order (plan page or checkout, one
// in ten pressing the button again with the same idempotency key), spread over
// both processes. Zero errors, every acknowledged order stored exactly once,
// and each process served a fair share (nginx's access log says who answered).
import { beforeAll, expect, it } from "vitest";
import { Client, describeWithPostgres, nextIp } from "../security/support/app";
import { catalogOf } from "../security/support/shop";
import { percentile, type Placed, placeOne, readOrdersPostgres, verify } from "../resilience/support/shoppers";
import { resourcesForAll } from "../e2e/support/fixtures";
import { type Cluster, errorLines, servedBy, startCluster } from "./support/cluster";

const SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 30);
const SHOPPERS = Number(process.env.CLUSTER_LOAD_SHOPPERS ?? 200);

describeWithPostgres(`carga no cluster: ${SHOPPERS} compradores por ${SECONDS} s via nginx, dois processos`, () => {
  const resources = resourcesForAll(120_000);
  let cluster: Cluster;
  let productIds: number[];
  let seeded: Set<string>;

  beforeAll(async () => {
    cluster = await startCluster(resources);
    productIds = (await catalogOf(new Client(cluster.url))).productIds;
    seeded = new Set((await readOrdersPostgres(cluster.pg.sql)).map((row) => row.id));
  });

  it(
    "sem erros, cada pedido confirmado gravado uma vez, e os dois processos atendem uma parte justa",
    { timeout: (SECONDS + 240) * 1000 },
    async () => {
      const placed: Placed[] = [];
      const pages: { status: number; ms: number }[] = [];
      let retries = 0;
      let sameAnswer = 0;
      const started = Date.now();
      const deadline = started + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: SHOPPERS }, async (_, w) => {
          let n = 0;
          while (Date.now() < deadline) {
            const address = nextIp();
            const id = productIds[(w + n) % productIds.length]!;
            const t0 = performance.now();
            const page = await new Client(cluster.url, address).get(`/produto/${id}`).catch(() => ({ status: 0 }));
            pages.push({ status: page.status, ms: performance.now() - t0 });
            const first = await placeOne(cluster.url, productIds, (w + n++) % 2 ? "funnel" : "checkout", undefined, address);
            placed.push(first);
            if (Math.random() < 0.1) {
              const again = await placeOne(cluster.url, productIds, first.kind, first, address);
              placed.push(again);
              retries++;
              const same =
                first.kind === "funnel"
                  ? first.orderId !== undefined && first.orderId === again.orderId
                  : first.orderNumber !== undefined && first.orderNumber === again.orderNumber;
              if (same) sameAnswer++;
            }
          }
        }),
      );
      const elapsed = (Date.now() - started) / 1000;
      const log = (await cluster.nginx.accessLog()).filter((l) => l.at >= started);
      const served = servedBy(log);
      const [a, b] = [served.get(cluster.address(0)) ?? 0, served.get(cluster.address(1)) ?? 0];
      const total = log.length;
      const retriedByNginx = log.filter((l) => l.upstreams.length > 1).length;
      const nginx5xx = log.filter((l) => l.status >= 500).length;
      const orderErrors = placed.filter((p) => p.outcome !== "acknowledged");
      const pageErrors = pages.filter((p) => p.status !== 200);
      const verdict = verify(
        placed,
        (await readOrdersPostgres(cluster.pg.sql)).filter((row) => !seeded.has(row.id)),
      );
      const ms = placed.map((p) => p.ms);
      console.log(
        `[carga cluster] ${SHOPPERS} compradores, ${elapsed.toFixed(1)} s: ${pages.length} páginas + ${placed.length} pedidos ` +
          `= ${total} requisições no nginx (${(total / elapsed).toFixed(0)}/s); A atendeu ${a} (${((a / total) * 100).toFixed(1)}%), ` +
          `B ${b} (${((b / total) * 100).toFixed(1)}%); repassadas ao outro processo pelo nginx: ${retriedByNginx}; ` +
          `erros: pedidos ${orderErrors.length}, páginas ${pageErrors.length}, 5xx no nginx ${nginx5xx}; ` +
          `pedidos confirmados ${verdict.acknowledged}, no banco ${verdict.ordersInDatabase}; repetições ${retries} (mesmo pedido: ${sameAnswer}); ` +
          `pedido p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms; ` +
          `página p50 ${percentile(
            pages.map((p) => p.ms),
            50,
          ).toFixed(0)} ms`,
      );
      expect(orderErrors.map((e) => e.status).slice(0, 20), "pedidos com erro").toEqual([]);
      expect(pageErrors.map((e) => e.status).slice(0, 20), "páginas com erro").toEqual([]);
      expect(nginx5xx).toBe(0);
      expect(verdict.problems.slice(0, 20)).toEqual([]);
      expect(verdict.found).toBe(verdict.acknowledged);
      expect(verdict.ordersInDatabase).toBe(verdict.acknowledged);
      expect(sameAnswer).toBe(retries);
      expect(placed.length).toBeGreaterThan(SHOPPERS);
      // Round robin: each process about half; at least a third each.
      expect(total).toBe(pages.length + placed.length);
      expect(a / total).toBeGreaterThan(1 / 3);
      expect(b / total).toBeGreaterThan(1 / 3);
      for (const app of cluster.apps) expect(errorLines(app), `erros no log de ${app.name}`).toEqual([]);
    },
  );
});
