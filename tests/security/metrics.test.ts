// Metrics and request ids on the production build, on both engines: /metrics
// on the public port only with the bearer token (a 404 without METRICS_TOKEN),
// the metrics listener on its own port, request durations labelled by route
// template (cached pages from the fast path included, random paths never
// becoming series), orders and webhooks counted, the database connections
// reported; and a caller's sane X-Request-Id kept in the response and the log
// lines, any other replaced.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, runToExit } from "../e2e/support/server";
import { resourcesForAll } from "../e2e/support/fixtures";
import { type Exposition, parseExposition } from "../support/prometheus";
import { Client, ENGINES, type RunningServer, startOn } from "./support/app";
import { catalogOf, orderForm } from "./support/shop";

const TOKEN = "token-de-metricas-dos-testes-0123456789abcdef";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function randomPath(): string {
  const segment = () =>
    Math.random()
      .toString(36)
      .slice(2, 3 + Math.floor(Math.random() * 10));
  return "/" + Array.from({ length: 1 + Math.floor(Math.random() * 3) }, segment).join("/");
}

const requests = (scraped: Exposition, route: string, method = "GET", status = "200") =>
  scraped.value("http_server_request_duration_seconds_count", {
    http_request_method: method,
    http_route: route,
    http_response_status_code: status,
  });

