import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed", "stored"] as const;

/** Emails kept as a reference to a record, rendered from it when read (docs/decisions/042). */
export const OUTBOX_TEMPLATES = ["order-received", "order-new-shop"] as const;
export type OutboxTemplate = (typeof OUTBOX_TEMPLATES)[number];

/**
 * Every email the shop sends is written here first, in the same transaction as
 * what caused it. With SMTP configured the mailer delivers it (retrying with
 * backoff); without, it is kept as "stored" for the outbox page. An email is
 * either its text (subject, text, html) or a template and the order it is
 * about, rendered from that order's record whenever it is read.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to: text("to").notNull(),
    subject: text("subject"),
    text: text("text"),
    html: text("html"),
    template: text("template", { enum: OUTBOX_TEMPLATES }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
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
    check(
      "email_outbox_content_check",
      sql`(${t.template} IS NULL AND ${t.subject} IS NOT NULL AND ${t.text} IS NOT NULL) OR (${t.template} IN ('order-received', 'order-new-shop') AND ${t.orderId} IS NOT NULL)`,
    ),
    // An order's emails, by its key (rendering and erasure; migration 0026).
    index("email_outbox_order_idx")
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
    // Retention deletes old delivered emails by date, in batches (migration 0021).
    index("email_outbox_created_idx").on(t.createdAt),
  ],
);
