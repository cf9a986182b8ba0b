// Resultados against a seeded history, on both engines: the figures are
// counted from the orders and their order_events, for a period, a product, an
// objective and a state.
import { beforeAll, expect, it } from "vitest";
import { blockedBuyers, customers, orderEvents, orderItems, orders, products, quizEvents } from "~/db/schema";
import type { OrderStatus, PaymentStatus } from "~/lib/order-status";
import type { AppServices } from "~/services.server";
import { describeEachDatabase } from "../../../tests/support/database";
import { testServices } from "../../../tests/support/services";
import { seedProducts } from "../../../scripts/seed/content/products";
import { DEMO_DAYS, type DemoOrder, demoOrderPlan, insertDemoOrders } from "../../../scripts/seed/demo-orders";
import { loadResults, parseResultsFilters } from "./results.server";

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
    }[] = [
      { day: 2, product: "detox", state: "SP", path: ["confirmed", "shipped", "delivered"], payment: "paid" },
      { day: 3, product: "detox", state: "SP", path: ["confirmed", "shipped", "delivered"], payment: "paid" },
      { day: 4, product: "detox", state: "RJ", path: ["confirmed", "shipped", "delivered"], payment: "unpaid" },
      { day: 5, product: "skin", state: "RJ", path: ["confirmed", "shipped", "delivered"] },
      {
        day: 6,
        product: "skin",
        state: "SP",
        path: ["confirmed", "shipped", "failed", "reshipping", "shipped", "delivered"],
        payment: "paid",
      },
      { day: 7, product: "skin", state: "BA", path: ["confirmed", "shipped", "failed", "cancelled"] },
      { day: 8, product: "detox", state: "BA", path: ["confirmed", "shipped"] },
      { day: 9, product: "detox", state: "SP", path: ["confirmed"] },
      { day: 10, product: "skin", state: "SP", path: ["review", "cancelled"] },
      { day: 11, product: "detox", state: "SP", path: [] },
      // Outside the period (July): never counted.
      { day: 40, product: "detox", state: "SP", path: ["confirmed", "shipped", "delivered"] },
    ];
    for (const h of history) {
      const status = h.path.at(-1) ?? "new";
      const deliveredAt = status === "delivered" ? june(h.day, 5) : null;
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
    });
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
