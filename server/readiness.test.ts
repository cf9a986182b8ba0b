import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createPglite, type Database, migrationsFolder, wrapPglite } from "~/db/client.server";
import { describeEachDatabase } from "../tests/support/database";
import { latestShippedMigration, readinessCheck } from "./readiness";

describe("latestShippedMigration", () => {
  it("is the `when` of the journal's last entry", () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
      entries: { when: number }[];
    };
    expect(latestShippedMigration()).toBe(journal.entries.at(-1)?.when);
  });
});

describeEachDatabase("readinessCheck", (get) => {
  it("ready with every migration applied", async () => {
    expect(await readinessCheck({ db: get().db })()).toEqual({ ready: true });
  });

  it("ready with the database ahead of this build (a new version's migration step already ran)", async () => {
    expect(await readinessCheck({ db: get().db, shipped: latestShippedMigration() - 1 })()).toEqual({ ready: true });
  });

  it("503 for migrations when the build brings a migration the database lacks", async () => {
    expect(await readinessCheck({ db: get().db, shipped: latestShippedMigration() + 1 })()).toEqual({
      ready: false,
      reason: "migrations",
    });
  });

  it("503 once shutting down starts, without querying the database", async () => {
    const drain = { draining: false };
    const check = readinessCheck({ db: get().db, drain });
    expect(await check()).toEqual({ ready: true });
    drain.draining = true;
    expect(await check()).toEqual({ ready: false, reason: "draining" });
  });
});

describe("readinessCheck without a usable database", () => {
  it("a database with no migration: reason migrations; closed: reason database", async () => {
    // One fresh PGlite for both (creating one takes seconds).
    const handle = wrapPglite(await createPglite());
    try {
      expect(await readinessCheck({ db: handle.db })()).toEqual({ ready: false, reason: "migrations" });
    } finally {
      await handle.close();
    }
    expect(await readinessCheck({ db: handle.db })()).toEqual({ ready: false, reason: "database" });
  });

  it("a database that does not answer: 503 in time, without waiting for the connection", async () => {
    const hung = { execute: () => new Promise(() => {}) } as unknown as Database;
    const started = Date.now();
    expect(await readinessCheck({ db: hung, shipped: 1, timeoutMs: 200 })()).toEqual({ ready: false, reason: "database" });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