describe.each(ENGINES)("metrics and request ids (%s)", (engine) => {
  let server: RunningServer;
  let metricsPort: number;
  let productId: number;
  const resources = resourcesForAll();

  beforeAll(async () => {
    metricsPort = await freePort();
    server = await resources.start(
      startOn(engine, { logLevel: "debug", env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) } }),
      (s) => s.stop(),
    );
    productId = (await catalogOf(new Client(server.url))).productIds[0]!;
  });

  const scrape = async () => {
    const res = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(await res.text());
  };

  it("/metrics on the public port only with the token; the metrics port answers only /metrics", async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: "Bearer errado" }, { Authorization: `Basic ${TOKEN}` }];
    for (const headers of attempts) {
      const refused = await fetch(`${server.url}/metrics`, { headers });
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain("lift_");
    }
    const scraped = await scrape();
    expect(scraped.types.get("http_server_request_duration_seconds")).toBe("histogram");
    expect(scraped.find("process_cpu_user_seconds_total")).toHaveLength(1);
    expect(scraped.find("db_client_connections_usage").length).toBeGreaterThan(0);

    const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(own.status).toBe(200);
    expect(parseExposition(await own.text()).types.get("lift_orders_placed_total")).toBe("counter");
    expect((await fetch(`http://127.0.0.1:${metricsPort}/healthz`)).status).toBe(404);
  });

  it("labels by route (/produto/:id), counts cached pages and makes no series per path", async () => {
    const before = await scrape();
    expect((await fetch(`${server.url}/produto/${productId}`)).status).toBe(200);
    expect((await fetch(`${server.url}/produto/${productId}.data`)).status).toBe(200);
    // The home page: rendered and stored once, then answered from memory before the app (the fast path).
    const homes = [];
    for (let i = 0; i < 3; i++) homes.push(await fetch(`${server.url}/`));
    expect(homes.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(homes[2]!.headers.get("ETag")).toMatch(/^W\//);
    const after = await scrape();
    expect(requests(after, "/produto/:id") - requests(before, "/produto/:id")).toBe(2);
    expect(requests(after, "/") - requests(before, "/")).toBe(3);
    const routes = new Set(after.find("http_server_request_duration_seconds_count").map((s) => s.labels.http_route));
    expect([...routes].some((r) => r!.includes(String(productId)))).toBe(false);

    const seriesBefore = after.find("http_server_request_duration_seconds_count").length;
    for (let i = 0; i < 300; i++) await fetch(server.url + randomPath(), { method: i % 10 === 0 ? "HEAD" : "GET" });
    const flooded = await scrape();
    const series = flooded.find("http_server_request_duration_seconds_count");
    // Random single segments are /:clubPath (the club's address is configuration), the rest the not-found route.
    expect(series.length - seriesBefore).toBeLessThanOrEqual(4);
    expect(series.every((s) => !/^\/[a-z0-9]+\/[a-z0-9]+/.test(s.labels.http_route!) || /[:*]/.test(s.labels.http_route!))).toBe(
      true,
    );
  });

  it("counts orders, batch sizes, webhooks and database connections", async () => {
    const before = await scrape();
    const placed = await new Client(server.url).post("/api/pedidos", { form: orderForm(productId) });
    expect(placed.status).toBe(303);
    const webhook = await fetch(`${server.url}/webhooks/local`, {
      method: "POST",
      body: "{}",
      headers: { "X-Lift-Signature": "x" },
    });
    expect(webhook.status).toBe(400);
    const after = await scrape();
    expect(after.value("lift_orders_placed_total") - before.value("lift_orders_placed_total")).toBe(1);
    expect(after.value("lift_order_batch_size_count") - before.value("lift_order_batch_size_count")).toBe(1);
    expect(
      after.value("lift_payment_webhooks_received_total", { provider: "local" }) -
        before.value("lift_payment_webhooks_received_total", { provider: "local" }),
    ).toBe(1);
    expect(after.value("lift_payment_webhooks_applied_total", { provider: "local" })).toBe(
      before.value("lift_payment_webhooks_applied_total", { provider: "local" }),
    );
    const used = after.value("db_client_connections_usage", { state: "used" });
    const idle = after.value("db_client_connections_usage", { state: "idle" });
    if (engine === "PGlite") expect([used, idle, after.value("db_client_connections_max")]).toEqual([1, 0, 1]);
    else {
      // This process's pool (10), told apart from any other by its application_name; LISTEN's connection is idle too.
      expect(idle).toBeGreaterThanOrEqual(1);
      expect(used + idle).toBeLessThanOrEqual(11);
      expect(after.value("db_client_connections_max")).toBe(10);
    }
  });

  it("returns the caller's X-Request-Id (from the cache too) and puts it in the log lines; replaces an odd id", async () => {
    const sane = `teste-${Date.now().toString(36)}-abc`;
    // A page answered by the app, an order's POST, and a page from the cache's fast path.
    await fetch(`${server.url}/`); // stored, if the previous test did not already
    const answers = [
      await fetch(`${server.url}/auth/login`, { headers: { "X-Request-Id": `${sane}-1` } }),
      await fetch(`${server.url}/api/pedidos`, {
        method: "POST",
        body: new URLSearchParams(orderForm(productId)),
        headers: { "X-Request-Id": `${sane}-2`, Origin: server.url },
        redirect: "manual",
      }),
      await fetch(`${server.url}/`, { headers: { "X-Request-Id": `${sane}-3` } }),
    ];
    expect(answers.map((r) => r.headers.get("X-Request-Id"))).toEqual([`${sane}-1`, `${sane}-2`, `${sane}-3`]);
    expect(answers[2]!.headers.get("ETag")).toMatch(/^W\//);

    for (const insane of ["a b c", "x".repeat(200), '{"nivel":"admin"}']) {
      const res = await fetch(`${server.url}/auth/login`, { headers: { "X-Request-Id": insane } });
      expect(res.headers.get("X-Request-Id")).toMatch(UUID);
    }

    await new Promise((r) => setTimeout(r, 300)); // asynchronous log writes
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    for (const n of [1, 2, 3]) {
      const own = lines.filter((l) => l.requestId === `${sane}-${n}`);
      expect(own.length, `linhas da requisição ${n}`).toBeGreaterThanOrEqual(1);
      expect(own.some((l) => l.msg === "Requisição")).toBe(true);
    }
    expect(lines.some((l) => l.requestId === "a b c" || l.requestId === '{"nivel":"admin"}')).toBe(false);
  });
});

describe("metrics off by default", () => {
  const resources = resourcesForAll();
  let server: RunningServer;

  beforeAll(async () => {
    server = await resources.start(startOn("PGlite", { env: { SEED_DEMO_DATA: "false" } }), (s) => s.stop());
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("without METRICS_TOKEN, /metrics on the public port is a page that does not exist", async () => {
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("http_server_request_duration_seconds");
    const withToken = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(withToken.status).toBe(404);
  });

  it("refuses METRICS_PORT equal to PORT and a short token, naming the variable", async () => {
    const same = await runToExit({ PORT: "4999", METRICS_PORT: "4999", DATA_DIR: server.dataDir });
    expect(same.code).toBe(1);
    expect(same.output).toContain("METRICS_PORT");
    const short = await runToExit({ METRICS_TOKEN: "curto", DATA_DIR: server.dataDir });
    expect(short.code).toBe(1);
    expect(short.output).toContain("METRICS_TOKEN");
  });
});
