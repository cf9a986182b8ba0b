// The shop's durable background work: pg-boss 10 over the app's own database
// connection, on PGlite and PostgreSQL alike (decision 026).
//
//   const jobs = createJobQueue({ database, ctx, logger, metrics, settings });
//   await jobs.install();                    // before the server listens: schema, queues, schedules
//   await jobs.start();                      // once it listens: works and schedules (installs if not yet)
//   await db.transaction(async (tx) => {     // a job exists iff its cause committed
//     await changeSomething(tx);
//     await jobs.send(tx, "pix.create-charge", { orderId }, { key: orderId });
//   });
//   await jobs.stop();                       // SIGTERM: an interrupted job is retried later
//
// Named jobs, their handlers, retries and cron schedules are declared one file
// each next to their concern (define-job.ts) and listed by the server
// (server/jobs.ts). The admin reads and acts through overview(), recent(),
// retry() and cancel().
//
// pg-boss talks to the database through `executeSql(text, values)`; here that
// is the app's connection (postgres.js pool or the single PGlite client), and
// in send() the caller's Drizzle transaction, so no second pool is opened and
// a job written in a transaction that rolls back never existed.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import type PgBoss from "pg-boss";
import type { Database, DatabaseHandle, Transaction } from "~/db/client.server";
import type { Metrics } from "~/platform/observability/metrics.server";
import type { Logger } from "~/logger.server";
import type { JobContext, JobDefinition } from "./define-job";

/** The schema version this pg-boss release installs (its version.json; it migrates older ones at start). */
const PGBOSS_SCHEMA_VERSION = (createRequire(import.meta.url)("pg-boss/version.json") as { schema: number }).schema;

/** pg-boss's tables live in their own schema, installed and migrated by pg-boss at start. */
export const JOBS_SCHEMA = "pgboss";
/** Held while pg-boss installs or migrates its schema, so processes starting together take turns. */
export const JOBS_INSTALL_LOCK_KEY = 7461005;
/** pg-boss's own queues (the cron relay) are not the shop's: hidden from the admin and the metrics. */
const INTERNAL_PREFIX = "__pgboss__";

export const JOB_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface JobSettings {
  /** False: this process writes jobs but never runs them (another process does). */
  enabled: boolean;
  /** How often an idle worker looks for work, in seconds (pg-boss polls: no LISTEN, works on PGlite). */
  pollIntervalSeconds: number;
  /** On stop, how long a running job may take to finish before it is marked for retry (default 5 s). */
  shutdownTimeoutMs?: number;
  /** How often schedules are checked, in seconds (default 30; tests use 1). */
  cronCheckSeconds?: number;
}

export interface SendOptions {
  /**
   * Idempotency key: the same name + key makes the same job id, so a second
   * send (a retried request, a doubled click) is dropped while the first job
   * is kept (7 days). The handler must still be harmless to repeat.
   */
  key?: string;
  /** Not before this moment. */
  startAfter?: Date;
}

export interface QueueCounts {
  name: string;
  label: string;
  schedule: string | null;
  counts: Record<JobState, number>;
}

export interface JobSummary {
  id: string;
  name: string;
  label: string;
  state: JobState;
  /** Attempts made so far (the first one included). */
  attempts: number;
  /** Attempts allowed in all (the first one plus retries). */
  maxAttempts: number;
  createdAt: Date;
  /** Next attempt not before this (a pending or retrying job). */
  startAfter: Date;
  completedAt: Date | null;
  /** The last failure's message, when it failed. */
  error: string | null;
}

