// WhatsApp end to end against the fake Cloud API (issue 37), on both engines:
// an order placed with the opt-in gets its "order received" template, a tap on
// "Confirmar pedido" confirms it through the one writer, shipped / delivered /
// paid each send their template once, PARAR revokes the consent and is answered
// once, statuses only move forward, forged webhooks change nothing, Meta's
// "later" answers are retried, a lost answer is never resent, and a paid order
// gets no reminder. Jobs are run by a small driver that does what pg-boss does
// with them (run, retry while retries remain), so each retry is a visible step.
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { and, asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import { formatBRL } from "~/lib/money";
import { consents, emailOutbox, orderEvents, orders, products, whatsappMessages, whatsappSettings } from "~/db/schema";
import { ORDER_MESSAGE_KINDS } from "~/domain/messaging/order-message-kinds";
import { orderReceivedMessages, type SendJobData, WHATSAPP_SEND_JOB } from "~/domain/messaging/order-messages.server";
import { createWhatsApp } from "~/domain/messaging/whatsapp/client.server";
import { catalogue } from "~/domain/messaging/whatsapp/templates";
import { signatureHeader } from "~/domain/messaging/whatsapp/webhook.server";
import { runWhatsAppSend, type SendOutcome } from "~/domain/messaging/whatsapp-send.server";
import { WHATSAPP_ACTOR } from "~/domain/messaging/whatsapp-inbound.server";
import { orderTimeline } from "~/domain/messaging/order-timeline.server";
import { applyOrderChange } from "~/domain/orders/lifecycle/order-status.server";
import { createOrderPlacer } from "~/domain/orders/placement/place-order.server";
import { sendPaymentReminders } from "~/domain/payments/reminders.server";
import { hasWhatsAppConsent } from "~/domain/privacy/consents.server";
import { describeEachDatabase } from "../tests/support/database";
import { deliveryDetails, freshIdempotencyKey } from "../tests/support/factories";
import { type TestServices, testServices } from "../tests/support/services";
import { formPost, pageGet, type RouteHandler, runTypedRoute } from "../tests/support/route-outcome";
import { type FakeWhatsApp, startFakeWhatsApp } from "../tests/fakes/whatsapp/server";
import { action as layoutAction } from "~/routes/admin/layout";
import { action as whatsAppAction, loader as whatsAppLoader } from "~/routes/admin/whatsapp";
import { WHATSAPP_WEBHOOK_PATH, whatsAppHandshake, whatsAppWebhook } from "./whatsapp-webhook";

const ADMIN_PASSWORD = "senha-do-painel-whatsapp";

describeEachDatabase("WhatsApp messages of an order's life", (database) => {
  let fake: FakeWhatsApp;
  let services: TestServices;
  let server: ServerType;
  let origin: string;
  let productId: number;
  let n = 0;

  beforeAll(async () => {
    fake = await startFakeWhatsApp();
    const app = new Hono();
    let handlers: { get: ReturnType<typeof whatsAppHandshake>; post: ReturnType<typeof whatsAppWebhook> } | null = null;
    app.get(WHATSAPP_WEBHOOK_PATH, (c) => handlers!.get(c));
    app.post(WHATSAPP_WEBHOOK_PATH, (c) => handlers!.post(c));
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    services = testServices(database(), {
      PUBLIC_URL: origin,
      JOBS_ENABLED: "false",
      BRAND_NAME: "Lift",
      WHATSAPP_API_URL: fake.url,
      WHATSAPP_PHONE_NUMBER_ID: fake.config.phoneNumberId,
      WHATSAPP_BUSINESS_ACCOUNT_ID: fake.config.businessAccountId,
      WHATSAPP_ACCESS_TOKEN: fake.config.accessToken,
      WHATSAPP_APP_SECRET: fake.config.appSecret,
      WHATSAPP_VERIFY_TOKEN: fake.config.verifyToken,
      ADMIN_PASSWORD,
    });
    handlers = { get: whatsAppHandshake(services), post: whatsAppWebhook(services) };
    fake.setWebhookUrl(`${origin}${WHATSAPP_WEBHOOK_PATH}`);
    // The catalogue on the account, approved (what `npm run whatsapp:templates` and Meta's review do).
    const admin = createWhatsApp(services.config, { logger: services.logger })!;
    for (const { template } of catalogue()) await admin.createTemplate(template);
    fake.approveTemplates();
    await services.jobs.start();
    const [product] = await services.db
      .insert(products)
      .values({ name: "Lift Detox Black", priceCents: 14700, handle: "detox-whatsapp" })
      .returning();
    productId = product!.id;
  });
  afterAll(async () => {
    await services?.jobs.stop();
    await new Promise((resolve) => server?.close(resolve));
    await fake?.close();
  });
  // Every request the shop sent was valid against Meta's OpenAPI file.
  afterEach(() => expect(fake.violations.splice(0)).toEqual([]));

  /** An order placed through the shop's order queue, with or without the WhatsApp opt-in. */
  async function place(whatsapp: boolean) {
    n++;
    const phone = `+55319${String(87650000 + n)}`;
    const result = await services.orders.place({
      source: "checkout",
      idempotencyKey: freshIdempotencyKey("wa"),
      delivery: deliveryDetails({ fullName: "Ana Lima", email: `ana${n}@example.com`, phone }),
      items: [{ productId, quantity: 1 }],
      consents: { source: "checkout", acceptedTerms: true, whatsapp },
    });
    if (!result.ok) throw new Error(result.message);
    return { id: result.orderId, number: result.number, phone, buyer: fake.phone(phone) };
  }

  type QueuedJob = { id: string; data: SendJobData; retry_count: number; retry_limit: number };
  const queued = async (state = "created") =>
    rowsOf<QueuedJob>(
      await services.db.execute(
        sql`SELECT id, data, retry_count, retry_limit FROM pgboss.job
             WHERE name = ${WHATSAPP_SEND_JOB} AND state = ${state}::pgboss.job_state AND start_after <= now() ORDER BY created_on`,
      ),
    );

  /** Runs the due send jobs once each, as the queue would: completed, or back to wait while retries remain, else failed. */
  async function drain(): Promise<SendOutcome[]> {
    const outcomes: SendOutcome[] = [];
    for (const job of await queued()) {
      let state = "completed";
      try {
        outcomes.push(
          await runWhatsAppSend(services, job.data, {
            id: job.id,
            retryCount: job.retry_count,
            retryLimit: job.retry_limit,
            startedAt: new Date(),
          }),
        );
      } catch {
        state = job.retry_count >= job.retry_limit ? "failed" : "created";
      }
      await services.db.execute(sql`UPDATE pgboss.job SET state = ${state}::pgboss.job_state,
          retry_count = retry_count + CASE WHEN ${state} = 'created' THEN 1 ELSE 0 END WHERE id = ${job.id}::uuid`);
    }
    return outcomes;
  }

  const messagesOf = (orderId: string) =>
    services.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.orderId, orderId))
      .orderBy(asc(whatsappMessages.createdAt));
  const outRow = async (orderId: string, kind: string) =>
    (await messagesOf(orderId)).find((m) => m.direction === "out" && m.kind === kind);

  async function move(orderId: string, status: string, paymentStatus: string, extra: object = {}) {
    await services.db.transaction((tx) =>
      applyOrderChange(tx, services, { orderId, status, paymentStatus, ...extra } as never, "Equipe"),
    );
  }

  it("sends nothing to a buyer without WhatsApp consent, and skips one whose consent was revoked before the send", async () => {
    const without = await place(false);
    expect(await queued()).toEqual([]);
    await move(without.id, "confirmed", "pending");
    await move(without.id, "shipped", "pending", { carrier: "correios", trackingCode: "AB123456789BR" });
    expect(await queued()).toEqual([]);
    expect(without.buyer.messages).toEqual([]);

    const revoked = await place(true);
    await services.db.update(consents).set({ revokedAt: new Date() }).where(eq(consents.orderId, revoked.id));
    expect(await drain()).toEqual([{ kind: "skipped", reason: "sem consentimento para WhatsApp" }]);
    expect(revoked.buyer.messages).toEqual([]);
    expect((await outRow(revoked.id, "orderReceived"))?.status).toBe("skipped");
  });

  it("asks the buyer to confirm with the right template; the tap confirms the order as 'cliente (WhatsApp)', once", async () => {
    const order = await place(true);
    expect(await drain()).toMatchObject([{ kind: "sent" }]);
    const message = order.buyer.lastMessage();
    expect(message.template?.name).toBe("pedido_recebido_confirmar");
    expect(message.template?.params).toEqual({
      nome: "Ana",
      loja: "Lift",
      numero_pedido: String(order.number),
      valor: formatBRL(14700),
      endereco: expect.stringContaining("Rua A, 1") as string,
    });
    expect(message.template?.payloads).toEqual([`confirm:${order.id}`]);
    expect(message.template?.urlSuffixes[0]).toMatch(new RegExp(`^${order.id}\\?exp=\\d+&sig=`));
    expect((await outRow(order.id, "orderReceived"))?.wamid).toBe(message.id);

    const tap = await order.buyer.tapButton(message.id, "Confirmar pedido");
    expect(tap.status).toBe(200);
    const [row] = await services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("confirmed");
    const events = async () =>
      (await services.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => [
        e.field,
        e.toValue,
        e.actor,
      ]);
    expect(await events()).toEqual([
      ["confirmation", "confirmed", WHATSAPP_ACTOR],
      ["status", "confirmed", WHATSAPP_ACTOR],
    ]);
    // Meta delivers the same webhook again: nothing changes.
    const again = await fake.deliverWebhook(tap.payload);
    expect(again.status).toBe(200);
    expect(await events()).toHaveLength(2);
    expect((await messagesOf(order.id)).filter((m) => m.direction === "in")).toHaveLength(1);
    // The message is not sent twice either: the job is keyed, and its row is final.
    expect(await drain()).toEqual([]);
    expect(order.buyer.messages).toHaveLength(1);
  });

  it("sends shipped, delivered and paid with their values, each once; statuses only move forward", async () => {
    const order = await place(true);
    await drain();
    await move(order.id, "confirmed", "pending");
    await move(order.id, "shipped", "pending", { carrier: "correios", trackingCode: "AB123456789BR" });
    await drain();
    expect(order.buyer.lastMessage().template).toMatchObject({
      name: "pedido_enviado",
      params: { nome: "Ana", numero_pedido: String(order.number), transportadora: "Correios", codigo_rastreio: "AB123456789BR" },
    });
    await move(order.id, "delivered", "pending");
    await drain();
    const delivered = order.buyer.lastMessage();
    expect(delivered.template?.name).toBe("pedido_entregue");
    expect(delivered.template?.params).toMatchObject({
      valor: formatBRL(14700),
      vencimento: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/) as string,
    });
    expect(delivered.template?.urlSuffixes[0]).toMatch(new RegExp(`^${order.id}\\?exp=`));
    await move(order.id, "delivered", "paid");
    await drain();
    expect(order.buyer.lastMessage().template?.name).toBe("pagamento_recebido");
    expect(order.buyer.messages.map((m) => m.template?.name)).toEqual([
      "pedido_recebido_confirmar",
      "pedido_enviado",
      "pedido_entregue",
      "pagamento_recebido",
    ]);

    // Out of order and repeated: delivered, then a late "sent", then read twice.
    const wamid = delivered.id;
    await order.buyer.status(wamid, "delivered");
    await order.buyer.status(wamid, "sent");
    expect((await outRow(order.id, "delivered"))?.status).toBe("delivered");
    await order.buyer.status(wamid, "read");
    await order.buyer.status(wamid, "read");
    await order.buyer.status(wamid, "failed", { code: 131026, title: "Message undeliverable" });
    const row = await outRow(order.id, "delivered");
    expect([row?.status, row?.deliveredAt !== null, row?.readAt !== null, row?.error]).toEqual(["read", true, true, null]);

    // The admin's page reads it all, oldest first.
    const timeline = await orderTimeline(services, order.id);
    expect(timeline.map((t) => [t.direction, t.label, t.status])).toEqual([
      ["out", "Pedido recebido (confirmar)", "sent"],
      ["out", "Pedido enviado", "sent"],
      ["out", "Pedido entregue (pagamento)", "read"],
      ["out", "Pagamento recebido", "sent"],
    ]);
  });

  it("PARAR revokes the WhatsApp consent, is answered once, and stops later messages; other text is kept", async () => {
    const order = await place(true);
    await drain();
    await order.buyer.sendText("Chega amanhã?");
    await order.buyer.sendText("parar");
    expect(await hasWhatsAppConsent(services.db, order.id)).toBe(false);
    await drain();
    expect(order.buyer.lastMessage()).toMatchObject({ type: "text", outsideWindow: false });
    expect(order.buyer.lastMessage().text).toContain("não vai mais receber");
    await order.buyer.sendText("PARAR");
    await drain();
    expect(order.buyer.messages.filter((m) => m.type === "text")).toHaveLength(1);
    await move(order.id, "confirmed", "pending");
    await move(order.id, "shipped", "pending", { carrier: "correios", trackingCode: "AB123456789BR" });
    expect(await queued()).toEqual([]);
    const replies = (await orderTimeline(services, order.id)).filter((t) => t.direction === "in").map((t) => t.text);
    expect(replies).toEqual(["Chega amanhã?", "parar", "PARAR"]);
  });

  it("refuses a forged or missing signature with 401 and changes nothing; answers the handshake only with the token", async () => {
    const order = await place(true);
    await drain();
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: fake.config.businessAccountId,
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: "5511930001000", phone_number_id: fake.config.phoneNumberId },
                messages: [
                  {
                    from: order.phone.slice(1),
                    id: `wamid.forged${n}`,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: "button",
                    button: { payload: `confirm:${order.id}`, text: "Confirmar pedido" },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const post = (headers: Record<string, string>) =>
      fetch(`${origin}${WHATSAPP_WEBHOOK_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
      });
    expect((await post({ "x-hub-signature-256": signatureHeader(body, "not-the-app-secret") })).status).toBe(401);
    expect((await post({})).status).toBe(401);
    expect((await post({ "x-hub-signature-256": "sha256=zz" })).status).toBe(401);
    const status = async () => (await services.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status;
    expect(await status()).toBe("new");
    expect((await messagesOf(order.id)).filter((m) => m.direction === "in")).toEqual([]);
    // The same bytes signed with the app secret do confirm (the refusal was the signature's).
    expect((await post({ "x-hub-signature-256": signatureHeader(body, fake.config.appSecret) })).status).toBe(200);
    expect(await status()).toBe("confirmed");

    const handshake = (token: string) =>
      fetch(`${origin}${WHATSAPP_WEBHOOK_PATH}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
    const ok = await handshake(fake.config.verifyToken);
    expect([ok.status, await ok.text()]).toEqual([200, "1158201444"]);
    expect((await handshake("wrong")).status).toBe(403);
  });

  it("retries Meta's 5xx and rate limits, waits as long as Meta asks, and sends once", async () => {
    const order = await place(true);
    const [job] = await queued();
    expect([job?.retry_limit]).toEqual([5]);
    fake.failNext(1, { kind: "server-error" });
    expect(await drain()).toEqual([]);
    expect((await outRow(order.id, "orderReceived"))?.status).toBe("retry");
    fake.failNext(1, { kind: "rate-limit", code: 131056 });
    expect(await drain()).toEqual([]);
    expect(await drain()).toMatchObject([{ kind: "sent" }]);
    expect(order.buyer.messages).toHaveLength(1);
    expect((await outRow(order.id, "orderReceived"))?.attempts).toBe(3);

    // Meta asks for 5 minutes: a job for then, none before.
    const later = await place(true);
    fake.failNext(1, { kind: "rate-limit", code: 80007, regainMinutes: 5 });
    const [deferred] = await drain();
    expect(deferred?.kind).toBe("deferred");
    expect(deferred?.kind === "deferred" && deferred.until.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(await drain()).toEqual([]);
    await services.db.execute(
      sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${WHATSAPP_SEND_JOB} AND state = 'created'`,
    );
    expect(await drain()).toMatchObject([{ kind: "sent" }]);
    expect(later.buyer.messages).toHaveLength(1);
  });

  it("never resends a message whose answer was lost or whose worker died mid-call", async () => {
    const lost = await place(true);
    fake.failNext(1, { kind: "drop" });
    expect(await drain()).toMatchObject([{ kind: "uncertain" }]);
    expect(await drain()).toEqual([]);
    // Meta did send it; the shop never sends it again.
    expect(lost.buyer.messages).toHaveLength(1);
    expect((await outRow(lost.id, "orderReceived"))?.status).toBe("uncertain");

    // A worker wrote its intent and died before recording Meta's answer; the queue runs the job again.
    const died = await place(true);
    await services.db.insert(whatsappMessages).values({
      key: `${died.id}:orderReceived`,
      orderId: died.id,
      direction: "out",
      kind: "orderReceived",
      phone: died.phone,
      status: "sending",
      attempts: 1,
    });
    expect(await drain()).toMatchObject([{ kind: "uncertain" }]);
    expect(died.buyer.messages).toEqual([]);
  });

  it("falls back to email after the last retry", async () => {
    const order = await place(true);
    fake.failNext(6, { kind: "server-error" });
    for (let i = 0; i < 6; i++) await drain();
    expect(await queued("failed")).toHaveLength(1);
    expect((await outRow(order.id, "orderReceived"))?.status).toBe("failed");
    const [email] = await services.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, `ana${n}@example.com`), eq(emailOutbox.subject, `Lift: pedido #${order.number}`)));
    expect(email?.text).toContain(`Recebemos o seu pedido #${order.number}`);
    expect(email?.text).toContain(`/confirmar/${order.id}?exp=`);
    expect(order.buyer.messages).toEqual([]);
  });

  it("lets the admin switch a message off and on at /admin/whatsapp; a switched-off message is not sent", async () => {
    const context = { ...services, clientIp: "10.37.0.1", cspNonce: "teste" };
    const run = <H extends RouteHandler>(handler: H, request: Request) => runTypedRoute(handler, request, context);
    const signedIn = await run(layoutAction, formPost("/admin", { intent: "login", password: ADMIN_PASSWORD }));
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("lift_admin="))!
      .split(";")[0]!;
    const page = async () => (await run(whatsAppLoader, pageGet("/admin/whatsapp", cookie))).body!;
    const switches = (on: readonly string[], as = cookie) =>
      run(
        whatsAppAction,
        formPost("/admin/whatsapp", { intent: "switches", ...Object.fromEntries(on.map((k) => [k, "on"])) }, as),
      );
    const settings = () =>
      services.db
        .select({ kind: whatsappSettings.kind, enabled: whatsappSettings.enabled, by: whatsappSettings.updatedBy })
        .from(whatsappSettings);

    // Signed out: neither the page nor the form (and nothing is written).
    expect((await run(whatsAppLoader, pageGet("/admin/whatsapp", ""))).status).toBe(403);
    expect((await switches([], "")).status).toBe(403);
    expect(await settings()).toEqual([]);

    // Configured, every message on by default, each with its template.
    const before = await page();
    expect(before.configured).toEqual({ phoneNumberId: fake.config.phoneNumberId, apiVersion: "v23.0" });
    expect(
      before.messages.map((m: { kind: string; template: string; enabled: boolean }) => [m.kind, m.template, m.enabled]),
    ).toEqual([
      ["orderReceived", "pedido_recebido_confirmar", true],
      ["shipped", "pedido_enviado", true],
      ["delivered", "pedido_entregue", true],
      ["reminderBeforeDue", "lembrete_pagamento_antes", true],
      ["reminderAfterDue", "lembrete_pagamento_vencido", true],
      ["paid", "pagamento_recebido", true],
    ]);

    // A forged value is refused and changes nothing.
    const forged = await run(
      whatsAppAction,
      formPost("/admin/whatsapp", { intent: "switches", orderReceived: "x".repeat(40) }, cookie),
    );
    expect(forged.status).toBe(400);
    expect(await settings()).toEqual([]);

    // "Pedido recebido" unticked: only that row is written, with who did it.
    const allBut = ORDER_MESSAGE_KINDS.filter((k) => k !== "orderReceived");
    expect((await switches(allBut)).status).toBe(303);
    expect(await settings()).toEqual([{ kind: "orderReceived", enabled: false, by: "admin" }]);
    const after = await page();
    expect(after.messages[0]).toMatchObject({ kind: "orderReceived", enabled: false });
    expect(after.messages[0]!.changed).toMatch(/^\d\d\/\d\d\/\d{4},? \d\d:\d\d por admin$/);
    expect(after.messages[1]).toMatchObject({ kind: "shipped", enabled: true, changed: null });

    // The job written for an order placed now finds it off when it runs: nothing reaches the phone.
    const off = await place(true);
    expect(await drain()).toEqual([{ kind: "skipped", reason: "mensagem desligada no painel (Pedido recebido (confirmar))" }]);
    expect(off.buyer.messages).toEqual([]);

    // Back on: the next order's message goes.
    expect((await switches(ORDER_MESSAGE_KINDS)).status).toBe(303);
    expect(await settings()).toEqual([{ kind: "orderReceived", enabled: true, by: "admin" }]);
    const on = await place(true);
    expect(await drain()).toMatchObject([{ kind: "sent" }]);
    expect(on.buyer.lastMessage().template?.name).toBe("pedido_recebido_confirmar");
    await services.db.delete(whatsappSettings);
  });

  it("writes the 'order received' job in the batch's transaction: a batch that rolls back leaves neither order nor job", async () => {
    const jobsBefore = (await queued()).length;
    // The jobs' INSERT goes through, then the connection is lost before COMMIT.
    const placer = createOrderPlacer({
      db: services.db,
      mailer: services.mailer,
      config: services.config,
      messages: orderReceivedMessages(services.config, () => ({
        async sendMany(tx, name, jobs) {
          await services.jobs.sendMany(tx, name, jobs);
          throw new Error("conexão perdida antes do COMMIT");
        },
      })),
    });
    const key = freshIdempotencyKey("wa-rollback");
    const email = "rollback@example.com";
    await expect(
      placer.place({
        source: "checkout",
        idempotencyKey: key,
        delivery: deliveryDetails({ fullName: "Bia Rocha", email, phone: "+5531987001122" }),
        items: [{ productId, quantity: 1 }],
        consents: { source: "checkout", acceptedTerms: true, whatsapp: true },
      }),
    ).rejects.toThrow("conexão perdida antes do COMMIT");
    expect(await services.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toEqual([]);
    expect(await services.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toEqual([]);
    expect(await queued()).toHaveLength(jobsBefore);

    // The same order through the shop's own placer: order and job both exist.
    const placed = await place(true);
    expect((await queued()).map((j) => j.data)).toContainEqual({ kind: "orderReceived", orderId: placed.id });
    await drain();
  });

  it("sends the payment reminder on WhatsApp too, and none once the order is paid", async () => {
    const order = await place(true);
    await drain();
    await move(order.id, "confirmed", "pending");
    await move(order.id, "shipped", "pending", { carrier: "correios", trackingCode: "AB123456789BR" });
    await move(order.id, "delivered", "pending");
    await drain();
    const [row] = await services.db.select({ dueAt: orders.paymentDueAt }).from(orders).where(eq(orders.id, order.id));
    // The day before it falls due: the before-due reminder is due, as email and as a WhatsApp job.
    const run = await sendPaymentReminders(services, new Date(row!.dueAt!.getTime() - 12 * 3600_000));
    expect(run.sent).toContainEqual({ orderNumber: order.number, kind: "before_due" });
    expect((await queued()).map((j) => j.data)).toContainEqual({ kind: "reminderBeforeDue", orderId: order.id });
    // Paid before the worker got to it: the reminder is not sent.
    await move(order.id, "delivered", "paid");
    const outcomes = await drain();
    expect(outcomes).toContainEqual({ kind: "skipped", reason: "pedido já pago" });
    expect(order.buyer.messages.map((m) => m.template?.name)).not.toContain("lembrete_pagamento_antes");
  });
});
