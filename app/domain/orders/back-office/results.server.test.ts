// Resultados against a seeded history, on both engines: the figures are
// counted from the orders and their order_events, for a period, a product, an
// objective and a state.
import { beforeAll, expect, it } from "vitest";
import { blockedBuyers, customers, orderEvents, orderItems, orderReminders, orders, products, quizEvents } from "~/db/schema";
import { CUSTOMER_ACTOR } from "~/domain/orders/confirmation/order-confirmation.server";
import { WHATSAPP_ACTOR } from "~/domain/messaging/whatsapp-inbound.server";
import { PIX_API_ACTOR } from "~/domain/payments/pix-charges.server";
import type { OrderStatus, PaymentStatus } from "~/domain/orders/lifecycle/order-status";
import type { AppServices } from "~/services.server";
import { describeEachDatabase } from "../../../../tests/support/database";
import { testServices } from "../../../../tests/support/services";
import { seedProducts } from "../../../../scripts/seed/content/products";
import { DEMO_DAYS, type DemoOrder, demoOrderPlan, insertDemoOrders } from "../../../../scripts/seed/demo-orders";
import { sql, type SQL } from "drizzle-orm";
import { rowsOf } from "~/db/client.server";
import { FUNNEL_STAGES } from "~/domain/quiz/quiz-events";
import { loadFunnel, parseFunnelPeriod } from "~/domain/quiz/quiz-events.server";
import { loadResults, parseResultsFilters, type ResultsGroup } from "./results.server";

const DAY = 24 * 60 * 60_000;
/** Noon in São Paulo on a June 2026 day. */
const june = (day: number, plusDays = 0) => new Date(Date.parse("2026-06-01T15:00:00Z") + (day - 1 + plusDays) * DAY);

