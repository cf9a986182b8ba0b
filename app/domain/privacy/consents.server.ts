// The consent record (LGPD art. 8): what a person accepted or refused, on which
// form, with which version of the text. Written in the same statement or
// transaction as the order or account it came with; revoking stamps
// `revoked_at` and stops what the consent allowed (e.g. the admin's WhatsApp link).
import { and, desc, eq, getTableName, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { insertAsJson } from "~/db/json-params.server";
import { type ConsentPurpose, consents, orders } from "~/db/schema";
import { PRIVACY_VERSION, TERMS_VERSION, WHATSAPP_CONSENT_VERSION } from "./policy";

export type ConsentRow = typeof consents.$inferInsert;

/** What an order or sign-up form said about consent. */
export interface ConsentChoices {
  /** The form the choices were made on: 'plan-order', 'checkout', 'register', 'club'… */
  source: string;
  /** Terms and privacy notice accepted (the box ticked, or the form's "ao enviar, você aceita"). */
  acceptedTerms: boolean;
  /** Absent: the form does not ask (nothing recorded); false: asked and left unticked. */
  whatsapp?: boolean;
  marketing?: boolean;
}

/** The consent rows for one set of choices (terms + privacy when accepted; each opt-in asked, granted or not). */
export function consentRows(
  choices: ConsentChoices,
  subject: { customerId?: string | null; orderId?: string | null; email?: string | null },
): ConsentRow[] {
  const base = {
    customerId: subject.customerId ?? null,
    orderId: subject.orderId ?? null,
    subjectEmail: subject.email ? subject.email.trim().toLowerCase() : null,
    source: choices.source,
  };
  const rows: ConsentRow[] = [];
  if (choices.acceptedTerms) {
    rows.push({ ...base, purpose: "terms", granted: true, textVersion: TERMS_VERSION });
    rows.push({ ...base, purpose: "privacy", granted: true, textVersion: PRIVACY_VERSION });
  }
  if (choices.whatsapp !== undefined)
    rows.push({ ...base, purpose: "whatsapp", granted: choices.whatsapp, textVersion: WHATSAPP_CONSENT_VERSION });
  if (choices.marketing !== undefined)
    rows.push({ ...base, purpose: "marketing", granted: choices.marketing, textVersion: PRIVACY_VERSION });
  return rows;
}

export const CONSENT_COLUMNS = [
  "customerId",
  "orderId",
  "subjectEmail",
  "purpose",
  "granted",
  "textVersion",
  "source",
] as const satisfies readonly (keyof ConsentRow)[];

/** The INSERT of consent rows, for a statement that writes them with what they came with (an order batch). */
export function insertConsentsSql(rows: ConsentRow[]) {
  return insertAsJson(consents, CONSENT_COLUMNS, rows);
}

/** Writes consent rows (pass the transaction that writes the account or order they belong to). */
export async function recordConsents(db: Database, rows: ConsentRow[]): Promise<void> {
  if (rows.length) await db.insert(consents).values(rows);
}

export type RevokeTarget =
  { consentId: number } | { purpose: ConsentPurpose; email?: string | null; customerId?: string | null; orderId?: string | null };

/**
 * Revokes granted, still-active consents (LGPD art. 8 § 5 and art. 18 IX): by id,
 * or every one of a purpose for a person (email, customer or order). Returns how
 * many were revoked. The admin stops offering what they allowed at once, because
 * every check reads the record (hasWhatsAppConsent).
 */
export async function revokeConsent(db: Database, target: RevokeTarget, now = new Date()): Promise<number> {
  const active = and(eq(consents.granted, true), isNull(consents.revokedAt));
  let where;
  if ("consentId" in target) where = and(active, eq(consents.id, target.consentId));
  else {
    const who = [
      target.email ? eq(consents.subjectEmail, target.email.trim().toLowerCase()) : undefined,
      target.customerId ? eq(consents.customerId, target.customerId) : undefined,
      target.orderId ? eq(consents.orderId, target.orderId) : undefined,
    ].filter((c) => c !== undefined);
    // Without a subject nothing is revoked (never "everyone's").
    if (!who.length) return 0;
    where = and(active, eq(consents.purpose, target.purpose), sql`(${sql.join(who, sql` OR `)})`);
  }
  const rows = await db.update(consents).set({ revokedAt: now }).where(where).returning({ id: consents.id });
  return rows.length;
}

/**
 * Whether the order's buyer allows WhatsApp messages now: the order was placed with the
 * opt-in ticked, and neither that consent nor any WhatsApp consent of the same
 * email or customer was revoked since. The admin offers the WhatsApp link only then.
 */
export async function hasWhatsAppConsent(db: Database, orderId: string): Promise<boolean> {
  const map = await whatsAppConsentOf(db, [orderId]);
  return map.get(orderId) ?? false;
}

/** hasWhatsAppConsent for several orders in one query (lists). */
export async function whatsAppConsentOf(db: Database, orderIds: string[]): Promise<Map<string, boolean>> {
  const result = new Map<string, boolean>(orderIds.map((id) => [id, false]));
  if (!orderIds.length) return result;
  const rows = await db
    .select({ orderId: orders.id, allowed: whatsAppAllowed(orders.id) })
    .from(orders)
    .where(
      sql`${orders.id} IN (${sql.join(
        orderIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  for (const r of rows) result.set(r.orderId, Boolean(r.allowed));
  return result;
}

/**
 * SQL boolean for the order whose id is `orderId` (a column of the outer query, aliased or
 * not): it has a granted, unrevoked WhatsApp consent, and no WhatsApp consent of the same
 * person (customer or email) was revoked after it was given (a later order with the box
 * ticked opts in again). The order's own row is read under an alias of its own, so the
 * outer query may name or alias `orders` as it likes.
 */
export function whatsAppAllowed(orderId: AnyPgColumn) {
  // Spelled out: Drizzle writes a bare "id" for a column of a one-table select, which here would be c.id.
  const outerId = sql`${sql.identifier(getTableName(orderId.table))}.${sql.identifier(orderId.name)}`;
  return sql<boolean>`EXISTS (
  SELECT 1 FROM ${consents} c JOIN ${orders} o ON o.id = c.order_id
  WHERE c.order_id = ${outerId} AND c.purpose = 'whatsapp' AND c.granted AND c.revoked_at IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM ${consents} r
      WHERE r.purpose = 'whatsapp' AND r.revoked_at > c.created_at
        AND (r.customer_id = o.customer_id
          OR (r.subject_email IS NOT NULL AND r.subject_email = lower(o.customer_email)))
    )
)`;
}

/** A person's consents, newest first (the portal and the export). */
export async function consentsOf(db: Database, subject: { email?: string | null; customerId?: string | null }) {
  const who = [
    subject.email ? eq(consents.subjectEmail, subject.email.trim().toLowerCase()) : undefined,
    subject.customerId ? eq(consents.customerId, subject.customerId) : undefined,
  ].filter((c) => c !== undefined);
  if (!who.length) return [];
  return db
    .select()
    .from(consents)
    .where(sql`(${sql.join(who, sql` OR `)})`)
    .orderBy(desc(consents.createdAt), desc(consents.id));
}
