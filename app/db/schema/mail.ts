import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed", "stored"] as const;

/**
 * Every email the shop sends is written here first, in the same transaction as
 * what caused it. With SMTP configured the mailer delivers it (retrying with
 * backoff); without, it is kept as "stored" for the outbox page.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When a failed delivery may be tried again. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("email_outbox_status_check", sql`${t.status} IN ('pending', 'sending', 'sent', 'failed', 'stored')`),
    // Retention deletes old delivered emails by date, in batches (migration 0021).
    index("email_outbox_created_idx").on(t.createdAt),
  ],
);
