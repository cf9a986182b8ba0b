// Migrates once per run: a PGlite snapshot that each test file restores
// (much faster than a fresh initdb), and, with TEST_DATABASE_URL, a template
// database on PostgreSQL from which each test file clones its own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPglite, migrateDatabase, wrapPglite } from "~/db/client.server";
import { connectPostgres, wrapPostgres } from "~/db/postgres.server";
import { dropDatabase } from "./drop-database";

/** Named after the test database, so different roles on one server never share it. */
export function templateName(url: string): string {
  return `${new URL(url).pathname.slice(1) || "lift"}_template`.replace(/[^a-z0-9_]/gi, "_");
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lift-test-"));
  const client = await createPglite();
  const handle = wrapPglite(client);
  await migrateDatabase(handle);
  const snapshot = path.join(dir, "migrated.tar");
  fs.writeFileSync(snapshot, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await handle.close();
  project.provide("pgliteSnapshot", snapshot);

  const url = process.env.TEST_DATABASE_URL;
  project.provide("postgresTemplateUrl", url ?? "");
  if (url) {
    const template = templateName(url);
    const admin = connectPostgres(url, 1);
    try {
      await dropDatabase(admin, template);
      await admin.unsafe(`CREATE DATABASE ${template}`);
    } finally {
      await admin.end();
    }
    const templateUrl = withDatabase(url, template);
    const pg = connectPostgres(templateUrl, 1);
    await migrateDatabase(wrapPostgres(pg), templateUrl);
    await pg.end();
  }

  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplateUrl: string;
  }
}
