// The HTTP side of the metrics (the registry is app/platform/observability/
// metrics.server.ts): each request's duration labelled by its route template,
// and the exposition, either on a listener of its own (METRICS_PORT) or at
// /metrics on the main port behind a bearer token (METRICS_TOKEN).
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { Context, Handler, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { ServerBuild } from "react-router";
import type { Config } from "~/config.server";
import type { Metrics } from "~/platform/observability/metrics.server";
import type { Logger } from "~/logger.server";

/** The route label of a path no route matches (a malformed one: the shop's splat route takes every other). */
export const UNMATCHED_ROUTE = "unmatched";
/** Paths whose label is remembered (the pages people visit); a flood of random paths only recomputes. */
const REMEMBERED_PATHS = 2_000;

interface RouteShape {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteShape[];
}

/** The build's flat route manifest as the tree matchRoutes takes. */
export function routeTree(manifest: ServerBuild["routes"]): RouteShape[] {
  const children = new Map<string | undefined, RouteShape[]>();
  const shapes = new Map<string, RouteShape>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const shape: RouteShape = { path: route.path, index: route.index, caseSensitive: route.caseSensitive };
    shapes.set(route.id, shape);
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), shape]);
  }
  for (const [id, shape] of shapes) {
    const own = children.get(id);
    if (own && !shape.index) shape.children = own;
  }
  return children.get(undefined) ?? [];
}

/**
 * Path → the matched route's template, as React Router matches it
 * ("/produto/:id"; "/" for the home page; "/*" for the not-found route).
 * Data requests ("/produto/1.data", "/_root.data") get their page's template.
 * React Router's matchRoutes flattens, ranks and compiles every route on each
 * call (about a millisecond here); its ranking and patterns are done once
 * instead (tests compare the two).
 */
export function createRouteLabeler(routes: RouteShape[]): (pathname: string) => string {
  const branches = rankedBranches(routes);
  const remembered = new Map<string, string>();
  return (pathname) => {
    const known = remembered.get(pathname);
    if (known) return known;
    const label = templateOf(branches, pathname);
    if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
    remembered.set(pathname, label);
    return label;
  };
}

interface Branch {
  template: string;
  matcher: RegExp;
  score: number;
  /** Each route's place among its siblings, root first (React Router breaks ties between siblings by it). */
  indexes: number[];
}

/** React Router's flattenRoutes and rankRouteBranches, for the paths alone. */
function rankedBranches(routes: RouteShape[]): Branch[] {
  const branches: Branch[] = [];
  const join = (parent: string, child: string) => `${parent}/${child}`.replace(/\/{2,}/g, "/");
  // `template` keeps optional segments as written ("/pedidos/:id?"): one label for every variant, as React Router's pattern.
  const walk = (list: RouteShape[], parentPath: string, parentTemplate: string, parentIndexes: number[]) =>
    list.forEach((route, i) => {
      const template = join(parentTemplate, route.path ?? "");
      for (const relative of route.path?.includes("?") ? explodeOptionalSegments(route.path) : [route.path ?? ""]) {
        const path = join(parentPath, relative);
        const indexes = [...parentIndexes, i];
        if (route.children?.length) walk(route.children, path, template, indexes);
        if (route.path == null && !route.index) continue;
        const label = template === "/" ? "/" : template.replace(/\/$/, "");
        branches.push({
          template: label,
          matcher: compilePath(path, route.caseSensitive === true),
          score: scoreOf(path, route.index),
          indexes,
        });
      }
    });
  walk(routes, "", "", []);
  return branches.sort((a, b) => b.score - a.score || siblingOrder(a.indexes, b.indexes));
}

function siblingOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

function scoreOf(path: string, index: boolean | undefined): number {
  const segments = path.split("/");
  let score = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const s of segments) if (s !== "*") score += /^:[\w-]+$/.test(s) ? 3 : s === "" ? 1 : 10;
  return score;
}

function explodeOptionalSegments(path: string): string[] {
  const [first = "", ...rest] = path.split("/");
  const required = first.replace(/\?$/, "");
  const optional = first.endsWith("?");
  if (!rest.length) return optional ? [required, ""] : [required];
  const restExploded = explodeOptionalSegments(rest.join("/"));
  const result = restExploded.map((sub) => (sub === "" ? required : `${required}/${sub}`));
  if (optional) result.push(...restExploded);
  return result.map((p) => (path.startsWith("/") && p === "" ? "/" : p));
}

