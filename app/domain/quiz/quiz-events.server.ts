// The quiz funnel on the server: storing the anonymous events of POST
// /api/funil, and the admin's Funil page figures for a period.
//
// A period counts the visits that *started* the quiz on its days (São Paulo
// calendar, both ends included) and follows each of them through the funnel,
// so every rate compares the same visitors. A visit's objective is the last
// one it chose.
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "~/db/client.server";
import { quizEvents } from "~/db/schema";
import type { RateLimitRule } from "~/platform/security/rate-limit.server";
import { isoDay, SHOP_TIME_ZONE } from "~/lib/dates";
import { periodParam } from "~/domain/admin/forms/period";
import { OBJECTIVES, type Objective } from "~/domain/quiz/objective-plans";
import { OBJECTIVE_LABELS } from "~/domain/quiz/quiz-rules";
import { FUNNEL_STAGES, type FunnelStageFigures, type QuizEventInput } from "./quiz-events";

/** Events per client address: a whole quiz sends about a dozen. */
export const FUNNEL_EVENTS_RULE: RateLimitRule = { max: 300, windowMs: 10 * 60_000 };

export async function recordQuizEvent(db: Database, event: QuizEventInput, at?: Date): Promise<void> {
  await db.insert(quizEvents).values({
    visitId: event.visitId,
    kind: event.kind,
    step: event.kind === "step" ? event.step : null,
    objective: event.objective ?? null,
    ...(at ? { createdAt: at } : {}),
  });
}

// ------------------------------------------------------------ period

export interface FunnelPeriod {
  /** YYYY-MM-DD, São Paulo calendar, both included. */
  from: string;
  to: string;
}

export const DEFAULT_PERIOD_DAYS = 30;
const MAX_PERIOD_DAYS = 366;
const DAY_MS = 24 * 60 * 60_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * ?de=&ate=, each dd/mm/aaaa (as the period form sends it) or YYYY-MM-DD (as
 * links carry it), read by the form's own schema; the last 30 days by default;
 * swapped when reversed; at most a year.
 */
export function parseFunnelPeriod(params: URLSearchParams, now: Date = new Date()): FunnelPeriod {
  const today = isoDay(now);
  let to = periodParam(params, "ate") ?? today;
  let from = periodParam(params, "de") ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  if (from > to) [from, to] = [to, from];
  if (Date.parse(to) - Date.parse(from) > (MAX_PERIOD_DAYS - 1) * DAY_MS) from = addDays(to, -(MAX_PERIOD_DAYS - 1));
  return { from, to };
}

// ------------------------------------------------------------ figures

export interface FunnelObjectiveFigures {
  objective: Objective;
  label: string;
  /** Visits whose (last) chosen objective is this one. */
  visits: number;
  completed: number;
  planViewed: number;
  ordered: number;
  /** completed ÷ visits */
  completionRate: number | null;
  /** ordered ÷ completed */
  orderConversion: number | null;
}

export interface FunnelReport {
  period: FunnelPeriod;
  started: number;
  stages: FunnelStageFigures[];
  objectives: FunnelObjectiveFigures[];
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export async function loadFunnel(db: Database, period: FunnelPeriod): Promise<FunnelReport> {
  const tz = SHOP_TIME_ZONE;
  const start = sql`((${period.from}::date)::timestamp AT TIME ZONE ${tz})`;
  const end = sql`((${period.to}::date + 1)::timestamp AT TIME ZONE ${tz})`;
  const cohort = sql`SELECT DISTINCT visit_id FROM quiz_events WHERE kind = 'started' AND created_at >= ${start} AND created_at < ${end}`;

  const stageRows = rowsOf<{ kind: string; step: string; visits: number }>(
    await db.execute(sql`
    SELECT kind, coalesce(step, '') AS step, count(DISTINCT visit_id)::int AS visits
    FROM quiz_events
    WHERE visit_id IN (${cohort})
    GROUP BY kind, coalesce(step, '')
  `),
  );

  const objectiveRows = rowsOf<ObjectiveRow>(
    await db.execute(sql`
    WITH visit_objective AS (
      SELECT DISTINCT ON (visit_id) visit_id, objective
      FROM quiz_events
      WHERE visit_id IN (${cohort}) AND objective IS NOT NULL
      ORDER BY visit_id, created_at DESC, id DESC
    ),
    reached AS (
      SELECT visit_id,
        bool_or(kind = 'completed') AS completed,
        bool_or(kind = 'plan_viewed') AS plan_viewed,
        bool_or(kind = 'order_placed') AS ordered
      FROM quiz_events
      WHERE visit_id IN (SELECT visit_id FROM visit_objective)
      GROUP BY visit_id
    )
    SELECT vo.objective,
      count(*)::int AS visits,
      count(*) FILTER (WHERE r.completed)::int AS completed,
      count(*) FILTER (WHERE r.plan_viewed)::int AS plan_viewed,
      count(*) FILTER (WHERE r.ordered)::int AS ordered
    FROM visit_objective vo JOIN reached r ON r.visit_id = vo.visit_id
    GROUP BY vo.objective
  `),
  );

  const counts = new Map(stageRows.map((r) => [r.kind === "step" ? `step:${r.step}` : r.kind, Number(r.visits)]));
  const started = counts.get("started") ?? 0;
  const stages = FUNNEL_STAGES.map((stage, i): FunnelStageFigures => {
    const visits = counts.get(stage.key) ?? 0;
    const previous = i === 0 ? null : (counts.get(FUNNEL_STAGES[i - 1]!.key) ?? 0);
    return {
      key: stage.key,
      label: stage.label,
      visits,
      shareOfStarted: ratio(visits, started),
      dropOff: previous === null ? null : previous - visits,
      dropOffRate: previous === null ? null : ratio(previous - visits, previous),
    };
  });

  const byObjective = new Map(objectiveRows.map((r) => [r.objective, r]));
  const objectives = OBJECTIVES.map((objective): FunnelObjectiveFigures => {
    const row = byObjective.get(objective);
    const visits = Number(row?.visits ?? 0);
    const completed = Number(row?.completed ?? 0);
    const ordered = Number(row?.ordered ?? 0);
    return {
      objective,
      label: OBJECTIVE_LABELS[objective],
      visits,
      completed,
      planViewed: Number(row?.plan_viewed ?? 0),
      ordered,
      completionRate: ratio(completed, visits),
      orderConversion: ratio(ordered, completed),
    };
  });

  return { period, started, stages, objectives };
}

interface ObjectiveRow {
  objective: string;
  visits: number;
  completed: number;
  plan_viewed: number;
  ordered: number;
}
