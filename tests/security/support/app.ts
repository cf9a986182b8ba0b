// Shared by the security and resilience suites: a built server started as
// `node build/app-server/index.js` with a known session secret and admin
// password, a PostgreSQL database of its own when TEST_DATABASE_URL is set,
// and an HTTP client that keeps cookies like a browser.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { describe } from "vitest";
import { dropDatabase } from "../../support/drop-database";
import { type RunningServer, type StartOptions, startServer, TEST_ADMIN_PASSWORD } from "../../e2e/support/server";

export { TEST_ADMIN_PASSWORD };
/** Every server these suites start signs with this secret (webhook events are signed with a key derived from it). */
export const TEST_SESSION_SECRET = "segredo-de-sessao-dos-testes-de-seguranca-0123456789";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "";

/** `describe` when TEST_DATABASE_URL is set, else a skipped suite that says why (visible in the report). */
export function describeWithPostgres(name: string, body: () => void) {
  if (TEST_DATABASE_URL) return describe(name, body);
  console.warn(`[${name}] IGNORADO: defina TEST_DATABASE_URL (um PostgreSQL onde se possa criar bancos) para rodar esta suíte.`);
  return describe.skip(`${name} — IGNORADO: TEST_DATABASE_URL ausente`, body);
}

/** The engines a suite runs on: always the embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: readonly ("PGlite" | "PostgreSQL")[] = TEST_DATABASE_URL ? ["PGlite", "PostgreSQL"] : ["PGlite"];

/**
 * A server on the given engine (a fresh PostgreSQL database of its own, dropped
 * by the returned stop, or a fresh PGlite data directory).
 */
export async function startOn(
  engine: "PGlite" | "PostgreSQL",
  options: AppServerOptions = {},
): Promise<RunningServer & { pg: TestPostgres | null }> {
  const pg = engine === "PostgreSQL" ? await createPostgresDatabase() : null;
  // A fresh PGlite is migrated and seeded at start: slow on a busy machine.
  const server = await startAppServer({ timeoutMs: 180_000, ...options, ...(pg ? { databaseUrl: pg.url } : {}) });
  return {
    ...server,
    pg,
    async stop(signal) {
      const code = await server.stop(signal);
      await pg?.drop();
      return code;
    },
  };
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export interface TestPostgres {
  url: string;
  name: string;
  sql: postgres.Sql;
  drop(): Promise<void>;
}

/** A fresh, empty database on TEST_DATABASE_URL's server (the app migrates and seeds it at start). */
export async function createPostgresDatabase(prefix = "lift_sec"): Promise<TestPostgres> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(TEST_DATABASE_URL, name);
  const sql = postgres(url, { max: 2, onnotice: () => {}, idle_timeout: 5 });
  return {
    url,
    name,
    sql,
    async drop() {
      await sql.end({ timeout: 2 }).catch(() => {});
      const cleanup = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
      try {
        await dropDatabase(cleanup, name);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export interface AppServerOptions extends StartOptions {
  databaseUrl?: string;
  trustProxy?: boolean;
  logLevel?: "debug" | "info" | "warn" | "error";
}

/** The production build on a free port, with the suites' secret and password; CEP lookups go nowhere. */
export function startAppServer(options: AppServerOptions = {}): Promise<RunningServer> {
  return startServer({
    ...options,
    env: {
      SESSION_SECRET: TEST_SESSION_SECRET,
      CEP_API_URL: "http://127.0.0.1:9",
      LOG_LEVEL: options.logLevel ?? "warn",
      ...(options.trustProxy ? { TRUST_PROXY: "true" } : {}),
      // startServer asks for demo payments on both engines (tests of the default pass DEMO_PAYMENTS: "").
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
  });
}

export type { RunningServer };

// ---------------------------------------------------------------- HTTP client

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A form (URL-encoded unless it holds files), a JSON value, or a raw string. */
  form?: Record<string, string | Blob> | FormData;
  json?: unknown;
  body?: string | Uint8Array;
  /** Origin header; defaults to the server's own origin for state-changing methods (like a browser). */
  origin?: string | null;
  signal?: AbortSignal;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  location: string | null;
  json<T = Record<string, unknown>>(): T;
}

/** Keeps cookies like a browser; never follows redirects (tests look at them). */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    /** Sent as X-Forwarded-For (only believed by a server with TRUST_PROXY). */
    public forwardedFor?: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private keep(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async send(path: string, options: SendOptions = {}): Promise<Answer> {
    const method = options.method ?? (options.form || options.json !== undefined || options.body !== undefined ? "POST" : "GET");
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.Cookie = this.cookieHeader();
    if (this.forwardedFor) headers["X-Forwarded-For"] = this.forwardedFor;
    const origin = options.origin === undefined ? (method === "GET" || method === "HEAD" ? null : this.base) : options.origin;
    if (origin) headers.Origin = origin;
    let body: BodyInit | undefined;
    if (options.form) {
      const form = options.form;
      const hasFile = form instanceof FormData || Object.values(form).some((v) => typeof v !== "string");
      if (hasFile) {
        const fd = form instanceof FormData ? form : new FormData();
        if (!(form instanceof FormData)) for (const [k, v] of Object.entries(form)) fd.append(k, v);
        body = fd;
      } else {
        body = new URLSearchParams(form as Record<string, string>);
        headers["Content-Type"] = "application/x-www-form-urlencoded";
      }
    } else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers["Content-Type"] = "application/json";
    } else if (options.body !== undefined) {
      body = options.body as BodyInit;
    }
    const response = await fetch(this.base + path, {
      method,
      headers: { ...headers, ...options.headers },
      body,
      redirect: "manual",
      signal: options.signal ?? AbortSignal.timeout(60_000),
    });
    this.keep(response.headers);
    const text = method === "HEAD" ? "" : await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      location: response.headers.get("Location"),
      json<T>() {
        return JSON.parse(text) as T;
      },
    };
  }

  get(path: string, options: Omit<SendOptions, "method"> = {}) {
    return this.send(path, { ...options, method: "GET" });
  }

  post(path: string, options: Omit<SendOptions, "method"> = {}) {
    return this.send(path, { ...options, method: "POST" });
  }
}

let ipCounter = 0;
/** A different made-up client address each call (TEST-NET ranges), for servers started with TRUST_PROXY. */
export function nextIp(): string {
  ipCounter++;
  return `198.18.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function uniqueEmail(label = "cliente"): string {
  return `${label}-${randomBytes(5).toString("hex")}@exemplo.com.br`;
}
