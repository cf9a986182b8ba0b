// HTTP metrics and request ids at the server's edge: route templates (never
// raw paths) as labels, the token guard, the metrics listener, and a
// caller's X-Request-Id kept through the response and the log lines.
import fs from "node:fs";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { Hono } from "hono";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { createMetrics } from "~/platform/observability/metrics.server";
import { createLogger } from "~/logger.server";
import routes from "~/routes";
import { parseExposition } from "../tests/support/prometheus";
import {
  bearerMatches,
  createRouteLabeler,
  httpMetrics,
  metricsEndpoint,
  routeTree,
  setHttpRoute,
  startMetricsListener,
  UNMATCHED_ROUTE,
} from "./metrics";
import { answerWithRequestId, requestLog, requestLoggerOf } from "./request-log";

type ConfigEntry = { path?: string; index?: boolean; file: string; id?: string; children?: ConfigEntry[] };

/** app/routes.ts as the build's manifest has it: every screen a child of the root route. */
function manifestOf(entries: ConfigEntry[]): ServerBuild["routes"] {
  const manifest: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }> = {
    root: { id: "root", path: "" },
  };
  for (const e of entries) manifest[e.id ?? e.file] = { id: e.id ?? e.file, parentId: "root", path: e.path, index: e.index };
  return manifest as unknown as ServerBuild["routes"];
}

const labelOf = createRouteLabeler(routeTree(manifestOf(routes)));

function randomPath(): string {
  const segment = () =>
    Math.random()
      .toString(36)
      .slice(2, 2 + 1 + Math.floor(Math.random() * 10));
  return "/" + Array.from({ length: 1 + Math.floor(Math.random() * 4) }, segment).join("/");
}

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      cb();
    },
  });
  return { logger: createLogger("debug", true, sink), lines };
}

describe("route templates", () => {
  it("labels a request by the route React Router matches, never by its path", () => {
    expect(labelOf("/")).toBe("/");
    expect(labelOf("/produto/123")).toBe("/produto/:id");
    expect(labelOf("/produto/123/")).toBe("/produto/:id");
    expect(labelOf("/produto/123.data")).toBe("/produto/:id");
    expect(labelOf("/_root.data")).toBe("/");
    expect(labelOf("/produto/123/receba-em-casa")).toBe("/produto/:id/receba-em-casa");
    expect(labelOf("/loja")).toBe("/loja");
    expect(labelOf("/clube-lift")).toBe("/:clubPath");
    expect(labelOf("/blog/categorias/treino")).toBe("/blog/categorias/:slug");
    expect(labelOf("/nada/disso/existe")).toBe("/*");
    expect(labelOf("/%E0%A4%A")).toBe(UNMATCHED_ROUTE);
  });

  it("agrees with React Router's own matching", () => {
    // React Router's pattern for a path: its matches' paths joined (getRoutePattern).
    const reference = (tree: RouteObject[], path: string) => {
      const matches = matchRoutes(tree, path);
      return matches
        ? `/${matches
            .map((m) => m.route.path)
            .filter(Boolean)
            .join("/")}`.replace(/\/{2,}/g, "/")
        : UNMATCHED_ROUTE;
    };
    const shop = routeTree(manifestOf(routes)) as RouteObject[];
    const paths = [
      ...(routes as ConfigEntry[]).map((r) => `/${(r.path ?? "").replace(/:\w+/g, "abc").replace("*", "x/y")}`),
      ...["/ADMIN", "/produto/1/", "/blog/rss.xml", "/blog/lista", "/ebook/view/3", "/api/cep/01001000", "/a%20b"],
      ...Array.from({ length: 300 }, randomPath),
    ];
    for (const path of paths) expect(labelOf(path), path).toBe(reference(shop, path));
    // Nesting, optional segments, case sensitivity and ties between siblings.
    const nested: RouteObject[] = [
      {
        path: "",
        children: [
          { path: "conta", children: [{ index: true }, { path: "pedidos/:id?" }, { path: "Perfil", caseSensitive: true }] },
          { path: ":lang?/ajuda" },
          { path: "docs/*" },
          { path: ":a" },
          { path: ":b" },
        ],
      },
    ];
    const label = createRouteLabeler(nested);
    for (const path of [
      "/conta",
      "/conta/pedidos",
      "/conta/pedidos/9",
      "/conta/Perfil",
      "/conta/perfil",
      "/pt/ajuda",
      "/ajuda",
      "/docs",
      "/docs/a/b",
      "/x",
      "/x/y",
    ])
      expect(label(path), path).toBe(reference(nested, path));
  });

  it("keeps 5000 random paths to a handful of labels", () => {
    const labels = new Set(Array.from({ length: 5000 }, () => labelOf(randomPath())));
    expect([...labels].every((l) => l.startsWith("/") && !/[0-9]{3}/.test(l))).toBe(true);
    expect(labels.size).toBeLessThanOrEqual(5);
  });
});

