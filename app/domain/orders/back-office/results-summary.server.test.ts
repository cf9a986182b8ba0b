// Resultados read through the daily summary must equal Resultados counted from
// the orders, on random histories: random orders over three weeks, a refresh
// at a random moment, then random writes (status and payment moves with their
// events, a confirmation on WhatsApp, a payment by the provider or by hand, a
// reminder, a state fixed, a line removed, new orders) that the summary has not
// seen. Fresh days come from the summary, stale ones from the orders: the two
// reports must be identical, for the whole period and under each filter. The
// reference reads how each order was confirmed and paid, and its reminders, from
// its events and reminders: the copies the order rows keep must agree.
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import { customers, orderEvents, orderItems, orderReminders, orders, products } from "~/db/schema";
import { CUSTOMER_ACTOR } from "~/domain/orders/confirmation/order-confirmation.server";
import { WHATSAPP_ACTOR } from "~/domain/messaging/whatsapp-inbound.server";
import { PIX_API_ACTOR } from "~/domain/payments/pix-charges.server";
import type { AppServices } from "~/services.server";
import { describeEachDatabase } from "../../../../tests/support/database";
import { testServices } from "../../../../tests/support/services";
import { refreshResultsSummary } from "./results-summary.server";
import { loadResults, parseResultsFilters, type ResultsFilters } from "./results.server";

const DAY = 24 * 60 * 60_000;
const NOW = new Date("2026-07-20T15:00:00Z");
const STATES = ["SP", "RJ", "ba", ""];
const FATES = [
  { status: "new", events: [] },
  { status: "confirmed", events: ["confirmed"] },
  { status: "shipped", events: ["confirmed", "shipped"] },
  { status: "delivered", events: ["confirmed", "shipped", "delivered"] },
  { status: "cancelled", events: ["confirmed", "cancelled"] },
  { status: "reshipping", events: ["confirmed", "shipped", "failed", "reshipping"] },
  { status: "failed", events: ["confirmed", "shipped", "failed"] },
] as const;
const PAYMENTS = ["pending", "paid", "unpaid", "refunded"] as const;
/** Who marked an order paid: providers, the shared password's admin, an admin's email. */
const PAYERS = [PIX_API_ACTOR, "pagamento online (Stripe)", "admin", "ana@lift.com.br"] as const;

const orderArb = fc.record({
  daysAgo: fc.integer({ min: 0, max: 20 }),
  minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  state: fc.constantFrom(...STATES),
  fate: fc.integer({ min: 0, max: FATES.length - 1 }),
  payment: fc.constantFrom(...PAYMENTS),
  dueInDays: fc.integer({ min: -5, max: 5 }),
  products: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }),
  total: fc.integer({ min: 0, max: 50_000 }),
  confirmedBy: fc.constantFrom(null, WHATSAPP_ACTOR, CUSTOMER_ACTOR),
  // Payment marks (the last one counts), whatever the payment is now (paid, then refunded…).
  paidBy: fc.array(fc.constantFrom(...PAYERS), { maxLength: 2 }),
  paidHoursAfter: fc.option(fc.integer({ min: 0, max: 96 })),
  remindedHoursAfter: fc.option(fc.integer({ min: 0, max: 96 })),
});
const writeArb = fc.record({
  pick: fc.nat(),
  kind: fc.constantFrom(
    "deliver-paid",
    "fail",
    "state",
    "drop-line",
    "unpaid",
    "confirm-whatsapp",
    "pay-provider",
    "pay-admin",
    "remind",
  ),
});

type OrderInput = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;
type WriteInput = typeof writeArb extends fc.Arbitrary<infer T> ? T : never;