/** React Router's compilePath for a whole path (end: true). */
function compilePath(path: string, caseSensitive: boolean): RegExp {
  let source =
    "^" +
    path
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
      .replace(/\/:([\w-]+)(\?)?/g, (match, _name, optional, index: number, str: string) => {
        if (!optional) return "/([^\\/]+)";
        const next = str.charAt(index + match.length);
        return next && next !== "/" ? "/([^\\/]*)" : "(?:/([^\\/]*))?";
      })
      .replace(/\/([\w-]+)\?(\/|$)/g, "(/$1)?$2");
  source += path.endsWith("*") ? (path === "*" || path === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$") : "\\/*$";
  return new RegExp(source, caseSensitive ? undefined : "i");
}

function templateOf(branches: Branch[], pathname: string): string {
  const page = pathname === "/_root.data" ? "/" : pathname.endsWith(".data") ? pathname.slice(0, -5) : pathname;
  let decoded: string;
  try {
    // As React Router decodes before matching; a malformed path is answered 400 before routing anyway.
    decoded = page
      .split("/")
      .map((s) => decodeURIComponent(s).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return UNMATCHED_ROUTE;
  }
  return branches.find((b) => b.matcher.test(decoded))?.template ?? UNMATCHED_ROUTE;
}

const labelers = new WeakMap<ServerBuild["routes"], (pathname: string) => string>();

/** The route template of `pathname` in this build (its labeler is made once per build). */
export function routeTemplateOf(build: ServerBuild, pathname: string): string {
  let labeler = labelers.get(build.routes);
  if (!labeler) {
    labeler = createRouteLabeler(routeTree(build.routes));
    labelers.set(build.routes, labeler);
  }
  return labeler(pathname);
}

const HTTP_ROUTE_KEY = "httpRoute";

/** Names the route of a response a middleware answers itself (a build file); Hono routes and React Router pages are found alone. */
export function setHttpRoute(c: Pick<Context, "set">, route: string): void {
  c.set(HTTP_ROUTE_KEY as never, route as never);
}

/**
 * http_server_request_duration_seconds for every response the app answers,
 * timed to its headers (a streamed page's or an event stream's body is not
 * waited for). The label is, in order: one a middleware set, the Hono route
 * that answered ("/files/:key"), or React Router's matched route.
 */
export function httpMetrics(
  metrics: Pick<Metrics, "httpRequest">,
  pageRoute: (pathname: string) => string | Promise<string>,
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const set = c.get(HTTP_ROUTE_KEY as never) as string | undefined;
    // A middleware or the catch-all ("*", which Hono spells "/*") answered: the page's route names it.
    const hono = routePath(c);
    const route = set ?? (hono && hono !== "/*" && hono !== "*" ? hono.replace(/\{[^}]*\}/g, "") : await pageRoute(c.req.path));
    metrics.httpRequest(c.req.method, route, c.res.status, (performance.now() - started) / 1000);
  };
}

function sha256(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** `Authorization: Bearer <token>` with this token (compared in constant time). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(sha256(given), sha256(token));
}

/** GET /metrics on the main port (registered only when METRICS_TOKEN is set): the token or 401. */
export function metricsEndpoint(metrics: Pick<Metrics, "exposition">, token: string): Handler {
  return async (c) => {
    c.header("Cache-Control", "no-store");
    if (!bearerMatches(c.req.header("Authorization"), token)) {
      return c.text("Não autorizado", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    const { contentType, body } = await metrics.exposition();
    return c.body(body, 200, { "Content-Type": contentType });
  };
}

/**
 * The metrics' own listener (METRICS_PORT on METRICS_HOST, loopback by
 * default): GET /metrics and nothing else, no token (reaching the port is the
 * permission). A port it cannot take is logged, and the shop goes on.
 */
export function startMetricsListener(
  metrics: Pick<Metrics, "exposition">,
  { port, host }: { port: number; host: Config["metrics"]["host"] },
  logger: Logger,
): Server {
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Não encontrado");
      return;
    }
    metrics.exposition().then(
      ({ contentType, body }) =>
        res
          .writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" })
          .end(req.method === "HEAD" ? undefined : body),
      (error: unknown) => {
        logger.error("Falha ao coletar as métricas", { reason: String(error) });
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Falha ao coletar as métricas");
      },
    );
  });
  server.on("error", (error) => logger.error(`Métricas indisponíveis em ${host}:${port}`, { reason: String(error) }));
  server.listen(port, host, () => logger.info(`Métricas em http://${host}:${port}/metrics`));
  return server;
}
