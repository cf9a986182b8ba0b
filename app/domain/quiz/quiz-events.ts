// The quiz funnel's events: what the browser may send to POST /api/funil (one
// schema, checked again on the server) and the funnel's steps in order.
// Anonymous by design: a random per-visit id, a step and the chosen objective,
// nothing else (no name, email, IP or account).
import { z } from "~/lib/zod";
import { OBJECTIVES } from "~/domain/quiz/objective-plans";
import { QUIZ_STEPS, type QuizStep } from "~/domain/quiz/quiz-rules";

/** Copy of the schema's QUIZ_EVENT_KINDS (the schema module pulls Drizzle into the browser); the tests keep them equal. */
export const QUIZ_EVENT_KIND_VALUES = ["started", "step", "completed", "plan_viewed", "order_placed"] as const;
export type QuizEventKind = (typeof QUIZ_EVENT_KIND_VALUES)[number];

/** The steps a visitor can reach after starting (the welcome screen is 'started'). */
export const TRACKED_STEPS = QUIZ_STEPS.filter((s): s is Exclude<QuizStep, "welcome"> => s !== "welcome");
export type TrackedStep = (typeof TRACKED_STEPS)[number];

const visitId = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "visitId inválido"));
const objective = z.optional(z.nullable(z.enum(OBJECTIVES)));

/** One event; unknown fields are refused, a step only with kind 'step'. */
export const quizEventSchema = z.discriminatedUnion("kind", [
  z.strictObject({ visitId, kind: z.literal("step"), step: z.enum(TRACKED_STEPS), objective }),
  z.strictObject({ visitId, kind: z.enum(["started", "completed", "plan_viewed", "order_placed"]), objective }),
]);
export type QuizEventInput = z.infer<typeof quizEventSchema>;

/** The largest body /api/funil reads. */
export const MAX_EVENT_BYTES = 1024;

export interface FunnelStage {
  /** 'started', 'step:name', …, 'completed', 'plan_viewed', 'order_placed'. */
  key: string;
  kind: QuizEventKind;
  step: TrackedStep | null;
  label: string;
}

const STEP_LABELS: Record<TrackedStep, string> = {
  name: "Nome",
  gender: "Gênero",
  age: "Faixa etária",
  objective: "Objetivo",
  symptoms: "Sintomas",
  habits: "Hábitos alimentares",
  expectations: "Expectativas",
  analysis: "Análise",
};

/** The funnel, top to bottom. */
export const FUNNEL_STAGES: FunnelStage[] = [
  { key: "started", kind: "started", step: null, label: "Iniciaram o quiz" },
  ...TRACKED_STEPS.map((step) => ({ key: `step:${step}`, kind: "step" as const, step, label: `Etapa: ${STEP_LABELS[step]}` })),
  { key: "completed", kind: "completed", step: null, label: "Concluíram o quiz" },
  { key: "plan_viewed", kind: "plan_viewed", step: null, label: "Viram o plano" },
  { key: "order_placed", kind: "order_placed", step: null, label: "Fizeram pedido" },
];

/** One stage's figures for a period (the Funil page's table and chart, so not server-only). */
export interface FunnelStageFigures {
  key: string;
  label: string;
  visits: number;
  /** Share of the visits that started (0…1). */
  shareOfStarted: number | null;
  /** Visits lost since the previous stage (null for the first). */
  dropOff: number | null;
  dropOffRate: number | null;
}
