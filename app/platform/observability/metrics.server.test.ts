// The shop's metrics as a scrape reads them: orders placed and refused, batch
// sizes, email delivery as a job queue (depth and failures), payment
// webhooks, rate-limit refusals and the database connections, on both engines.
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { handleWebhook } from "~/domain/payments/webhooks.server";
import { createMemoryRateLimiter, RULES } from "~/platform/security/rate-limit.server";
import { describeEachDatabase } from "../../../tests/support/database";
import { insertUser } from "../../../tests/support/builders/accounts";
import { insertProduct } from "../../../tests/support/builders/catalog";
import { deliveryDetails } from "../../../tests/support/builders/orders";
import { parseExposition } from "../../../tests/support/prometheus";
import { type TestServices, testServices } from "../../../tests/support/services";
import { countingRefusals, createMetrics, limitNameOf, type Metrics } from "./metrics.server";

const ANA = deliveryDetails();

async function scrape(metrics: Metrics) {
  const { contentType, body } = await metrics.exposition();
  expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(body);
}

describe("metrics without a database", () => {
  it("names every family by Prometheus conventions and records HTTP requests by template", async () => {
    const metrics = createMetrics();
    metrics.httpRequest("get", "/produto/:id", 200, 0.012);
    metrics.httpRequest("BREW", "/*", 404, 0.001);
    const scraped = await scrape(metrics);
    expect(scraped.types.get("http_server_request_duration_seconds")).toBe("histogram");
    expect(scraped.types.get("lift_orders_placed_total")).toBe("counter");
    expect(scraped.types.get("lift_job_queue_depth")).toBe("gauge");
    const labels = { http_request_method: "GET", http_route: "/produto/:id", http_response_status_code: "200" };
    expect(scraped.value("http_server_request_duration_seconds_count", labels)).toBe(1);
    expect(scraped.value("http_server_request_duration_seconds_bucket", { ...labels, le: "0.025" })).toBe(1);
    expect(scraped.value("http_server_request_duration_seconds_bucket", { ...labels, le: "0.01" })).toBe(0);
    // OpenTelemetry's buckets, in seconds.
    const les = scraped.find("http_server_request_duration_seconds_bucket", labels).map((s) => s.labels.le);
    expect(les).toEqual([
      "0.005",
      "0.01",
      "0.025",
      "0.05",
      "0.075",
      "0.1",
      "0.25",
      "0.5",
      "0.75",
      "1",
      "2.5",
      "5",
      "7.5",
      "10",
      "+Inf",
    ]);
    // A made-up method is one series, "_OTHER", whatever it was.
    expect(scraped.value("http_server_request_duration_seconds_count", { http_request_method: "_OTHER" })).toBe(1);
    // No database: no connection samples, and no process metrics unless asked.
    expect(scraped.find("db_client_connections_usage")).toEqual([]);
    expect(scraped.find("process_cpu_user_seconds_total")).toEqual([]);
  });

  it("adds prom-client's process metrics when asked", async () => {
    const scraped = await scrape(createMetrics({ processMetrics: true }));
    expect(scraped.find("process_cpu_user_seconds_total")).toHaveLength(1);
    expect(scraped.find("nodejs_eventloop_lag_seconds")).toHaveLength(1);
  });

  it("counts rate-limit refusals by the limit's name, never by its key", async () => {
    const metrics = createMetrics();
    const limiter = countingRefusals(createMemoryRateLimiter(), metrics);
    const rule = { max: 2, windowMs: 60_000 };
    for (let i = 0; i < 5; i++) await limiter.hit("login:ip:203.0.113.9", rule);
    await limiter.hit("order:user:3f2504e0-4f89-11d3-9a0c-0305e82c3301", { max: 0, windowMs: 60_000 });
    await limiter.hit("known:login:ana@example.com|203.0.113.9", { max: 0, windowMs: 60_000 });
    await limiter.hit("Estranho: chave", { max: 0, windowMs: 60_000 });
    expect((await limiter.check("login:ip:203.0.113.9", rule)).allowed).toBe(false);
    const scraped = await scrape(metrics);
    expect(scraped.value("lift_rate_limit_refusals_total", { limit: "login:ip" })).toBe(3);
    expect(scraped.value("lift_rate_limit_refusals_total", { limit: "order:user" })).toBe(1);
    expect(scraped.value("lift_rate_limit_refusals_total", { limit: "other" })).toBe(1);
    expect(scraped.find("lift_rate_limit_refusals_total")).toHaveLength(3);
    expect(limitNameOf("cep:ip:2001:db8::1")).toBe("cep:ip");
    expect(limitNameOf("login:account-ip:ana@example.com|10.0.0.1")).toBe("login:account-ip");
    expect(limitNameOf(`search:ip:${"1".repeat(5)}`)).toBe("search:ip");
    expect(RULES.orders.max).toBeGreaterThan(0);
  });

  it("reads a watched job queue's depth on scrape; a queue that fails to answer is left out", async () => {
    const metrics = createMetrics();
    let depth = 3;
    metrics.watchQueue("pix-charges", () => Promise.resolve(depth));
    metrics.watchQueue("broken", () => Promise.reject(new Error("fora do ar")));
    metrics.jobFailed("pix-charges");
    expect((await scrape(metrics)).value("lift_job_queue_depth", { queue: "pix-charges" })).toBe(3);
    depth = 0;
    const scraped = await scrape(metrics);
    expect(scraped.value("lift_job_queue_depth", { queue: "pix-charges" })).toBe(0);
    expect(scraped.find("lift_job_queue_depth", { queue: "broken" })).toEqual([]);
    expect(scraped.value("lift_job_failures_total", { queue: "pix-charges" })).toBe(1);
  });
});

