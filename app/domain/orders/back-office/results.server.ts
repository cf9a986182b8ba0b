// Resultados: what became of the orders placed in a period (São Paulo calendar,
// both days included, ?de=&ate= like the Funil page), optionally for one
// product, objective or state. Counted by SQL from the orders, in one pass over
// the period's orders, never from counters kept by hand:
//   confirmado / enviado / frustrado: the order reached that status (its row
//     keeps when: status_confirmed_at, shipped_at, failed_at, kept from its
//     order_events by a trigger, migration 0011; or its status is that one or
//     one only reachable through it);
//   entregue: its status is 'entregue' (final);
//   entregue e pago / não pago: its payment now; vencido: not paid after the
//     due date (database clock); a receber: the total of delivered, unpaid.
// Rates: delivered ÷ shipped, paid ÷ delivered.
import { asc, sql, type SQL } from "drizzle-orm";
import { type Database, rowsOf } from "~/db/client.server";
import { dayRanges, ORDER_KEY, REACHED_COUNTS, summaryDays } from "./results-summary.server";
import { products } from "~/db/schema";
import { type FunnelPeriod, parseFunnelPeriod } from "~/domain/quiz/quiz-events.server";
import { BRAZIL_STATES } from "~/lib/brazil-states";
import { SHOP_TIME_ZONE } from "~/lib/dates";
import { OBJECTIVES, type Objective, PLANS } from "~/domain/quiz/objective-plans";
import { OBJECTIVE_LABELS } from "~/domain/quiz/quiz-rules";

export interface ResultsFilters {
  period: FunnelPeriod;
  productId: number | null;
  objective: Objective | null;
  state: string | null;
}

export function parseResultsFilters(params: URLSearchParams, now: Date = new Date()): ResultsFilters {
  const product = params.get("produto") ?? "";
  const objective = params.get("objetivo");
  const state = (params.get("uf") ?? "").toUpperCase();
  return {
    period: parseFunnelPeriod(params, now),
    productId: /^\d{1,9}$/.test(product) ? Number(product) : null,
    objective: (OBJECTIVES as readonly string[]).includes(objective ?? "") ? (objective as Objective) : null,
    state: (BRAZIL_STATES as readonly string[]).includes(state) ? state : null,
  };
}

export interface ResultFigures {
  placed: number;
  confirmed: number;
  shipped: number;
  delivered: number;
  failed: number;
  deliveredPaid: number;
  deliveredUnpaid: number;
  overdue: number;
  /** Delivered, not paid: what is still to collect, in cents. */
  toCollectCents: number;
  /** delivered ÷ shipped */
  deliveryRate: number | null;
  /** paid ÷ delivered */
  paymentRate: number | null;
}

export interface ResultsGroup extends ResultFigures {
  key: string;
  label: string;
}

