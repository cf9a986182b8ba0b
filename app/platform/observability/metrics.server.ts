// The shop's metrics, in Prometheus' text format (prom-client). One registry
// per process, made by createMetrics and handed around in AppServices, so
// domain code records through `services.metrics` without importing server/.
// The server (server/metrics.ts) labels HTTP requests and exposes the text.
//
// Every label takes values from a fixed set (route templates, reasons,
// provider names, limit names): never a raw path, id or key, so an attacker
// cannot grow the number of series.
import { sql } from "drizzle-orm";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { type DatabaseHandle, rowsOf } from "~/db/client.server";
import type { RateLimiter } from "~/platform/security/rate-limit.server";

/** OpenTelemetry's recommended buckets for http.server.request.duration (seconds). */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];
/** A batch holds at most 32 orders (order-batch-writer.server.ts). */
const ORDER_BATCH_BUCKETS = [1, 2, 4, 8, 16, 32];
/** Database figures read on scrape are reused this long, so a scrape storm costs one query. */
export const SCRAPE_CACHE_MS = 5_000;

/** OpenTelemetry's http.request.method: the known methods, anything else "_OTHER". */
const HTTP_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH"]);

export interface Metrics {
  /** One HTTP answer; `route` is a route template or a fixed label, never the raw path. */
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  /** Orders written together in one batch (decision 012). */
  orderBatch(size: number): void;
  orderPlaced(): void;
  /** An order refused by the workflow ("empty", "unavailable", "conflict", "blocked"). */
  orderRefused(reason: string): void;
  paymentWebhookReceived(provider: string): void;
  /** A webhook whose event changed something (not a duplicate, not ignored). */
  paymentWebhookApplied(provider: string): void;
  /** A request refused by a rate limit ("login:ip", "order:user"…). */
  rateLimitRefused(limit: string): void;
  /** A job that failed in `queue` (email deliveries are jobs too: queue "mail.deliver"). */
  jobFailed(queue: string): void;
  /**
   * A job queue whose depth is read on each scrape: the job queue (app/platform/jobs,
   * pg-boss) adds each of its queues here, email delivery included.
   */
  watchQueue(name: string, depth: () => Promise<number>): void;
  /** The text exposition for a scrape. */
  exposition(): Promise<{ contentType: string; body: string }>;
}

export interface MetricsOptions {
  /** The database the connection pool is read from on scrape. */
  database?: Pick<DatabaseHandle, "db" | "kind">;
  /** prom-client's process metrics (CPU, memory, event loop, GC); off in tests, which make many registries. */
  processMetrics?: boolean;
}

/** A label value from code (a reason, a provider name, a job queue such as "orders.payment-reminders"): kept when it looks like one, else "other". */
function codeLabel(value: string): string {
  return /^[a-z][a-z0-9_.:-]{0,47}$/.test(value) ? value : "other";
}

interface ScrapeFacts {
  /** Connections of this process's pool, by state; absent when the database cannot tell. */
  connections: { used: number; idle: number; max: number } | null;
}

/**
 * This process's PostgreSQL connections, as the server sees them: postgres.js
 * does not expose its pool, so pg_stat_activity is asked for the connections
 * with this connection's application_name (server/services.ts gives each
 * process its own). The scrape's own connection counts as idle.
 */
async function readConnections(database: Pick<DatabaseHandle, "db" | "kind">): Promise<ScrapeFacts["connections"]> {
  if (database.kind === "pglite") return { used: 1, idle: 0, max: 1 };
  const [row] = rowsOf<{ used: number; idle: number }>(
    await database.db.execute(sql`SELECT
      count(*) FILTER (WHERE state IS DISTINCT FROM 'idle' AND pid <> pg_backend_pid())::int AS used,
      count(*) FILTER (WHERE state = 'idle' OR pid = pg_backend_pid())::int AS idle
      FROM pg_stat_activity
      WHERE datname = current_database() AND backend_type = 'client backend'
        AND application_name = current_setting('application_name')`),
  );
  const client = (database.db as { $client?: { options?: { max?: unknown } } }).$client;
  const max = typeof client?.options?.max === "number" ? client.options.max : 0;
  return { used: Number(row?.used ?? 0), idle: Number(row?.idle ?? 0), max };
}

