// Load: 200 concurrent shoppers placing orders against PostgreSQL for
// LOAD_SECONDS (15 in CI, 60 with `npm run test:resilience -- --full`): zero
// errors, zero lost or duplicated orders, every retry with the same
// idempotency key answered with the first order; p50/p95/p99 reported.
import { beforeAll, expect, it } from "vitest";
import {
  Client,
  createPostgresDatabase,
  describeWithPostgres,
  type RunningServer,
  startAppServer,
  type TestPostgres,
} from "../security/support/app";
import { catalogOf } from "../security/support/shop";
import { percentile, type Placed, placeOne, readOrdersPostgres, verify } from "./support/shoppers";
import { resourcesForAll } from "../e2e/support/fixtures";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 200);

describeWithPostgres(`carga: ${SHOPPERS} compradores simultâneos por ${SECONDS} s`, () => {
  let pg: TestPostgres;
  let server: RunningServer;
  let productIds: number[];
  // The start-up seed writes demo orders; only the orders this run places are judged.
  let seeded: Set<string>;

  const resources = resourcesForAll();
  beforeAll(async () => {
    pg = await resources.start(createPostgresDatabase("lift_load"), (pg) => pg.drop());
    server = await resources.start(startAppServer({ databaseUrl: pg.url, trustProxy: true }), (s) => s.stop());
    productIds = (await catalogOf(new Client(server.url))).productIds;
    seeded = new Set((await readOrdersPostgres(pg.sql)).map((row) => row.id));
  });

  it(
    "sem erros, sem pedidos perdidos ou duplicados; repetições devolvem o primeiro pedido",
    { timeout: (SECONDS + 240) * 1000 },
    async () => {
      const placed: Placed[] = [];
      const retries: Array<{ first: Placed; again: Placed }> = [];
      const deadline = Date.now() + SECONDS * 1000;
      const started = Date.now();
      await Promise.all(
        Array.from({ length: SHOPPERS }, async (_, w) => {
          let n = 0;
          while (Date.now() < deadline) {
            const first = await placeOne(server.url, productIds, (w + n++) % 2 ? "funnel" : "checkout");
            placed.push(first);
            // One in ten shoppers presses the button again (same idempotency key).
            if (Math.random() < 0.1) {
              const again = await placeOne(server.url, productIds, first.kind, first);
              placed.push(again);
              retries.push({ first, again });
            }
          }
        }),
      );
      const elapsed = (Date.now() - started) / 1000;
      const ms = placed.map((p) => p.ms);
      const errors = placed.filter((p) => p.outcome !== "acknowledged");
      const verdict = verify(
        placed,
        (await readOrdersPostgres(pg.sql)).filter((row) => !seeded.has(row.id)),
      );
      const sameAnswer = retries.filter((r) =>
        r.first.kind === "funnel"
          ? r.first.orderId !== undefined && r.first.orderId === r.again.orderId
          : r.first.orderNumber !== undefined && r.first.orderNumber === r.again.orderNumber,
      ).length;
      console.log(
        `[carga] ${SHOPPERS} compradores, ${elapsed.toFixed(1)} s: ${placed.length} requisições de pedido (${(placed.length / elapsed).toFixed(0)}/s), ` +
          `${errors.length} erros; pedidos distintos confirmados ${verdict.acknowledged}, no banco ${verdict.ordersInDatabase}; ` +
          `repetições com a mesma chave ${retries.length} (mesmo pedido: ${sameAnswer}); ` +
          `latência p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, máx ${Math.max(...ms).toFixed(0)} ms`,
      );
      expect(errors.map((e) => e.status).slice(0, 20), "erros").toEqual([]);
      expect(verdict.problems.slice(0, 20)).toEqual([]);
      expect(verdict.found).toBe(verdict.acknowledged);
      expect(verdict.ordersInDatabase).toBe(verdict.acknowledged);
      expect(sameAnswer).toBe(retries.length);
      expect(placed.length).toBeGreaterThan(SHOPPERS);
    },
  );
});