export interface ResultsReport {
  filters: ResultsFilters;
  totals: ResultFigures;
  /** quiz → pedido → entregue → pago, for the period (and objective). */
  chain: { quizStarted: number; ordered: number; delivered: number; paid: number };
  byProduct: ResultsGroup[];
  byObjective: ResultsGroup[];
  byState: ResultsGroup[];
  /**
   * Week by week (weeks start on Monday, São Paulo calendar; by the day the
   * order was placed), every week of the period, empty ones as zeros. The key
   * is the Monday (YYYY-MM-DD), the label "dd/mm".
   */
  byWeek: ResultsGroup[];
  options: { products: { id: number; name: string }[] };
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The objective of a product handle, as SQL (the quiz's plans: app/domain/quiz/objective-plans.ts). */
function objectiveOfHandle(handle: SQL): SQL {
  const cases = OBJECTIVES.map((o) => sql`WHEN ${PLANS[o].productHandle} THEN ${o}`);
  return sql`(CASE ${handle} ${sql.join(cases, sql` `)} END)`;
}

interface FigureRow {
  key: string | null;
  label: string | null;
  placed: number;
  confirmed: number;
  shipped: number;
  delivered: number;
  failed: number;
  delivered_paid: number;
  delivered_unpaid: number;
  overdue: number;
  to_collect: number | string | null;
}

function figuresOf(row: FigureRow | undefined): ResultFigures {
  const n = (v: unknown) => Number(v ?? 0);
  const shipped = n(row?.shipped);
  const delivered = n(row?.delivered);
  const paid = n(row?.delivered_paid);
  return {
    placed: n(row?.placed),
    confirmed: n(row?.confirmed),
    shipped,
    delivered,
    failed: n(row?.failed),
    deliveredPaid: paid,
    deliveredUnpaid: n(row?.delivered_unpaid),
    overdue: n(row?.overdue),
    toCollectCents: n(row?.to_collect),
    deliveryRate: ratio(delivered, shipped),
    paymentRate: ratio(paid, delivered),
  };
}

const DAY_MS = 24 * 60 * 60_000;

/** The Monday on or before a calendar day (YYYY-MM-DD). */
function mondayOf(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(time).getUTCDay() + 6) % 7; // Monday = 0
  return new Date(time - weekday * DAY_MS).toISOString().slice(0, 10);
}

function everyWeek(period: FunnelPeriod, found: Map<string, ResultsGroup>): ResultsGroup[] {
  const weeks: ResultsGroup[] = [];
  for (let week = mondayOf(period.from); week <= period.to;) {
    const label = `${week.slice(8, 10)}/${week.slice(5, 7)}`;
    weeks.push({ ...(found.get(week) ?? figuresOf(undefined)), key: week, label });
    week = new Date(Date.parse(`${week}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
  }
  return weeks;
}

export interface LoadResultsOptions {
  /**
   * Read the days the daily summary holds fresh from it (default). False: count
   * every order of the period from the orders table (the reference the summary
   * is tested against).
   */
  summary?: boolean;
}

const dayStart = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;

/**
 * The period's figures in one read-only snapshot: days the summary holds fresh
 * come from order_results_daily, every other day (today, days changed since the
 * last refresh) from its orders, each order read once; 'vencido' always from the
 * orders (it moves with the clock), through the delivered-unpaid partial index.
 */
export async function loadResults(
  db: Database,
  filters: ResultsFilters,
  options: LoadResultsOptions = {},
): Promise<ResultsReport> {
  const { period } = filters;
  const start = dayStart(period.from);
  const end = sql`((${period.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;

  return db.transaction(
    async (tx) => {
      const fresh = options.summary === false ? [] : await summaryDays(tx, period.from, period.to);
      const freshSet = new Set(fresh);
      // The period's days the summary does not hold, as ranges of created_at (index ranges, not a scan).
      const rawRanges = dayRanges(period.from, period.to, (day) => !freshSet.has(day));
      const inRanges = (ranges: [string, string][]) =>
        ranges.length
          ? sql`(${sql.join(
              ranges.map(([a, b]) => sql`(o.created_at >= ${dayStart(a)} AND o.created_at < ${dayStart(b)})`),
              sql` OR `,
            )})`
          : sql`false`;
      const freshRanges = dayRanges(period.from, period.to, (day) => freshSet.has(day));
      const overdueNow = sql`o.status = 'delivered' AND o.payment_status IN ('pending', 'unpaid') AND o.payment_due_at < now()`;

      const keep: SQL[] = [];
      if (filters.productId !== null) keep.push(sql`u.products @> ARRAY[${filters.productId}::int]`);
      if (filters.objective)
        keep.push(sql`u.products && ARRAY(SELECT id FROM products WHERE handle = ${PLANS[filters.objective].productHandle})`);
      if (filters.state) keep.push(sql`u.state = ${filters.state}`);

      const unitsSql = sql`
        WITH units AS (
          SELECT d.day, d.state, d.products, d.placed, d.confirmed, d.shipped, d.delivered, d.failed,
            d.delivered_paid, d.delivered_unpaid, 0 AS overdue, d.to_collect
          FROM order_results_daily d
          WHERE ${
            freshRanges.length
              ? sql`(${sql.join(
                  freshRanges.map(([a, b]) => sql`(d.day >= ${a}::date AND d.day < ${b}::date)`),
                  sql` OR `,
                )})`
              : sql`false`
          }
          UNION ALL
          SELECT r.day, r.state, r.products, r.placed, r.confirmed, r.shipped, r.delivered, r.failed,
            r.delivered_paid, r.delivered_unpaid, r.overdue, r.to_collect
          FROM (
            SELECT ${ORDER_KEY}, ${REACHED_COUNTS}, (${overdueNow})::int AS overdue
            FROM orders o WHERE ${inRanges(rawRanges)}
          ) r
          UNION ALL
          SELECT v.day, v.state, v.products, 0, 0, 0, 0, 0, 0, 0, 1, 0
          FROM (SELECT ${ORDER_KEY} FROM orders o WHERE ${overdueNow} AND ${inRanges(freshRanges)}) v
        ),
        kept AS (
          SELECT u.*, date_trunc('week', u.day)::date AS week FROM units u
          ${keep.length ? sql`WHERE ${sql.join(keep, sql` AND `)}` : sql``}
        )`;
      const figures = sql`
        sum(placed)::int AS placed, sum(confirmed)::int AS confirmed, sum(shipped)::int AS shipped,
        sum(delivered)::int AS delivered, sum(failed)::int AS failed, sum(delivered_paid)::int AS delivered_paid,
        sum(delivered_unpaid)::int AS delivered_unpaid, sum(overdue)::int AS overdue,
        COALESCE(sum(to_collect), 0)::bigint AS to_collect`;
      // One statement, one pass over the units: totals, weeks and states as grouping sets, products and
      // objectives through each unit's set of products (an order with two products counts once under each).
      const grouped = await tx.execute(sql`${unitsSql}
        SELECT CASE WHEN GROUPING(k.week) = 0 THEN 'week' WHEN GROUPING(k.state) = 0 THEN 'state' ELSE 'total' END AS kind,
          COALESCE(to_char(k.week, 'YYYY-MM-DD'), COALESCE(NULLIF(k.state, ''), '—')) AS key, NULL AS label, ${figures}
        FROM kept k GROUP BY GROUPING SETS ((), (k.week), (k.state))
        UNION ALL
        SELECT 'product', p.id::text, min(p.name), ${figures}
        FROM kept k CROSS JOIN LATERAL unnest(k.products) AS pid JOIN products p ON p.id = pid
        GROUP BY p.id
        UNION ALL
        SELECT 'objective', ob.objective, ob.objective, ${figures}
        FROM kept k CROSS JOIN LATERAL (
          SELECT DISTINCT ${objectiveOfHandle(sql`p.handle`)} AS objective
          FROM unnest(k.products) AS pid JOIN products p ON p.id = pid
        ) ob
        WHERE ob.objective IS NOT NULL
        GROUP BY ob.objective`);
      const [quizRows, productOptions] = await Promise.all([
        tx.execute(sql`
          SELECT count(DISTINCT s.visit_id)::int AS started
          FROM quiz_events s
          WHERE s.kind = 'started' AND s.created_at >= ${start} AND s.created_at < ${end}
          ${filters.objective ? sql`AND EXISTS (SELECT 1 FROM quiz_events q WHERE q.visit_id = s.visit_id AND q.objective = ${filters.objective})` : sql``}
        `),
        tx.select({ id: products.id, name: products.name }).from(products).orderBy(asc(products.name)),
      ]);

      const rows = rowsOf<FigureRow & { kind: string }>(grouped);
      const of = (kind: string) =>
        rows
          .filter((r) => r.kind === kind)
          .map((r): ResultsGroup => ({ key: String(r.key), label: String(r.label ?? r.key), ...figuresOf(r) }));
      const byPlacedThen = (a: ResultsGroup, b: ResultsGroup, second: (g: ResultsGroup) => string) =>
        b.placed - a.placed || (second(a) < second(b) ? -1 : second(a) > second(b) ? 1 : 0);
      const totals = figuresOf(rows.find((r) => r.kind === "total"));
      const byObjectiveMap = new Map(of("objective").map((g) => [g.key, g]));
      return {
        filters,
        totals,
        chain: {
          quizStarted: Number(rowsOf<{ started: number }>(quizRows)[0]?.started ?? 0),
          ordered: totals.placed,
          delivered: totals.delivered,
          paid: totals.deliveredPaid,
        },
        byProduct: of("product").sort((a, b) => byPlacedThen(a, b, (g) => g.label)),
        byObjective: OBJECTIVES.map((o) => ({
          ...(byObjectiveMap.get(o) ?? { key: o, ...figuresOf(undefined) }),
          key: o,
          label: OBJECTIVE_LABELS[o],
        })),
        byState: of("state").sort((a, b) => byPlacedThen(a, b, (g) => g.key)),
        byWeek: everyWeek(period, new Map(of("week").map((g) => [g.key, g]))),
        options: { products: productOptions },
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
