// Fixed-window rate limits. In process memory by default (PGlite: one process
// per data directory); shared by every app process through PostgreSQL when
// DATABASE_URL is set (table rate_limit_windows: atomic upserts, one for all
// the hits that arrive together).
// Keys are explicit ("login:ip:1.2.3.4"), never matched by path substring.
import { sql } from "drizzle-orm";
import { type DatabaseHandle, rowsOf } from "~/db/client.server";
import { createBatchQueue } from "~/db/batch-queue.server";
import type { Logger } from "~/logger.server";

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one attempt and tells whether it is still within the limit. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Tells whether a key is over its limit without counting. */
  check(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Gives back one counted attempt of the current window (a sign-in that turned out right). */
  release(key: string, rule: RateLimitRule): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Keys are stored as given; anything longer (a huge email) is cut, never refused. */
function normalKey(key: string): string {
  return key.length > 300 ? key.slice(0, 300) : key;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  // Each window keeps its own length, so the sweep never drops a long window early.
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  const current = (key: string, rule: RateLimitRule) => {
    const t = now();
    let w = windows.get(key);
    if (!w || t - w.start >= rule.windowMs) {
      w = { start: t, count: 0, windowMs: rule.windowMs };
      windows.set(key, w);
    }
    if (windows.size > 50_000) {
      for (const [k, v] of windows) if (t - v.start >= v.windowMs) windows.delete(k);
    }
    return { w, t };
  };
  return {
    // Synchronous between reading and writing the count: atomic within the process.
    // (The store's interface is asynchronous for the database's sake; this one answers at once.)
    hit(key, rule) {
      const { w, t } = current(normalKey(key), rule);
      w.count++;
      return Promise.resolve({
        allowed: w.count <= rule.max,
        retryAfterMs: w.count <= rule.max ? 0 : rule.windowMs - (t - w.start),
      });
    },
    check(key, rule) {
      const { w, t } = current(normalKey(key), rule);
      return Promise.resolve({
        allowed: w.count < rule.max,
        retryAfterMs: w.count < rule.max ? 0 : rule.windowMs - (t - w.start),
      });
    },
    release(key, rule) {
      const w = windows.get(normalKey(key));
      if (w && now() - w.start < rule.windowMs && w.count > 0) w.count--;
      return Promise.resolve();
    },
    reset(key) {
      windows.delete(normalKey(key));
      return Promise.resolve();
    },
  };
}

/**
 * Expired windows are deleted now and then. Rules are at most a day long,
 * except the remembered sign-in addresses (keys starting with "known:", 30 days).
 */
const CLEANUP_EVERY_FLUSHES = 500;

/**
 * Windows shared through PostgreSQL: one `INSERT … ON CONFLICT DO UPDATE` per
 * hit, atomic under concurrency (every process counts into the same row).
 * When the database cannot be reached, the process's own memory counts
 * instead, so a database hiccup neither opens the gates forever nor fails the request.
 */
export function createPostgresRateLimiter(database: Pick<DatabaseHandle, "db">, logger?: Pick<Logger, "warn">): RateLimiter {
  const { db } = database;
  const fallback = createMemoryRateLimiter();
  let flushes = 0;
  let warnedAt = 0;
  const degraded = (error: unknown) => {
    if (Date.now() - warnedAt > 60_000) {
      warnedAt = Date.now();
      logger?.warn("Limites de tentativas sem banco; contando só neste processo", { reason: String(error) });
    }
  };

  // Hits that arrive together go in one statement (one commit instead of one each).
  const hitQueue = createBatchQueue<{ key: string; rule: RateLimitRule }, RateLimitResult>({
    maxBatch: 256,
    maxInFlight: 2,
    async flush(items) {
      try {
        return (await countHits(items)).map((value) => ({ ok: true, value }));
      } catch (error) {
        degraded(error);
        return Promise.all(items.map(async ({ key, rule }) => ({ ok: true as const, value: await fallback.hit(key, rule) })));
      }
    },
  });

  /** One upsert per window length; a key hit k times in the batch counts k at once. */
  async function countHits(items: { key: string; rule: RateLimitRule }[]): Promise<RateLimitResult[]> {
    const results = new Array<RateLimitResult>(items.length);
    const bySeconds = new Map<number, Map<string, number[]>>();
    items.forEach(({ key, rule }, i) => {
      const seconds = rule.windowMs / 1000;
      const keys = bySeconds.get(seconds) ?? new Map<string, number[]>();
      bySeconds.set(seconds, keys);
      keys.set(key, [...(keys.get(key) ?? []), i]);
    });
    await Promise.all(
      [...bySeconds].map(async ([seconds, keys]) => {
        // Sorted, so two batches always lock their rows in the same order (no deadlock).
        const sorted = [...keys].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        // One JSON parameter, so the statement's text is the same whatever the batch size (prepared once).
        const hits = JSON.stringify(sorted.map(([key, indexes]) => ({ key, n: indexes.length })));
        const result = await db.execute(sql`
          INSERT INTO rate_limit_windows AS w (key, window_start, count)
          SELECT h.key, now(), h.n FROM jsonb_to_recordset(${hits}::jsonb) AS h(key text, n int)
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN w.window_start <= now() - make_interval(secs => ${seconds}) THEN EXCLUDED.count ELSE w.count + EXCLUDED.count END,
            window_start = CASE WHEN w.window_start <= now() - make_interval(secs => ${seconds}) THEN now() ELSE w.window_start END
          RETURNING w.key AS key, w.count AS count,
            greatest(0, extract(epoch FROM (w.window_start + make_interval(secs => ${seconds}) - now())) * 1000)::float8 AS "retryAfterMs"`);
        for (const row of rowsOf(result)) {
          const indexes = keys.get(String(row.key)) ?? [];
          // The batch's hits of one key count one after another, ending at the stored count.
          indexes.forEach((index, j) => {
            const count = Number(row.count) - indexes.length + 1 + j;
            const allowed = count <= items[index]!.rule.max;
            results[index] = { allowed, retryAfterMs: allowed ? 0 : Math.ceil(Number(row.retryAfterMs)) };
          });
        }
      }),
    );
    if (++flushes % CLEANUP_EVERY_FLUSHES === 0) {
      void db
        .execute(
          sql`DELETE FROM rate_limit_windows WHERE window_start < now() - CASE WHEN key LIKE 'known:%' THEN interval '31 days' ELSE interval '1 day' END`,
        )
        .catch(() => {});
    }
    if (results.some((r) => !r)) throw new Error("rate-limit: contagem sem resposta do banco");
    return results;
  }

  return {
    hit(rawKey, rule) {
      return hitQueue.push({ key: normalKey(rawKey), rule });
    },
    async check(rawKey, rule) {
      const key = normalKey(rawKey);
      const seconds = rule.windowMs / 1000;
      try {
        const result = await db.execute(sql`
          SELECT count,
            greatest(0, extract(epoch FROM (window_start + make_interval(secs => ${seconds}) - now())) * 1000)::float8 AS "retryAfterMs"
          FROM rate_limit_windows
          WHERE key = ${key} AND window_start > now() - make_interval(secs => ${seconds})`);
        const row = rowsOf(result)[0];
        const count = row ? Number(row.count) : 0;
        const allowed = count < rule.max;
        return { allowed, retryAfterMs: allowed ? 0 : Math.ceil(Number(row!.retryAfterMs)) };
      } catch (error) {
        degraded(error);
        return fallback.check(key, rule);
      }
    },
    async release(rawKey, rule) {
      const key = normalKey(rawKey);
      await fallback.release(key, rule);
      try {
        await db.execute(sql`
          UPDATE rate_limit_windows SET count = greatest(count - 1, 0)
          WHERE key = ${key} AND window_start > now() - make_interval(secs => ${rule.windowMs / 1000})`);
      } catch (error) {
        degraded(error);
      }
    },
    async reset(rawKey) {
      const key = normalKey(rawKey);
      await fallback.reset(key);
      try {
        await db.execute(sql`DELETE FROM rate_limit_windows WHERE key = ${key}`);
      } catch (error) {
        degraded(error);
      }
    },
  };
}

/** In memory on PGlite (one process); shared through the database on PostgreSQL. */
export function createRateLimiter(database?: Pick<DatabaseHandle, "db" | "kind">, logger?: Pick<Logger, "warn">): RateLimiter {
  return database?.kind === "postgres" ? createPostgresRateLimiter(database, logger) : createMemoryRateLimiter();
}

export const RULES = {
  /**
   * Sign-in attempts, counted before the password is checked (decision 015);
   * a right password gives its attempt back. Per address whatever the account
   * (one place trying many accounts)...
   */
  signInPerAddress: { max: 20, windowMs: 15 * 60_000 },
  /** ...per account from one address... */
  signInPerAccountAddress: { max: 10, windowMs: 15 * 60_000 },
  /** ...and per account from every address that has not signed in to it (many places guessing one account). */
  signInPerAccount: { max: 30, windowMs: 60 * 60_000 },
  signUp: { max: 5, windowMs: 60 * 60_000 },
  /**
   * Emails sent on request (sign-up, confirmation and reset each count on their own keys): per address...
   * (sign-up's per address is `signUp`)
   */
  emailSends: { max: 5, windowMs: 60 * 60_000 },
  /** ...per address and email, so one place alone cannot use up an email's budget... */
  emailSendsPerEmailAddress: { max: 3, windowMs: 60 * 60_000 },
  /** ...and per email from addresses that are not its owner's (what a crowd can send to one inbox). */
  emailSendsPerEmail: { max: 10, windowMs: 60 * 60_000 },
  /** Password changes from the profile, per account (each checks the current password). */
  passwordChanges: { max: 10, windowMs: 15 * 60_000 },
  /** Orders placed (plan pages and checkout) per IP and per signed-in account. */
  orders: { max: 30, windowMs: 10 * 60_000 },
  /** Search-as-you-type: a request per keystroke, so a generous per-minute budget. */
  search: { max: 120, windowMs: 60_000 },
  /** CEP lookups per address (the order forms look one up per typed CEP; answers are cached). */
  cep: { max: 60, windowMs: 10 * 60_000 },
  /** Chat messages per account (or per IP for visitors). */
  chat: { max: 20, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export function tooManyMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Muitas tentativas. Aguarde ${minutes} ${minutes === 1 ? "minuto" : "minutos"} e tente novamente.`;
}

/**
 * Counts one attempt against every key (an IP and, when known, an account),
 * all of them, before the caller does any work; any key over its limit refuses. Returns the pt-BR message and how
 * long to wait, or null when the request may go on.
 */
export async function limitAttempt(
  limiter: RateLimiter,
  keys: Array<string | null | undefined>,
  rule: RateLimitRule,
): Promise<{ message: string; retryAfterMs: number } | null> {
  // Counted together: one batched statement on PostgreSQL, and no key escapes counting because another refused.
  const results = await Promise.all(keys.filter((key): key is string => !!key).map((key) => limiter.hit(key, rule)));
  return refusalOf(results);
}

/** The refusal for a set of counted hits (the longest wait among those over their limit), or null. */
export function refusalOf(results: RateLimitResult[]): { message: string; retryAfterMs: number } | null {
  const over = results.filter((r) => !r.allowed);
  if (!over.length) return null;
  const retryAfterMs = Math.max(...over.map((r) => r.retryAfterMs));
  return { message: tooManyMessage(retryAfterMs), retryAfterMs };
}

/** The Retry-After header (whole seconds) for a 429 answer. */
export function retryAfterHeader(retryAfterMs: number): Record<string, string> {
  return { "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) };
}
