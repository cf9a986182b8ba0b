import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const QUIZ_EVENT_KINDS = ["started", "step", "completed", "plan_viewed", "order_placed"] as const;

/**
 * Anonymous quiz funnel events: a random per-visit id, never personal data
 * (no name, email, IP or user id), and nothing at all under Do Not Track.
 */
export const quizEvents = pgTable(
  "quiz_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    visitId: text("visit_id").notNull(),
    kind: text("kind", { enum: QUIZ_EVENT_KINDS }).notNull(),
    step: text("step"),
    objective: text("objective"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("quiz_events_kind_check", sql`${t.kind} IN ('started', 'step', 'completed', 'plan_viewed', 'order_placed')`),
    index("quiz_events_created_idx").on(t.createdAt),
  ],
);
