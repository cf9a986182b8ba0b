import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { type Database, migrationsFolder, wrapPglite } from "~/db/client.server";
import { describeEachDatabase } from "../tests/support/database";
import { latestShippedMigration, readinessCheck } from "./readiness";

describe("latestShippedMigration", () => {
  it("é o `when` da última entrada do journal", () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"));
    expect(latestShippedMigration()).toBe(journal.entries.at(-1).when);
  });
});

describeEachDatabase("readinessCheck", (get) => {
  it("pronto com todas as migrações aplicadas", async () => {
    expect(await readinessCheck({ db: get().db })()).toEqual({ ready: true });
  });

  it("pronto com o banco à frente deste build (etapa de migração de uma versão nova já rodou)", async () => {
    expect(await readinessCheck({ db: get().db, shipped: latestShippedMigration() - 1 })()).toEqual({ ready: true });
  });

  it("503 por migrações quando o build traz uma migração que o banco não tem", async () => {
    expect(await readinessCheck({ db: get().db, shipped: latestShippedMigration() + 1 })()).toEqual({
      ready: false,
      reason: "migrations",
    });
  });

  it("503 ao começar a encerrar, sem consultar o banco", async () => {
    const drain = { draining: false };
    const check = readinessCheck({ db: get().db, drain });
    expect(await check()).toEqual({ ready: true });
    drain.draining = true;
    expect(await check()).toEqual({ ready: false, reason: "draining" });
  });
});

describe("readinessCheck sem banco utilizável", () => {
  it("banco sem nenhuma migração: motivo migrations; fechado: motivo database", async () => {
    // One fresh PGlite for both (creating one takes seconds).
    const handle = wrapPglite(await PGlite.create());
    try {
      expect(await readinessCheck({ db: handle.db })()).toEqual({ ready: false, reason: "migrations" });
    } finally {
      await handle.close();
    }
    expect(await readinessCheck({ db: handle.db })()).toEqual({ ready: false, reason: "database" });
  });

  it("banco que não responde: 503 no prazo, sem esperar a conexão", async () => {
    const hung = { execute: () => new Promise(() => {}) } as unknown as Database;
    const started = Date.now();
    expect(await readinessCheck({ db: hung, shipped: 1, timeoutMs: 200 })()).toEqual({ ready: false, reason: "database" });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
