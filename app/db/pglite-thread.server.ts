// The embedded database on its own thread (decision 041). PGlite's start-up is
// ~0.4 s of one core (postgres boots, then its first catalog reads) and so is
// loading the app: on a thread of its own the two run side by side, and SQL
// never holds up the thread that answers requests. This is the app's side: the
// part of PGlite's interface Drizzle, pg-boss and live updates use, each call a
// message to pglite-thread-entry.server.ts.
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";

export type ToThread = { id: number } & (
  | { op: "query"; text: string; params: unknown[]; rowMode: "array" | "object"; rawTypes: number[]; txId?: number }
  | { op: "exec"; text: string; txId?: number }
  | { op: "begin" }
  | { op: "end"; txId: number; commit: boolean }
  | { op: "listen" | "unlisten"; channel: string }
  | { op: "close" }
);

export interface ThreadError {
  name: string;
  message: string;
  /** A PostgreSQL error's fields: code, detail, constraint, table… */
  fields: Record<string, string | number>;
}

export type FromThread =
  | { op: "ready" }
  | { op: "failed"; error: ThreadError }
  | { op: "notify"; channel: string; payload: string }
  | { id: number; result: unknown }
  | { id: number; error: ThreadError };

type Parsers = NonNullable<QueryOptions["parsers"]>;
type Send = (message: DistributiveOmit<ToThread, "id">) => Promise<unknown>;
type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;

/** What Drizzle's PGlite driver, the job queue and live updates call on a client or a transaction. */
export interface PgliteThreadClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Pick<PgliteThreadClient, "query" | "exec">) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly closed: boolean;
}

function rebuild(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error.fields, { name: error.name });
}

/**
 * Parsers are functions, and functions stay in this thread: the database
 * thread sends their types' values as text, and they are parsed here, as
 * PGlite would have parsed them.
 */
function parseHere<T>(result: Results<T>, parsers: Parsers | undefined): Results<T> {
  if (!parsers) return result;
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const key = Array.isArray(row) ? index : field.name;
      if (typeof row[key] === "string") row[key] = parse(row[key]);
    }
  });
  return result;
}

function querying(send: Send, txId?: number): Pick<PgliteThreadClient, "query" | "exec"> {
  return {
    async query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}) {
      const { rowMode = "object", parsers, ...rest } = options;
      if (Object.keys(rest).length) throw new Error(`pglite-thread: opções não suportadas: ${Object.keys(rest).join(", ")}`);
      const rawTypes = Object.keys(parsers ?? {}).map(Number);
      const result = (await send({ op: "query", text, params, rowMode, rawTypes, txId })) as Results<T>;
      return parseHere(result, parsers);
    },
    async exec(text: string) {
      return (await send({ op: "exec", text, txId })) as Results[];
    },
  };
}

export interface PgliteThread {
  client: PgliteThreadClient;
  /** Resolves when PGlite has opened the data directory (recovery done, ready for queries). */
  ready: Promise<void>;
}

/**
 * Starts the database thread on `pgDir`. `entry` is a built JavaScript file
 * that runs pglite-thread-entry.server.ts when it is a worker: the production
 * entry, build/app-server/index.js (a worker runs JavaScript, not TypeScript).
 * `onExit` hears of a thread that ends, once open, without being closed: its
 * queries can no longer be answered.
 */
export function startPgliteThread(pgDir: string, entry: URL, onExit: (error: Error) => void): PgliteThread {
  // PGlite's data lives in WebAssembly memory; this thread's JS heap holds only messages in flight.
  // Left to V8, a second isolate's young generation grows under the job queue's polling, and the
  // process's memory with it (tests/security/body-limits.test.ts saw up to 25 MB): bounded here.
  const worker = new Worker(entry, { workerData: { pgDir }, resourceLimits: { maxYoungGenerationSizeMb: 6 } });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let closed = false;
  let closing = false;
  let running = false;
  let gone: Error | null = null;
  let opened!: () => void;
  let failed!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    opened = resolve;
    failed = reject;
  });
  // Awaited by openDatabase, maybe only once the app has loaded: never an unhandled rejection meanwhile.
  ready.catch(() => {});

  worker.on("message", (message: FromThread) => {
    if ("id" in message) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if ("error" in message) call?.reject(rebuild(message.error));
      else call?.resolve(message.result);
    } else if (message.op === "notify") {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
    } else if (message.op === "ready") {
      running = true;
      opened();
    } else failed(rebuild(message.error));
  });
  const end = (error: Error) => {
    gone ??= error;
    failed(error);
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    // Before "ready" the failure is ready's to tell.
    if (running && !closed && !closing) onExit(error);
    closed = true;
  };
  worker.on("error", end);
  worker.on("exit", (code) => end(new Error(`O banco embutido parou (código ${code})`)));

  const send: Send = (message) => {
    if (gone) return Promise.reject(gone);
    // A message to a thread being terminated would never be answered.
    if (closed) return Promise.reject(new Error("O banco embutido já foi fechado"));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  };

  const client: PgliteThreadClient = {
    ...querying(send),
    async transaction(callback) {
      const txId = (await send({ op: "begin" })) as number;
      let result;
      try {
        result = await callback(querying(send, txId));
      } catch (error) {
        await send({ op: "end", txId, commit: false }).catch(() => {});
        throw error;
      }
      await send({ op: "end", txId, commit: true });
      return result;
    },
    async listen(channel, callback) {
      let set = listeners.get(channel);
      if (!set) {
        listeners.set(channel, (set = new Set()));
        await send({ op: "listen", channel }).catch((error: unknown) => {
          listeners.delete(channel);
          throw error;
        });
      }
      set.add(callback);
      return async () => {
        set.delete(callback);
        if (set.size || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        if (!closed) await send({ op: "unlisten", channel });
      };
    },
    async close() {
      if (closed || closing) return;
      closing = true;
      try {
        await send({ op: "close" });
      } catch (error) {
        if (!gone) throw error; // the thread ending as it closes is what close asks for
      }
      closed = true;
      await worker.terminate();
    },
    get closed() {
      return closed;
    },
  };
  return { client, ready };
}

/** Drizzle's PGlite driver takes a PGlite; it calls only what PgliteThreadClient has. */
export function asPglite(client: PgliteThreadClient): PGlite {
  return client as unknown as PGlite;
}
