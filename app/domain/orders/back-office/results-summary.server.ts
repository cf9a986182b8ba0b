// Resultados' daily summaries (migrations 0011, 0019): per São Paulo day of
// placing, what those orders reached. Three tables, one per way the page reads
// them: per day and state (totals, weeks, states: ~27 rows a day) and per day and
// product (products, objectives) for the unfiltered page, which a year reads in
// ~20k rows; per day, state and set of products (about one row per order at
// scale) only when the page is filtered by product, objective or state.
//
// Exact, not approximate: order_results_days says which days are fresh. A
// trigger marks a summarised day stale, in the writing transaction, whenever
// one of its orders, order lines or order facts changes; Resultados counts stale days (and
// days never summarised, such as today) from the orders themselves. The job
// ("orders.results-summary") registers the days up to yesterday and refreshes
// stale ones a month at a time.
//
// Why it cannot miss a write: a writer's trigger updates the day's row (taking
// its lock) before it commits. The refresh locks the rows of the days it
// recomputes (FOR UPDATE, skipping rows a writer holds: they are stale anyway),
// so a writer that comes after waits, then marks the day stale again. A day is
// registered under a SHARE lock on orders, order_items and order_facts, which waits for the
// writers in flight: no write can slip in unregistered and unseen.
import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf, type Transaction } from "~/db/client.server";
import { SHOP_TIME_ZONE } from "~/lib/dates";

/**
 * Three facts per order (migration 0019: the side table order_facts, kept by triggers from
 * order_events and order_reminders), as SQL over the order `o` and its facts `f`: how the buyer
 * confirmed, who marked it paid last, when its first payment reminder went out.
 */
export interface OrderFacts {
  confirmedVia: string;
  paidVia: string;
  remindedAt: string;
}

/** The facts as order_facts keeps them: what the summary and Resultados read. */
export const ROW_FACTS: OrderFacts = { confirmedVia: "f.confirmed_via", paidVia: "f.paid_via", remindedAt: "f.reminded_at" };

/** The orders `o` with their facts `f`. */
export const ORDERS_WITH_FACTS = sql.raw(`orders o LEFT JOIN order_facts f ON f.order_id = o.id`);

/**
 * The same facts read from where they happened (each order's events and reminders, one lookup
 * each): the reference the row's copies are tested against. The actors are the ones the
 * triggers of migration 0019 read: a tap on WhatsApp confirms as 'cliente (WhatsApp)'
 * (WHATSAPP_ACTOR); an admin marks as 'admin' or with their email.
 */
export const SOURCE_FACTS: OrderFacts = {
  confirmedVia: `(SELECT CASE WHEN e.actor = 'cliente (WhatsApp)' THEN 'whatsapp' ELSE 'link' END FROM order_events e
    WHERE e.order_id = o.id AND e.field = 'confirmation' AND e.to_value = 'confirmed' ORDER BY e.id LIMIT 1)`,
  paidVia: `(SELECT CASE WHEN e.actor = 'admin' OR e.actor LIKE '%@%' THEN 'admin' ELSE 'provider' END FROM order_events e
    WHERE e.order_id = o.id AND e.field = 'payment_status' AND e.to_value = 'paid' ORDER BY e.id DESC LIMIT 1)`,
  remindedAt: `(SELECT min(r.sent_at) FROM order_reminders r WHERE r.order_id = o.id)`,
};

/** The counts every source of Resultados holds, in this order (summary tables' columns). */
export const FIGURE_COLUMNS = [
  "placed",
  "confirmed",
  "shipped",
  "delivered",
  "failed",
  "delivered_paid",
  "delivered_unpaid",
  "to_collect",
  "overdue",
  "paid_provider",
  "paid_admin",
  "confirmed_whatsapp",
  "confirmed_link",
  "confirmed_team",
  "paid_after_reminder",
] as const;

const REACHED_CONFIRMED = `(o.status_confirmed_at IS NOT NULL OR o.status IN ('confirmed', 'shipped', 'delivered', 'failed', 'reshipping'))`;

/**
 * What one order reached, as counts (a summary row holds their sums); the SQL every source
 * shares. Confirmed by WhatsApp, by link, by the team: the orders that reached 'confirmado',
 * split by how (the team's: the buyer never confirmed). Paid automatically or by hand: orders
 * paid now, by who marked them (no recorded mark counts as by hand). Paid after a reminder:
 * delivered and paid, a reminder sent before the payment. Overdue: delivered, unpaid, past its
 * due date at the statement's now() (a summary row: when its day was refreshed).
 */
