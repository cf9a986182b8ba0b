// kill -9 of one of the two processes in the middle of checkouts through
// nginx. Shoppers whose order got no answer, or an error from the proxy, press
// the button again with the same idempotency key until they get one (as the
// order forms do): every order the shop acknowledged is in PostgreSQL exactly
// once, no shopper is left without an acknowledged order, and after the kill
// the survivor takes all the traffic.
import { beforeAll, expect, it } from "vitest";
import { Client, describeWithPostgres, nextIp } from "../security/support/app";
import { catalogOf } from "../security/support/shop";
import { type Placed, placeOne, readOrdersPostgres, verify } from "../resilience/support/shoppers";
import { resourcesForAll } from "../e2e/support/fixtures";
import { type Cluster, errorLines, servedBy, sleep, startCluster } from "./support/cluster";

const WORKERS = 40;
const KILL_AFTER_MS = 3_000;
const AFTER_KILL_MS = 4_000;
/** Tries per order (the first and its repetitions with the same key). */
const MAX_TRIES = 20;

interface Shopper {
  tries: Placed[];
  acknowledged: boolean;
}

describeWithPostgres("kill -9 de um processo durante pedidos (nginx, PostgreSQL)", () => {
  const resources = resourcesForAll(120_000);
  let cluster: Cluster;
  let productIds: number[];
  let seeded: Set<string>;

  beforeAll(async () => {
    cluster = await startCluster(resources);
    productIds = (await catalogOf(new Client(cluster.url))).productIds;
    seeded = new Set((await readOrdersPostgres(cluster.pg.sql)).map((row) => row.id));
  });

  it("nothing confirmed is lost or doubled, a retry with the same key is answered, and the survivor keeps serving", async () => {
    const shoppers: Shopper[] = [];
    let stop = false;
    const started = Date.now();
    const workers = Array.from({ length: WORKERS }, async (_, w) => {
      while (!stop) {
        const address = nextIp();
        const shopper: Shopper = { tries: [], acknowledged: false };
        shoppers.push(shopper);
        let last = await placeOne(cluster.url, productIds, w % 2 ? "funnel" : "checkout", undefined, address);
        shopper.tries.push(last);
        // No answer (0) or the proxy's 502/503/504: the same request again, same key.
        while (last.outcome !== "acknowledged" && (last.status === 0 || last.status >= 500) && shopper.tries.length < MAX_TRIES) {
          await sleep(200);
          last = await placeOne(cluster.url, productIds, last.kind, last, address);
          shopper.tries.push(last);
        }
        shopper.acknowledged = last.outcome === "acknowledged";
        if (!shopper.acknowledged) break;
      }
    });
    await sleep(KILL_AFTER_MS);
    const victim = cluster.apps[0]!;
    const killedAt = Date.now();
    victim.process.kill("SIGKILL");
    await victim.exited;
    const beforeKill = shoppers.filter((s) => s.acknowledged).length;
    await sleep(AFTER_KILL_MS);
    stop = true;
    await Promise.all(workers);

    // What each try saw: an error from the proxy, or no answer, is an outcome the shopper cannot know.
    const tries = shoppers.flatMap((s) =>
      s.tries.map((t): Placed => (t.status === 0 || t.status >= 500 ? { ...t, outcome: "unknown" } : t)),
    );
    const verdict = verify(
      tries,
      (await readOrdersPostgres(cluster.pg.sql)).filter((row) => !seeded.has(row.id)),
    );
    const repeated = shoppers.filter((s) => s.tries.length > 1);
    const unanswered = shoppers.filter((s) => !s.acknowledged);
    const log = (await cluster.nginx.accessLog()).filter((l) => l.at >= started);
    // Requests nginx began after the kill (their end minus their duration is not logged: use a margin).
    const afterKill = log.filter((l) => l.at > killedAt + 1_000);
    const served = servedBy(afterKill);
    const survivor = cluster.address(1);
    const errorsSeen = tries.filter((t) => t.outcome === "unknown").map((t) => t.status);
    console.log(
      `[kill -9 cluster] ${shoppers.length} compradores (${tries.length} tentativas); confirmados antes do kill ${beforeKill}, no fim ${shoppers.length - unanswered.length}; ` +
        `repetiram com a mesma chave ${repeated.length} (respostas sem confirmação: ${errorsSeen.length}, status ${[...new Set(errorsSeen)].join("/")}); ` +
        `pedidos distintos confirmados ${verdict.acknowledged}, encontrados ${verdict.found}, no banco ${verdict.ordersInDatabase} ` +
        `(chaves com uma tentativa sem resposta e o pedido no banco, uma vez: ${verdict.unknownFound}); ` +
        `após o kill: ${afterKill.length} requisições, ${served.get(survivor) ?? 0} pelo sobrevivente B, ` +
        `${afterKill.filter((l) => l.upstreams.length > 1).length} repassadas pelo nginx de A para B`,
    );
    expect(verdict.problems.slice(0, 20)).toEqual([]);
    expect(unanswered.map((s) => s.tries.map((t) => t.status)).slice(0, 10), "compradores sem pedido confirmado").toEqual([]);
    expect(verdict.acknowledged).toBe(shoppers.length);
    expect(verdict.found).toBe(verdict.acknowledged);
    expect(verdict.ordersInDatabase).toBe(verdict.acknowledged);
    // Traffic went on through the survivor.
    expect(afterKill.length).toBeGreaterThan(WORKERS);
    expect(served.get(survivor)).toBe(afterKill.length);
    expect(shoppers.length - unanswered.length).toBeGreaterThan(beforeKill);
    expect(errorLines(cluster.apps[1]!), "erros no log de B").toEqual([]);
  });
});