describeEachDatabase("Resultados' daily summary", (database) => {
  let services: AppServices;
  let productIds: number[];
  let customerId: string;

  beforeAll(async () => {
    services = testServices(database());
    const rows = await services.db
      .insert(products)
      .values([
        { handle: "lift-detox-black", name: "Lift Detox Black", priceCents: 14700, searchName: "lift detox black" },
        { handle: "lift-skin", name: "Lift Skin", priceCents: 19700, searchName: "lift skin" },
        { handle: "outro", name: "Outro", priceCents: 9700, searchName: "outro" },
      ])
      .returning({ id: products.id });
    productIds = rows.map((r) => r.id);
    const [customer] = await services.db.insert(customers).values({ name: "Cliente", email: "c@example.com" }).returning();
    customerId = customer!.id;
  });

  async function addOrder(o: OrderInput): Promise<string> {
    const createdAt = new Date(NOW.getTime() - o.daysAgo * DAY - o.minute * 60_000);
    const fate = FATES[o.fate]!;
    const delivered = fate.status === "delivered";
    const [row] = await services.db
      .insert(orders)
      .values({
        customerId,
        totalCents: o.total,
        deliveryAddress: "Rua A, 1",
        deliveryState: o.state,
        status: fate.status,
        paymentStatus: delivered ? o.payment : "pending",
        paymentDueAt: delivered ? new Date(Date.now() + o.dueInDays * DAY) : null,
        paidAt: o.paidHoursAfter === null ? null : new Date(createdAt.getTime() + o.paidHoursAfter * 3_600_000),
        source: "checkout",
        createdAt,
      })
      .returning({ id: orders.id });
    await services.db
      .insert(orderItems)
      .values(
        o.products.map((p) => ({ orderId: row!.id, productId: productIds[p]!, productName: "x", quantity: 1, priceCents: 100 })),
      );
    let from = "new";
    for (const to of fate.events) {
      await services.db
        .insert(orderEvents)
        .values({ orderId: row!.id, field: "status", fromValue: from, toValue: to, actor: "admin", createdAt });
      from = to;
    }
    if (o.confirmedBy)
      await services.db.insert(orderEvents).values({
        orderId: row!.id,
        field: "confirmation",
        fromValue: "",
        toValue: "confirmed",
        actor: o.confirmedBy,
        createdAt,
      });
    for (const actor of o.paidBy)
      await services.db
        .insert(orderEvents)
        .values({ orderId: row!.id, field: "payment_status", fromValue: "pending", toValue: "paid", actor, createdAt });
    if (o.remindedHoursAfter !== null)
      await services.db.insert(orderReminders).values({
        orderId: row!.id,
        kind: "before_due",
        sentAt: new Date(createdAt.getTime() + o.remindedHoursAfter * 3_600_000),
      });
    return row!.id;
  }

  async function write(ids: string[], w: WriteInput) {
    const id = ids[w.pick % ids.length]!;
    const db = services.db;
    if (w.kind === "deliver-paid") {
      await db.execute(sql`UPDATE orders SET status = 'delivered', payment_status = 'paid' WHERE id = ${id}`);
      await db.insert(orderEvents).values({ orderId: id, field: "status", fromValue: "x", toValue: "delivered", actor: "admin" });
    } else if (w.kind === "fail") {
      await db.execute(sql`UPDATE orders SET status = 'failed' WHERE id = ${id}`);
      await db.insert(orderEvents).values({ orderId: id, field: "status", fromValue: "x", toValue: "failed", actor: "admin" });
    } else if (w.kind === "confirm-whatsapp") {
      await db.execute(sql`UPDATE orders SET confirmed_at = COALESCE(confirmed_at, now()) WHERE id = ${id}`);
      await db
        .insert(orderEvents)
        .values({ orderId: id, field: "confirmation", fromValue: "", toValue: "confirmed", actor: WHATSAPP_ACTOR });
    } else if (w.kind === "pay-provider" || w.kind === "pay-admin") {
      await db.execute(sql`UPDATE orders SET payment_status = 'paid', paid_at = now() WHERE id = ${id}`);
      await db.insert(orderEvents).values({
        orderId: id,
        field: "payment_status",
        fromValue: "x",
        toValue: "paid",
        actor: w.kind === "pay-provider" ? PIX_API_ACTOR : "admin",
      });
    } else if (w.kind === "remind") {
      await db
        .insert(orderReminders)
        .values({ orderId: id, kind: "overdue", sentAt: new Date(Date.now() - DAY) })
        .onConflictDoNothing();
    } else if (w.kind === "state") {
      await db.execute(sql`UPDATE orders SET delivery_state = 'PE' WHERE id = ${id}`);
    } else if (w.kind === "unpaid") {
      await db.execute(
        sql`UPDATE orders SET status = 'delivered', payment_status = 'unpaid', payment_due_at = now() - interval '1 day' WHERE id = ${id}`,
      );
    } else {
      await db.execute(
        sql`DELETE FROM order_items WHERE id = (SELECT max(id) FROM order_items WHERE order_id = ${id}) AND (SELECT count(*) FROM order_items WHERE order_id = ${id}) > 1`,
      );
    }
  }

  const filtersFor = (extra: Record<string, string>): ResultsFilters =>
    parseResultsFilters(new URLSearchParams({ de: "2026-06-25", ate: "2026-07-20", ...extra }), NOW);

  it("equals the report counted from the orders, whatever was written before or after the refresh", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArb, { minLength: 1, maxLength: 25 }),
        fc.array(writeArb, { maxLength: 8 }),
        fc.array(orderArb, { maxLength: 4 }),
        async (before, writes, after) => {
          await services.db.execute(
            sql`TRUNCATE orders, order_items, order_events, order_reminders, order_results_daily, order_results_daily_states, order_results_daily_products, order_results_days CASCADE`,
          );
          const ids: string[] = [];
          for (const o of before) ids.push(await addOrder(o));
          await refreshResultsSummary(services.db, NOW);
          for (const w of writes) await write(ids, w);
          for (const o of after) ids.push(await addOrder(o));
          for (const extra of [
            {},
            { produto: String(productIds[1]) },
            { uf: "SP" },
            { objetivo: "emagrecer" },
            { uf: "BA" },
          ] as Record<string, string>[]) {
            const filters = filtersFor(extra);
            const summary = await loadResults(services.db, filters);
            const raw = await loadResults(services.db, filters, { summary: false });
            expect(summary).toEqual(raw);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);

  it("reads every day it holds fresh from the summary, and a written day from the orders until refreshed", async () => {
    await services.db.execute(
      sql`TRUNCATE orders, order_items, order_events, order_reminders, order_results_daily, order_results_daily_states, order_results_daily_products, order_results_days CASCADE`,
    );
    const plain = { confirmedBy: null, paidBy: [], paidHoursAfter: null, remindedHoursAfter: null };
    const id = await addOrder({
      ...plain,
      daysAgo: 3,
      minute: 0,
      state: "SP",
      fate: 3,
      payment: "paid",
      dueInDays: 1,
      products: [0],
      total: 100,
    });
    await addOrder({
      ...plain,
      daysAgo: 0,
      minute: 0,
      state: "SP",
      fate: 0,
      payment: "pending",
      dueInDays: 1,
      products: [0],
      total: 100,
    });
    const run = await refreshResultsSummary(services.db, NOW);
    // Three days ago, two days ago, yesterday: today is never summarised.
    expect(run).toEqual({ registered: 3, refreshed: 3 });
    const stale = async () =>
      rowsOf<{ n: number }>(await services.db.execute(sql`SELECT count(*)::int AS n FROM order_results_days WHERE stale`))[0]!.n;
    expect(await stale()).toBe(0);
    await services.db.execute(sql`UPDATE orders SET payment_status = 'refunded' WHERE id = ${id}`);
    expect(await stale()).toBe(1);
    const report = await loadResults(services.db, filtersFor({}));
    expect(report.totals.deliveredPaid).toBe(0);
    await refreshResultsSummary(services.db, NOW);
    expect(await stale()).toBe(0);
    expect(await loadResults(services.db, filtersFor({}))).toEqual(
      await loadResults(services.db, filtersFor({}), { summary: false }),
    );
    // A tap on WhatsApp and a reminder change no status, yet their day is counted again.
    await services.db
      .insert(orderEvents)
      .values({ orderId: id, field: "confirmation", fromValue: "", toValue: "confirmed", actor: WHATSAPP_ACTOR });
    expect(await stale()).toBe(1);
    expect((await loadResults(services.db, filtersFor({}))).totals).toMatchObject({ confirmedByWhatsApp: 1, confirmedByTeam: 0 });
    await refreshResultsSummary(services.db, NOW);
    await services.db.insert(orderReminders).values({ orderId: id, kind: "overdue", sentAt: new Date(NOW.getTime() - 4 * DAY) });
    expect(await stale()).toBe(1);
    await services.db.execute(
      sql`UPDATE orders SET payment_status = 'paid', paid_at = ${NOW.toISOString()}::timestamptz WHERE id = ${id}`,
    );
    await services.db
      .insert(orderEvents)
      .values({ orderId: id, field: "payment_status", fromValue: "refunded", toValue: "paid", actor: PIX_API_ACTOR });
    await refreshResultsSummary(services.db, NOW);
    expect((await loadResults(services.db, filtersFor({}))).totals).toMatchObject({
      paidAfterReminder: 1,
      paidByProvider: 1,
      paidByAdmin: 0,
      confirmedByWhatsApp: 1,
    });
  });
  it("counts again a summarised day that gets a new order or new lines", async () => {
    await services.db.execute(
      sql`TRUNCATE orders, order_items, order_events, order_reminders, order_results_daily, order_results_daily_states, order_results_daily_products, order_results_days CASCADE`,
    );
    const order = {
      confirmedBy: null,
      paidBy: [],
      paidHoursAfter: null,
      remindedHoursAfter: null,
      fate: 3,
      payment: "paid" as const,
      minute: 0,
      state: "SP",
      dueInDays: 1,
      products: [0],
      total: 100,
    };
    const id = await addOrder({ ...order, daysAgo: 3 });
    await refreshResultsSummary(services.db, NOW);
    const staleDays = async () =>
      rowsOf<{ day: string }>(
        await services.db.execute(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM order_results_days WHERE stale ORDER BY day`),
      ).map((r) => r.day);
    expect(await staleDays()).toEqual([]);
    // A new order, with two lines, dated in a summarised day (an import, say): that day alone.
    await addOrder({ ...order, daysAgo: 2, products: [0, 1] });
    expect(await staleDays()).toHaveLength(1);
    await refreshResultsSummary(services.db, NOW);
    await services.db.insert(orderItems).values([
      { orderId: id, productId: productIds[1]!, productName: "x", quantity: 1, priceCents: 100 },
      { orderId: id, productId: productIds[2]!, productName: "x", quantity: 1, priceCents: 100 },
    ]);
    expect(await staleDays()).toHaveLength(1);
    await refreshResultsSummary(services.db, NOW);
    expect(await staleDays()).toEqual([]);
    expect(await loadResults(services.db, filtersFor({}))).toEqual(
      await loadResults(services.db, filtersFor({}), { summary: false }),
    );
  });
  it("counts as vencido an order of a summarised day that fell due after the refresh", async () => {
    await services.db.execute(
      sql`TRUNCATE orders, order_items, order_events, order_reminders, order_results_daily, order_results_daily_states, order_results_daily_products, order_results_days CASCADE`,
    );
    const plain = { confirmedBy: null, paidBy: [], paidHoursAfter: null, remindedHoursAfter: null };
    const id = await addOrder({
      ...plain,
      daysAgo: 2,
      minute: 0,
      state: "SP",
      fate: 3,
      payment: "unpaid",
      dueInDays: 0,
      products: [1],
      total: 500,
    });
    await services.db.execute(sql`UPDATE orders SET payment_due_at = now() + interval '1.5 seconds' WHERE id = ${id}`);
    await refreshResultsSummary(services.db, NOW);
    const before = await loadResults(services.db, filtersFor({}));
    expect(before.totals).toMatchObject({ deliveredUnpaid: 1, overdue: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // The day is still fresh (nothing was written): its due order is counted live.
    for (const extra of [{}, { produto: String(productIds[1]) }] as Record<string, string>[]) {
      const summary = await loadResults(services.db, filtersFor(extra));
      expect(summary.totals.overdue).toBe(1);
      expect(summary.byProduct.find((g) => g.key === String(productIds[1]))?.overdue).toBe(1);
      expect(summary).toEqual(await loadResults(services.db, filtersFor(extra), { summary: false }));
    }
  });
});
