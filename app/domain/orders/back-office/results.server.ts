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
//     due date (database clock); a receber: the total of delivered, unpaid;
//   confirmado por WhatsApp / pelo link / pela equipe: reached 'confirmado',
//     by how the buyer confirmed (none: the team's); pago automaticamente / à
//     mão: paid now, by who marked it last; pago após lembrete: delivered and
//     paid after a payment reminder (these three facts per order live in
//     order_facts, kept by triggers, migration 0019).
// Rates: delivered ÷ shipped, paid ÷ delivered.
import { asc, sql, type SQL } from "drizzle-orm";
import { type Database, rowsOf } from "~/db/client.server";
import {
  dayRanges,
  FIGURE_COLUMNS,
  figureList,
  ORDER_KEY,
  ORDERS_WITH_FACTS,
  reachedCounts,
  SOURCE_FACTS,
  summaryDays,
} from "./results-summary.server";
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
  /** Paid now, marked by a provider (Pix API, Stripe) without anyone's click. */
  paidByProvider: number;
  /** Paid now, marked by hand by the admin (or with no recorded mark). */
  paidByAdmin: number;
  /** Reached 'confirmado': the buyer tapped "Confirmar" on WhatsApp, … */
  confirmedByWhatsApp: number;
  /** … confirmed through the /confirmar link, … */
  confirmedByLink: number;
  /** … or the team confirmed it (the buyer never did). */
  confirmedByTeam: number;
  /** Delivered and paid, after a payment reminder went out (email and its WhatsApp twin). */
  paidAfterReminder: number;
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
  paid_provider: number;
  paid_admin: number;
  confirmed_whatsapp: number;
  confirmed_link: number;
  confirmed_team: number;
  paid_after_reminder: number;
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
    paidByProvider: n(row?.paid_provider),
    paidByAdmin: n(row?.paid_admin),
    confirmedByWhatsApp: n(row?.confirmed_whatsapp),
    confirmedByLink: n(row?.confirmed_link),
    confirmedByTeam: n(row?.confirmed_team),
    paidAfterReminder: n(row?.paid_after_reminder),
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
   * every order of the period from the orders table, with the facts each order
   * keeps on its row read from its events and reminders (the reference the
   * summary and those copies are tested against).
   */
  summary?: boolean;
}

const dayStart = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;

