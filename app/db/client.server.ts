// Opens the one database the app uses: embedded PGlite under DATA_DIR by
// default, PostgreSQL when DATABASE_URL is set. Same schema, same migrations.
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { projectRoot } from "~/project-root.server";
import type { EmbeddedDatabase } from "./embedded.server";
import { lockPgliteDir } from "./lock.server";
import { asPglite } from "./pglite-thread.server";
import { createPglite } from "./pglite.server";
import { readJournal } from "./migrations-journal.server";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle passed to a transaction callback; accepted wherever a Database is. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DatabaseKind = "pglite" | "postgres";

export type NotificationListener = (payload: string) => void;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Subscribes to a Postgres NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The rows of `db.execute()`: postgres.js answers an array, PGlite an object with `rows`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}

/** The PostgreSQL error code (SQLSTATE: five characters), wherever the driver or Drizzle wrapped it. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique-index violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return postgresErrorCode(error) === "23505";
}

/** The committed drizzle/ migrations folder. */
export function migrationsFolder(): string {
  return path.join(projectRoot(), "drizzle");
}

export { createPglite };

export function wrapPglite(client: PGlite, onClose?: () => void | Promise<void>): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    async listen(channel, listener) {
      const unsubscribe = await client.listen(channel, listener);
      return async () => unsubscribe();
    },
    async close() {
      if (!client.closed) await client.close();
      await onClose?.();
    },
  };
}

/** The journal's newest migration time: drizzle applies every migration newer than the newest it recorded. */
function newestMigrationAt(migrationsDir: string): number {
  return Math.max(0, ...readJournal(migrationsDir).map((e) => e.when));
}

/**
 * True when the database already recorded the newest committed migration: a
 * restart then skips drizzle's migrator (it reads and hashes every file) and,
 * on PostgreSQL, the lock's connection (start-up budget).
 */
async function upToDate(handle: DatabaseHandle, migrationsDir: string): Promise<boolean> {
  const table = await handle.db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok`);
  if (!rowsOf<{ ok: boolean }>(table)[0]?.ok) return false;
  const newest = await handle.db.execute(sql`SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations`);
  const at = rowsOf<{ at: string | null }>(newest)[0]?.at;
  return at != null && Number(at) >= newestMigrationAt(migrationsDir);
}

/** Applies committed migrations; on PostgreSQL under an advisory lock so several processes can start together. */
export async function migrateDatabase(handle: DatabaseHandle, databaseUrl?: string): Promise<void> {
  const migrationsDir = migrationsFolder();
  if (await upToDate(handle, migrationsDir)) return;
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as never, { migrationsFolder: migrationsDir });
    return;
  }
  await (await import("./postgres.server")).migratePostgres(databaseUrl!, migrationsDir);
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite already starting on its own thread (the production server); otherwise it opens in this thread. */
  embedded?: EmbeddedDatabase;
}

/** Opens, locks (PGlite) and migrates the database named by the configuration. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // postgres.js and its Drizzle driver load only for PostgreSQL: the embedded database starts without them.
    const { connectPostgres, wrapPostgres } = await import("./postgres.server");
    const handle = wrapPostgres(connectPostgres(options.databaseUrl));
    try {
      await migrateDatabase(handle, options.databaseUrl);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  if (options.embedded) return openEmbedded(options.embedded);
  const { lock, pgDir } = lockPgliteDir(options.dataDir);
  try {
    const handle = wrapPglite(await createPglite(pgDir), () => lock.release());
    await migrateDatabase(handle);
    return handle;
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openEmbedded({ lock, thread }: EmbeddedDatabase): Promise<DatabaseHandle> {
  const handle = wrapPglite(asPglite(thread.client), () => lock.release());
  try {
    await thread.ready;
    await migrateDatabase(handle);
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}