export interface JobQueue {
  /** Installs pg-boss's schema if needed and creates the queues and schedules: from then on send() works. */
  install(): Promise<void>;
  /** install(), then (when enabled) works and schedules. */
  start(): Promise<void>;
  /** start() in `ms` (the server, once it listens: a restart answers shoppers before catching up); stop() cancels it. */
  startIn(ms: number): Promise<void>;
  /** Stops polling and schedules; waits for running jobs up to the shutdown timeout, then marks them for retry. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** Writes a job in the caller's transaction (or alone with `db`); null when the key was already used. */
  send(tx: Database | Transaction, name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Writes many jobs of one kind in one statement, in the caller's transaction (an email per message of a batch). */
  sendMany(tx: Database | Transaction, name: string, jobs: { data: object; key?: string }[]): Promise<void>;
  /** Each registered queue with its jobs counted by state. */
  overview(): Promise<QueueCounts[]>;
  /** The latest failed, waiting and running jobs, newest first. */
  recent(limit?: number): Promise<JobSummary[]>;
  /** A failed job runs again (one more attempt); false when it is not failed (any more). */
  retry(id: string): Promise<boolean>;
  /** A waiting job will not run; false when it is not waiting (any more). */
  cancel(id: string): Promise<boolean>;
  /** Jobs waiting or running in `name` (the metrics' queue depth). */
  depth(name: string): Promise<number>;
}

export interface JobQueueOptions {
  database: Pick<DatabaseHandle, "db" | "kind">;
  /** The services a handler gets (read when a job runs: the queue is one of them). */
  ctx: () => JobContext;
  logger: Logger;
  metrics?: Pick<Metrics, "jobFailed" | "watchQueue">;
  settings: JobSettings;
  /** The jobs this queue knows (the server's: server/jobs.ts). */
  definitions: readonly JobDefinition[];
}

type ScheduleRow = { name: string; cron: string; timezone: string };
type QueueRow = { name: string; retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number };
type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
type PostgresClient = {
  unsafe(text: string, values?: unknown[]): Promise<unknown[]>;
  reserve?(): Promise<PostgresClient & { release(): void }>;
};
type PgliteClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
};

/**
 * The driver's own client behind a Drizzle database or transaction. Drizzle
 * keeps it on its session (not in its public types): a transaction's is the
 * transaction's connection, which is what makes send() transactional.
 */
function driverClient(db: Database | Transaction): PostgresClient | PgliteClient {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (client && typeof (client as PostgresClient).unsafe === "function") return client as PostgresClient;
  if (client && typeof (client as PgliteClient).query === "function") return client as PgliteClient;
  throw new Error("jobs: driver client not found on the Drizzle session (drizzle-orm changed?)");
}

/**
 * pg-boss writes its values the way node-postgres does: an object becomes its
 * JSON text. postgres.js would refuse it, so it gets the text; PGlite takes
 * objects for json parameters itself.
 */
function pgValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === "object" && !(value instanceof Date) && !Array.isArray(value))
    return JSON.stringify(value);
  return value;
}

/** pg-boss's `db` option over one Drizzle database or transaction. */
export function executorFor(db: Database | Transaction): Executor {
  const client = driverClient(db);
  if ("unsafe" in client) {
    return {
      async executeSql(text, values) {
        if (values?.length) return { rows: [...(await client.unsafe(text, values.map(pgValue)))] };
        if (!client.reserve) return { rows: [...(await client.unsafe(text))] };
        // Parameterless text may be several statements with BEGIN/COMMIT (pg-boss's
        // install and migrations): postgres.js allows that only on a reserved connection.
        const connection = await client.reserve();
        try {
          const result = await connection.unsafe(text);
          const last = result.length && Array.isArray(result[result.length - 1]) ? result[result.length - 1] : result;
          return { rows: [...(last as unknown[])] };
        } catch (error) {
          // Never hand a connection back inside an aborted transaction.
          await connection.unsafe("ROLLBACK").catch(() => {});
          throw error;
        } finally {
          connection.release();
        }
      },
    };
  }
  return {
    async executeSql(text, values) {
      if (values?.length)
        return client.query(
          text,
          values.map((v) => (v === undefined ? null : v)),
        );
      // Parameterless text may be several statements: exec answers one result per statement.
      if (!client.exec) return client.query(text);
      try {
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      } catch (error) {
        // A failed BEGIN…COMMIT block would leave PGlite's only connection in an aborted transaction.
        if (/\bBEGIN\b/.test(text)) await client.exec("ROLLBACK").catch(() => {});
        throw error;
      }
    },
  };
}

