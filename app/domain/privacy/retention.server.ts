// Retention that runs by itself (issue 28, point 5): one function per rule, each
// deleting (or anonymising) exactly what is past its period at `now`, run daily
// by the "privacy.retention" job (retention.job.server.ts). Periods
// come from the settings (Config["privacy"]); the fiscal record of orders is
// never deleted here — anonymising a person keeps it (anonymise.server.ts).
import { and, inArray, isNotNull, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { PrivacyConfig } from "~/config.server";
import { type Database, rowsOf } from "~/db/client.server";
import { authTokens, customers, emailOutbox, orders, quizEvents, rateLimitWindows, sessions, users } from "~/db/schema";
import { clearIdempotencyFingerprints } from "~/domain/orders/lifecycle/order-status.server";
import { IDEMPOTENCY_WINDOW_MS } from "~/domain/orders/placement/order-record.server";
import { ANONYMISED_EMAIL_DOMAIN, anonymisePerson } from "./anonymise.server";

/** `now` minus whole calendar months (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export function yearsBefore(now: Date, years: number): Date {
  return monthsBefore(now, years * 12);
}

/** Rows deleted per statement by the retention rules: each statement short, its locks and WAL bounded. */
export const RETENTION_BATCH = 5000;

/** The rows of `table` matching `where`, deleted `batch` at a time by their key; returns how many. */
async function deleteInBatches(
  db: Database,
  table: PgTable,
  key: PgColumn,
  where: SQL,
  batch = RETENTION_BATCH,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await db
      .delete(table)
      .where(inArray(key, db.select({ key }).from(table).where(where).limit(batch)))
      .returning({ key });
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}

/**
 * Rate-limit windows that started before the logs' period. The shop keeps no
 * request log in the database (requests are logged to the process output, whose
 * retention is the host's); the rate-limit rows (a client address or an email
 * as the key) are the request records it stores.
 */
export async function deleteOldRateLimitRows(db: Database, now: Date, months: number): Promise<number> {
  return deleteInBatches(db, rateLimitWindows, rateLimitWindows.key, lt(rateLimitWindows.windowStart, monthsBefore(now, months)));
}

/**
 * Emails in the outbox that were delivered (or given up on, or only stored)
 * before the logs' period: their copies name the buyer and the address.
 * Pending and sending ones are never touched.
 */
export async function deleteOldOutboxEmails(db: Database, now: Date, months: number): Promise<number> {
  return deleteInBatches(
    db,
    emailOutbox,
    emailOutbox.id,
    and(lt(emailOutbox.createdAt, monthsBefore(now, months)), notInArray(emailOutbox.status, ["pending", "sending"]))!,
  );
}

/** Sessions past their expiry, and password/confirmation tokens expired or already used. */
export async function deleteExpiredSessionsAndTokens(db: Database, now: Date): Promise<{ sessions: number; tokens: number }> {
  const s = await deleteInBatches(db, sessions, sessions.idHash, lt(sessions.expiresAt, now));
  const t = await deleteInBatches(
    db,
    authTokens,
    authTokens.id,
    or(lt(authTokens.expiresAt, now), and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, now)))!,
  );
  return { sessions: s, tokens: t };
}

/** Anonymous quiz funnel events older than the funnel's period. */
export async function deleteOldFunnelEvents(db: Database, now: Date, months: number): Promise<number> {
  return deleteInBatches(db, quizEvents, quizEvents.id, lt(quizEvents.createdAt, monthsBefore(now, months)));
}

/** Who an inactive person is, for anonymisation (an account, a customer record, or both under one email). */
export interface InactivePerson {
  email: string | null;
  customerId: string | null;
  userId: string | null;
}

/** Customer rows (then accounts) examined per statement by the inactive-customer rule. */
export const INACTIVE_SCAN_BATCH = 2000;

/** Where a walk over the people stopped: after this customer row, or (accounts without one) after this account. */
export type PeopleCursor = { customersAfter: string | null } | { accountsAfter: string | null };

