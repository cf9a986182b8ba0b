// Pix collection (issue 36) on the shop as it runs for real: two app processes
// behind nginx, one PostgreSQL database, one fake PSP speaking the API Pix over
// mutual TLS. Orders are placed through nginx and marked entregue through the
// admin's bulk bar, so each create-charge job is written by the app in the
// delivery's transaction.
//  - 20 orders are delivered while both workers hang inside PUT /cobv, and one
//    process is killed with SIGKILL there and restarted: after the survivor
//    and the restarted process finish the jobs (the killed attempt returns
//    when the queue expires it, 1 to 3 minutes later), each of those orders has
//    exactly one charge. That wait is spent on the next part:
//  - 200 orders delivered, charged, and paid at once by the PSP, each webhook
//    through nginx to whichever process: 200 pago, each with exactly one paid
//    event and one charge.
import { afterAll, beforeAll, expect, it } from "vitest";
import { Client, describeWithPostgres } from "../security/support/app";
import { catalogOf } from "../security/support/shop";
import { resourcesForAll } from "../e2e/support/fixtures";
import { makeTestCertificates, type TestCertificates } from "../fakes/pix-provider/certificates";
import { type FakePixProvider, startFakePixProvider } from "../fakes/pix-provider/fake-pix-provider";
import { type Cluster, errorLines, startCluster } from "./support/cluster";
import { bulk, placeOrders, signInAdmin, waitUntil } from "./support/orders";

const ORDERS = 200;
/** Orders marked entregue while a process is killed inside a charge's creation. */
const KILL_SET = 20;
const SECRET = "segredo-do-webhook-pix-cluster-0123456789";
const PIX_KEY = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";
const CREATE_JOB = "payments.pix-create-charge";