describeEachDatabase("Resultados", (database) => {
  let services: AppServices;

  beforeAll(async () => {
    services = testServices(database());
    const db = services.db;
    const [detox, skin] = await db
      .insert(products)
      .values([
        { handle: "lift-detox-black", name: "Lift Detox Black", priceCents: 14700, searchName: "lift detox black" },
        { handle: "lift-skin", name: "Lift Skin", priceCents: 19700, searchName: "lift skin" },
      ])
      .returning();
    const [customer] = await db.insert(customers).values({ name: "Cliente", email: "cliente@example.com" }).returning();
    // Each order: its day, product, state, the statuses it went through and its payment now.
    const history: {
      day: number;
      product: "detox" | "skin";
      state: string;
      path: OrderStatus[];
      payment?: PaymentStatus;
      dueDaysAfterDelivery?: number;
      /** The buyer confirmed: a tap on WhatsApp or the /confirmar link (before any status move). */
      confirmedBy?: "whatsapp" | "link";
      /** Who marked it paid: the Pix API's webhook or an admin by hand. */
      paidBy?: "provider" | "admin";
      /** A payment reminder went out the day before it was paid (or before now, unpaid). */
      reminded?: boolean;
    }[] = [
      {
        day: 2,
        product: "detox",
        state: "SP",
        path: ["confirmed", "shipped", "delivered"],
        payment: "paid",
        confirmedBy: "whatsapp",
        paidBy: "provider",
        reminded: true,
      },
      {
        day: 3,
        product: "detox",
        state: "SP",
        path: ["confirmed", "shipped", "delivered"],
        payment: "paid",
        confirmedBy: "link",
        paidBy: "admin",
      },
      { day: 4, product: "detox", state: "RJ", path: ["confirmed", "shipped", "delivered"], payment: "unpaid", reminded: true },
      { day: 5, product: "skin", state: "RJ", path: ["confirmed", "shipped", "delivered"] },
      {
        day: 6,
        product: "skin",
        state: "SP",
        path: ["confirmed", "shipped", "failed", "reshipping", "shipped", "delivered"],
        payment: "paid",
        paidBy: "provider",
      },
      { day: 7, product: "skin", state: "BA", path: ["confirmed", "shipped", "failed", "cancelled"] },
      { day: 8, product: "detox", state: "BA", path: ["confirmed", "shipped"] },
      { day: 9, product: "detox", state: "SP", path: ["confirmed"], confirmedBy: "whatsapp" },
      // The buyer confirmed, the order was held for review and cancelled: never 'confirmado'.
      { day: 10, product: "skin", state: "SP", path: ["review", "cancelled"], confirmedBy: "link" },
      { day: 11, product: "detox", state: "SP", path: [] },
      // Outside the period (July): never counted.
      { day: 40, product: "detox", state: "SP", path: ["confirmed", "shipped", "delivered"] },
    ];
    for (const h of history) {
      const status = h.path.at(-1) ?? "new";
      const deliveredAt = status === "delivered" ? june(h.day, 5) : null;
      const paidAt = h.paidBy ? june(h.day, h.path.length + 2) : null;
      const [order] = await db
        .insert(orders)
        .values({
          customerId: customer!.id,
          totalCents: h.product === "detox" ? 14700 : 19700,
          deliveryAddress: "Rua",
          deliveryState: h.state,
          status,
          paymentStatus: h.payment ?? "pending",
          source: "funnel",
          deliveredAt,
          paidAt,
          // 7 days to pay; every June delivery is long past due by now.
          paymentDueAt: deliveredAt ? new Date(deliveredAt.getTime() + 7 * DAY) : null,
          createdAt: june(h.day),
        })
        .returning();
      await db.insert(orderItems).values({
        orderId: order!.id,
        productId: h.product === "detox" ? detox!.id : skin!.id,
        productName: "x",
        quantity: 1,
        priceCents: 100,
      });
      let from = "new";
      for (const [i, to] of h.path.entries()) {
        await db.insert(orderEvents).values({
          orderId: order!.id,
          field: "status",
          fromValue: from,
          toValue: to,
          actor: "admin",
          createdAt: june(h.day, i + 1),
        });
        from = to;
      }
      if (h.confirmedBy)
        await db.insert(orderEvents).values({
          orderId: order!.id,
          field: "confirmation",
          fromValue: "",
          toValue: "confirmed",
          actor: h.confirmedBy === "whatsapp" ? WHATSAPP_ACTOR : CUSTOMER_ACTOR,
          createdAt: june(h.day),
        });
      if (h.reminded)
        await db.insert(orderReminders).values({ orderId: order!.id, kind: "overdue", sentAt: june(h.day, h.path.length + 1) });
      if (h.paidBy)
        await db.insert(orderEvents).values({
          orderId: order!.id,
          field: "payment_status",
          fromValue: "pending",
          toValue: "paid",
          actor: h.paidBy === "provider" ? PIX_API_ACTOR : "admin@lift.com.br",
          createdAt: paidAt!,
        });
    }
    await db
      .insert(quizEvents)
      .values([
        ...["a", "b", "c", "d"].map((v) => ({ visitId: v, kind: "started" as const, createdAt: june(1) })),
        { visitId: "a", kind: "step" as const, step: "objective", objective: "emagrecer", createdAt: june(1) },
        { visitId: "b", kind: "step" as const, step: "objective", objective: "pele", createdAt: june(1) },
      ]);
  });

  const figuresFor = (params: Record<string, string>) =>
    loadResults(services.db, parseResultsFilters(new URLSearchParams({ de: "2026-06-01", ate: "2026-06-30", ...params })));

  it("counts what became of June's orders", async () => {
    const report = await figuresFor({});
    expect(report.totals).toEqual({
      placed: 10,
      confirmed: 8,
      shipped: 7,
      delivered: 5,
      failed: 2,
      deliveredPaid: 3,
      deliveredUnpaid: 2,
      overdue: 2,
      toCollectCents: 14700 + 19700,
      deliveryRate: 5 / 7,
      paymentRate: 3 / 5,
      paidByProvider: 2,
      paidByAdmin: 1,
      confirmedByWhatsApp: 2,
      confirmedByLink: 1,
      confirmedByTeam: 5,
      paidAfterReminder: 1,
    });
    // The facts the order rows keep (triggers) equal the ones read from the events and reminders.
    expect(
      await loadResults(services.db, parseResultsFilters(new URLSearchParams({ de: "2026-06-01", ate: "2026-06-30" })), {
        summary: false,
      }),
    ).toEqual(report);
    expect(report.chain).toEqual({ quizStarted: 4, ordered: 10, delivered: 5, paid: 3 });
  });

  it("splits by product, objective and state, and filters by each", async () => {
    const report = await figuresFor({});
    const detox = report.byProduct.find((g) => g.label === "Lift Detox Black")!;
    expect(detox).toMatchObject({ placed: 6, shipped: 4, delivered: 3, deliveredPaid: 2, toCollectCents: 14700 });
    expect(report.byObjective.find((g) => g.key === "pele")).toMatchObject({
      label: "Pele mais bonita",
      placed: 4,
      delivered: 2,
      failed: 2,
      deliveredPaid: 1,
    });
    expect(report.byObjective.find((g) => g.key === "sono")).toMatchObject({ placed: 0, deliveryRate: null });
    expect(report.byState.map((g) => [g.key, g.placed, g.delivered])).toEqual([
      ["SP", 6, 3],
      ["BA", 2, 0],
      ["RJ", 2, 2],
    ]);
    const rj = await figuresFor({ uf: "rj" });
    expect(rj.totals).toMatchObject({ placed: 2, delivered: 2, deliveredPaid: 0, deliveredUnpaid: 2, paymentRate: 0 });
    const skin = await figuresFor({ objetivo: "pele" });
    expect(skin.totals).toMatchObject({ placed: 4, confirmed: 3, shipped: 3 });
    expect(skin.chain.quizStarted).toBe(1);
    const byId = await figuresFor({ produto: String(detox.key) });
    expect(byId.totals.placed).toBe(6);
  });

  it("ignores filters it does not know, and an empty period is all zeros", async () => {
    const odd = parseResultsFilters(new URLSearchParams({ produto: "1; DROP TABLE orders", objetivo: "voar", uf: "XX" }));
    expect(odd).toMatchObject({ productId: null, objective: null, state: null });
    const empty = await figuresFor({ de: "2025-01-01", ate: "2025-01-31" });
    expect(empty.totals).toMatchObject({ placed: 0, deliveryRate: null, paymentRate: null, toCollectCents: 0 });
  });
});

