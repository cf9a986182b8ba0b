// The local PostgreSQL the bench uses: an admin connection (BENCH_DATABASE_URL,
// default postgres://lift:lift@127.0.0.1:5432/postgres) that creates and drops
// the bench's own databases (lift_bench, lift_pgbench). Loopback only.
import postgres from "postgres";
import { dropDatabase as dropTestDatabase } from "../../tests/support/drop-database";
import { runCommand } from "./common";

export const ADMIN_URL = process.env.BENCH_DATABASE_URL || "postgres://lift:lift@127.0.0.1:5432/postgres";

export function urlFor(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Refuses anything but a loopback server: the bench never targets another machine. */
export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) {
    throw new Error(`BENCH_DATABASE_URL deve apontar para 127.0.0.1 (recebido: ${host})`);
  }
}

async function withAdmin<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  assertLoopback(ADMIN_URL);
  const sql = postgres(ADMIN_URL, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export async function serverVersion(): Promise<string> {
  return withAdmin(async (sql) => {
    const [row] = await sql<{ v: string }[]>`SELECT current_setting('server_version') AS v`;
    return row!.v;
  });
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((sql) => dropTestDatabase(sql, name));
}

/**
 * Drops and creates `name`. When the admin role may not create databases and we
 * are root, falls back to Debian's postgres superuser (runuser) with the admin
 * role as owner.
 */
export async function recreateDatabase(name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`nome de banco inválido: ${name}`);
  await dropDatabase(name);
  try {
    await withAdmin((sql) => sql.unsafe(`CREATE DATABASE "${name}"`));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== "42501" || process.getuid?.() !== 0) throw error;
    const owner = decodeURIComponent(new URL(ADMIN_URL).username) || "postgres";
    const r = await runCommand("runuser", ["-u", "postgres", "--", "createdb", "-O", owner, name], { timeoutMs: 30_000 });
    if (r.code !== 0) throw new Error(`createdb ${name} falhou: ${r.stderr}`);
  }
  return urlFor(name);
}

/** Counts rows with one query on a database of the bench. */
export async function queryRows<T extends Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  assertLoopback(url);
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    return (await sql.unsafe(text, params as never[])) as unknown as T[];
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The one row a query answers (an aggregate without GROUP BY); none is a broken query. */
export async function queryOne<T extends Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T> {
  const [row] = await queryRows<T>(url, text, params);
  if (!row) throw new Error(`A consulta não devolveu linha: ${text}`);
  return row;
}

/** libpq environment for command-line tools (pgbench) from a URL. */
export function libpqEnv(url: string): Record<string, string> {
  const u = new URL(url);
  return {
    PGHOST: u.hostname,
    PGPORT: u.port || "5432",
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: u.pathname.replace(/^\//, ""),
  };
}
