// Retention that runs by itself (issue 28, point 5): one function per rule, each
// deleting (or anonymising) exactly what is past its period at `now`, run daily
// by the "privacy.retention" job (retention.job.server.ts). Periods
// come from the settings (Config["privacy"]); the fiscal record of orders is
// never deleted here — anonymising a person keeps it (anonymise.server.ts).
import { and, isNotNull, lt, notInArray, or, sql } from "drizzle-orm";
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

/**
 * Rate-limit windows that started before the logs' period. The shop keeps no
 * request log in the database (requests are logged to the process output, whose
 * retention is the host's); the rate-limit rows (a client address or an email
 * as the key) are the request records it stores.
 */
export async function deleteOldRateLimitRows(db: Database, now: Date, months: number): Promise<number> {
  const rows = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.windowStart, monthsBefore(now, months)))
    .returning({ key: rateLimitWindows.key });
  return rows.length;
}

/**
 * Emails in the outbox that were delivered (or given up on, or only stored)
 * before the logs' period: their copies name the buyer and the address.
 * Pending and sending ones are never touched.
 */
export async function deleteOldOutboxEmails(db: Database, now: Date, months: number): Promise<number> {
  const rows = await db
    .delete(emailOutbox)
    .where(and(lt(emailOutbox.createdAt, monthsBefore(now, months)), notInArray(emailOutbox.status, ["pending", "sending"])))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/** Sessions past their expiry, and password/confirmation tokens expired or already used. */
export async function deleteExpiredSessionsAndTokens(db: Database, now: Date): Promise<{ sessions: number; tokens: number }> {
  const s = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.idHash });
  const t = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, now), and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, now))))
    .returning({ id: authTokens.id });
  return { sessions: s.length, tokens: t.length };
}

/** Anonymous quiz funnel events older than the funnel's period. */
export async function deleteOldFunnelEvents(db: Database, now: Date, months: number): Promise<number> {
  const rows = await db
    .delete(quizEvents)
    .where(lt(quizEvents.createdAt, monthsBefore(now, months)))
    .returning({ id: quizEvents.id });
  return rows.length;
}

/** Who an inactive person is, for anonymisation (an account, a customer record, or both under one email). */
export interface InactivePerson {
  email: string | null;
  customerId: string | null;
  userId: string | null;
}

/**
 * People with no order and no sign-in since `years` ago: customers (buyers
 * without an account included) and customer accounts — never admins, never
 * anyone already anonymised, never anyone with an order or a sign-in newer
 * than the cut-off. A customer and an account with the same email are one person.
 */
export async function findInactivePeople(db: Database, now: Date, years: number, limit = 500): Promise<InactivePerson[]> {
  // As text with a cast: postgres.js takes no Date as a raw parameter (PGlite does).
  const cutoff = yearsBefore(now, years).toISOString();
  const rows = rowsOf<{ email: string | null; customer_id: string | null; user_id: string | null }>(
    await db.execute(sql`
      WITH people AS (
        SELECT c.email, c.id AS customer_id, u.id AS user_id
        FROM ${customers} c
        LEFT JOIN ${users} u ON u.email = c.email
        WHERE c.anonymized_at IS NULL
        UNION ALL
        SELECT u.email, NULL, u.id
        FROM ${users} u
        WHERE NOT EXISTS (SELECT 1 FROM ${customers} c WHERE c.email = u.email)
      )
      SELECT p.email, p.customer_id, p.user_id
      FROM people p
      LEFT JOIN ${customers} c ON c.id = p.customer_id
      LEFT JOIN ${users} u ON u.id = p.user_id
      WHERE (u.id IS NULL OR (u.role = 'customer' AND u.email NOT LIKE ${"%@" + ANONYMISED_EMAIL_DOMAIN}
               AND coalesce(u.last_seen_at, u.created_at) < ${cutoff}::timestamptz
               AND u.created_at < ${cutoff}::timestamptz
               AND NOT EXISTS (SELECT 1 FROM ${sessions} s WHERE s.user_id = u.id AND s.last_seen_at >= ${cutoff}::timestamptz)))
        AND (c.id IS NULL OR c.created_at < ${cutoff}::timestamptz)
        AND NOT EXISTS (
          SELECT 1 FROM ${orders} o
          WHERE o.created_at >= ${cutoff}::timestamptz
            AND (o.customer_id = p.customer_id OR o.user_id = p.user_id
              OR (p.email IS NOT NULL AND o.customer_email = p.email))
        )
      ORDER BY coalesce(c.created_at, u.created_at)
      LIMIT ${limit}`),
  );
  return rows.map((r) => ({ email: r.email, customerId: r.customer_id, userId: r.user_id }));
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

/** Anonymises every inactive person (see findInactivePeople), in batches; returns how many. */
export async function anonymiseInactiveCustomers(
  db: Database,
  now: Date,
  years: number,
  anonymise: Anonymiser,
  secret?: string,
): Promise<number> {
  let done = 0;
  const seen = new Set<string>();
  for (;;) {
    const batch = (await findInactivePeople(db, now, years)).filter((p) => !seen.has(`${p.customerId}|${p.userId}`));
    if (!batch.length) return done;
    for (const person of batch) {
      seen.add(`${person.customerId}|${person.userId}`);
      await anonymise(db, person, now, secret);
      done++;
    }
  }
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
