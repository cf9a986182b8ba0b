import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/database";
import {
  createMemoryRateLimiter,
  createPostgresRateLimiter,
  createRateLimiter,
  limitAttempt,
  tooManyMessage,
} from "./rate-limit.server";

const RULE = { max: 3, windowMs: 60_000 };

describe("the in-memory limiter", () => {
  it("counts per key, refuses above the maximum and starts again when the window passes", async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) expect((await limiter.hit("k", RULE)).allowed).toBe(true);
    const over = await limiter.hit("k", RULE);
    expect(over).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect((await limiter.hit("outra", RULE)).allowed).toBe(true);
    now = 60_000;
    expect((await limiter.hit("k", RULE)).allowed).toBe(true);
  });

  it("check does not count; reset clears", async () => {
    const limiter = createMemoryRateLimiter();
    for (let i = 0; i < 3; i++) await limiter.hit("k", RULE);
    expect((await limiter.check("k", RULE)).allowed).toBe(false);
    await limiter.reset("k");
    expect((await limiter.check("k", RULE)).allowed).toBe(true);
  });

  it("limitAttempt: the first key over its limit decides, with the pt-BR message", async () => {
    const limiter = createMemoryRateLimiter();
    for (let i = 0; i < 3; i++) expect(await limitAttempt(limiter, ["ip", null, "conta"], RULE)).toBeNull();
    const refused = await limitAttempt(limiter, ["ip", "conta"], RULE);
    expect(refused?.message).toBe(tooManyMessage(60_000));
    expect(refused?.message).toMatch(/^Muitas tentativas\. Aguarde 1 minuto/);
  });

  it("PGlite (or no database) counts in memory; PostgreSQL counts in the database", async () => {
    const statements: unknown[] = [];
    const db = { execute: async (query: unknown) => (statements.push(query), Promise.reject(new Error("sem banco"))) } as never;
    for (const memory of [createRateLimiter({ kind: "pglite", db }), createRateLimiter()]) {
      for (let i = 0; i < 3; i++) expect((await memory.hit("k", RULE)).allowed).toBe(true);
      expect((await memory.hit("k", RULE)).allowed).toBe(false);
    }
    expect(statements).toHaveLength(0);
    const shared = createRateLimiter({ kind: "postgres", db }, { warn: () => {} });
    expect((await shared.hit("k", RULE)).allowed).toBe(true);
    // One upsert, which failed here, so the process's memory counted instead.
    expect(statements).toHaveLength(1);
  });

  it("release gives back one attempt of the current window, never below zero", async () => {
    const now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) await limiter.hit("k", RULE);
    await limiter.release("k", RULE);
    expect((await limiter.hit("k", RULE)).allowed).toBe(true);
    expect((await limiter.hit("k", RULE)).allowed).toBe(false);
    await limiter.reset("k");
    await limiter.release("k", RULE);
    await limiter.release("k", RULE);
    for (let i = 0; i < 3; i++) expect((await limiter.hit("k", RULE)).allowed).toBe(true);
    expect((await limiter.hit("k", RULE)).allowed).toBe(false);
  });

  it("limitAttempt counts every key, even when one already refuses", async () => {
    const limiter = createMemoryRateLimiter();
    for (let i = 0; i < 3; i++) await limiter.hit("ip", RULE);
    expect(await limitAttempt(limiter, ["ip", "conta"], RULE)).not.toBeNull();
    expect((await limiter.check("conta", { max: 2, windowMs: 60_000 })).allowed).toBe(true);
    expect((await limiter.check("conta", { max: 1, windowMs: 60_000 })).allowed).toBe(false);
  });
});

describeEachDatabase("the limiter shared through the database", (database) => {
  it("counts in one row per key, atomically under concurrency", async () => {
    const limiter = createPostgresRateLimiter(database());
    const results = await Promise.all(
      Array.from({ length: 20 }, () => limiter.hit("concorrente", { max: 10, windowMs: 60_000 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.filter((r) => !r.allowed).every((r) => r.retryAfterMs > 50_000 && r.retryAfterMs <= 60_000)).toBe(true);
    const rows = await database().db.execute(sql`SELECT count FROM rate_limit_windows WHERE key = 'concorrente'`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { count: number }[];
    expect(Number(list[0]!.count)).toBe(20);
  });

  it("200 simultaneous attempts: exactly the limit passes (the count comes from the upsert, before any work)", async () => {
    const limiter = createPostgresRateLimiter(database());
    const results = await Promise.all(Array.from({ length: 200 }, () => limiter.hit("rajada", { max: 10, windowMs: 60_000 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("release gives back one attempt in the database, never below zero", async () => {
    const limiter = createPostgresRateLimiter(database());
    for (let i = 0; i < 3; i++) await limiter.hit("devolve", RULE);
    await limiter.release("devolve", RULE);
    expect((await limiter.check("devolve", RULE)).allowed).toBe(true);
    for (let i = 0; i < 5; i++) await limiter.release("devolve", RULE);
    const rows = await database().db.execute(sql`SELECT count FROM rate_limit_windows WHERE key = 'devolve'`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { count: number }[];
    expect(Number(list[0]!.count)).toBe(0);
  });

  it("check does not count, reset deletes, an expired window starts again at 1", async () => {
    const limiter = createPostgresRateLimiter(database());
    for (let i = 0; i < 3; i++) await limiter.hit("janela", RULE);
    expect((await limiter.check("janela", RULE)).allowed).toBe(false);
    expect((await limiter.check("janela", RULE)).allowed).toBe(false);
    await database().db.execute(
      sql`UPDATE rate_limit_windows SET window_start = now() - interval '2 minutes' WHERE key = 'janela'`,
    );
    expect((await limiter.check("janela", RULE)).allowed).toBe(true);
    expect(await limiter.hit("janela", RULE)).toEqual({ allowed: true, retryAfterMs: 0 });
    await limiter.reset("janela");
    expect((await limiter.check("janela", RULE)).allowed).toBe(true);
  });

  it("without a database, counts in the process's memory instead of failing", async () => {
    const warnings: string[] = [];
    const broken = { db: { execute: async () => Promise.reject(new Error("conexão recusada")) } as never };
    const limiter = createPostgresRateLimiter(broken, { warn: (msg: string) => warnings.push(msg) });
    for (let i = 0; i < 3; i++) expect((await limiter.hit("k", RULE)).allowed).toBe(true);
    expect((await limiter.hit("k", RULE)).allowed).toBe(false);
    expect(warnings).toHaveLength(1);
  });
});
