// Resultados' daily summary (migration 0011): per São Paulo day of placing,
// delivery state and set of products, what those orders reached, so a year
// reads ~365 × (states × product sets) rows instead of every order.
//
// Exact, not approximate: order_results_days says which days are fresh. A
// trigger marks a summarised day stale, in the writing transaction, whenever
// one of its orders or order lines changes; Resultados counts stale days (and
// days never summarised, such as today) from the orders themselves. The job
// ("orders.results-summary") registers the days up to yesterday and refreshes
// stale ones a month at a time.
//
// Why it cannot miss a write: a writer's trigger updates the day's row (taking
// its lock) before it commits. The refresh locks the rows of the days it
// recomputes (FOR UPDATE, skipping rows a writer holds: they are stale anyway),
// so a writer that comes after waits, then marks the day stale again. A day is
// registered under a SHARE lock on orders and order_items, which waits for the
// writers in flight: no write can slip in unregistered and unseen.
import { sql } from "drizzle-orm";
import { type Database, rowsOf, type Transaction } from "~/db/client.server";
import { SHOP_TIME_ZONE } from "~/lib/dates";

/** Summary rows and Resultados' own count read what an order reached the same way: */
/** What one order (or one summary row: many orders) reached, as counts; the SQL both sources share. */
export const REACHED_COUNTS = sql.raw(`
    1 AS placed,
    (o.status_confirmed_at IS NOT NULL OR o.status IN ('confirmed', 'shipped', 'delivered', 'failed', 'reshipping'))::int AS confirmed,
    (o.shipped_at IS NOT NULL OR o.status IN ('shipped', 'delivered', 'failed', 'reshipping'))::int AS shipped,
    (o.status = 'delivered')::int AS delivered,
    (o.failed_at IS NOT NULL OR o.status IN ('failed', 'reshipping'))::int AS failed,
    (o.status = 'delivered' AND o.payment_status = 'paid')::int AS delivered_paid,
    (o.status = 'delivered' AND o.payment_status IN ('pending', 'unpaid'))::int AS delivered_unpaid,
    (CASE WHEN o.status = 'delivered' AND o.payment_status IN ('pending', 'unpaid') THEN o.total_cents ELSE 0 END)::bigint AS to_collect`);

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

/** The days of [from, to] whose summary is fresh (YYYY-MM-DD). */
export async function summaryDays(db: Database | Transaction, from: string, to: string): Promise<string[]> {
  const rows = await db.execute(
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM order_results_days WHERE NOT stale AND day >= ${from}::date AND day <= ${to}::date`,
  );
  return rowsOf<{ day: string }>(rows).map((r) => r.day);
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
    await tx.execute(sql`LOCK TABLE orders, order_items IN SHARE MODE`);
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
      await tx.execute(sql`DELETE FROM order_results_daily WHERE day = ANY(${list}::date[])`);
      await tx.execute(sql`
        INSERT INTO order_results_daily (day, state, products, placed, confirmed, shipped, delivered, failed,
          delivered_paid, delivered_unpaid, to_collect)
        SELECT day, state, products, sum(placed), sum(confirmed), sum(shipped), sum(delivered), sum(failed),
          sum(delivered_paid), sum(delivered_unpaid), sum(to_collect)
        FROM (SELECT ${ORDER_KEY}, ${REACHED_COUNTS} FROM orders o WHERE ${inDays}) r
        GROUP BY day, state, products`);
      await tx.execute(sql`UPDATE order_results_days SET stale = false, refreshed_at = now() WHERE day = ANY(${list}::date[])`);
      return picked;
    });
    if (!days.length) break;
    refreshed += days.length;
  }
  return { registered, refreshed };
}