describeEachDatabase("Resultados over the demo history", (database) => {
  it("matches the figures the demo plan implies, and the demo has every status, risky orders and blocked buyers", async () => {
    const { db } = database();
    await db
      .insert(products)
      .values(seedProducts.map((p) => ({ handle: p.handle, name: p.name, priceCents: p.priceCents, searchName: p.handle })));
    const now = new Date();
    await insertDemoOrders(db, now);
    const plan = demoOrderPlan(now);
    const reached = (o: DemoOrder, status: string) =>
      o.status === status || o.events.some((e) => e.field === "status" && e.to === status);
    const delivered = plan.filter((o) => o.status === "delivered");
    const unpaid = delivered.filter((o) => o.paymentStatus !== "paid");
    const expected = {
      placed: plan.length,
      confirmed: plan.filter((o) => reached(o, "confirmed")).length,
      shipped: plan.filter((o) => reached(o, "shipped")).length,
      delivered: delivered.length,
      failed: plan.filter((o) => reached(o, "failed")).length,
      deliveredPaid: delivered.length - unpaid.length,
      deliveredUnpaid: unpaid.length,
      overdue: unpaid.filter((o) => o.paymentDueAt!.getTime() < now.getTime()).length,
      toCollectCents: unpaid.reduce((sum, o) => sum + o.unitCents * o.quantity, 0),
    };
    const from = new Date(now.getTime() - (DEMO_DAYS + 2) * DAY).toISOString().slice(0, 10);
    const report = await loadResults(db, parseResultsFilters(new URLSearchParams({ de: from }), now));
    expect(report.totals).toMatchObject(expected);
    expect(report.totals.deliveryRate).toBeCloseTo(expected.delivered / expected.shipped, 10);
    expect(report.totals.paymentRate).toBeCloseTo(expected.deliveredPaid / expected.delivered, 10);
    // A story worth showing: every status, some unpaid and overdue, a real quiz funnel.
    expect(new Set(plan.map((o) => o.status))).toEqual(
      new Set(["new", "review", "confirmed", "shipped", "delivered", "failed", "reshipping", "cancelled"]),
    );
    expect(expected.overdue).toBeGreaterThan(0);
    expect(report.totals.deliveryRate).toBeGreaterThan(0.6);
    expect(plan.some((o) => o.riskLevel === "high") && plan.some((o) => o.riskLevel === "medium")).toBe(true);
    expect(report.chain.quizStarted).toBeGreaterThan(report.chain.ordered / 2);
    expect(await db.select().from(blockedBuyers)).toHaveLength(2);
    // Same plan for the same moment.
    expect(JSON.stringify(demoOrderPlan(now))).toBe(JSON.stringify(plan));
  }, 60_000);
});

