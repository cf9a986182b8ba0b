// Resultados: what became of the orders placed in a period (São Paulo calendar,
// both days included, ?de=&ate= like the Funil page), optionally for one
// product, objective or state. Counted by SQL from the orders and their
// order_events, never from counters kept by hand:
//   confirmado / enviado / frustrado: the order reached that status (an event
//     says so, or its status is that one or one only reachable through it);
//   entregue: its status is 'entregue' (final);
//   entregue e pago / não pago: its payment now; vencido: not paid after the
//     due date (database clock); a receber: the total of delivered, unpaid.
// Rates: delivered ÷ shipped, paid ÷ delivered.
import { asc, sql, type SQL } from "drizzle-orm";
import { type Database, rowsOf } from "~/db/client.server";
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

export async function loadResults(db: Database, filters: ResultsFilters): Promise<ResultsReport> {
  const { period } = filters;
  const start = sql`((${period.from}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;
  const end = sql`((${period.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;
  const conditions: SQL[] = [sql`o.created_at >= ${start}`, sql`o.created_at < ${end}`];
  if (filters.productId !== null)
    conditions.push(sql`EXISTS (SELECT 1 FROM order_items fi WHERE fi.order_id = o.id AND fi.product_id = ${filters.productId})`);
  if (filters.objective) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM order_items fi JOIN products fp ON fp.id = fi.product_id WHERE fi.order_id = o.id AND fp.handle = ${PLANS[filters.objective].productHandle})`,
    );
  }
  if (filters.state) conditions.push(sql`upper(o.delivery_state) = ${filters.state}`);

  // One row per order of the period with what it reached; groups join from here.
  const reached = sql`
    WITH cohort AS (
      SELECT o.id, o.status, o.payment_status, o.total_cents, o.payment_due_at, upper(o.delivery_state) AS state,
        date_trunc('week', o.created_at AT TIME ZONE ${SHOP_TIME_ZONE})::date AS week
      FROM orders o
      WHERE ${sql.join(conditions, sql` AND `)}
    ),
    ev AS (
      SELECT e.order_id,
        bool_or(e.to_value = 'confirmed') AS confirmed,
        bool_or(e.to_value = 'shipped') AS shipped,
        bool_or(e.to_value = 'failed') AS failed
      FROM order_events e
      WHERE e.field = 'status' AND e.order_id IN (SELECT id FROM cohort)
      GROUP BY e.order_id
    ),
    reached AS (
      SELECT c.id, c.state, c.week, c.total_cents,
        (COALESCE(ev.confirmed, false) OR c.status IN ('confirmed', 'shipped', 'delivered', 'failed', 'reshipping')) AS confirmed,
        (COALESCE(ev.shipped, false) OR c.status IN ('shipped', 'delivered', 'failed', 'reshipping')) AS shipped,
        (COALESCE(ev.failed, false) OR c.status IN ('failed', 'reshipping')) AS failed,
        (c.status = 'delivered') AS delivered,
        (c.status = 'delivered' AND c.payment_status = 'paid') AS paid,
        (c.status = 'delivered' AND c.payment_status IN ('pending', 'unpaid')) AS unpaid,
        (c.status = 'delivered' AND c.payment_status IN ('pending', 'unpaid') AND c.payment_due_at IS NOT NULL AND c.payment_due_at < now()) AS overdue
      FROM cohort c LEFT JOIN ev ON ev.order_id = c.id
    )`;
  const figures = sql`
    count(*)::int AS placed,
    count(*) FILTER (WHERE r.confirmed)::int AS confirmed,
    count(*) FILTER (WHERE r.shipped)::int AS shipped,
    count(*) FILTER (WHERE r.delivered)::int AS delivered,
    count(*) FILTER (WHERE r.failed)::int AS failed,
    count(*) FILTER (WHERE r.paid)::int AS delivered_paid,
    count(*) FILTER (WHERE r.unpaid)::int AS delivered_unpaid,
    count(*) FILTER (WHERE r.overdue)::int AS overdue,
    COALESCE(sum(r.total_cents) FILTER (WHERE r.unpaid), 0)::bigint AS to_collect`;
  // An order with two products counts once under each; the totals count it once.
  const productKeys = sql`SELECT DISTINCT i.order_id, p.id::text AS key, p.name AS label, ${objectiveOfHandle(sql`p.handle`)} AS objective FROM order_items i JOIN products p ON p.id = i.product_id`;

  const [totalRows, productRows, objectiveRows, stateRows, weekRows, quizRows, productOptions] = await Promise.all([
    db.execute(sql`${reached} SELECT NULL AS key, NULL AS label, ${figures} FROM reached r`),
    db.execute(
      sql`${reached} SELECT k.key, min(k.label) AS label, ${figures} FROM reached r JOIN (${productKeys}) k ON k.order_id = r.id GROUP BY k.key ORDER BY placed DESC, label`,
    ),
    db.execute(
      sql`${reached} SELECT k.objective AS key, k.objective AS label, ${figures} FROM reached r JOIN (SELECT DISTINCT order_id, objective FROM (${productKeys}) pk WHERE objective IS NOT NULL) k ON k.order_id = r.id GROUP BY k.objective`,
    ),
    db.execute(
      sql`${reached} SELECT COALESCE(NULLIF(r.state, ''), '—') AS key, COALESCE(NULLIF(r.state, ''), '—') AS label, ${figures} FROM reached r GROUP BY 1 ORDER BY placed DESC, key`,
    ),
    db.execute(
      sql`${reached} SELECT to_char(r.week, 'YYYY-MM-DD') AS key, NULL AS label, ${figures} FROM reached r GROUP BY r.week`,
    ),
    db.execute(sql`
      SELECT count(DISTINCT s.visit_id)::int AS started
      FROM quiz_events s
      WHERE s.kind = 'started' AND s.created_at >= ${start} AND s.created_at < ${end}
      ${filters.objective ? sql`AND EXISTS (SELECT 1 FROM quiz_events q WHERE q.visit_id = s.visit_id AND q.objective = ${filters.objective})` : sql``}
    `),
    db.select({ id: products.id, name: products.name }).from(products).orderBy(asc(products.name)),
  ]);

  const totals = figuresOf(rowsOf<FigureRow>(totalRows)[0]);
  const groups = (rows: unknown, label: (row: FigureRow) => string) =>
    rowsOf<FigureRow>(rows).map((r): ResultsGroup => ({ key: String(r.key), label: label(r), ...figuresOf(r) }));
  const byObjectiveMap = new Map(groups(objectiveRows, (r) => String(r.label)).map((g) => [g.key, g]));
  return {
    filters,
    totals,
    chain: {
      quizStarted: Number(rowsOf<{ started: number }>(quizRows)[0]?.started ?? 0),
      ordered: totals.placed,
      delivered: totals.delivered,
      paid: totals.deliveredPaid,
    },
    byProduct: groups(productRows, (r) => String(r.label)),
    byObjective: OBJECTIVES.map((o) => ({
      ...(byObjectiveMap.get(o) ?? { key: o, ...figuresOf(undefined) }),
      key: o,
      label: OBJECTIVE_LABELS[o],
    })),
    byState: groups(stateRows, (r) => String(r.label)),
    byWeek: everyWeek(period, new Map(groups(weekRows, () => "").map((g) => [g.key, g]))),
    options: { products: productOptions },
  };
}