describeEachDatabase("metrics of the shop", (get, kind) => {
  let services: TestServices;
  let productId: number;

  beforeAll(async () => {
    // SMTP on a closed port: every email's delivery job fails and waits for its retry.
    services = testServices(get(), { SMTP_URL: "smtp://127.0.0.1:9" });
    await services.jobs.start();
    productId = (await insertProduct(services.db, { name: "Lift Detox" })).id;
  });

  afterAll(async () => {
    await services?.jobs.stop({ timeoutMs: 1000 });
    await services?.mailer.stop();
  });

  const order = (items: { productId: number; quantity: number }[]) =>
    services.orders.place({ source: "checkout", idempotencyKey: crypto.randomUUID(), delivery: ANA, items });

  it("counts orders placed and refused by reason, and each batch's size", async () => {
    const before = await scrape(services.metrics);
    expect(before.value("lift_orders_placed_total")).toBe(0);
    const results = await Promise.all([
      order([{ productId, quantity: 1 }]),
      order([{ productId, quantity: 2 }]),
      order([{ productId: 999_999, quantity: 1 }]),
    ]);
    expect(results.map((r) => r.ok)).toEqual([true, true, false]);
    const after = await scrape(services.metrics);
    expect(after.value("lift_orders_placed_total")).toBe(2);
    expect(after.value("lift_orders_refused_total", { reason: "unavailable" })).toBe(1);
    // The three arrived together: one batch of three.
    expect(after.value("lift_order_batch_size_count")).toBe(1);
    expect(after.value("lift_order_batch_size_sum")).toBe(3);
  });

  it("counts email deliveries in the job queue's families: emails not yet sent as depth, failed attempts as failures", async () => {
    const waiting = async () =>
      (
        await services.db
          .select({ n: sql<number>`count(*)::int` })
          .from(emailOutbox)
          .where(inArray(emailOutbox.status, ["pending", "sending", "failed"]))
      )[0]!.n;
    expect(await waiting()).toBeGreaterThan(0);
    // The worker tries each email once, fails on the closed port, and schedules the retry a minute later.
    let scraped = await scrape(createMetrics({ database: services.database }));
    for (let i = 0; i < 60 && !(scraped.value("lift_job_failures_total", { queue: "mail.deliver" }) > 0); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      scraped = await scrape(services.metrics);
    }
    expect(scraped.value("lift_job_failures_total", { queue: "mail.deliver" })).toBeGreaterThan(0);
    expect(scraped.value("lift_job_queue_depth", { queue: "mail.deliver" })).toBe(await waiting());
    // One family for all background work: no outbox metric of its own any more.
    expect(scraped.find("lift_outbox_backlog")).toEqual([]);
    expect(scraped.find("lift_outbox_delivery_failures_total")).toEqual([]);
  });

  it("counts payment webhooks received and applied, by provider", async () => {
    const userId = (await insertUser(services.db, { email: "metricas@example.com" })).id;
    const { url } = await services.localPayments.createCheckout({
      userId,
      email: "metricas@example.com",
      successUrl: "/ok",
      cancelUrl: "/no",
    });
    const completed = (await services.localPayments.complete(url.split("/").pop()!))!;
    await handleWebhook(services, services.localPayments, completed.body, completed.signature);
    await handleWebhook(services, services.localPayments, completed.body, completed.signature); // a duplicate
    await handleWebhook(services, services.localPayments, completed.body, "assinatura-falsa");
    const scraped = await scrape(services.metrics);
    expect(scraped.value("lift_payment_webhooks_received_total", { provider: "local" })).toBe(3);
    expect(scraped.value("lift_payment_webhooks_applied_total", { provider: "local" })).toBe(1);
  });

  it("reports the database connections", async () => {
    const scraped = await scrape(services.metrics);
    const used = scraped.value("db_client_connections_usage", { state: "used" });
    const idle = scraped.value("db_client_connections_usage", { state: "idle" });
    if (kind === "pglite") {
      expect([used, idle, scraped.value("db_client_connections_max")]).toEqual([1, 0, 1]);
    } else {
      // The test database's pool (tests/support/database.ts: 5 connections); the scrape's own counts as idle.
      expect(idle).toBeGreaterThanOrEqual(1);
      expect(used + idle).toBeLessThanOrEqual(5);
      expect(scraped.value("db_client_connections_max")).toBe(5);
    }
  });
});
