// Resultados read through the daily summary must equal Resultados counted from
// the orders, on random histories: random orders over three weeks, a refresh
// at a random moment, then random writes (status and payment moves with their
// events, a state fixed, a line removed, new orders) that the summary has not
// seen. Fresh days come from the summary, stale ones from the orders: the two
// reports must be identical, for the whole period and under each filter.
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import { customers, orderEvents, orderItems, orders, products } from "~/db/schema";
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

const orderArb = fc.record({
  daysAgo: fc.integer({ min: 0, max: 20 }),
  minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  state: fc.constantFrom(...STATES),
  fate: fc.integer({ min: 0, max: FATES.length - 1 }),
  payment: fc.constantFrom(...PAYMENTS),
  dueInDays: fc.integer({ min: -5, max: 5 }),
  products: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }),
  total: fc.integer({ min: 0, max: 50_000 }),
});
const writeArb = fc.record({
  pick: fc.nat(),
  kind: fc.constantFrom("deliver-paid", "fail", "state", "drop-line", "unpaid"),
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
            sql`TRUNCATE orders, order_items, order_events, order_results_daily, order_results_days CASCADE`,
          );
          const ids: string[] = [];
          for (const o of before) ids.push(await addOrder(o));
          await refreshResultsSummary(services.db, NOW);
          for (const w of writes) await write(ids, w);
          for (const o of after) ids.push(await addOrder(o));
          for (const extra of [{}, { produto: String(productIds[1]) }, { uf: "SP" }, { objetivo: "emagrecer" }] as Record<
            string,
            string
          >[]) {
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
    await services.db.execute(sql`TRUNCATE orders, order_items, order_events, order_results_daily, order_results_days CASCADE`);
    const id = await addOrder({
      daysAgo: 3,
      minute: 0,
      state: "SP",
      fate: 3,
      payment: "paid",
      dueInDays: 1,
      products: [0],
      total: 100,
    });
    await addOrder({ daysAgo: 0, minute: 0, state: "SP", fate: 0, payment: "pending", dueInDays: 1, products: [0], total: 100 });
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
  });
});