/** A job id from its queue and idempotency key (a UUID-shaped SHA-256 prefix). */
export function jobIdFor(name: string, key: string): string {
  const hex = createHash("sha256").update(`${name}\u0000${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_RETRY = { limit: 3, delaySeconds: 30, backoff: true };
/** Failed and completed jobs stay in the job table (the admin's list, the idempotency keys) this long. */
const KEEP_SECONDS = 7 * 24 * 60 * 60;

function errorMessage(output: unknown): string | null {
  if (output == null) return null;
  // A job's output is JSON: text, a number, a boolean or an object.
  if (typeof output !== "object") return typeof output === "string" ? output : JSON.stringify(output);
  const o = output as { message?: unknown; value?: { message?: unknown } };
  const message = o.message ?? o.value?.message;
  return typeof message === "string" ? message : JSON.stringify(output);
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, ctx, logger, metrics, settings } = options;
  const { definitions } = options;
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const db = executorFor(database.db);
  let loadingBoss: Promise<PgBoss> | null = null;
  /**
   * pg-boss (with its cron, date and PostgreSQL libraries) loads when first
   * needed, not with the server: a restart with nothing to install reaches its
   * first request without it (start-up budget, issue 35).
   */
  function getBoss(): Promise<PgBoss> {
    return (loadingBoss ??= import("pg-boss").then(({ default: PgBossClass }) => {
      const boss = new PgBossClass({
        db,
        schema: JOBS_SCHEMA,
        migrate: true,
        // Expired attempts back to retry, old jobs archived: only where jobs run.
        supervise: settings.enabled,
        schedule: settings.enabled,
        cronMonitorIntervalSeconds: settings.cronCheckSeconds ?? 30,
        cronWorkerIntervalSeconds: Math.min(45, Math.max(1, Math.round(settings.pollIntervalSeconds))),
        archiveCompletedAfterSeconds: KEEP_SECONDS,
        archiveFailedAfterSeconds: KEEP_SECONDS,
      });
      boss.on("error", (error: unknown) => {
        logger.error("Fila de trabalhos: erro do pg-boss", {
          reason: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      });
      return boss;
    }));
  }
  let installing: Promise<void> | null = null;
  let started: Promise<void> | null = null;
  let startTimer: { timer: NodeJS.Timeout; resolve: () => void } | null = null;

  /** Whether pg-boss's table exists yet (a shop that never started its workers has none). */
  async function hasTable(table: "version" | "job"): Promise<boolean> {
    const { rows } = await db.executeSql(`SELECT to_regclass($1) IS NOT NULL AS ok`, [`${JOBS_SCHEMA}.${table}`]);
    return Boolean((rows[0] as { ok: boolean } | undefined)?.ok);
  }

  /** What pg-boss holds now, read in plain SQL (pg-boss itself not loaded); null when not installed. */
  async function declared(): Promise<{
    version: number;
    queues: Map<string, QueueRow>;
    schedules: Map<string, ScheduleRow>;
  } | null> {
    if (!(await hasTable("version"))) return null;
    const { rows: version } = await db.executeSql(`SELECT version FROM ${JOBS_SCHEMA}.version`);
    const { rows: queues } = await db.executeSql(
      `SELECT name, retry_limit AS "retryLimit", retry_delay AS "retryDelay", retry_backoff AS "retryBackoff",
              expire_seconds AS "expireInSeconds" FROM ${JOBS_SCHEMA}.queue`,
    );
    const { rows: schedules } = await db.executeSql(`SELECT name, cron, timezone FROM ${JOBS_SCHEMA}.schedule`);
    return {
      version: Number((version[0] as { version: number } | undefined)?.version ?? 0),
      queues: new Map((queues as QueueRow[]).map((q) => [q.name, q])),
      schedules: new Map((schedules as ScheduleRow[]).map((row) => [row.name, row])),
    };
  }

  /** What a definition's queue and schedule must become, given what is stored (nothing to do: both null). */
  function changesFor(definition: JobDefinition, existing?: QueueRow, scheduled?: ScheduleRow) {
    const retry = { ...DEFAULT_RETRY, ...definition.retry };
    const queue = {
      name: definition.name,
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    };
    const queueChange = !existing
      ? ("create" as const)
      : existing.retryLimit !== queue.retryLimit ||
          existing.retryDelay !== queue.retryDelay ||
          existing.retryBackoff !== queue.retryBackoff ||
          existing.expireInSeconds !== queue.expireInSeconds
        ? ("update" as const)
        : null;
    const wanted = definition.schedule && { cron: definition.schedule.cron, tz: definition.schedule.tz ?? "America/Sao_Paulo" };
    const scheduleChange = wanted
      ? scheduled?.cron !== wanted.cron || scheduled.timezone !== wanted.tz
        ? { set: wanted }
        : null
      : scheduled
        ? ("remove" as const)
        : null;
    return { queue, queueChange, scheduleChange };
  }

  /**
   * Installs or migrates pg-boss's schema, then creates the queues and
   * schedules, writing only what differs from what is stored (a restart with
   * the same jobs writes nothing). On PostgreSQL under an advisory lock: two
   * processes starting together would both CREATE TYPE, or deadlock creating
   * the same queue.
   */
  async function install() {
    const declareAll = async () => {
      const stored = await declared();
      const changes = definitions.map((d) => changesFor(d, stored?.queues.get(d.name), stored?.schedules.get(d.name)));
      const current = stored?.version === PGBOSS_SCHEMA_VERSION;
      if (current && changes.every((c) => !c.queueChange && !c.scheduleChange)) return;
      const boss = await getBoss();
      // A current schema needs no boss.start() yet (its timers and relay): send() works without it, start() runs it.
      if (!current) await boss.start();
      for (const { queue, queueChange, scheduleChange } of changes) {
        if (queueChange === "create") await boss.createQueue(queue.name, queue);
        // A changed retry policy applies to a queue created by an older release too.
        else if (queueChange === "update") await boss.updateQueue(queue.name, queue);
        if (scheduleChange === "remove") await boss.unschedule(queue.name);
        else if (scheduleChange) await boss.schedule(queue.name, scheduleChange.set.cron, {}, { tz: scheduleChange.set.tz });
      }
    };
    // PGlite: one process owns the data directory (its lock), so nobody installs alongside.
    // PostgreSQL: the lock's connection plus pg-boss's own need a pool of 3 or more (the app's has 10).
    if (database.kind === "pglite") return declareAll();
    const client = driverClient(database.db) as PostgresClient;
    const connection = await client.reserve!();
    try {
      await connection.unsafe(`SELECT pg_advisory_lock(${JOBS_INSTALL_LOCK_KEY})`);
      try {
        await declareAll();
      } finally {
        await connection.unsafe(`SELECT pg_advisory_unlock(${JOBS_INSTALL_LOCK_KEY})`);
      }
    } finally {
      connection.release();
    }
  }

  async function work(definition: JobDefinition) {
    metrics?.watchQueue(definition.name, () => depth(definition.name));
    if (!settings.enabled) return;
    const boss = await getBoss();
    await boss.work<Record<string, unknown>>(
      definition.name,
      { pollingIntervalSeconds: settings.pollIntervalSeconds, batchSize: definition.batchSize ?? 1, includeMetadata: true },
      async (batch) => {
        // One job at a time, each completed or failed on its own: pg-boss would fail
        // the whole batch if the callback threw (its own completion afterwards only
        // touches jobs still active, so it changes nothing here).
        for (const job of batch) {
          try {
            const output: unknown = await definition.run(ctx(), job.data ?? {}, {
              id: job.id,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
              startedAt: new Date(),
            });
            // Completed now, not with the batch: a later job's hang past the expiry must not fail this one too.
            await boss.complete(definition.name, job.id, output ?? undefined);
          } catch (error) {
            metrics?.jobFailed(definition.name);
            const fields = {
              job: definition.name,
              id: job.id,
              attempt: job.retryCount + 1,
              reason: error instanceof Error ? (error.stack ?? error.message) : String(error),
            };
            // A retry is expected weather; the last attempt is for someone to look at (/admin/trabalhos).
            if (job.retryCount >= job.retryLimit) logger.error("Trabalho falhou na última tentativa", fields);
            else logger.warn("Trabalho falhou; nova tentativa mais tarde", fields);
            await boss.fail(definition.name, job.id, error as object);
          }
        }
      },
    );
    if (definition.runAtStart) {
      // One catch-up run per process start, not deduplicated: a restart right after
      // another start must still catch up, and such jobs are harmless to repeat.
      await boss.send(definition.name, { reason: "start" });
    }
  }

  async function depth(name: string): Promise<number> {
    const { rows } = await db.executeSql(
      `SELECT count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND state < 'completed'`,
      [name],
    );
    return Number((rows[0] as { n: number } | undefined)?.n ?? 0);
  }

  async function nameOf(id: string): Promise<string | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await db.executeSql(`SELECT name FROM ${JOBS_SCHEMA}.job WHERE id = $1::uuid`, [id]);
    const name = (rows[0] as { name: string } | undefined)?.name;
    return name && byName.has(name) ? name : null;
  }

  function installOnce() {
    installing ??= install().catch((error: unknown) => {
      installing = null;
      throw error;
    });
    return installing;
  }

  return {
    install: installOnce,

    start() {
      started ??= (async () => {
        await installOnce();
        await (await getBoss()).start();
        for (const definition of definitions) await work(definition);
      })().catch((error: unknown) => {
        started = null;
        throw error;
      });
      return started;
    },

    startIn(ms) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          startTimer = null;
          this.start().then(resolve, reject);
        }, ms);
        startTimer = { timer, resolve };
      });
    },

    async stop({ timeoutMs } = {}) {
      if (startTimer) {
        clearTimeout(startTimer.timer);
        startTimer.resolve();
        startTimer = null;
      }
      // pg-boss runs its own timers from install() on (supervision, the schedule's relay).
      if (!installing && !started) return;
      await (started ?? installing)?.catch(() => {});
      started = null;
      installing = null;
      // Never loaded: nothing of pg-boss's runs.
      if (!loadingBoss) return;
      await (
        await loadingBoss
      ).stop({ close: false, graceful: true, wait: true, timeout: timeoutMs ?? settings.shutdownTimeoutMs ?? 5_000 });
    },

    async send(tx, name, data = {}, sendOptions = {}) {
      if (!byName.has(name))
        throw new Error(`jobs: unknown job "${name}" (declare it with defineJob and list it in server/jobs.ts)`);
      return (await getBoss()).send(name, data, {
        db: executorFor(tx),
        ...(sendOptions.key !== undefined && { id: jobIdFor(name, sendOptions.key) }),
        ...(sendOptions.startAfter && { startAfter: sendOptions.startAfter }),
      } as PgBoss.SendOptions);
    },

    async sendMany(tx, name, jobs) {
      if (!byName.has(name))
        throw new Error(`jobs: unknown job "${name}" (declare it with defineJob and list it in server/jobs.ts)`);
      if (!jobs.length) return;
      await (
        await getBoss()
      ).insert(
        jobs.map((job) => ({ name, data: job.data, ...(job.key !== undefined && { id: jobIdFor(name, job.key) }) })),
        { db: executorFor(tx) } as PgBoss.InsertOptions,
      );
    },

    async overview() {
      const empty = () => Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>;
      const result = definitions.map((d) => ({
        name: d.name,
        label: d.label,
        schedule: d.schedule?.cron ?? null,
        counts: empty(),
      }));
      if (!(await hasTable("job"))) return result;
      const { rows } = await db.executeSql(
        `SELECT name, state::text AS state, count(*)::int AS n FROM ${JOBS_SCHEMA}.job
          WHERE name NOT LIKE '${INTERNAL_PREFIX}%' GROUP BY 1, 2`,
      );
      for (const row of rows as { name: string; state: JobState; n: number }[]) {
        const queue = result.find((q) => q.name === row.name);
        if (queue) queue.counts[row.state] = Number(row.n);
      }
      return result;
    },

    async recent(limit = 50) {
      if (!(await hasTable("job"))) return [];
      const { rows } = await db.executeSql(
        `SELECT id, name, state::text AS state, retry_count, retry_limit, created_on, start_after, started_on, completed_on, output
           FROM ${JOBS_SCHEMA}.job
          WHERE name NOT LIKE '${INTERNAL_PREFIX}%' AND state IN ('failed', 'created', 'retry', 'active')
          ORDER BY COALESCE(completed_on, started_on, created_on) DESC, id
          LIMIT $1`,
        [limit],
      );
      type Row = {
        id: string;
        name: string;
        state: JobState;
        retry_count: number;
        retry_limit: number;
        created_on: Date | string;
        start_after: Date | string;
        completed_on: Date | string | null;
        output: unknown;
      };
      return (rows as Row[]).map((row) => ({
        id: row.id,
        name: row.name,
        label: byName.get(row.name)?.label ?? row.name,
        state: row.state,
        // retry_count counts the attempts after the first; a job never fetched has made none.
        attempts: row.state === "created" ? 0 : Number(row.retry_count) + 1,
        maxAttempts: Number(row.retry_limit) + 1,
        createdAt: new Date(row.created_on),
        startAfter: new Date(row.start_after),
        completedAt: row.completed_on ? new Date(row.completed_on) : null,
        error: row.state === "failed" || row.state === "retry" ? errorMessage(row.output) : null,
      }));
    },

    async retry(id) {
      const name = await nameOf(id);
      if (!name) return false;
      const result = (await (await getBoss()).retry(name, id)) as unknown as { affected?: number };
      return (result?.affected ?? 0) > 0;
    },

    async cancel(id) {
      const name = await nameOf(id);
      if (!name) return false;
      // Only a waiting job: one already running finishes (or fails) on its own.
      const { rows } = await db.executeSql(
        `UPDATE ${JOBS_SCHEMA}.job SET state = 'cancelled', completed_on = now()
          WHERE name = $1 AND id = $2::uuid AND state IN ('created', 'retry') RETURNING id`,
        [name, id],
      );
      return rows.length > 0;
    },

    depth,
  };
}