/**
 * The period's figures in one read-only snapshot: days the summary holds fresh
 * come from the summaries (per state and per product unfiltered, per set of
 * products when filtered), every other day (today, days changed since the last
 * refresh) from its orders, each order read once; 'vencido' moves with the clock:
 * a summarised day holds what was overdue at its refresh, and the delivered
 * unpaid orders that fell due since are added from the orders.
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
      // The statement's estimated cost at a million orders crosses jit_above_cost: compiling it
      // took ~290 ms of a 600 ms page, for a few thousand rows.
      await tx.execute(sql`SET LOCAL jit = off`);
      const fresh =
        options.summary === false ? { days: [], refreshedSince: null } : await summaryDays(tx, period.from, period.to);
      const freshSet = new Set(fresh.days);
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

      const keep: SQL[] = [];
      if (filters.productId !== null) keep.push(sql`u.products @> ARRAY[${filters.productId}::int]`);
      if (filters.objective)
        keep.push(sql`u.products && ARRAY(SELECT id FROM products WHERE handle = ${PLANS[filters.objective].productHandle})`);
      if (filters.state) keep.push(sql`u.state = ${filters.state}`);

      const counts = reachedCounts(options.summary === false ? SOURCE_FACTS : undefined);
      // An order of a summarised day that fell due since the refresh: 'vencido', nothing else.
      const becameOverdue = sql.raw(FIGURE_COLUMNS.map((c) => (c === "overdue" ? "1" : "0")).join(", "));
      const inFresh = (alias: string) =>
        freshRanges.length
          ? sql`(${sql.join(
              freshRanges.map(([a, b]) => sql`(${sql.raw(alias)}.day >= ${a}::date AND ${sql.raw(alias)}.day < ${b}::date)`),
              sql` OR `,
            )})`
          : sql`false`;
      // The period's orders counted live (days the summary does not hold), and the summarised days'
      // delivered unpaid orders that fell due after their day's refresh: each order read once. The
      // summarised days are those not stale in this snapshot (summaryDays read them), tested per order:
      // one range over the period, and only indexed columns until an order is found, let the backlog
      // index answer alone (index only), where a range per run of fresh days made a bitmap that read
      // every backlog order's row (10,882 blocks for a year at 1M orders).
      const live = sql`
        live AS MATERIALIZED (
          SELECT ${ORDER_KEY}, ${counts} FROM ${ORDERS_WITH_FACTS} WHERE ${inRanges(rawRanges)}
        ),
        late AS MATERIALIZED (
          SELECT ${ORDER_KEY} FROM orders o
          WHERE o.id IN (
            SELECT b.id FROM orders b
            WHERE ${freshRanges.length ? sql`true` : sql`false`}
              AND b.status = 'delivered' AND b.payment_status IN ('pending', 'unpaid') AND b.payment_due_at < now()
              AND b.created_at >= ${start} AND b.created_at < ${end}
              AND b.payment_due_at >= ${fresh.refreshedSince ?? "infinity"}::timestamptz
              AND EXISTS (
                SELECT 1 FROM order_results_days rd
                WHERE rd.day = (b.created_at AT TIME ZONE ${SHOP_TIME_ZONE})::date AND NOT rd.stale AND b.payment_due_at >= rd.refreshed_at))
        )`;
      // by_state: one row per (day, state) unit, for totals, weeks and states; by_product: one row
      // per (day, product) unit, for products and objectives (an order with two products counts
      // once under each). Unfiltered, from the narrow summaries; filtered, from the summary per
      // set of products, whose units the filters can test.
      const sources = keep.length
        ? sql`WITH ${live},
          units AS (
            SELECT d.day, d.state, d.products, ${figureList("d")} FROM order_results_daily d WHERE ${inFresh("d")}
            UNION ALL SELECT r.day, r.state, r.products, ${figureList("r")} FROM live r
            UNION ALL SELECT v.day, v.state, v.products, ${becameOverdue} FROM late v
          ),
          kept AS MATERIALIZED (SELECT u.* FROM units u WHERE ${sql.join(keep, sql` AND `)}),
          by_state AS (SELECT k.day, k.state, ${figureList("k")} FROM kept k),
          by_product AS (
            SELECT k.day, pid AS product_id, ${figureList("k")} FROM kept k CROSS JOIN LATERAL unnest(k.products) AS pid
          )`
        : sql`WITH ${live},
          by_state AS (
            SELECT d.day, d.state, ${figureList("d")} FROM order_results_daily_states d WHERE ${inFresh("d")}
            UNION ALL SELECT r.day, r.state, ${figureList("r")} FROM live r
            UNION ALL SELECT v.day, v.state, ${becameOverdue} FROM late v
          ),
          by_product AS (
            SELECT d.day, d.product_id, ${figureList("d")} FROM order_results_daily_products d WHERE ${inFresh("d")}
            UNION ALL SELECT r.day, pid, ${figureList("r")} FROM live r CROSS JOIN LATERAL unnest(r.products) AS pid
            UNION ALL SELECT v.day, pid, ${becameOverdue} FROM late v CROSS JOIN LATERAL unnest(v.products) AS pid
          )`;
      const figures = figureList("", (c) =>
        c === "to_collect" ? "COALESCE(sum(to_collect), 0)::bigint AS to_collect" : `sum(${c})::int AS ${c}`,
      );
      // An objective is its plan's product: its figures are that product's.
      const plans = sql.join(
        OBJECTIVES.map((o) => sql`(${o}, ${PLANS[o].productHandle})`),
        sql`, `,
      );
      // One statement: totals, weeks and states as grouping sets over by_state, products and
      // objectives over by_product.
      const grouped = await tx.execute(sql`${sources}
        SELECT CASE WHEN GROUPING(s.week) = 0 THEN 'week' WHEN GROUPING(s.state) = 0 THEN 'state' ELSE 'total' END AS kind,
          COALESCE(to_char(s.week, 'YYYY-MM-DD'), COALESCE(NULLIF(s.state, ''), '—')) AS key, NULL AS label, ${figures}
        FROM (SELECT b.*, date_trunc('week', b.day)::date AS week FROM by_state b) s
        GROUP BY GROUPING SETS ((), (s.week), (s.state))
        UNION ALL
        SELECT 'product', p.id::text, min(p.name), ${figures}
        FROM by_product b JOIN products p ON p.id = b.product_id
        GROUP BY p.id
        UNION ALL
        SELECT 'objective', ob.objective, ob.objective, ${figures}
        FROM by_product b JOIN products p ON p.id = b.product_id JOIN (VALUES ${plans}) AS ob(objective, handle) ON ob.handle = p.handle
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
