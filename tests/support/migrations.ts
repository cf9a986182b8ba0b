// Tests of a data migration: a database migrated up to some earlier migration,
// old-style rows written into it, then the rest applied, on PGlite and (with
// TEST_DATABASE_URL) on PostgreSQL.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { afterAll, expect, inject, it } from "vitest";
import { createPglite, type DatabaseHandle, migrateDatabase, migrationsFolder, wrapPglite } from "~/db/client.server";
import { connectPostgres, wrapPostgres } from "~/db/postgres.server";
import { dropDatabase } from "./drop-database";
import { withDatabase } from "./global-setup";

/** A copy of drizzle/ whose journal stops after `lastTag`. */
export function migrationsUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lift-migrations-"));
  const source = migrationsFolder();
  fs.cpSync(source, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** Applies the migrations of `folder` (all of drizzle/ or a migrationsUpTo copy). */
export type MigrateTo = (folder: string) => Promise<void>;
/** Applies what is pending the way the app does at start (on PostgreSQL, drizzle/concurrent's twins first). */
export type MigrateLikeTheApp = () => Promise<void>;

/**
 * `check` on a fresh PGlite and, with TEST_DATABASE_URL, a fresh PostgreSQL
 * database; afterwards every migration is applied again (the app migrates at
 * every start), which must change nothing that fails.
 */
export function itMigratesOnEveryEngine(
  title: string,
  check: (handle: DatabaseHandle, migrateTo: MigrateTo, migrateLikeTheApp: MigrateLikeTheApp) => Promise<void>,
) {
  it(`[pglite] ${title}`, async () => {
    const handle = wrapPglite(await createPglite());
    try {
      await check(
        handle,
        (folder) => migratePglite(handle.db as never, { migrationsFolder: folder }),
        () => migrateDatabase(handle),
      );
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    // A fresh PGlite (initdb) and every migration twice: slower than the suite's default on a busy machine.
  }, 120_000);

  const url = inject("postgresTemplateUrl");
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it.skipIf(!url)(
    `[postgres] ${title}`,
    async () => {
      const name = `lift_migration_${randomBytes(5).toString("hex")}`;
      const admin = connectPostgres(url, 1);
      await admin.unsafe(`CREATE DATABASE ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const cleanup = connectPostgres(url, 1);
        await dropDatabase(cleanup, name);
        await cleanup.end();
      });
      const dbUrl = withDatabase(url, name);
      const handle = wrapPostgres(connectPostgres(dbUrl, 2));
      try {
        await check(
          handle,
          async (folder) => {
            const migrator = connectPostgres(dbUrl, 1);
            try {
              await migratePostgres(drizzlePostgres(migrator), { migrationsFolder: folder });
            } finally {
              await migrator.end();
            }
          },
          () => migrateDatabase(handle, dbUrl),
        );
        await migrateDatabase(handle, dbUrl);
      } finally {
        await handle.close();
      }
    },
    120_000,
  );
}