export function reachedCounts(facts: OrderFacts = ROW_FACTS) {
  return sql.raw(`
    1 AS placed,
    ${REACHED_CONFIRMED}::int AS confirmed,
    (o.shipped_at IS NOT NULL OR o.status IN ('shipped', 'delivered', 'failed', 'reshipping'))::int AS shipped,
    (o.status = 'delivered')::int AS delivered,
    (o.failed_at IS NOT NULL OR o.status IN ('failed', 'reshipping'))::int AS failed,
    (o.status = 'delivered' AND o.payment_status = 'paid')::int AS delivered_paid,
    (o.status = 'delivered' AND o.payment_status IN ('pending', 'unpaid'))::int AS delivered_unpaid,
    (CASE WHEN o.status = 'delivered' AND o.payment_status IN ('pending', 'unpaid') THEN o.total_cents ELSE 0 END)::bigint AS to_collect,
    (o.status = 'delivered' AND o.payment_status IN ('pending', 'unpaid') AND o.payment_due_at < now())::int AS overdue,
    (o.payment_status = 'paid' AND ${facts.paidVia} IS NOT DISTINCT FROM 'provider')::int AS paid_provider,
    (o.payment_status = 'paid' AND ${facts.paidVia} IS DISTINCT FROM 'provider')::int AS paid_admin,
    (${REACHED_CONFIRMED} AND ${facts.confirmedVia} IS NOT DISTINCT FROM 'whatsapp')::int AS confirmed_whatsapp,
    (${REACHED_CONFIRMED} AND ${facts.confirmedVia} IS NOT DISTINCT FROM 'link')::int AS confirmed_link,
    (${REACHED_CONFIRMED} AND ${facts.confirmedVia} IS NULL)::int AS confirmed_team,
    (o.status = 'delivered' AND o.payment_status = 'paid' AND ${facts.remindedAt} IS NOT NULL
      AND (o.paid_at IS NULL OR o.paid_at >= ${facts.remindedAt}))::int AS paid_after_reminder`);
}

/** "a.placed, a.confirmed, …" (or the sums, with `sum`) over the figure columns. */
export function figureList(alias: string, wrap: (column: string) => string = (c) => c): SQL {
  return sql.raw(FIGURE_COLUMNS.map((c) => wrap(alias ? `${alias}.${c}` : c)).join(", "));
}

/** An order's São Paulo day, delivery state and sorted set of products: the summary's key. */
export const ORDER_KEY = sql.raw(`
    (o.created_at AT TIME ZONE '${SHOP_TIME_ZONE}')::date AS day,
    upper(o.delivery_state) AS state,
    ARRAY(SELECT DISTINCT i.product_id FROM order_items i WHERE i.order_id = o.id ORDER BY 1) AS products`);

/** Days recomputed per transaction: each holds its days' locks only briefly. */
export const SUMMARY_DAYS_PER_BATCH = 31;

const DAY_MS = 24 * 60 * 60_000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Runs of consecutive days in [from, to] that pass `pick`, as [first day, day after the last). */
export function dayRanges(from: string, to: string, pick: (day: string) => boolean): [string, string][] {
  const ranges: [string, string][] = [];
  let open: string | null = null;
  for (let day = from; day <= to; day = nextDay(day)) {
    if (pick(day)) open ??= day;
    else if (open) {
      ranges.push([open, day]);
      open = null;
    }
  }
  if (open) ranges.push([open, nextDay(to)]);
  return ranges;
}

export interface FreshDays {
  /** The days of the period the summary holds fresh (YYYY-MM-DD). */
  days: string[];
  /** The oldest refresh among them (ISO): orders that fell due since are 'vencido' the summary does not hold. */
  refreshedSince: string | null;
}