describeWithPostgres("cobrança Pix com dois processos (nginx, PostgreSQL, PSP falso com mTLS)", () => {
  const resources = resourcesForAll(180_000);
  let certificates: TestCertificates;
  let fake: FakePixProvider;
  let cluster: Cluster;

  beforeAll(async () => {
    certificates = await resources.start(Promise.resolve(makeTestCertificates()), (c) => c.remove());
    fake = await resources.start(startFakePixProvider({ certificates }), (f) => f.stop());
    cluster = await startCluster(resources, {
      env: {
        ...fake.shopEnv({ key: PIX_KEY, webhookSecret: SECRET }),
        // The shortest poll the app accepts: each process's worker takes one job per poll.
        JOBS_POLL_INTERVAL_SECONDS: "0.5",
      },
    });
    // Both processes register the webhook at start (a job): the PSP calls nginx.
    await waitUntil("registro do webhook", 60_000, () =>
      Promise.resolve(fake.webhooks.get(PIX_KEY)?.webhookUrl === `${cluster.url}/webhooks/pix/${SECRET}`),
    );
  });

  afterAll(() => {
    // Every request the shop sent, every answer and callback of the fake, valid against openapi.yaml.
    fake?.expectNoViolations();
  });

  /** Orders placed through nginx, confirmed and shipped by the admin (two bulk posts per step: both processes). */
  async function shippedOrders(count: number): Promise<string[]> {
    const placed = await placeOrders(cluster.url, productIds, count);
    const rows = await cluster.pg.sql<
      { id: string }[]
    >`SELECT id FROM orders WHERE number IN ${cluster.pg.sql(placed.map((p) => p.number))}`;
    expect(rows).toHaveLength(count);
    const ids = rows.map((r) => r.id);
    const halves = [ids.slice(0, Math.ceil(count / 2)), ids.slice(Math.ceil(count / 2))];
    for (const half of halves) await bulk(admin, "confirm", half);
    for (const half of halves) await bulk(admin, "ship", half, { transportadora: "own" });
    return ids;
  }

  /** Marks `ids` entregue (two bulk posts) and checks each delivery wrote its create-charge job. */
  async function deliver(ids: string[]) {
    const half = Math.ceil(ids.length / 2);
    for (const part of [ids.slice(0, half), ids.slice(half)]) await bulk(admin, "deliver", part);
    const [row] = await cluster.pg.sql<{ delivered: number; jobs: number }[]>`
      SELECT (SELECT count(*)::int FROM orders WHERE id IN ${cluster.pg.sql(ids)} AND status = 'delivered') AS delivered,
             (SELECT count(DISTINCT data->>'orderId')::int FROM pgboss.job WHERE name = ${CREATE_JOB} AND data->>'orderId' IN ${cluster.pg.sql(ids)}) AS jobs`;
    expect(row).toEqual({ delivered: ids.length, jobs: ids.length });
  }

  /** Per order of `ids`: its charges in pix_charges (txid and status). */
  const chargesOf = (ids: string[]) =>
    cluster.pg.sql<{ order_id: string; txid: string; status: string; n: number }[]>`
      SELECT order_id, min(txid) AS txid, min(status) AS status, count(*)::int AS n FROM pix_charges WHERE order_id IN ${cluster.pg.sql(ids)} GROUP BY order_id`;

  async function allCharged(what: string, ids: string[], timeoutMs: number): Promise<number> {
    return waitUntil(
      what,
      timeoutMs,
      async () => {
        const [row] = await cluster.pg.sql<{ charges: number; pending: number }[]>`
          SELECT (SELECT count(*)::int FROM pix_charges WHERE order_id IN ${cluster.pg.sql(ids)} AND status = 'ATIVA') AS charges,
                 (SELECT count(*)::int FROM pgboss.job WHERE name = ${CREATE_JOB} AND data->>'orderId' IN ${cluster.pg.sql(ids)} AND state < 'completed') AS pending`;
        return (
          (row!.charges === ids.length && row!.pending === 0) || `${row!.charges} cobranças, ${row!.pending} trabalhos pendentes`
        );
      },
      1_000,
    );
  }

  const cobvCalls = () => fake.requests.filter((r) => r.operation === "PUT /cobv/{txid}").length;
  let productIds: number[];
  let admin: Client;
  /** Delivered while a process was killed inside PUT /cobv; checked last (the killed attempt returns only when it expires). */
  let killSet: string[] = [];
  let killedAt = 0;

  it("a process is killed with SIGKILL inside PUT /cobv while charges are being created, and restarted", async () => {
    productIds = (await catalogOf(new Client(cluster.url))).productIds;
    admin = await signInAdmin(cluster.url);
    killSet = await shippedOrders(KILL_SET);
    // The first two PUT /cobv hang: each process's one worker sits inside its call (a worker
    // runs one job at a time, so the second hang is the other process's).
    fake.failNext(2, { kind: "hang" }, "PUT /cobv/{txid}");
    const before = cobvCalls();
    await deliver(killSet);
    await waitUntil("duas chamadas PUT /cobv penduradas", 60_000, () => Promise.resolve(cobvCalls() - before >= 2), 50);
    const victim = cluster.apps[0]!;
    victim.process.kill("SIGKILL");
    await victim.exited;
    killedAt = Date.now();
    await cluster.startAgain(0);
    console.log(
      `[pix cluster] A morto (SIGKILL) dentro de PUT /cobv com ${KILL_SET} pedidos entregues; reiniciado em ${Date.now() - killedAt} ms`,
    );
  });

  it("200 delivered orders paid at once → 200 pago, each with exactly one paid event and one charge", async () => {
    const t0 = Date.now();
    const orderIds = await shippedOrders(ORDERS);
    const placedMs = Date.now() - t0;
    const t1 = Date.now();
    await deliver(orderIds);
    const chargedMs = await allCharged("uma cobrança ATIVA por pedido entregue", orderIds, 240_000);
    const charges = await chargesOf(orderIds);
    expect(charges.filter((c) => c.n !== 1 || !fake.charges.has(c.txid))).toEqual([]);

    const t2 = Date.now();
    // All at once: 200 payments, 200 callbacks racing through nginx to both processes.
    const paid = await Promise.all(charges.map((c) => fake.pay(c.txid)));
    const callbacksMs = Date.now() - t2;
    // A callback the shop did not answer within the PSP's 5 s is sent again, as PSPs do (it may
    // have been processed already: the repeat must change nothing).
    const unanswered = paid.filter((p) => p.callback?.status !== 200);
    const resent = await Promise.all(
      unanswered.map(async (p) => {
        for (let attempt = 1; ; attempt++) {
          const res = await fetch(`${cluster.url}/webhooks/pix/${SECRET}/pix`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ pix: [p.pix] }),
            signal: AbortSignal.timeout(30_000),
          }).catch(() => null);
          if (res?.status === 200 || attempt >= 3) return res?.status ?? 0;
        }
      }),
    );
    expect(resent.filter((status) => status !== 200)).toEqual([]);
    const settledMs = await waitUntil(
      "200 pedidos pagos",
      240_000,
      async () => {
        const [row] = await cluster.pg.sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM orders WHERE id IN ${cluster.pg.sql(orderIds)} AND payment_status = 'paid'`;
        return row!.n === ORDERS || `${row!.n} pagos`;
      },
      500,
    );
    const events = await cluster.pg.sql<{ order_id: string; n: number }[]>`
      SELECT o.id AS order_id, count(e.id)::int AS n FROM orders o
        LEFT JOIN order_events e ON e.order_id = o.id AND e.field = 'payment_status' AND e.to_value = 'paid'
       WHERE o.id IN ${cluster.pg.sql(orderIds)} GROUP BY o.id`;
    const after = await cluster.pg.sql<
      { order_id: string; status: string; e2eid: string | null; amount_paid_cents: number; amount_due_cents: number }[]
    >`
      SELECT order_id, status, e2eid, amount_paid_cents, amount_due_cents FROM pix_charges WHERE order_id IN ${cluster.pg.sql(orderIds)}`;
    const e2eids = new Map(paid.map((p) => [p.pix.txid, p.pix.endToEndId]));
    const txidOf = new Map(charges.map((c) => [c.order_id, c.txid]));
    console.log(
      `[pix cluster] ${ORDERS} pedidos feitos, confirmados e enviados em ${placedMs} ms; entregues em lote: ${ORDERS} cobranças em ${Math.round((t2 - t1) / 1000)} s (a última ${chargedMs} ms após o último lote); ` +
        `${ORDERS} Pix pagos de uma vez: callbacks respondidos em ${callbacksMs} ms (${unanswered.length} sem resposta em 5 s, reenviados), todos pagos ${callbacksMs + settledMs} ms após o primeiro pagamento`,
    );
    expect(events).toHaveLength(ORDERS);
    expect(events.filter((e) => e.n !== 1)).toEqual([]);
    expect(after).toHaveLength(ORDERS);
    expect(after.filter((c) => c.status !== "CONCLUIDA" || c.amount_paid_cents !== c.amount_due_cents)).toEqual([]);
    expect(after.filter((c) => c.e2eid !== e2eids.get(txidOf.get(c.order_id)!))).toEqual([]);
  });

  it("after the survivor and the restarted process finish the jobs, every order delivered during the kill has exactly one charge", async () => {
    expect(killSet).toHaveLength(KILL_SET);
    // The killed attempt comes back when the queue's supervisor expires it (expireInSeconds 60), then its retry.
    await allCharged("uma cobrança ATIVA por pedido entregue durante o kill", killSet, 330_000);
    const charges = await chargesOf(killSet);
    console.log(
      `[pix cluster] pedidos entregues durante o kill: todos com cobrança ${Math.round((Date.now() - killedAt) / 1000)} s após o kill`,
    );
    expect(charges).toHaveLength(KILL_SET);
    expect(charges.filter((c) => c.n !== 1)).toEqual([]);
    // At the PSP: one charge per order, under that order's txid, and no other.
    expect(charges.filter((c) => fake.charges.get(c.txid)?.status !== "ATIVA").map((c) => c.txid)).toEqual([]);
    expect(fake.charges.size).toBe(KILL_SET + ORDERS);
    const [failed] = await cluster.pg.sql<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${CREATE_JOB} AND state = 'failed'`;
    expect(failed!.n).toBe(0);
    for (const app of cluster.apps) expect(errorLines(app), `erros no log de ${app.name}`).toEqual([]);
  });
});