// The charts of Resultados and Funil over a seeded history of several weeks and
// states: every number a chart draws equals an independent SQL query over the
// same rows (plain counts over orders, their events and quiz events).
describeEachDatabase("Resultados and Funil charts", (database) => {
  const PERIOD = { de: "2026-03-04", ate: "2026-04-12" }; // a Wednesday to a Sunday: six weeks from Monday 02/03
  const STATES = ["SP", "RJ", "MG", "BA", "PE", "RS", "AM"];
  const PATHS: OrderStatus[][] = [
    ["confirmed", "shipped", "delivered"],
    ["confirmed", "shipped", "failed", "reshipping", "shipped", "delivered"],
    ["confirmed", "shipped", "failed", "cancelled"],
    ["confirmed", "shipped"],
    ["review", "cancelled"],
    ["confirmed", "shipped", "delivered"],
  ];
  const PAYMENTS: PaymentStatus[] = ["paid", "unpaid", "pending"];
  const at = (iso: string) => new Date(iso);
  const noonOf = (offset: number) => new Date(Date.parse("2026-03-04T15:00:00Z") + offset * DAY);
  let services: AppServices;

  beforeAll(async () => {
    services = testServices(database());
    const db = services.db;
    const [product] = await db
      .insert(products)
      .values({ handle: "lift-detox-black", name: "Lift Detox Black", priceCents: 14700, searchName: "lift detox black" })
      .returning();
    const [customer] = await db.insert(customers).values({ name: "Cliente", email: "historia@example.com" }).returning();
    const plan: { createdAt: Date; state: string; path: OrderStatus[]; payment: PaymentStatus; cents: number }[] = [];
    for (let i = 0; i < 72; i++) {
      const offset = (i * 7) % 40;
      if (offset >= 19 && offset <= 25) continue; // the week of 23/03 has no orders
      const path = PATHS[i % PATHS.length]!;
      plan.push({
        createdAt: noonOf(offset),
        state: STATES[i % STATES.length]!,
        path,
        payment: path.at(-1) === "delivered" ? PAYMENTS[i % PAYMENTS.length]! : "pending",
        cents: 9900 + (i % 5) * 1000,
      });
    }
    // São Paulo's calendar decides: 23:00 on 03/03 is outside, 23:30 on 12/04 inside.
    plan.push({ createdAt: at("2026-03-04T02:00:00Z"), state: "SP", path: PATHS[0]!, payment: "unpaid", cents: 5000 });
    plan.push({ createdAt: at("2026-04-13T02:30:00Z"), state: "BA", path: PATHS[0]!, payment: "unpaid", cents: 7000 });
    const rows = await db
      .insert(orders)
      .values(
        plan.map((p) => {
          const status = p.path.at(-1) ?? "new";
          const deliveredAt = status === "delivered" ? new Date(p.createdAt.getTime() + 5 * DAY) : null;
          return {
            customerId: customer!.id,
            totalCents: p.cents,
            deliveryAddress: "Rua",
            deliveryState: p.state.toLowerCase() === "rj" ? "rj" : p.state, // a lower-case UF still counts as its state
            status,
            paymentStatus: p.payment,
            source: "funnel" as const,
            deliveredAt,
            paymentDueAt: deliveredAt ? new Date(deliveredAt.getTime() + 7 * DAY) : null,
            createdAt: p.createdAt,
          };
        }),
      )
      .returning({ id: orders.id });
    await db
      .insert(orderItems)
      .values(rows.map((r) => ({ orderId: r.id, productId: product!.id, productName: "x", quantity: 1, priceCents: 100 })));
    await db.insert(orderEvents).values(
      plan.flatMap((p, k) =>
        p.path.map((to, i) => ({
          orderId: rows[k]!.id,
          field: "status" as const,
          fromValue: i === 0 ? "new" : p.path[i - 1]!,
          toValue: to,
          actor: "admin",
          createdAt: new Date(p.createdAt.getTime() + (i + 1) * DAY),
        })),
      ),
    );
    // 60 visits in the period (and 5 before it), each reaching a different depth of the
    // funnel; some repeat a step, which counts once.
    const events: (typeof quizEvents.$inferInsert)[] = [];
    for (let v = 0; v < 65; v++) {
      const start = v < 60 ? noonOf(v % 40) : at("2026-02-20T15:00:00Z");
      const depth = 1 + ((v * 5) % FUNNEL_STAGES.length);
      FUNNEL_STAGES.slice(0, depth).forEach((stage, i) => {
        const event = {
          visitId: `visita-${v}`,
          kind: stage.kind,
          step: stage.step,
          objective: i > 1 ? (["emagrecer", "pele", "sono"] as const)[v % 3] : null,
          createdAt: new Date(start.getTime() + i * 60_000),
        };
        events.push(event);
        if (v % 4 === 0 && stage.kind === "step")
          events.push({ ...event, createdAt: new Date(event.createdAt.getTime() + 1000) });
      });
    }
    await db.insert(quizEvents).values(events);
  });

  const sqlRows = async <T>(query: SQL) => rowsOf<T>(await services.db.execute(query));
  const period = sql`o.created_at >= ('2026-03-04'::timestamp AT TIME ZONE 'America/Sao_Paulo') AND o.created_at < ('2026-04-13'::timestamp AT TIME ZONE 'America/Sao_Paulo')`;
  const hadEvent = (status: string) =>
    sql`EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.field = 'status' AND e.to_value = ${status})`;
  /** Per group: placed, shipped (an event says so), delivered, paid, and what delivered-unpaid orders owe. */
  const groupCounts = (group: SQL) => sql`
    SELECT ${group} AS key,
      count(*)::int AS placed,
      count(*) FILTER (WHERE ${hadEvent("shipped")})::int AS shipped,
      count(*) FILTER (WHERE o.status = 'delivered')::int AS delivered,
      count(*) FILTER (WHERE o.status = 'delivered' AND o.payment_status = 'paid')::int AS paid,
      COALESCE(sum(o.total_cents) FILTER (WHERE o.status = 'delivered' AND o.payment_status <> 'paid'), 0)::int AS to_collect
    FROM orders o WHERE ${period} GROUP BY 1`;
  interface Counts {
    key: string;
    placed: number;
    shipped: number;
    delivered: number;
    paid: number;
    to_collect: number;
  }
  const expected = (c: Counts | undefined) => ({
    placed: c?.placed ?? 0,
    shipped: c?.shipped ?? 0,
    delivered: c?.delivered ?? 0,
    deliveredPaid: c?.paid ?? 0,
    toCollectCents: c?.to_collect ?? 0,
    deliveryRate: c && c.shipped > 0 ? c.delivered / c.shipped : null,
    paymentRate: c && c.delivered > 0 ? c.paid / c.delivered : null,
  });
  const pick = (g: ResultsGroup) => ({
    placed: g.placed,
    shipped: g.shipped,
    delivered: g.delivered,
    deliveredPaid: g.deliveredPaid,
    toCollectCents: g.toCollectCents,
    deliveryRate: g.deliveryRate,
    paymentRate: g.paymentRate,
  });

  it("draws week by week what SQL counts week by week, empty weeks as zeros", async () => {
    const report = await loadResults(services.db, parseResultsFilters(new URLSearchParams(PERIOD)));
    const weeks = await sqlRows<Counts>(
      groupCounts(sql`to_char(date_trunc('week', o.created_at AT TIME ZONE 'America/Sao_Paulo'), 'YYYY-MM-DD')`),
    );
    expect(report.byWeek.map((w) => w.key)).toEqual([
      "2026-03-02",
      "2026-03-09",
      "2026-03-16",
      "2026-03-23",
      "2026-03-30",
      "2026-04-06",
    ]);
    expect(report.byWeek.map((w) => w.label)).toEqual(["02/03", "09/03", "16/03", "23/03", "30/03", "06/04"]);
    expect(weeks.map((w) => w.key).sort()).toEqual(report.byWeek.filter((w) => w.placed > 0).map((w) => w.key));
    for (const week of report.byWeek) {
      expect(pick(week), week.key).toEqual(expected(weeks.find((w) => w.key === week.key)));
    }
    expect(report.byWeek.find((w) => w.key === "2026-03-23")).toMatchObject({ placed: 0, deliveryRate: null });
    // The weeks add up to the period.
    expect(report.byWeek.reduce((sum, w) => sum + w.placed, 0)).toBe(report.totals.placed);
    expect(report.byWeek.reduce((sum, w) => sum + w.toCollectCents, 0)).toBe(report.totals.toCollectCents);
  });

  it("colours each state by the rates SQL counts per state", async () => {
    const report = await loadResults(services.db, parseResultsFilters(new URLSearchParams(PERIOD)));
    const states = await sqlRows<Counts>(groupCounts(sql`upper(o.delivery_state)`));
    expect(report.byState.map((g) => g.key).sort()).toEqual(states.map((s) => s.key).sort());
    expect(states).toHaveLength(STATES.length);
    for (const state of report.byState) expect(pick(state), state.key).toEqual(expected(states.find((s) => s.key === state.key)));
    // The map's other measure, on a filtered view: payment rate in Bahia only.
    const bahia = await loadResults(services.db, parseResultsFilters(new URLSearchParams({ ...PERIOD, uf: "BA" })));
    expect(bahia.byState.map((g) => g.key)).toEqual(["BA"]);
    expect(bahia.totals.paymentRate).toEqual(expected(states.find((s) => s.key === "BA")).paymentRate);
  });

  it("draws the funnel SQL counts: distinct visits that started in the period, per step", async () => {
    const funnel = await loadFunnel(services.db, parseFunnelPeriod(new URLSearchParams(PERIOD)));
    const counts = await sqlRows<{ kind: string; step: string | null; visits: number }>(sql`
      SELECT q.kind, q.step, count(DISTINCT q.visit_id)::int AS visits
      FROM quiz_events q
      WHERE q.visit_id IN (
        SELECT s.visit_id FROM quiz_events s WHERE s.kind = 'started'
          AND s.created_at >= ('2026-03-04'::timestamp AT TIME ZONE 'America/Sao_Paulo')
          AND s.created_at < ('2026-04-13'::timestamp AT TIME ZONE 'America/Sao_Paulo'))
      GROUP BY q.kind, q.step`);
    const visitsOf = (kind: string, step: string | null) =>
      counts.find((c) => c.kind === kind && (c.step ?? null) === step)?.visits ?? 0;
    const started = visitsOf("started", null);
    expect(started).toBe(60);
    expect(funnel.started).toBe(started);
    FUNNEL_STAGES.forEach((stage, i) => {
      const visits = visitsOf(stage.kind, stage.step);
      const previous = i === 0 ? null : visitsOf(FUNNEL_STAGES[i - 1]!.kind, FUNNEL_STAGES[i - 1]!.step);
      expect(funnel.stages[i], stage.key).toMatchObject({
        key: stage.key,
        visits,
        shareOfStarted: visits / started,
        dropOff: previous === null ? null : previous - visits,
        dropOffRate: previous === null ? null : previous > 0 ? (previous - visits) / previous : null,
      });
    });
    expect(funnel.stages.at(-1)!.visits).toBeGreaterThan(0);
  });
});
