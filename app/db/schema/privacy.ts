import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { customers, orders } from "./orders";

export const CONSENT_PURPOSES = ["terms", "privacy", "whatsapp", "marketing"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The form a consent was given on (free text so a new form needs no migration). */
export const CONSENT_SOURCES = ["plan-order", "checkout", "register", "club", "portal", "admin"] as const;

/**
 * The LGPD consent record (art. 8): what was accepted or refused, on which form,
 * with which version of the text, and when it was revoked. Anonymising a person
 * clears the subject columns but keeps the fact and the version.
 */
export const consents = pgTable(
  "consents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** Lower-cased; null for a buyer who gave no email, and after anonymisation. */
    subjectEmail: text("subject_email"),
    purpose: text("purpose", { enum: CONSENT_PURPOSES }).notNull(),
    granted: boolean("granted").notNull(),
    /** PRIVACY_VERSION / TERMS_VERSION / WHATSAPP_CONSENT_VERSION… (app/domain/privacy/policy.ts). */
    textVersion: text("text_version").notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    check("consents_purpose_check", sql`${t.purpose} IN ('terms', 'privacy', 'whatsapp', 'marketing')`),
    check("consents_subject_email_lower", sql`${t.subjectEmail} IS NULL OR ${t.subjectEmail} = lower(${t.subjectEmail})`),
    index("consents_customer_idx").on(t.customerId),
    index("consents_order_idx").on(t.orderId),
    index("consents_subject_email_idx").on(t.subjectEmail),
  ],
);

export const PRIVACY_REQUEST_KINDS = ["access", "export", "correction", "deletion", "revocation"] as const;
export const PRIVACY_REQUEST_STATUSES = ["open", "answered", "completed", "refused"] as const;

/** A data subject's request (LGPD art. 18), due 15 days after receipt (art. 19). */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    status: text("status", { enum: PRIVACY_REQUEST_STATUSES }).notNull().default("open"),
    /** Lower-cased. */
    subjectEmail: text("subject_email").notNull(),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    details: text("details"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '15 days'`),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    check("privacy_requests_kind_check", sql`${t.kind} IN ('access', 'export', 'correction', 'deletion', 'revocation')`),
    check("privacy_requests_status_check", sql`${t.status} IN ('open', 'answered', 'completed', 'refused')`),
    index("privacy_requests_status_due_idx").on(t.status, t.dueAt),
    index("privacy_requests_subject_email_idx").on(t.subjectEmail),
  ],
);

/** The audit trail of a request: who (admin, 'titular' or 'sistema'), when, what. */
export const privacyRequestEvents = pgTable(
  "privacy_request_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer("request_id")
      .notNull()
      .references(() => privacyRequests.id, { onDelete: "cascade" }),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("privacy_request_events_request_idx").on(t.requestId)],
);

/**
 * Portal grants ended before they expired ("Sair" in /privacidade/meus-dados):
 * the SHA-256 of the signed grant, so neither a copied cookie nor the emailed
 * link opens the portal again. Rows go once the grant would have expired.
 */
export const privacyPortalRevocations = pgTable(
  "privacy_portal_revocations",
  {
    tokenHash: text("token_hash").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("privacy_portal_revocations_expires_idx").on(t.expiresAt)],
);