describe("HTTP request metrics", () => {
  function app() {
    const metrics = createMetrics();
    const { logger, lines } = capturedLogger();
    const hono = new Hono();
    hono.use("*", httpMetrics(metrics, labelOf));
    hono.use("*", requestLog(logger));
    hono.use("*", (c, next) => {
      if (c.req.path !== "/favicon.ico") return next();
      setHttpRoute(c, "/favicon.ico");
      return Promise.resolve(c.body("ico"));
    });
    hono.get("/files/:key{.+}", (c) => c.text("arquivo"));
    hono.get("/healthz", (c) => c.json({ ok: true }));
    hono.all("*", (c) => {
      requestLoggerOf(c, logger).info("Na rota", { path: c.req.path });
      return c.text("página", labelOf(c.req.path) === "/*" ? 404 : 200);
    });
    return { hono, metrics, lines };
  }

  it("labels by Hono route, by React Router route, or by what a middleware named", async () => {
    const { hono, metrics } = app();
    for (const path of ["/produto/1", "/produto/2", "/produto/3.data", "/files/a/b.webp", "/healthz", "/favicon.ico", "/x/y/z"])
      await hono.request(path);
    await hono.request("/produto/1", { method: "POST" });
    const scraped = parseExposition((await metrics.exposition()).body);
    const count = (method: string, route: string, status: string) =>
      scraped.value("http_server_request_duration_seconds_count", {
        http_request_method: method,
        http_route: route,
        http_response_status_code: status,
      });
    expect(count("GET", "/produto/:id", "200")).toBe(3);
    expect(count("POST", "/produto/:id", "200")).toBe(1);
    expect(count("GET", "/files/:key", "200")).toBe(1);
    expect(count("GET", "/healthz", "200")).toBe(1);
    expect(count("GET", "/favicon.ico", "200")).toBe(1);
    expect(count("GET", "/*", "404")).toBe(1);
  });

  it("makes no series per path: 5000 random paths stay a few series", async () => {
    const { hono, metrics } = app();
    for (let i = 0; i < 5000; i++) await hono.request(randomPath(), { method: i % 7 === 0 ? "PROPFIND" : "GET" });
    const scraped = parseExposition((await metrics.exposition()).body);
    const series = scraped.find("http_server_request_duration_seconds_count");
    expect(series.reduce((n, s) => n + s.value, 0)).toBe(5000);
    expect(series.length).toBeLessThanOrEqual(10);
  });

  it("keeps a sane incoming X-Request-Id in the response and every log line, and replaces any other", async () => {
    const { hono, lines } = app();
    const sane = "Root=1-67891233-abcdef012345678912345678";
    const kept = await hono.request("/loja", { headers: { "X-Request-Id": sane } });
    expect(kept.headers.get("X-Request-Id")).toBe(sane);
    const ofRequest = lines.filter((l) => l.requestId === sane);
    expect(ofRequest.map((l) => l.msg)).toEqual(["Na rota", "Requisição"]);

    for (const insane of ["a b", "x".repeat(129), '"},"admin":true', "<script>", ""]) {
      const replaced = await hono.request("/loja", { headers: { "X-Request-Id": insane } });
      const id = replaced.headers.get("X-Request-Id")!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.filter((l) => l.requestId === id)).toHaveLength(2);
      expect(lines.some((l) => l.requestId === insane)).toBe(false);
    }
    const fresh = await hono.request("/loja");
    expect(fresh.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("metrics settings", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lift-metrics-"));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test", ...env }).metrics;

  it("serve nothing by default; a port listens on loopback unless told otherwise", () => {
    expect(load({})).toEqual({ port: undefined, host: "127.0.0.1", token: undefined });
    expect(load({ METRICS_PORT: "9464" })).toEqual({ port: 9464, host: "127.0.0.1", token: undefined });
    expect(load({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(load({ METRICS_TOKEN: "a".repeat(32) }).token).toBe("a".repeat(32));
  });

  it("refuse a bad port, the main port, and a short or odd token, naming the variable", () => {
    expect(() => load({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
    expect(() => load({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(/METRICS_PORT deve ser diferente de PORT/);
    expect(() => load({ METRICS_TOKEN: "curto" })).toThrow(/METRICS_TOKEN deve ter pelo menos 32/);
    expect(() => load({ METRICS_TOKEN: `${"a".repeat(32)} b` })).toThrow(/METRICS_TOKEN/);
  });
});

describe("serving the metrics", () => {
  const token = "t0ken-de-metricas-com-32-caracteres-ou-mais";
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  it("asks for the bearer token on the main port", async () => {
    const metrics = createMetrics();
    const hono = new Hono();
    hono.get("/metrics", metricsEndpoint(metrics, token));
    const none = await hono.request("/metrics");
    expect(none.status).toBe(401);
    expect(none.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    expect(await none.text()).not.toContain("http_server");
    expect((await hono.request("/metrics", { headers: { Authorization: `Bearer ${token}x` } })).status).toBe(401);
    expect((await hono.request("/metrics", { headers: { Authorization: `Basic ${token}` } })).status).toBe(401);
    const ok = await hono.request("/metrics", { headers: { Authorization: `bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Cache-Control")).toBe("no-store");
    expect(parseExposition(await ok.text()).types.get("lift_orders_placed_total")).toBe("counter");
    expect(bearerMatches(undefined, token)).toBe(false);
  });

  it("answers /metrics alone on its own listener", async () => {
    const { logger } = capturedLogger();
    server = startMetricsListener(createMetrics(), { port: 0, host: "127.0.0.1" }, logger);
    await new Promise((resolve) => server!.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ok = await fetch(`${base}/metrics`);
    expect(ok.status).toBe(200);
    expect(parseExposition(await ok.text()).types.get("http_server_request_duration_seconds")).toBe("histogram");
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: "POST" })).status).toBe(404);
  });

  it("puts a caller's request id on a response written straight on Node (the page cache's fast path)", async () => {
    server = createServer((req, res) => {
      const id = req.headers["x-request-id"];
      if (typeof id === "string") answerWithRequestId(res, id);
      // As server/page-cache.ts writes: a flat list with its own id.
      res.writeHead(200, ["Content-Type", "text/plain", "X-Request-Id", "gerado-pelo-cache"]).end("ok");
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect((await fetch(base, { headers: { "X-Request-Id": "abc-123" } })).headers.get("X-Request-Id")).toBe("abc-123");
    expect((await fetch(base)).headers.get("X-Request-Id")).toBe("gerado-pelo-cache");
  });
});
