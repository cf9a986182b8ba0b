// Pix collection (issue 36) on the shop as it runs for real: two app processes
// behind nginx, one PostgreSQL database, one fake PSP speaking the API Pix over
// mutual TLS. 200 orders are placed and marked entregue through the admin's
// bulk bar (so each create-charge job is written by the app, in the delivery's
// transaction), and one process is killed with SIGKILL while it is inside a
// PUT /cobv: after the survivor and the restarted process finish the jobs,
// every delivered order has exactly one charge. Then the PSP pays all 200 at
// once, each webhook through nginx to whichever process: 200 orders pago, each
// with exactly one paid event and one charge.
import { afterAll, beforeAll, expect, it } from "vitest";
import { Client, describeWithPostgres } from "../security/support/app";
import { catalogOf } from "../security/support/shop";
import { resourcesForAll } from "../e2e/support/fixtures";
import { makeTestCertificates, type TestCertificates } from "../fakes/pix-provider/certificates";
import { type FakePixProvider, startFakePixProvider } from "../fakes/pix-provider/fake-pix-provider";
import { type Cluster, errorLines, startCluster } from "./support/cluster";
import { bulk, placeOrders, signInAdmin, waitUntil } from "./support/orders";

const ORDERS = 200;
const SECRET = "segredo-do-webhook-pix-cluster-0123456789";
const PIX_KEY = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";
const CREATE_JOB = "payments.pix-create-charge";

