// Paying an order after delivery: due dates set by the admin's 'entregue', the
// signed payment link (refused when expired or altered), the payment page, and
// the provider's 'paid' event applied once.
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { customers, emailOutbox, orderEvents, orders, paymentEvents, products, users } from "~/db/schema";
import { updateOrderStatus } from "~/domain/orders/back-office/orders.server";
import { createUserSession } from "~/domain/accounts/sessions.server";
import { signLocalPayload } from "~/domain/payments/local-provider.server";
import { localWebhookSecret } from "~/domain/payments/create-provider.server";
import { createStripeProvider } from "~/domain/payments/stripe-provider.server";
import { handleWebhook } from "~/domain/payments/webhooks.server";
import { crc16 } from "~/domain/payments/static-pix";
import { action as payAction, loader as payLoader } from "~/routes/pagar";
import type { RequestContext } from "~/services.server";
import { describeEachDatabase } from "../../../tests/support/database";
import { insertOrder } from "../../../tests/support/factories";
import { type RouteHandler as Handler, runTypedRoute } from "../../../tests/support/route-outcome";
import { type TestServices, testServices } from "../../../tests/support/services";
import { listUserOrders } from "../orders/tracking/customer-orders.server";
import { isOverdue, paymentColumnsFor, paymentDueAt, reminderTimes } from "./payment-terms";
import { PAYMENT_LINK_TTL_MS, paymentLinkPath, verifyPaymentLink } from "./payment-link.server";

const SECRET = "s".repeat(40);
const ORDER = "3f0c1f7e-8a2b-4c5d-9e6f-0a1b2c3d4e5f";

describe("due dates (São Paulo calendar)", () => {
  it("falls due at the end of the 7th day after delivery, whatever the hour", () => {
    // 01/06/2026 10:00 in São Paulo (UTC-3) → end of 08/06/2026 there = 09/06 02:59:59.999Z
    expect(paymentDueAt(new Date("2026-06-01T13:00:00Z")).toISOString()).toBe("2026-06-09T02:59:59.999Z");
    // 23:30 on 01/06 in São Paulo is already 02/06 in UTC: still due on 08/06.
    expect(paymentDueAt(new Date("2026-06-02T02:30:00Z")).toISOString()).toBe("2026-06-09T02:59:59.999Z");
    // Across a month's end.
    expect(paymentDueAt(new Date("2026-06-28T15:00:00Z")).toISOString()).toBe("2026-07-06T02:59:59.999Z");
  });

  it("reminds from the start of the day 2 days before, and from the day after", () => {
    const due = paymentDueAt(new Date("2026-06-01T13:00:00Z"));
    expect(reminderTimes(due)).toEqual({
      beforeDueFrom: new Date("2026-06-06T03:00:00Z"),
      overdueFrom: new Date("2026-06-09T03:00:00Z"),
    });
  });

  it("is overdue only when delivered, unpaid and past the due day", () => {
    const due = new Date("2026-06-09T02:59:59.999Z");
    const after = new Date("2026-06-09T03:00:00Z");
    expect(isOverdue({ status: "delivered", paymentStatus: "pending", paymentDueAt: due }, after)).toBe(true);
    expect(isOverdue({ status: "delivered", paymentStatus: "pending", paymentDueAt: due }, due)).toBe(false);
    expect(isOverdue({ status: "delivered", paymentStatus: "paid", paymentDueAt: due }, after)).toBe(false);
    expect(isOverdue({ status: "shipped", paymentStatus: "pending", paymentDueAt: due }, after)).toBe(false);
  });

  it("sets and clears the payment columns with the status changes", () => {
    const now = new Date("2026-06-01T13:00:00Z");
    expect(paymentColumnsFor({ status: { from: "shipped", to: "delivered" } }, now)).toEqual({
      deliveredAt: now,
      paymentDueAt: paymentDueAt(now),
    });
    expect(paymentColumnsFor({ status: { from: "delivered", to: "shipped" } }, now)).toEqual({
      deliveredAt: null,
      paymentDueAt: null,
    });
    expect(paymentColumnsFor({ payment: { from: "pending", to: "paid" } }, now)).toEqual({ paidAt: now });
    expect(paymentColumnsFor({ payment: { from: "paid", to: "unpaid" } }, now)).toEqual({ paidAt: null });
  });
});

