// /readyz: should this process get new traffic? Not while it shuts down, not
// when its database does not answer, not before the database holds every
// migration this build ships. /healthz (liveness) never asks the database:
// a database outage must not get every app process restarted.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, migrationsFolder, postgresErrorCode, rowsOf } from "~/db/client.server";
import type { DrainState } from "./lifecycle";

/** A database that takes longer than this to answer is "not ready" (balancers time out their probes after a few seconds). */
export const READY_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: "draining" | "database" | "migrations" };

/**
 * The `when` of the newest entry of drizzle/meta/_journal.json: the value
 * Drizzle's migrator stores as created_at when it applies that migration.
 */
export function latestShippedMigration(folder = migrationsFolder()): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/**
 * One round trip proves both the connection and the schema. A database ahead
 * of this build (the release step of a newer version already ran) is ready:
 * migrations only add, so the old processes keep serving during a rolling restart.
 */
async function latestAppliedMigration(db: Database): Promise<number> {
  const rows = rowsOf<{ latest: string | number | null }>(
    await db.execute(sql`SELECT max(created_at) AS latest FROM drizzle.__drizzle_migrations`),
  );
  return Number(rows[0]?.latest ?? 0);
}

export function readinessCheck(options: {
  db: Database;
  drain?: DrainState;
  shipped?: number;
  timeoutMs?: number;
}): () => Promise<Readiness> {
  const shipped = options.shipped ?? latestShippedMigration();
  const timeoutMs = options.timeoutMs ?? READY_TIMEOUT_MS;
  return async () => {
    if (options.drain?.draining) return { ready: false, reason: "draining" };
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), timeoutMs)));
    try {
      const applied = await Promise.race([latestAppliedMigration(options.db), timedOut]);
      if (applied === "timeout") return { ready: false, reason: "database" };
      return applied >= shipped ? { ready: true } : { ready: false, reason: "migrations" };
    } catch (error) {
      // No migrations table (or schema) yet: the database answers, the release step has not run.
      const code = postgresErrorCode(error);
      return { ready: false, reason: code === "42P01" || code === "3F000" ? "migrations" : "database" };
    } finally {
      clearTimeout(timer);
    }
  };
}
