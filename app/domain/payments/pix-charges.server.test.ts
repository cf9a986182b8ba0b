// Pix charges end to end against the fake PSP (real HTTPS with mutual TLS,
// every request, answer and callback checked against openapi.yaml), on both
// engines: the admin marks entregue → the job written in that transaction
// creates the charge → the fake pays and posts the webhook to the shop's real
// route → the apply job reads the charge back → pago, once.
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { customers, orderEvents, orders, pixCharges, products } from "~/db/schema";
import { applyOrderChange } from "~/domain/orders/lifecycle/order-status.server";
import { executorFor } from "~/platform/jobs/queue.server";
import { makeTestCertificates, type TestCertificates } from "../../../tests/fakes/pix-provider/certificates";
import { type FakePixProvider, startFakePixProvider } from "../../../tests/fakes/pix-provider/fake-pix-provider";
import { describeEachDatabase } from "../../../tests/support/database";
import { type TestServices, testServices } from "../../../tests/support/services";
import { pixWebhookHandler } from "../../../server/pix-webhook";
import { createPixApi } from "./pix-api/client.server";
import { cobvTxid } from "./pix-api/cobv-request.server";
import { orderPaymentPage } from "./order-payment.server";
import { requestPixChargeAction } from "./pix-charge-admin.server";
import { applyCobv, pixChargeOf, reconcilePix } from "./pix-charges.server";
import { pixApplyJob } from "./pix-apply.job.server";
import { pixCancelChargeJob } from "./pix-cancel-charge.job.server";
import { pixCreateChargeJob } from "./pix-create-charge.job.server";
import { pixRefundJob } from "./pix-refund.job.server";
import { pixRegisterWebhookJob } from "./pix-register-webhook.job.server";

const SECRET = "segredo-do-webhook-pix-0123456789abcdef";
const PIX_KEY = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";
let certificates: TestCertificates;

beforeAll(() => {
  certificates = makeTestCertificates();
});
afterAll(() => certificates?.remove());

const job = { id: "test", retryCount: 0, retryLimit: 3, startedAt: new Date() };