/**
 * The inactive people among the next `scan` customer rows by id (then the next
 * accounts without a customer row): each statement reads a bounded slice and
 * looks up each one's orders and sessions through their indexes, so walking a
 * 300k-customer shop is linear and never one statement over everyone.
 * Returns them and where the next slice starts (null at the end).
 */
export async function inactivePeopleIn(
  db: Database,
  now: Date,
  years: number,
  cursor: PeopleCursor = { customersAfter: null },
  scan = INACTIVE_SCAN_BATCH,
): Promise<{ people: InactivePerson[]; next: PeopleCursor | null }> {
  // As text with a cast: postgres.js takes no Date as a raw parameter (PGlite does).
  const cutoff = yearsBefore(now, years).toISOString();
  const anonymised = "%@" + ANONYMISED_EMAIL_DOMAIN;
  // An account may keep its person: a customer one, not anonymised, not seen since the cut-off.
  const accountInactive = sql`(u.role = 'customer' AND u.email NOT LIKE ${anonymised}
    AND coalesce(u.last_seen_at, u.created_at) < ${cutoff}::timestamptz AND u.created_at < ${cutoff}::timestamptz
    AND NOT EXISTS (SELECT 1 FROM ${sessions} s WHERE s.user_id = u.id AND s.last_seen_at >= ${cutoff}::timestamptz)
    AND NOT EXISTS (SELECT 1 FROM ${orders} o WHERE o.user_id = u.id AND o.created_at >= ${cutoff}::timestamptz))`;
  // One NOT EXISTS per key (not one over an OR), so each is an index lookup.
  const noOrderByEmail = (email: SQL) =>
    sql`(${email} IS NULL OR NOT EXISTS (SELECT 1 FROM ${orders} o WHERE o.customer_email = ${email} AND o.created_at >= ${cutoff}::timestamptz))`;
  type Row = { id: string; email: string | null; customer_id: string | null; user_id: string | null; inactive: boolean };
  if ("customersAfter" in cursor) {
    const rows = rowsOf<Row>(
      await db.execute(sql`
        WITH slice AS (
          SELECT c.id, c.email, c.created_at FROM ${customers} c
          WHERE c.anonymized_at IS NULL ${cursor.customersAfter ? sql`AND c.id > ${cursor.customersAfter}::uuid` : sql``}
          ORDER BY c.id LIMIT ${scan}
        )
        SELECT c.id, c.email, c.id AS customer_id, u.id AS user_id,
          (c.created_at < ${cutoff}::timestamptz
            AND (u.id IS NULL OR ${accountInactive})
            AND NOT EXISTS (SELECT 1 FROM ${orders} o WHERE o.customer_id = c.id AND o.created_at >= ${cutoff}::timestamptz)
            AND ${noOrderByEmail(sql`c.email`)}) AS inactive
        FROM slice c LEFT JOIN ${users} u ON u.email = c.email
        ORDER BY c.id`),
    );
    const last = rows.at(-1)?.id;
    return {
      people: rows.filter((r) => r.inactive).map((r) => ({ email: r.email, customerId: r.customer_id, userId: r.user_id })),
      next: rows.length < scan || !last ? { accountsAfter: null } : { customersAfter: last },
    };
  }
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT u.id, u.email, NULL::uuid AS customer_id, u.id AS user_id, (${accountInactive} AND ${noOrderByEmail(sql`u.email`)}) AS inactive
      FROM ${users} u
      WHERE NOT EXISTS (SELECT 1 FROM ${customers} c WHERE c.email = u.email)
        ${cursor.accountsAfter ? sql`AND u.id > ${cursor.accountsAfter}::uuid` : sql``}
      ORDER BY u.id LIMIT ${scan}`),
  );
  const last = rows.at(-1)?.id;
  return {
    people: rows.filter((r) => r.inactive).map((r) => ({ email: r.email, customerId: r.customer_id, userId: r.user_id })),
    next: rows.length < scan || !last ? null : { accountsAfter: last },
  };
}

/**
 * People with no order and no sign-in since `years` ago: customers (buyers
 * without an account included) and customer accounts — never admins, never
 * anyone already anonymised, never anyone with an order or a sign-in newer
 * than the cut-off. A customer and an account with the same email are one
 * person. At most `limit`, walking the shop a slice at a time (inactivePeopleIn).
 */
export async function findInactivePeople(db: Database, now: Date, years: number, limit = 500): Promise<InactivePerson[]> {
  const found: InactivePerson[] = [];
  let cursor: PeopleCursor | null = { customersAfter: null };
  while (cursor && found.length < limit) {
    const slice: Awaited<ReturnType<typeof inactivePeopleIn>> = await inactivePeopleIn(db, now, years, cursor);
    found.push(...slice.people);
    cursor = slice.next;
  }
  return found.slice(0, limit);
}

/** Anonymises one person; injected so the rule can be tested on its own. `secret` keys the hash a fraud block is kept as. */
export type Anonymiser = (db: Database, person: InactivePerson, now: Date, secret?: string) => Promise<unknown>;

/** The shop's anonymiser (the same as a deletion request's): by email, else the account, else the customer record. */
export const anonymiseInactivePerson: Anonymiser = (db, person, now, secret) =>
  anonymisePerson(
    db,
    person.email ? { email: person.email } : person.userId ? { userId: person.userId } : { customerId: person.customerId! },
    now,
    secret,
  );

/**
 * Anonymises every inactive person (see findInactivePeople), walking the shop
 * once a slice at a time (each person met once, each statement bounded); returns how many.
 */
export async function anonymiseInactiveCustomers(
  db: Database,
  now: Date,
  years: number,
  anonymise: Anonymiser,
  secret?: string,
): Promise<number> {
  let done = 0;
  let cursor: PeopleCursor | null = { customersAfter: null };
  while (cursor) {
    const slice: Awaited<ReturnType<typeof inactivePeopleIn>> = await inactivePeopleIn(db, now, years, cursor);
    for (const person of slice.people) {
      await anonymise(db, person, now, secret);
      done++;
    }
    cursor = slice.next;
  }
  return done;
}

/**
 * Idempotency fingerprints past their window (decision 031): a keyed hash of
 * the buyer's details has no use once the key no longer answers with its order.
 * Cleared through the order's one writer, `batch` orders per statement.
 */
export async function clearOldFingerprints(db: Database, now: Date, batch = 5000): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  let cleared = 0;
  for (;;) {
    const n = await clearIdempotencyFingerprints(db, before, batch);
    cleared += n;
    if (n < batch) return cleared;
  }
}

export interface RetentionReport {
  rateLimitRows: number;
  outboxEmails: number;
  sessions: number;
  tokens: number;
  funnelEvents: number;
  fingerprints: number;
  inactivePeople: number | null;
}

/** Every rule, one after another (the daily job); `anonymise: null` skips the inactive-customer rule. */
export async function runRetention(
  db: Database,
  now: Date,
  settings: Pick<PrivacyConfig, "logsMonths" | "funnelEventsMonths" | "inactiveCustomerYears"> & { secret?: string },
  anonymise: Anonymiser | null = anonymiseInactivePerson,
): Promise<RetentionReport> {
  const rateLimitRows = await deleteOldRateLimitRows(db, now, settings.logsMonths);
  const outboxEmails = await deleteOldOutboxEmails(db, now, settings.logsMonths);
  const expired = await deleteExpiredSessionsAndTokens(db, now);
  const funnelEvents = await deleteOldFunnelEvents(db, now, settings.funnelEventsMonths);
  const fingerprints = await clearOldFingerprints(db, now);
  const inactivePeople = anonymise
    ? await anonymiseInactiveCustomers(db, now, settings.inactiveCustomerYears, anonymise, settings.secret)
    : null;
  return { rateLimitRows, outboxEmails, ...expired, funnelEvents, fingerprints, inactivePeople };
}
