// A burst of concurrent orders, the server SIGKILLed in the middle, a restart:
// every order the shoppers saw acknowledged is in the database, whole and
// exactly once; no half-written order exists; a retry with the same
// idempotency key gets the same order. On PGlite (the killed process's lock
// file is taken over) and on PostgreSQL.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  Client,
  createPostgresDatabase,
  describeWithPostgres,
  type RunningServer,
  startAppServer,
  type TestPostgres,
} from "../security/support/app";
import { catalogOf } from "../security/support/shop";
import { type Placed, placeOne, readOrdersPglite, readOrdersPostgres, verify } from "./support/shoppers";
import { resourcesForAll } from "../e2e/support/fixtures";

const WORKERS = 24;

/** Shoppers keep ordering until the server dies under them; returns what each saw. */
async function burstUntilKilled(
  server: RunningServer,
  productIds: number[],
  killAfterMs: number,
): Promise<{ placed: Placed[]; killedAt: number }> {
  const placed: Placed[] = [];
  let dead = false;
  const workers = Array.from({ length: WORKERS }, async (_, w) => {
    while (!dead) {
      const p = await placeOne(server.url, productIds, w % 2 ? "funnel" : "checkout");
      placed.push(p);
      if (p.outcome === "unknown") break;
    }
  });
  await new Promise((r) => setTimeout(r, killAfterMs));
  const killedAt = placed.length;
  server.process.kill("SIGKILL");
  dead = true;
  await server.stop();
  await Promise.all(workers);
  return { placed, killedAt };
}

function report(label: string, verdict: ReturnType<typeof verify>) {
  console.log(
    `[kill -9 ${label}] confirmados ao cliente: ${verdict.acknowledged}, encontrados após reiniciar: ${verdict.found}; ` +
      `em voo (sem resposta): ${verdict.unknown}, desses gravados: ${verdict.unknownFound}; pedidos no banco: ${verdict.ordersInDatabase}; problemas: ${verdict.problems.length}`,
  );
}

async function retriesAnswerTheSame(server: RunningServer, placed: Placed[], productIds: number[]) {
  // The same keys again (a shopper pressing the button after the outage): same orders, no new rows.
  const again = placed.filter((p) => p.outcome !== "refused").slice(0, 10);
  const answers = await Promise.all(again.map((p) => placeOne(server.url, productIds, p.kind, p)));
  for (const a of answers) expect(a.outcome, `repetição de ${a.key}: ${a.status}`).toBe("acknowledged");
  return answers;
}

describe("kill -9 during simultaneous orders (PGlite)", () => {
  let server: RunningServer | undefined;

  const resources = resourcesForAll();
  it("nothing confirmed is lost, nothing is half-written, and the dead process's lock is taken over", async () => {
    server = await resources.start(startAppServer({ trustProxy: true }), (s) => s.stop());
    const dataDir = server.dataDir;
    const productIds = (await catalogOf(new Client(server.url))).productIds;
    const { placed } = await burstUntilKilled(server, productIds, 2_500);
    // The dead process's lock is still there, naming a pid that no longer runs.
    const lock = path.join(dataDir, "server.lock");
    expect(fs.existsSync(lock)).toBe(true);
    expect(Number(fs.readFileSync(lock, "utf8"))).toBe(server.process.pid);

    server = await resources.start(startAppServer({ dataDir, trustProxy: true }), (s) => s.stop());
    expect(Number(fs.readFileSync(lock, "utf8"))).toBe(server.process.pid);
    const retried = await retriesAnswerTheSame(server, placed, productIds);
    expect(await server.stop()).toBe(0);
    server = undefined;

    const verdict = verify([...placed, ...retried], await readOrdersPglite(dataDir));
    report("PGlite", verdict);
    expect(verdict.acknowledged).toBeGreaterThan(10);
    expect(verdict.problems).toEqual([]);
    expect(verdict.found).toBe(verdict.acknowledged);
  });
});

describeWithPostgres("kill -9 durante pedidos simultâneos (PostgreSQL)", () => {
  let pg: TestPostgres;
  let server: RunningServer | undefined;

  const resources = resourcesForAll();
  it("nothing confirmed is lost, nothing is half-written", async () => {
    pg = await resources.start(createPostgresDatabase("lift_res"), (pg) => pg.drop());
    server = await resources.start(startAppServer({ databaseUrl: pg.url, trustProxy: true }), (s) => s.stop());
    const productIds = (await catalogOf(new Client(server.url))).productIds;
    const { placed } = await burstUntilKilled(server, productIds, 2_500);

    server = await resources.start(startAppServer({ databaseUrl: pg.url, trustProxy: true }), (s) => s.stop());
    const retried = await retriesAnswerTheSame(server, placed, productIds);
    const verdict = verify([...placed, ...retried], await readOrdersPostgres(pg.sql));
    report("PostgreSQL", verdict);
    expect(verdict.acknowledged).toBeGreaterThan(10);
    expect(verdict.problems).toEqual([]);
    expect(verdict.found).toBe(verdict.acknowledged);
  });
});