export function createMetrics({ database, processMetrics = false }: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });

  // Read once per SCRAPE_CACHE_MS whatever the number of scrapes; concurrent scrapes share the query.
  let facts: { at: number; value: Promise<ScrapeFacts | null> } | null = null;
  const scrapeFacts = (): Promise<ScrapeFacts | null> => {
    if (!database) return Promise.resolve(null);
    if (facts && Date.now() - facts.at < SCRAPE_CACHE_MS) return facts.value;
    const value = readConnections(database).then(
      (connections) => ({ connections }),
      // The database is away: the gauges go without samples (absent, not stale); the process metrics still answer.
      () => null,
    );
    facts = { at: Date.now(), value };
    return value;
  };

  const http = new Histogram({
    name: "http_server_request_duration_seconds",
    help: "Duration of HTTP server requests (OpenTelemetry http.server.request.duration).",
    labelNames: ["http_request_method", "http_route", "http_response_status_code"] as const,
    buckets: HTTP_DURATION_BUCKETS,
    registers: [registry],
  });
  const placed = new Counter({ name: "lift_orders_placed_total", help: "Orders created.", registers: [registry] });
  const refused = new Counter({
    name: "lift_orders_refused_total",
    help: "Orders refused by the order workflow, by reason.",
    labelNames: ["reason"] as const,
    registers: [registry],
  });
  const batchSize = new Histogram({
    name: "lift_order_batch_size",
    help: "Orders written together in one batch.",
    buckets: ORDER_BATCH_BUCKETS,
    registers: [registry],
  });
  const webhooksReceived = new Counter({
    name: "lift_payment_webhooks_received_total",
    help: "Payment webhooks received, valid or not, by provider.",
    labelNames: ["provider"] as const,
    registers: [registry],
  });
  const webhooksApplied = new Counter({
    name: "lift_payment_webhooks_applied_total",
    help: "Payment webhooks whose event changed an order or a subscription, by provider.",
    labelNames: ["provider"] as const,
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({
    name: "lift_rate_limit_refusals_total",
    help: "Attempts over a rate limit, by limit (one per key over its limit).",
    labelNames: ["limit"] as const,
    registers: [registry],
  });
  const queues = new Map<string, () => Promise<number>>();
  new Gauge({
    name: "lift_job_queue_depth",
    help: "Jobs waiting or running, by queue (mail.deliver: emails not yet delivered).",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const depths = await Promise.all(
        [...queues].map(([queue, depth]) =>
          depth().then(
            (n) => [queue, n] as const,
            () => null,
          ),
        ),
      );
      for (const entry of depths) if (entry) this.set({ queue: entry[0] }, entry[1]);
    },
  });
  const jobFailures = new Counter({
    name: "lift_job_failures_total",
    help: "Jobs that failed, by queue (they may be retried).",
    labelNames: ["queue"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "db_client_connections_usage",
    help: "Database connections of this process, by state (OpenTelemetry db.client.connections.usage).",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const connections = (await scrapeFacts())?.connections;
      if (!connections) return;
      this.set({ state: "used" }, connections.used);
      this.set({ state: "idle" }, connections.idle);
    },
  });
  new Gauge({
    name: "db_client_connections_max",
    help: "Most database connections this process's pool opens (OpenTelemetry db.client.connections.max).",
    registers: [registry],
    async collect() {
      this.reset();
      const connections = (await scrapeFacts())?.connections;
      if (connections?.max) this.set(connections.max);
    },
  });

  const metrics: Metrics = {
    httpRequest(method, route, status, seconds) {
      const upper = method.toUpperCase();
      http.observe(
        {
          http_request_method: HTTP_METHODS.has(upper) ? upper : "_OTHER",
          http_route: route,
          http_response_status_code: String(status),
        },
        seconds,
      );
    },
    orderBatch: (size) => batchSize.observe(size),
    orderPlaced: () => placed.inc(),
    orderRefused: (reason) => refused.inc({ reason: codeLabel(reason) }),
    paymentWebhookReceived: (provider) => webhooksReceived.inc({ provider: codeLabel(provider) }),
    paymentWebhookApplied: (provider) => webhooksApplied.inc({ provider: codeLabel(provider) }),
    rateLimitRefused: (limit) => rateLimitRefusals.inc({ limit: codeLabel(limit) }),
    jobFailed: (queue) => jobFailures.inc({ queue: codeLabel(queue) }),
    watchQueue(name, depth) {
      queues.set(codeLabel(name), depth);
    },
    async exposition() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
  return metrics;
}

/**
 * The limit a rate-limit key belongs to: its first two parts, which code
 * writes as literals ("login:ip:…", "order:user:…"); never the address or id.
 */
export function limitNameOf(key: string): string | null {
  // "known:" keys remember where an owner signed in; going over them is no refusal.
  if (key.startsWith("known:")) return null;
  const match = /^([a-z][a-z-]{0,31}):([a-z][a-z-]{0,31})(?::|$)/.exec(key);
  return match ? `${match[1]}:${match[2]}` : "other";
}

/** The limiter, counting each hit over its limit in lift_rate_limit_refusals_total. */
export function countingRefusals(limiter: RateLimiter, metrics: Pick<Metrics, "rateLimitRefused">): RateLimiter {
  return {
    ...limiter,
    async hit(key, rule) {
      const result = await limiter.hit(key, rule);
      if (!result.allowed) {
        const limit = limitNameOf(key);
        if (limit) metrics.rateLimitRefused(limit);
      }
      return result;
    },
  };
}
