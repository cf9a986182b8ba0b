// Each test file gets its own migrated database, on every engine configured.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { createPglite, type DatabaseHandle, type DatabaseKind, wrapPglite } from "~/db/client.server";
import { connectPostgres, wrapPostgres } from "~/db/postgres.server";
import { dropDatabase } from "./drop-database";
import { templateName, withDatabase } from "./global-setup";

export type TestDatabase = DatabaseHandle & { url?: string };

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const snapshot = fs.readFileSync(inject("pgliteSnapshot"));
    const client = await createPglite(undefined, { loadDataDir: new Blob([snapshot]) });
    return wrapPglite(client);
  }
  const url = inject("postgresTemplateUrl");
  const name = `lift_test_${randomBytes(6).toString("hex")}`;
  const admin = connectPostgres(url, 1);
  try {
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${templateName(url)}`);
  } finally {
    await admin.end();
  }
  const handle = wrapPostgres(connectPostgres(withDatabase(url, name), 5));
  return {
    ...handle,
    url: withDatabase(url, name),
    async close() {
      await handle.close();
      const cleanup = connectPostgres(url, 1);
      await dropDatabase(cleanup, name);
      await cleanup.end();
    },
  };
}

export function databaseKinds(): DatabaseKind[] {
  return inject("postgresTemplateUrl") ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * Runs the suite once per engine (PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set), each with a fresh migrated database.
 */
export function describeEachDatabase(name: string, suite: (get: () => TestDatabase, kind: DatabaseKind) => void) {
  for (const kind of databaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let handle: TestDatabase;
      beforeAll(async () => {
        handle = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await handle?.close();
      });
      suite(() => handle, kind);
    });
  }
}