describe("payment link", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const parts = (path: string) => {
    const url = new URL(path, "http://x");
    return { id: url.pathname.split("/").pop()!, exp: url.searchParams.get("exp"), sig: url.searchParams.get("sig") };
  };

  it("accepts its own link until it expires", () => {
    const { id, exp, sig } = parts(paymentLinkPath(SECRET, ORDER, now));
    expect(id).toBe(ORDER);
    expect(verifyPaymentLink(SECRET, ORDER, exp, sig, now)).toEqual({ ok: true, expiresAt: new Date(Number(exp) * 1000) });
    expect(verifyPaymentLink(SECRET, ORDER, exp, sig, new Date(now.getTime() + PAYMENT_LINK_TTL_MS - 1000)).ok).toBe(true);
  });

  it("refuses an expired link", () => {
    const { exp, sig } = parts(paymentLinkPath(SECRET, ORDER, now));
    expect(verifyPaymentLink(SECRET, ORDER, exp, sig, new Date(now.getTime() + PAYMENT_LINK_TTL_MS + 1000))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuses altered links: expiry pushed, another order, another signature, another secret, missing parts", () => {
    const { exp, sig } = parts(paymentLinkPath(SECRET, ORDER, now));
    const other = "3f0c1f7e-8a2b-4c5d-9e6f-0a1b2c3d4e50";
    const flipped = (sig![0] === "A" ? "B" : "A") + sig!.slice(1);
    for (const [order, e, s, secret] of [
      [ORDER, String(Number(exp) + 86_400), sig, SECRET],
      [other, exp, sig, SECRET],
      [ORDER, exp, flipped, SECRET],
      [ORDER, exp, sig, "t".repeat(40)],
      [ORDER, null, sig, SECRET],
      [ORDER, exp, null, SECRET],
      [ORDER, `${exp}0`, sig, SECRET],
      ["nao-e-um-uuid", exp, sig, SECRET],
    ] as const) {
      expect(verifyPaymentLink(secret, order, e, s, now)).toEqual({ ok: false, reason: "invalid" });
    }
  });
});

const WHSEC = "whsec_testsecret123";
const stripeClient = new Stripe("sk_test_123");