/** The days of [from, to] whose summary is fresh, and when the oldest of them was refreshed. */
export async function summaryDays(db: Database | Transaction, from: string, to: string): Promise<FreshDays> {
  const rows = rowsOf<{ day: string; refreshed_at: string | Date }>(
    await db.execute(
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, refreshed_at FROM order_results_days
          WHERE NOT stale AND day >= ${from}::date AND day <= ${to}::date`,
    ),
  );
  const times = rows.map((r) => new Date(r.refreshed_at).getTime());
  return {
    days: rows.map((r) => r.day),
    refreshedSince: times.length ? new Date(Math.min(...times)).toISOString() : null,
  };
}

export interface SummaryRun {
  registered: number;
  refreshed: number;
}

/** Registers the days up to yesterday (São Paulo) and refreshes every stale day; `maxDays` bounds one run. */
export async function refreshResultsSummary(db: Database, now: Date = new Date(), maxDays = 5000): Promise<SummaryRun> {
  const registered = await db.transaction(async (tx) => {
    const yesterday = sql`((${now.toISOString()}::timestamptz AT TIME ZONE ${SHOP_TIME_ZONE})::date - 1)`;
    const [todo] = rowsOf<{ pending: boolean }>(
      await tx.execute(sql`
        SELECT EXISTS (SELECT 1 FROM orders WHERE created_at < (${yesterday} + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})
          AND COALESCE((SELECT max(day) FROM order_results_days), '-infinity'::date) < ${yesterday} AS pending`),
    );
    if (!todo?.pending) return 0;
    await tx.execute(sql`LOCK TABLE orders, order_items, order_facts IN SHARE MODE`);
    const rows = await tx.execute(sql`
      INSERT INTO order_results_days (day, stale)
      SELECT d::date, true
      FROM generate_series(
        COALESCE((SELECT max(day) + 1 FROM order_results_days), (SELECT (min(created_at) AT TIME ZONE ${SHOP_TIME_ZONE})::date FROM orders)),
        ${yesterday}, interval '1 day') d
      ON CONFLICT (day) DO NOTHING
      RETURNING day`);
    return rowsOf(rows).length;
  });
  let refreshed = 0;
  while (refreshed < maxDays) {
    const days = await db.transaction(async (tx) => {
      const picked = rowsOf<{ day: string }>(
        await tx.execute(sql`
          SELECT to_char(day, 'YYYY-MM-DD') AS day FROM order_results_days
          WHERE stale ORDER BY day LIMIT ${SUMMARY_DAYS_PER_BATCH} FOR UPDATE SKIP LOCKED`),
      ).map((r) => r.day);
      if (!picked.length) return picked;
      const list = `{${picked.join(",")}}`;
      const ranges = dayRanges(picked[0]!, picked[picked.length - 1]!, (d) => picked.includes(d));
      const inDays = sql.join(
        ranges.map(
          ([a, b]) =>
            sql`(o.created_at >= (${a}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE} AND o.created_at < (${b}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`,
        ),
        sql` OR `,
      );
      const columns = figureList("");
      const sums = figureList("", (c) => `sum(${c})`);
      await tx.execute(sql`DELETE FROM order_results_daily WHERE day = ANY(${list}::date[])`);
      await tx.execute(sql`DELETE FROM order_results_daily_states WHERE day = ANY(${list}::date[])`);
      await tx.execute(sql`DELETE FROM order_results_daily_products WHERE day = ANY(${list}::date[])`);
      await tx.execute(sql`
        INSERT INTO order_results_daily (day, state, products, ${columns})
        SELECT day, state, products, ${sums}
        FROM (SELECT ${ORDER_KEY}, ${reachedCounts()} FROM ${ORDERS_WITH_FACTS} WHERE ${inDays}) r
        GROUP BY day, state, products`);
      // The narrow summaries, from the rows just written: per state, and per product (an order
      // under each of its products).
      await tx.execute(sql`
        INSERT INTO order_results_daily_states (day, state, ${columns})
        SELECT day, state, ${sums} FROM order_results_daily WHERE day = ANY(${list}::date[]) GROUP BY day, state`);
      await tx.execute(sql`
        INSERT INTO order_results_daily_products (day, product_id, ${columns})
        SELECT d.day, pid, ${figureList("d", (c) => `sum(${c})`)}
        FROM order_results_daily d CROSS JOIN LATERAL unnest(d.products) AS pid
        WHERE d.day = ANY(${list}::date[]) GROUP BY d.day, pid`);
      await tx.execute(sql`UPDATE order_results_days SET stale = false, refreshed_at = now() WHERE day = ANY(${list}::date[])`);
      return picked;
    });
    if (!days.length) break;
    refreshed += days.length;
  }
  return { registered, refreshed };
}
