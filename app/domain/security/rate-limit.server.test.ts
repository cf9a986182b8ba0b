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

describe("limite em memória", () => {
  it("conta por chave, recusa acima do máximo e recomeça quando a janela passa", async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) expect((await limiter.hit("k", RULE)).allowed).toBe(true);
    const over = await limiter.hit("k", RULE);
    expect(over).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect((await limiter.hit("outra", RULE)).allowed).toBe(true);
    now = 60_000;
    expect((await limiter.hit("k", RULE)).allowed).toBe(true);
  });

  it("check não conta; reset zera", async () => {
    const limiter = createMemoryRateLimiter();
    for (let i = 0; i < 3; i++) await limiter.hit("k", RULE);
    expect((await limiter.check("k", RULE)).allowed).toBe(false);
    await limiter.reset("k");
    expect((await limiter.check("k", RULE)).allowed).toBe(true);
  });

  it("limitAttempt: a primeira chave acima do limite decide, com a mensagem em pt-BR", async () => {
    const limiter = createMemoryRateLimiter();
    for (let i = 0; i < 3; i++) expect(await limitAttempt(limiter, ["ip", null, "conta"], RULE)).toBeNull();
    const refused = await limitAttempt(limiter, ["ip", "conta"], RULE);
    expect(refused?.message).toBe(tooManyMessage(60_000));
    expect(refused?.message).toMatch(/^Muitas tentativas\. Aguarde 1 minuto/);
  });

  it("PGlite (ou nenhum banco) conta em memória; PostgreSQL conta no banco", async () => {
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

  it("release devolve uma tentativa da janela atual, nunca abaixo de zero", async () => {
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

  it("limitAttempt conta todas as chaves, mesmo quando uma já recusa", async () => {
    const limiter = createMemoryRateLimiter();
    for (let i = 0; i < 3; i++) await limiter.hit("ip", RULE);
    expect(await limitAttempt(limiter, ["ip", "conta"], RULE)).not.toBeNull();
    expect((await limiter.check("conta", { max: 2, windowMs: 60_000 })).allowed).toBe(true);
    expect((await limiter.check("conta", { max: 1, windowMs: 60_000 })).allowed).toBe(false);
  });
});

describeEachDatabase("limite compartilhado pelo banco", (database) => {
  it("conta numa linha por chave, atomicamente sob concorrência", async () => {
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

  it("200 tentativas simultâneas: exatamente o limite passa (a contagem vem do upsert, antes de qualquer trabalho)", async () => {
    const limiter = createPostgresRateLimiter(database());
    const results = await Promise.all(Array.from({ length: 200 }, () => limiter.hit("rajada", { max: 10, windowMs: 60_000 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("release devolve uma tentativa no banco, nunca abaixo de zero", async () => {
    const limiter = createPostgresRateLimiter(database());
    for (let i = 0; i < 3; i++) await limiter.hit("devolve", RULE);
    await limiter.release("devolve", RULE);
    expect((await limiter.check("devolve", RULE)).allowed).toBe(true);
    for (let i = 0; i < 5; i++) await limiter.release("devolve", RULE);
    const rows = await database().db.execute(sql`SELECT count FROM rate_limit_windows WHERE key = 'devolve'`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { count: number }[];
    expect(Number(list[0]!.count)).toBe(0);
  });

  it("check não conta, reset apaga, janela vencida recomeça em 1", async () => {
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

  it("sem banco, conta na memória do processo em vez de falhar", async () => {
    const warnings: string[] = [];
    const broken = { db: { execute: async () => Promise.reject(new Error("conexão recusada")) } as never };
    const limiter = createPostgresRateLimiter(broken, { warn: (msg: string) => warnings.push(msg) });
    for (let i = 0; i < 3; i++) expect((await limiter.hit("k", RULE)).allowed).toBe(true);
    expect((await limiter.hit("k", RULE)).allowed).toBe(false);
    expect(warnings).toHaveLength(1);
  });
});