describeEachDatabase("Pix charges through the API Pix", (database) => {
  let fake: FakePixProvider;
  let services: TestServices;
  let server: ServerType;
  let webhookUrl: string;
  let productId: number;

  beforeAll(async () => {
    fake = await startFakePixProvider({ certificates });
    // The shop's webhook route, served on loopback so the fake really posts to it.
    let handler: ReturnType<typeof pixWebhookHandler> | null = null;
    const app = new Hono();
    app.post("/webhooks/pix/:secret", (c) => handler!(c));
    app.post("/webhooks/pix/:secret/pix", (c) => handler!(c));
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    webhookUrl = `${origin}/webhooks/pix/${SECRET}`;
    services = testServices(database(), {
      PUBLIC_URL: origin,
      JOBS_ENABLED: "false",
      ...fake.shopEnv({ key: PIX_KEY, webhookSecret: SECRET }),
      PIX_FINE_PERCENT: "2",
      PIX_INTEREST_PERCENT_MONTH: "1",
    });
    // A short time limit, so the "no answer" case is quick.
    services.pixApi = createPixApi(services.config.pixApi!, { logger: services.logger, timeoutMs: 1500 });
    handler = pixWebhookHandler(services);
    await services.jobs.start(); // installs the queue's tables; JOBS_ENABLED=false: the test runs the jobs
    const [product] = await services.db.insert(products).values({ name: "Lift Detox", priceCents: 14700 }).returning();
    productId = product!.id;
    expect(productId).toBeGreaterThan(0);
    await pixRegisterWebhookJob.run(services, {}, job);
  });

  afterEach(() => fake.expectNoViolations());

  afterAll(async () => {
    await services?.jobs.stop();
    services?.pixApi?.close();
    await services?.mailer.stop();
    await new Promise((resolve) => server?.close(resolve));
    await fake?.stop();
  });

  /** A shipped order of its own, then marked entregue by the admin (the one writer, one transaction). */
  async function deliveredOrder(totalCents = 14_700) {
    const tag = Math.random().toString(36).slice(2, 10);
    const [customer] = await services.db
      .insert(customers)
      .values({ name: `Maria ${tag}`, email: `${tag}@example.com` })
      .returning();
    const [order] = await services.db
      .insert(orders)
      .values({
        customerId: customer!.id,
        totalCents,
        deliveryAddress: "Rua A, 1, São Paulo, SP, 01310100",
        customerName: "Maria da Silva",
        customerEmail: `${tag}@example.com`,
        customerCpf: "52998224725",
        status: "shipped",
        source: "funnel",
      })
      .returning();
    const outcome = await services.db.transaction((tx) =>
      applyOrderChange(tx, services, { orderId: order!.id, status: "delivered", paymentStatus: "pending" }, "admin"),
    );
    expect(outcome.kind).toBe("updated");
    return order!;
  }

  /** Jobs of `name` waiting in the queue, as the order's transaction wrote them. */
  async function waiting(name: string): Promise<{ id: string; data: Record<string, unknown> }[]> {
    const { rows } = await executorFor(services.db).executeSql(
      `SELECT id::text AS id, data FROM pgboss.job WHERE name = $1 AND state = 'created' ORDER BY created_on`,
      [name],
    );
    return rows as { id: string; data: Record<string, unknown> }[];
  }

  /** Runs the waiting jobs of one kind as the worker would (each once), and marks them done. */
  async function runWaiting(definition: typeof pixApplyJob): Promise<unknown[]> {
    const results = [];
    for (const row of await waiting(definition.name)) {
      results.push(await definition.run(services, row.data, job));
      await executorFor(services.db).executeSql(`UPDATE pgboss.job SET state = 'completed' WHERE id = $1::uuid`, [row.id]);
    }
    return results;
  }

  async function paidEvents(orderId: string): Promise<number> {
    const [row] = await services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.field, "payment_status"), eq(orderEvents.toValue, "paid")));
    return Number(row!.n);
  }

  async function orderRow(orderId: string) {
    const [row] = await services.db.select().from(orders).where(eq(orders.id, orderId));
    return row!;
  }

  it("registers the webhook for the shop's key at start", () => {
    expect(fake.webhooks.get(PIX_KEY)?.webhookUrl).toBe(webhookUrl);
  });

  it("delivered → create job → one charge → paid → webhook → apply job → pago once, with e2eid, payer and time", async () => {
    const order = await deliveredOrder();
    const created = await waiting("payments.pix-create-charge");
    expect(created.filter((j) => j.data.orderId === order.id)).toHaveLength(1);
    await runWaiting(pixCreateChargeJob);

    const txid = cobvTxid(order.id);
    const charge = await pixChargeOf(services.db, order.id);
    expect(charge).toMatchObject({ txid, status: "ATIVA", amountDueCents: 14_700 });
    expect(charge!.pixCopiaECola).toMatch(/^000201/);
    expect(fake.charges.get(txid)?.body.valor).toMatchObject({ original: "147.00", multa: { valorPerc: "2.00" } });

    const { pix, callback } = await fake.pay(txid);
    expect(callback?.url).toBe(`${webhookUrl}/pix`);
    expect(callback?.status).toBe(200);
    // The webhook only wrote a job: nothing is paid on its word.
    expect((await orderRow(order.id)).paymentStatus).toBe("pending");
    await runWaiting(pixApplyJob);

    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({ paymentStatus: "paid", paymentMethod: "pix" });
    expect(paid.paidAt?.toISOString()).toBe(new Date(pix.horario).toISOString());
    expect(await pixChargeOf(services.db, order.id)).toMatchObject({
      status: "CONCLUIDA",
      e2eid: pix.endToEndId,
      amountPaidCents: 14_700,
      payerName: "Maria da Silva",
      mismatch: null,
    });
    expect(await paidEvents(order.id)).toBe(1);
  });

  it("N duplicate and out-of-order webhooks → one apply job per Pix, exactly 1 paid event", async () => {
    const order = await deliveredOrder();
    await runWaiting(pixCreateChargeJob);
    const txid = cobvTxid(order.id);
    const { pix } = await fake.pay(txid, { webhook: "drop" });
    const body = JSON.stringify({ pix: [pix] });
    const post = (path: string) =>
      fetch(`${webhookUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body });
    const answers = await Promise.all([post("/pix"), post("/pix"), post(""), post("/pix"), post("")]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await waiting("payments.pix-apply")).filter((j) => j.data.txid === txid)).toHaveLength(1);
    await runWaiting(pixApplyJob);
    // Late repeats, after it was applied: the job runs again and changes nothing.
    for (let i = 0; i < 3; i++) await pixApplyJob.run(services, { txid }, job);
    expect(await paidEvents(order.id)).toBe(1);
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
  });

  it("a forged webhook (wrong secret) is refused with 401 and writes nothing", async () => {
    const order = await deliveredOrder();
    await runWaiting(pixCreateChargeJob);
    const txid = cobvTxid(order.id);
    const forged = {
      pix: [{ endToEndId: "E99999008202611281200abcdefghijk", txid, valor: "147.00", horario: new Date().toISOString() }],
    };
    const answer = await fetch(`${webhookUrl.replace(SECRET, `${SECRET.slice(0, -1)}x`)}/pix`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(forged),
    });
    expect(answer.status).toBe(401);
    expect((await waiting("payments.pix-apply")).filter((j) => j.data.txid === txid)).toHaveLength(0);
    // With the right secret but a charge that was never paid: the PSP's answer (ATIVA) decides, not the body.
    const claimed = await fetch(`${webhookUrl}/pix`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(forged),
    });
    expect(claimed.status).toBe(200);
    await runWaiting(pixApplyJob);
    expect((await orderRow(order.id)).paymentStatus).toBe("pending");
    expect(await pixChargeOf(services.db, order.id)).toMatchObject({ status: "ATIVA", e2eid: null });
  });

  it("a wrong amount is recorded on the charge for the admin, and the order is not paid", async () => {
    const order = await deliveredOrder();
    await runWaiting(pixCreateChargeJob);
    await fake.pay(cobvTxid(order.id), { amountCents: 10_000 });
    await runWaiting(pixApplyJob);
    const charge = await pixChargeOf(services.db, order.id);
    expect(charge).toMatchObject({ status: "CONCLUIDA", amountPaidCents: 10_000 });
    expect(charge!.mismatch).toMatch(/R\$\s100,00.*R\$\s147,00/);
    expect((await orderRow(order.id)).paymentStatus).toBe("pending");
    expect(await paidEvents(order.id)).toBe(0);
  });

  it("a webhook that never arrives is caught by reconciliation (GET /pix), through the same rule", async () => {
    const order = await deliveredOrder();
    await runWaiting(pixCreateChargeJob);
    await fake.pay(cobvTxid(order.id), { webhook: "drop" });
    expect(await waiting("payments.pix-apply")).toHaveLength(0);
    const result = await reconcilePix(services, new Date(), { force: true });
    expect(result.ran).toBe(true);
    expect(result.applied).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    // A second pass over the same window pays nothing twice.
    await reconcilePix(services, new Date(), { force: true });
    expect(await paidEvents(order.id)).toBe(1);
    // Within the interval, a tick does nothing.
    expect((await reconcilePix(services, new Date())).ran).toBe(false);
  });

  it("an expired token is fetched again; 5xx and a timeout fail the attempt and the retry makes one charge", async () => {
    const order = await deliveredOrder();
    const txid = cobvTxid(order.id);
    const [created] = (await waiting("payments.pix-create-charge")).filter((j) => j.data.orderId === order.id);
    fake.expireTokens();
    fake.failNext(1, { kind: "status", status: 503 }, "PUT /cobv/{txid}");
    await expect(pixCreateChargeJob.run(services, created!.data, job)).rejects.toMatchObject({ retryable: true, status: 503 });
    expect((await pixChargeOf(services.db, order.id))?.lastError).toContain("503");
    fake.failNext(1, { kind: "hang" }, "PUT /cobv/{txid}");
    await expect(pixCreateChargeJob.run(services, created!.data, job)).rejects.toMatchObject({
      kind: "timeout",
      retryable: true,
    });
    await pixCreateChargeJob.run(services, created!.data, job);
    expect(await pixChargeOf(services.db, order.id)).toMatchObject({ status: "ATIVA", lastError: null });
    expect([...fake.charges.keys()].filter((k) => k === txid)).toHaveLength(1);
    expect(fake.charges.get(txid)!.revisao).toBe(0);
    await runWaiting(pixCreateChargeJob);
  });

  it("an answer lost after the PSP made the charge: the retry PUTs the same txid, still one charge; a worker killed before recording too", async () => {
    const order = await deliveredOrder();
    const txid = cobvTxid(order.id);
    fake.failNext(1, { kind: "drop-after-processing" }, "PUT /cobv/{txid}");
    const before = fake.charges.size;
    await expect(runWaiting(pixCreateChargeJob)).rejects.toMatchObject({ retryable: true });
    expect(fake.charges.size).toBe(before + 1);
    expect((await pixChargeOf(services.db, order.id))?.status).toBe("creating");
    // pg-boss retries it (or another process does, after this one died).
    await pixCreateChargeJob.run(services, { orderId: order.id }, job);
    expect(fake.charges.size).toBe(before + 1);
    expect((await pixChargeOf(services.db, order.id))?.status).toBe("ATIVA");
    // Paid in the meantime, then the job runs once more: PUT answers 400, the job reads it and records it paid.
    await fake.pay(txid, { webhook: "drop" });
    await services.db.update(pixCharges).set({ status: "creating" }).where(eq(pixCharges.orderId, order.id));
    const again = await pixCreateChargeJob.run(services, { orderId: order.id }, job);
    expect(again).toMatchObject({ kind: "created", status: "CONCLUIDA" });
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    expect(await paidEvents(order.id)).toBe(1);
    expect(fake.charges.size).toBe(before + 1);
  });

  it("cancellation removes the charge at the PSP; a paid charge cannot be cancelled and is applied instead", async () => {
    const order = await deliveredOrder();
    await runWaiting(pixCreateChargeJob);
    const txid = cobvTxid(order.id);
    await pixCancelChargeJob.run(services, { orderId: order.id }, job);
    expect(fake.charges.get(txid)?.status).toBe("REMOVIDA_PELO_USUARIO_RECEBEDOR");
    expect((await pixChargeOf(services.db, order.id))?.status).toBe("REMOVIDA_PELO_USUARIO_RECEBEDOR");
    // "Reenviar cobrança" after removal: a new txid (attempt 1), one more charge.
    await pixCreateChargeJob.run(services, { orderId: order.id, again: true }, job);
    expect(await pixChargeOf(services.db, order.id)).toMatchObject({ txid: cobvTxid(order.id, 1), status: "ATIVA", attempt: 1 });

    const paidOrder = await deliveredOrder();
    await runWaiting(pixCreateChargeJob);
    await fake.pay(cobvTxid(paidOrder.id), { webhook: "drop" });
    await pixCancelChargeJob.run(services, { orderId: paidOrder.id }, job);
    expect((await pixChargeOf(services.db, paidOrder.id))?.status).toBe("CONCLUIDA");
    expect((await orderRow(paidOrder.id)).paymentStatus).toBe("paid");
  });

  it("a refund returns the Pix that paid the order, once per refund id", async () => {
    const order = await deliveredOrder();
    await runWaiting(pixCreateChargeJob);
    const { pix } = await fake.pay(cobvTxid(order.id));
    await runWaiting(pixApplyJob);
    const refundId = `D${order.id.replace(/-/g, "")}`;
    expect(await pixRefundJob.run(services, { orderId: order.id, refundId }, job)).toMatchObject({
      kind: "requested",
      status: "EM_PROCESSAMENTO",
    });
    const received = fake.received.find((p) => p.endToEndId === pix.endToEndId);
    expect(received?.devolucoes).toHaveLength(1);
    expect(received?.devolucoes?.[0]?.valor).toBe("147.00");
    expect(await pixChargeOf(services.db, order.id)).toMatchObject({ refundedCents: 14_700, refundStatus: "EM_PROCESSAMENTO" });
    // Run again (a retry after success): nothing left to return.
    expect(await pixRefundJob.run(services, { orderId: order.id, refundId }, job)).toMatchObject({ kind: "none" });
    expect(received?.devolucoes).toHaveLength(1);
  });

  it("/pagar shows the provider's copia-e-cola, the due date and the late terms; the admin's buttons write jobs", async () => {
    const order = await deliveredOrder();
    // Before the job ran: the static code, as without the API Pix.
    expect((await orderPaymentPage(services, order.id))!.pix).toMatchObject({ charge: null });
    await runWaiting(pixCreateChargeJob);
    const charge = await pixChargeOf(services.db, order.id);
    const page = await orderPaymentPage(services, order.id);
    expect(page!.pix).toMatchObject({
      code: charge!.pixCopiaECola,
      charge: { dueDate: charge!.dueDate, terms: "Depois do vencimento: multa de 2% e juros de 1% ao mês." },
    });
    expect(page!.pix!.qrSvg).toMatch(/^<svg /);

    expect(await requestPixChargeAction(services, order.id, "refund")).toMatchObject({ ok: false, status: 409 });
    expect(await requestPixChargeAction(services, order.id, "cancel")).toMatchObject({ ok: true });
    expect((await waiting("payments.pix-cancel-charge")).filter((j) => j.data.orderId === order.id)).toHaveLength(1);
    await runWaiting(pixCancelChargeJob);
    expect((await orderPaymentPage(services, order.id))!.pix).toMatchObject({ charge: null });
    expect(await requestPixChargeAction(services, order.id, "resend")).toMatchObject({ ok: true });
    await runWaiting(pixCreateChargeJob);
    expect(await pixChargeOf(services.db, order.id)).toMatchObject({ status: "ATIVA", attempt: 1 });
  });

  it("a charge that is not ours, or not in the shop, is left alone", async () => {
    expect(
      await applyCobv(services, {
        txid: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123",
        revisao: 0,
        status: "CONCLUIDA",
        calendario: { criacao: new Date().toISOString(), dataDeVencimento: "2026-12-01" },
        valor: { original: "1.00" },
        chave: PIX_KEY,
      }),
    ).toEqual({ kind: "unknown" });
  });
});