/** The EMV fields of a BR Code, one level. */
function emv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length;) {
    const length = Number(text.slice(at + 2, at + 4));
    fields.set(text.slice(at, at + 2), text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

describeEachDatabase("order payment", (get) => {
  let services: TestServices;
  let context: RequestContext;
  let productId: number;
  let n = 0;

  const run = <H extends Handler>(handler: H, request: Request, params: Record<string, string>) =>
    runTypedRoute(handler, request, context, params);

  async function newOrder(totalCents = 14790, email: string | null = `cliente${++n}@example.com`) {
    const [customer] = await services.db
      .insert(customers)
      .values({ name: "Maria da Silva", email, cpf: email ? null : `0000000000${n}`.slice(-11) })
      .returning();
    return insertOrder(services.db, {
      customerId: customer!.id,
      productId,
      totalCents,
      deliveryAddress: "Rua A, 1, São Paulo, SP, 01000-000",
      source: "funnel",
      status: "shipped",
      customerName: "Maria da Silva",
      customerEmail: email,
    });
  }

  async function deliver(orderId: string) {
    const result = await updateOrderStatus(services, { orderId, status: "delivered", paymentStatus: "pending" }, "admin");
    expect(result.ok).toBe(true);
  }

  beforeAll(async () => {
    services = testServices(get(), {
      PIX_KEY: "pix@lift.example",
      PIX_MERCHANT_NAME: "Lift Suplementos",
      PIX_MERCHANT_CITY: "São Paulo",
    });
    context = { ...services, clientIp: "127.0.0.1", cspNonce: "n" };
    productId = (
      await services.db.insert(products).values({ name: "Lift Detox Black", priceCents: 14790, handle: "detox-pay" }).returning()
    )[0]!.id;
  });

  it("'entregue' sets the due date in the same update and emails the signed link", async () => {
    const order = await newOrder();
    const before = Date.now();
    await deliver(order.id);
    const [row] = await services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.deliveredAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.paymentDueAt).toEqual(paymentDueAt(row!.deliveredAt!));
    const [email] = await services.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} LIKE ${`%#${order.number} foi entregue`}`);
    const link = /http:\/\/localhost:3000(\/pagar\/[^\s]+)/.exec(email!.text!)![1]!;
    const url = new URL(link, "http://x");
    expect(url.pathname).toBe(`/pagar/${order.id}`);
    expect(
      verifyPaymentLink(services.config.sessionSecret, order.id, url.searchParams.get("exp"), url.searchParams.get("sig")).ok,
    ).toBe(true);
    expect(email!.text).toContain("por Pix, com o QR Code ou o código copia e cola");
    expect(email!.html).toContain(`href="http://localhost:3000/pagar/${order.id}?exp=`);

    // Marking it paid records when; the customer's list shows the due date meanwhile.
    const [listed] = await listUserOrders(services.db, {
      id: "00000000-0000-4000-8000-000000000000",
      email: `cliente${n}@example.com`,
      emailConfirmed: true,
    });
    expect(listed!.paymentDueAt).toEqual(row!.paymentDueAt);
    await updateOrderStatus(services, { orderId: order.id, status: "delivered", paymentStatus: "paid" }, "admin");
    const [paid] = await services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid!.paidAt).not.toBeNull();
    expect(paid!.paymentDueAt).toEqual(row!.paymentDueAt);
  });

  it("shows the payment page for a valid link, with a Pix code for the order's total", async () => {
    const order = await newOrder(14790);
    await deliver(order.id);
    const path = paymentLinkPath(services.config.sessionSecret, order.id);
    const page = await run(payLoader, new Request(`http://localhost${path}`), { orderId: order.id });
    expect(page.status).toBe(200);
    if (page.body?.kind !== "ok") throw new Error(`página de pagamento: ${JSON.stringify(page.body)}`);
    const { pix, order: shown, installments } = page.body.page;
    if (!pix) throw new Error("a página de pagamento veio sem código Pix");
    expect(shown.number).toBe(order.number);
    expect(installments).toEqual({ count: 12, cents: 1233 });
    const fields = emv(pix.code);
    expect(fields.get("54")).toBe("147.90");
    expect(emv(fields.get("26")!).get("01")).toBe("pix@lift.example");
    expect(emv(fields.get("62")!).get("05")).toBe(`PEDIDO${order.number}`);
    expect(crc16(pix.code.slice(0, -4))).toBe(fields.get("63"));
    expect(pix.qrSvg).toMatch(/^<svg aria-hidden="true"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(pix.qrSvg).not.toMatch(/<script|on\w+=/i);
  });

  it("refuses an expired or altered link (and never shows the order)", async () => {
    const order = await newOrder();
    await deliver(order.id);
    const secret = services.config.sessionSecret;
    const expired = paymentLinkPath(secret, order.id, new Date(Date.now() - PAYMENT_LINK_TTL_MS - 60_000));
    const good = new URL(paymentLinkPath(secret, order.id), "http://x");
    const altered = `/pagar/${order.id}?exp=${Number(good.searchParams.get("exp")) + 3600}&sig=${good.searchParams.get("sig")}`;
    const other = await newOrder();
    const swapped = `/pagar/${other.id}?exp=${good.searchParams.get("exp")}&sig=${good.searchParams.get("sig")}`;

    const gone = await run(payLoader, new Request(`http://localhost${expired}`), { orderId: order.id });
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({ kind: "refused", reason: "expired", orderId: order.id });
    for (const [path, id] of [
      [altered, order.id],
      [swapped, other.id],
      [`/pagar/${order.id}`, order.id],
    ] as const) {
      const refused = await run(payLoader, new Request(`http://localhost${path}`), { orderId: id });
      expect(refused.status).toBe(403);
      expect(refused.body?.kind).toBe("refused");
      expect(JSON.stringify(refused.body)).not.toContain("Maria");
    }
    // Nor does a forged link open a checkout.
    const form = new FormData();
    form.set("intent", "checkout");
    const post = await run(payAction, new Request(`http://localhost${altered}`, { method: "POST", body: form }), {
      orderId: order.id,
    });
    expect(post.status).toBe(403);
  });

  it("sends the signed-in owner without a link on to a fresh signed link, and nobody else", async () => {
    const order = await newOrder();
    const [user] = await services.db.insert(users).values({ email: "dona@example.com", passwordHash: "x" }).returning();
    await services.db.update(orders).set({ userId: user!.id }).where(eq(orders.id, order.id));
    const cookie = (await createUserSession(services, new Request("http://localhost/"), user!.id)).split(";")[0]!;
    const answer = await run(payLoader, new Request(`http://localhost/pagar/${order.id}`, { headers: { Cookie: cookie } }), {
      orderId: order.id,
    });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get("Location")!, "http://x");
    expect(location.pathname).toBe(`/pagar/${order.id}`);
    expect(
      verifyPaymentLink(
        services.config.sessionSecret,
        order.id,
        location.searchParams.get("exp"),
        location.searchParams.get("sig"),
      ).ok,
    ).toBe(true);

    const [stranger] = await services.db.insert(users).values({ email: "outra@example.com", passwordHash: "x" }).returning();
    const strangerCookie = (await createUserSession(services, new Request("http://localhost/"), stranger!.id)).split(";")[0]!;
    const refused = await run(
      payLoader,
      new Request(`http://localhost/pagar/${order.id}`, { headers: { Cookie: strangerCookie } }),
      { orderId: order.id },
    );
    expect(refused.status).toBe(403);
  });

  it("opens the local provider's checkout and marks the order paid once from its signed event", async () => {
    const order = await newOrder(20000);
    await deliver(order.id);
    const path = paymentLinkPath(services.config.sessionSecret, order.id);
    const form = new FormData();
    form.set("intent", "checkout");
    const answer = await run(payAction, new Request(`http://localhost${path}`, { method: "POST", body: form }), {
      orderId: order.id,
    });
    expect(answer.status).toBe(303);
    const checkoutId = answer.headers.get("Location")!.replace("/pagamento/", "");
    expect(await services.localPayments.findOpenCheckout(checkoutId)).toEqual({
      amountCents: 20000,
      cancelUrl: path,
      order: { id: order.id, number: order.number },
    });
    // A tampered checkout id is not a checkout.
    expect(await services.localPayments.findOpenCheckout(checkoutId.slice(0, -2) + "xx")).toBeNull();

    const completed = (await services.localPayments.complete(checkoutId))!;
    expect(completed.successUrl).toBe(`${path}&pagamento=concluido`);
    expect(await handleWebhook(services, services.localPayments, completed.body, completed.signature)).toEqual({
      status: 200,
      result: "applied",
    });
    // The same event again, and a second payment of the same order: nothing changes.
    expect(await handleWebhook(services, services.localPayments, completed.body, completed.signature)).toEqual({
      status: 200,
      result: "duplicate",
    });
    const secret = localWebhookSecret(services.config.sessionSecret);
    const second = JSON.stringify({
      id: "evt_local_segundo0001",
      type: "order.paid",
      data: { orderId: order.id, amountCents: 20000, method: "boleto" },
    });
    expect(await handleWebhook(services, services.localPayments, second, signLocalPayload(secret, second))).toEqual({
      status: 200,
      result: "ignored",
    });
    // Paid: the checkout is closed.
    expect(await services.localPayments.findOpenCheckout(checkoutId)).toBeNull();

    const [row] = await services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: "paid", paymentMethod: "card" });
    expect(row!.paidAt).not.toBeNull();
    const events = await services.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.field === "payment_status")).toEqual([
      expect.objectContaining({ fromValue: "pending", toValue: "paid", actor: "pagamento online (local)" }),
    ]);
  });

  it("refuses a forged order event and one whose amount differs from the order", async () => {
    const order = await newOrder(5000);
    await deliver(order.id);
    const secret = localWebhookSecret(services.config.sessionSecret);
    const body = JSON.stringify({
      id: "evt_local_forjado0002",
      type: "order.paid",
      data: { orderId: order.id, amountCents: 5000, method: "card" },
    });
    expect((await handleWebhook(services, services.localPayments, body, signLocalPayload("outro-segredo", body))).status).toBe(
      400,
    );
    const cheap = JSON.stringify({
      id: "evt_local_barato0003",
      type: "order.paid",
      data: { orderId: order.id, amountCents: 1, method: "card" },
    });
    expect(await handleWebhook(services, services.localPayments, cheap, signLocalPayload(secret, cheap))).toEqual({
      status: 200,
      result: "ignored",
    });
    const [row] = await services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe("pending");
  });

  it("marks the order paid once from Stripe's signed events (card at completion, boleto when it clears)", async () => {
    const stripe = createStripeProvider({
      secretKey: "sk_test_123",
      webhookSecret: WHSEC,
      brandName: "Lift",
      client: stripeClient,
    });
    const signed = (id: string, type: string, object: object) => {
      const body = JSON.stringify({
        id,
        object: "event",
        type,
        api_version: "2025-01-01",
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      return { body, signature: stripeClient.webhooks.generateTestHeaderString({ payload: body, secret: WHSEC }) };
    };
    const session = (orderId: string, paymentStatus: string, amount: number) => ({
      id: `cs_test_${orderId.slice(0, 8)}`,
      object: "checkout.session",
      mode: "payment",
      payment_status: paymentStatus,
      amount_total: amount,
      metadata: { orderId },
    });

    const card = await newOrder(14790);
    await deliver(card.id);
    const paid = signed("evt_pay_card_1", "checkout.session.completed", session(card.id, "paid", 14790));
    expect(await handleWebhook(services, stripe, paid.body, paid.signature)).toEqual({ status: 200, result: "applied" });
    expect(await handleWebhook(services, stripe, paid.body, paid.signature)).toEqual({ status: 200, result: "duplicate" });

    const boleto = await newOrder(9900);
    await deliver(boleto.id);
    const waiting = signed("evt_pay_boleto_1", "checkout.session.completed", session(boleto.id, "unpaid", 9900));
    expect(await handleWebhook(services, stripe, waiting.body, waiting.signature)).toEqual({ status: 200, result: "ignored" });
    expect((await services.db.select().from(orders).where(eq(orders.id, boleto.id)))[0]!.paymentStatus).toBe("pending");
    const cleared = signed("evt_pay_boleto_2", "checkout.session.async_payment_succeeded", session(boleto.id, "paid", 9900));
    expect(await handleWebhook(services, stripe, cleared.body, cleared.signature)).toEqual({ status: 200, result: "applied" });

    const rows = await services.db
      .select()
      .from(orders)
      .where(sql`${orders.id} IN (${card.id}, ${boleto.id})`);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.paymentMethod]))).toEqual({ [card.id]: "card", [boleto.id]: "boleto" });
    expect(rows.every((r) => r.paymentStatus === "paid")).toBe(true);
    const recorded = await services.db
      .select()
      .from(paymentEvents)
      .where(sql`${paymentEvents.id} LIKE 'evt_pay_%'`);
    expect(recorded).toHaveLength(3);
  });

  it("creates a Stripe Checkout in payment mode with card and boleto and the order id", async () => {
    let params: Stripe.Checkout.SessionCreateParams | undefined;
    const client = {
      checkout: {
        sessions: {
          create: (p: Stripe.Checkout.SessionCreateParams) => {
            params = p;
            return Promise.resolve({ url: "https://checkout.stripe.com/c/pay/cs_test_x" });
          },
        },
      },
    } as unknown as Stripe;
    const stripe = createStripeProvider({ secretKey: "sk_test_123", webhookSecret: WHSEC, brandName: "Lift", client });
    const { url } = await stripe.createOrderCheckout({
      orderId: ORDER,
      orderNumber: 1234,
      amountCents: 14790,
      email: "a@example.com",
      successUrl: "https://lift.example/ok",
      cancelUrl: "https://lift.example/no",
    });
    expect(url).toBe("https://checkout.stripe.com/c/pay/cs_test_x");
    expect(params).toMatchObject({
      mode: "payment",
      allowed_payment_method_types: ["card", "boleto"],
      metadata: { orderId: ORDER },
      line_items: [{ quantity: 1, price_data: { currency: "brl", unit_amount: 14790 } }],
    });
  });
});