describeWithPostgres("cobrança Pix com dois processos (nginx, PostgreSQL, PSP falso com mTLS)", () => {
  const resources = resourcesForAll(180_000);
  let certificates: TestCertificates;
  let fake: FakePixProvider;
  let cluster: Cluster;
  let orderIds: string[] = [];

  beforeAll(async () => {
    certificates = await resources.start(Promise.resolve(makeTestCertificates()), (c) => c.remove());
    fake = await resources.start(startFakePixProvider({ certificates }), (f) => f.stop());
    cluster = await startCluster(resources, {
      env: {
        PIX_API_URL: fake.apiUrl,
        PIX_OAUTH_URL: fake.oauthUrl,
        PIX_CLIENT_ID: fake.clientId,
        PIX_CLIENT_SECRET: fake.clientSecret,
        PIX_KEY,
        PIX_WEBHOOK_SECRET: SECRET,
        PIX_CLIENT_CERT: certificates.clientCertFile,
        PIX_CLIENT_KEY: certificates.clientKeyFile,
        PIX_CA_CERT: certificates.caFile,
        // The shortest poll the app accepts: each process's worker takes one job per poll.
        JOBS_POLL_INTERVAL_SECONDS: "0.5",
      },
    });
    // Both processes register the webhook at start (a job): the PSP calls nginx.
    await waitUntil("registro do webhook", 60_000, async () => fake.webhooks.get(PIX_KEY)?.webhookUrl === `${cluster.url}/webhooks/pix/${SECRET}`);
  });

  afterAll(() => {
    // Every request the shop sent, every answer and callback of the fake, valid against openapi.yaml.
    fake?.expectNoViolations();
  });

  it("a process killed with SIGKILL inside PUT /cobv leaves every delivered order with exactly one charge", async () => {
    const { productIds } = await catalogOf(new Client(cluster.url));
    const t0 = Date.now();
    const placed = await placeOrders(cluster.url, productIds, ORDERS);
    const numbers = placed.map((p) => p.number);
    const rows = await cluster.pg.sql<{ id: string; number: number }[]>`SELECT id, number FROM orders WHERE number IN ${cluster.pg.sql(numbers)}`;
    expect(rows).toHaveLength(ORDERS);
    orderIds = rows.map((r) => r.id);
    const admin = await signInAdmin(cluster.url);
    // Two bulk posts per step, so nginx hands them to both processes.
    const halves = [orderIds.slice(0, ORDERS / 2), orderIds.slice(ORDERS / 2)];
    for (const half of halves) await bulk(admin, "confirm", half);
    for (const half of halves) await bulk(admin, "ship", half, { transportadora: "own" });
    const placedMs = Date.now() - t0;

    // The first two PUT /cobv hang: each process's one worker sits inside its call (a worker
    // runs one job at a time, so the second hang is the other process's).
    fake.failNext(2, { kind: "hang" }, "PUT /cobv/{txid}");
    const cobvCalls = () => fake.requests.filter((r) => r.operation === "PUT /cobv/{txid}").length;
    const callsBefore = cobvCalls();
    const t1 = Date.now();
    for (const half of halves) await bulk(admin, "deliver", half);
    const [delivered] = await cluster.pg.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM orders WHERE id IN ${cluster.pg.sql(orderIds)} AND status = 'delivered'`;
    expect(delivered!.n).toBe(ORDERS);
    // Each delivery wrote its job in the same transaction.
    const [jobs] = await cluster.pg.sql<{ n: number }[]>`
      SELECT count(DISTINCT data->>'orderId')::int AS n FROM pgboss.job WHERE name = ${CREATE_JOB} AND data->>'orderId' IN ${cluster.pg.sql(orderIds)}`;
    expect(jobs!.n).toBe(ORDERS);

    await waitUntil("duas chamadas PUT /cobv penduradas", 60_000, async () => cobvCalls() - callsBefore >= 2, 50);
    const victim = cluster.apps[0]!;
    victim.process.kill("SIGKILL");
    await victim.exited;
    const killedAt = Date.now();
    await cluster.startAgain(0);
    const restartedMs = Date.now() - killedAt;

    // The killed attempt comes back when the queue's supervisor expires it (expireInSeconds 120), then its retry.
    const settledMs = await waitUntil(
      "uma cobrança ATIVA por pedido entregue",
      330_000,
      async () => {
        const [row] = await cluster.pg.sql<{ charges: number; pending: number }[]>`
          SELECT (SELECT count(*)::int FROM pix_charges WHERE order_id IN ${cluster.pg.sql(orderIds)} AND status = 'ATIVA') AS charges,
                 (SELECT count(*)::int FROM pgboss.job WHERE name = ${CREATE_JOB} AND state < 'completed') AS pending`;
        return (row!.charges === ORDERS && row!.pending === 0) || `${row!.charges} cobranças, ${row!.pending} trabalhos pendentes`;
      },
      1_000,
    );
    const charges = await cluster.pg.sql<{ order_id: string; txid: string; n: number }[]>`
      SELECT order_id, min(txid) AS txid, count(*)::int AS n FROM pix_charges WHERE order_id IN ${cluster.pg.sql(orderIds)} GROUP BY order_id`;
    const calls = cobvCalls() - callsBefore;
    console.log(
      `[pix cluster] ${ORDERS} pedidos feitos, confirmados e enviados em ${placedMs} ms; entregues em lote; A morto (SIGKILL) dentro de PUT /cobv, ` +
        `reiniciado em ${restartedMs} ms; todas as cobranças criadas ${Math.round((killedAt - t1 + settledMs) / 1000)} s após a entrega ` +
        `(${calls} chamadas PUT /cobv para ${ORDERS} cobranças; a tentativa morta volta após expirar)`,
    );
    expect(charges).toHaveLength(ORDERS);
    expect(charges.filter((c) => c.n !== 1)).toEqual([]);
    // At the PSP: one charge per order, under that order's txid, and no other.
    expect(fake.charges.size).toBe(ORDERS);
    expect(charges.filter((c) => fake.charges.get(c.txid)?.status !== "ATIVA").map((c) => c.txid)).toEqual([]);
    const [failed] = await cluster.pg.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${CREATE_JOB} AND state = 'failed'`;
    expect(failed!.n).toBe(0);
  });

  it("200 charges paid at once → 200 pago, each with exactly one paid event and one charge", async () => {
    expect(orderIds).toHaveLength(ORDERS);
    const charges = await cluster.pg.sql<{ order_id: string; txid: string }[]>`
      SELECT order_id, txid FROM pix_charges WHERE order_id IN ${cluster.pg.sql(orderIds)}`;
    const t0 = Date.now();
    // All at once: 200 payments, 200 callbacks racing through nginx to both processes.
    const paid = await Promise.all(charges.map((c) => fake.pay(c.txid)));
    const callbacksMs = Date.now() - t0;
    expect(paid.filter((p) => p.callback?.status !== 200).map((p) => [p.pix.txid, p.callback?.status, p.callback?.error])).toEqual([]);
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
    const after = await cluster.pg.sql<{ order_id: string; status: string; e2eid: string | null; amount_paid_cents: number; amount_due_cents: number }[]>`
      SELECT order_id, status, e2eid, amount_paid_cents, amount_due_cents FROM pix_charges WHERE order_id IN ${cluster.pg.sql(orderIds)}`;
    const e2eids = new Map(paid.map((p) => [p.pix.txid as string, p.pix.endToEndId as string]));
    console.log(
      `[pix cluster] ${ORDERS} Pix pagos de uma vez: callbacks respondidos em ${callbacksMs} ms, todos pagos ${settledMs + callbacksMs} ms após o primeiro pagamento`,
    );
    expect(events).toHaveLength(ORDERS);
    expect(events.filter((e) => e.n !== 1)).toEqual([]);
    expect(after).toHaveLength(ORDERS);
    expect(after.filter((c) => c.status !== "CONCLUIDA" || c.amount_paid_cents !== c.amount_due_cents)).toEqual([]);
    const txidOf = new Map(charges.map((c) => [c.order_id, c.txid]));
    expect(after.filter((c) => c.e2eid !== e2eids.get(txidOf.get(c.order_id)!))).toEqual([]);
    for (const app of cluster.apps) expect(errorLines(app), `erros no log de ${app.name}`).toEqual([]);
  });
});
