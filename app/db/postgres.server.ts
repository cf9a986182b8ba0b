// PostgreSQL (DATABASE_URL): postgres.js behind Drizzle, and the migrations
// under an advisory lock. Its own module, loaded by client.server.ts only when
// the shop runs on PostgreSQL: the embedded database starts without postgres.js.
import fs from "node:fs";
import path from "node:path";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as drizzleMigrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { Database, DatabaseHandle } from "./client.server";
import { readJournal } from "./migrations-journal.server";
import * as schema from "./schema";

/**
 * Drizzle runs every query unnamed (prepare: false), and for an unnamed query
 * postgres.js first asks the server for the parameter types: two round trips
 * per query. This restores postgres.js's own default, each statement prepared
 * once per connection (Drizzle's SQL text is fixed per call site, and the
 * batched writes pass their lists as one JSON parameter, so texts are few).
 */
export function withPreparedStatements<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, prop) {
      const found: unknown = Reflect.get(target, prop);
      if (typeof found !== "function") return found;
      const value = found as (this: T, ...args: unknown[]) => unknown;
      if (prop === "unsafe") {
        return (query: string, params?: unknown[], options?: object) =>
          value.call(target, query, params, { ...options, prepare: true });
      }
      if (prop === "begin" || prop === "savepoint") {
        // The transaction's own client gets the same treatment.
        return (...args: unknown[]) => {
          const fn = args.pop() as (inner: object) => unknown;
          return value.call(target, ...args, (inner: object) => fn(withPreparedStatements(inner)));
        };
      }
      return value.bind(target);
    },
  });
}

export function wrapPostgres(client: postgres.Sql): DatabaseHandle {
  const db = drizzlePostgres(withPreparedStatements(client), { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    async listen(channel, listener) {
      const subscription = await client.listen(channel, listener);
      return () => subscription.unlisten();
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}

export function connectPostgres(url: string, max = 10): postgres.Sql {
  return postgres(url, {
    max,
    onnotice: () => {},
    // Reconnects transparently: a restarted PostgreSQL does not need an app restart.
    idle_timeout: 60,
    connect_timeout: 10,
  });
}

/** Applies the committed migrations under an advisory lock, so several processes can start together. */
export async function migratePostgres(databaseUrl: string, migrationsDir: string): Promise<void> {
  const lockClient = connectPostgres(databaseUrl, 1);
  try {
    await lockClient`SELECT pg_advisory_lock(7461002)`;
    await buildIndexesConcurrently(lockClient, migrationsDir);
    await drizzleMigrate(drizzlePostgres(lockClient), { migrationsFolder: migrationsDir });
    await lockClient`SELECT pg_advisory_unlock(7461002)`;
  } finally {
    await lockClient.end({ timeout: 5 });
  }
}

/** A migration file's statements, split where drizzle splits them, without their comment lines. */
const statementsOf = (file: string) =>
  fs
    .readFileSync(file, "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);

/**
 * drizzle's migrator applies pending migrations inside one transaction, where
 * CREATE INDEX CONCURRENTLY is refused. A migration NNNN_tag whose indexes are
 * for big tables has a twin drizzle/concurrent/NNNN_tag.sql: on a database that
 * already has tables and has not applied NNNN_tag yet, its statements run here
 * first, one by one outside any transaction, so the shop keeps writing while
 * they build; the migration's "IF NOT EXISTS" then finds them. An index left
 * invalid by an interrupted build is dropped and built again. The functions the
 * migration itself declares (CREATE OR REPLACE FUNCTION: idempotent) run before
 * its twin, whose indexes may be built on them. A fresh database skips this
 * (its tables are empty: the migration builds them plainly).
 */
async function buildIndexesConcurrently(client: postgres.Sql, migrationsDir: string): Promise<void> {
  const dir = path.join(migrationsDir, "concurrent");
  if (!fs.existsSync(dir)) return;
  const [applied] =
    await client`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS migrated, to_regclass('public.orders') IS NOT NULL AS has_orders`;
  if (!applied?.migrated || !applied.has_orders) return;
  const [last] = await client`SELECT max(created_at)::bigint AS at FROM drizzle.__drizzle_migrations`;
  for (const entry of readJournal(migrationsDir)) {
    const file = path.join(dir, `${entry.tag}.sql`);
    if (entry.when <= Number(last?.at ?? 0) || !fs.existsSync(file)) continue;
    const functions = statementsOf(path.join(migrationsDir, `${entry.tag}.sql`)).filter((s) =>
      /^CREATE OR REPLACE FUNCTION\b/.test(s),
    );
    for (const statement of [...functions, ...statementsOf(file)]) {
      const index = /CREATE INDEX CONCURRENTLY IF NOT EXISTS "([^"]+)"/.exec(statement)?.[1];
      if (index) {
        const [invalid] =
          await client`SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = ${index} AND NOT i.indisvalid`;
        if (invalid) await client.unsafe(`DROP INDEX CONCURRENTLY IF EXISTS "${index}"`);
      }
      await client.unsafe(statement);
    }
  }
}
