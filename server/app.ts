// The Hono application: static assets, public files, health, then every other
// request goes to React Router with the shared services as load context.
import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type Next } from "hono";
import type { BlankEnv } from "hono/types";
import { compress } from "hono/compress";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { createViewer } from "~/domain/accounts/viewer.server";
import { isPublicKey } from "~/platform/storage/storage.server";
import type { AppServices, RequestContext } from "~/services.server";
import { CHECKOUT_ENDPOINT } from "~/domain/orders/forms/checkout-path";
import { clientIp } from "./client-ip";
import { createPageCache, type PageCache } from "./page-cache";
import { requestLog, requestLoggerOf } from "./request-log";
import { httpMetrics, metricsEndpoint, routeTemplateOf, setHttpRoute } from "./metrics";
import {
  adminCheck,
  bodyLimits,
  contentSecurityPolicy,
  crossSiteGuard,
  cspNonceOf,
  malformedUrlGuard,
  securityHeaders,
} from "./security";
import { liveEventsHandler } from "./events";
import { pixWebhookHandler } from "./pix-webhook";
import type { DrainState } from "./lifecycle";
import { readinessCheck } from "./readiness";
import { WHATSAPP_WEBHOOK_PATH, whatsAppHandshake, whatsAppWebhook } from "./whatsapp-webhook";
import { objectResponse } from "~/platform/storage/serve-object.server";

export interface CreateAppOptions {
  services: AppServices;
  /** The React Router build (a function in development, so edits are picked up). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** build/client, served as static files in production. */
  clientDir?: string;
  /** The cache of public pages (made here when not given; the Node entry shares it with its fast path). */
  pageCache?: PageCache;
  /** Set when the process starts shutting down (server/lifecycle.ts): /readyz answers 503 from then on. */
  drain?: DrainState;
}

export function createApp({
  services,
  build,
  mode,
  clientDir,
  pageCache = createPageCache(services.live, services.config),
  drain,
}: CreateAppOptions) {
  const app = new Hono();
  const handleRequest = createRequestHandler(build, mode);

  // First, so the duration covers every middleware; labelled by route template, never by path.
  const pageRoute =
    typeof build === "function"
      ? async (pathname: string) => routeTemplateOf(await build(), pathname)
      : (pathname: string) => routeTemplateOf(build, pathname);
  app.use("*", httpMetrics(services.metrics, pageRoute));
  app.use("*", requestLog(services.logger));
  app.use("*", securityHeaders(services.config));
  app.use("*", crossSiteGuard(services.config));
  // The admin is checked from the cookies before an upload is read (anyone else: 64 KB on the admin's paths).
  app.use("*", bodyLimits({ isAdmin: adminCheck(services) }));
  app.use("*", malformedUrlGuard());

  // Before compression: an event stream must reach the browser unbuffered.
  app.get("/events", liveEventsHandler(services.live));

  // Orders come in bursts: the checkout's endpoint skips the router (decision 012);
  // its answer is a few hundred bytes of JSON, not worth compressing.
  // Loaded on the first order, so start-up does not pay for the form rules (zod) and their imports.
  let checkout: Promise<(c: Context) => Promise<Response>> | undefined;
  app.post(CHECKOUT_ENDPOINT, async (c) => {
    checkout ??= import("./checkout-endpoint").then((m) => m.checkoutEndpoint(services));
    return (await checkout)(c);
  });

  // WhatsApp's webhook (issue 37): handshake and signed events, on the raw body.
  app.get(WHATSAPP_WEBHOOK_PATH, whatsAppHandshake(services));
  app.post(WHATSAPP_WEBHOOK_PATH, whatsAppWebhook(services));

  // The API Pix callback (providers append /pix): a few bytes in, a job per Pix, 200 out (pix-webhook.ts).
  const pixWebhook = pixWebhookHandler(services);
  app.post("/webhooks/pix/:secret", pixWebhook);
  app.post("/webhooks/pix/:secret/pix", pixWebhook);

  app.use("*", compress());

  if (clientDir) {
    // Hashed files never change: cache them for a year. Sent as the build compressed them
    // (scripts/precompress.mjs, decision 039); compress() only handles what has no copy.
    const serveAssets = serveStatic({
      root: path.relative(process.cwd(), clientDir),
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    });
    app.use("/assets/*", (c: Context<BlankEnv, string>, next: Next) =>
      PRECOMPRESSED_COPY.test(c.req.path) ? next() : serveAssets(c, next),
    );
    // The other built files (favicon, robots, media) are listed once, so a page request costs no disk lookup.
    const publicFiles = filesUnder(clientDir);
    const servePublic = serveStatic({
      root: path.relative(process.cwd(), clientDir),
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    });
    // Typed by hand: Hono types this handler's input and path `any`, which serveStatic's middleware does not take.
    app.use("*", (c: Context<BlankEnv, string>, next: Next) => {
      if (!publicFiles.has(c.req.path)) return next();
      setHttpRoute(c, c.req.path); // one of the build's few files
      return servePublic(c, next);
    });
  }

  app.on(["GET", "HEAD"], "/files/:key{.+}", async (c) => {
    const key = c.req.param("key");
    if (!isPublicKey(key)) return c.text("Arquivo não encontrado", 404);
    const object = await services.storage.get(key);
    if (!object) return c.text("Arquivo não encontrado", 404);
    // Object names are random or versioned by the seed, so they can be cached long.
    // Shown inline under their own name, with the type decided when stored (never sniffed).
    return objectResponse(c.req.raw, object, {
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": `inline; filename="${path.posix.basename(key)}"`,
    });
  });

  // Liveness: the process answers. No database query, so an outage never gets healthy processes restarted.
  app.get("/healthz", (c) => c.json({ ok: true, database: services.database.kind }));
  // Readiness: send traffic here? 503 while draining, without the database, or before its migrations.
  const readiness = readinessCheck({ db: services.db, drain });
  app.get("/readyz", async (c) => {
    const state = await readiness();
    c.header("Cache-Control", "no-store");
    return state.ready ? c.json({ ok: true }) : c.json({ ok: false, reason: state.reason }, 503);
  });

  // Only with a token; otherwise /metrics is an unknown page (404), and METRICS_PORT serves them on its own listener.
  if (services.config.metrics.token) app.get("/metrics", metricsEndpoint(services.metrics, services.config.metrics.token));

  const csp = (nonce: string) => contentSecurityPolicy(nonce, services.config);
  app.all("*", (c) => {
    const nonce = cspNonceOf(c);
    // Marked by the session, admin, subscription and toast lookups; the page cache keeps only renders that leave it empty.
    const viewer = createViewer();
    const context: RequestContext = {
      ...services,
      logger: requestLoggerOf(c, services.logger),
      clientIp: clientIp(c, services.config.trustProxy),
      cspNonce: nonce,
      viewer,
    };
    return pageCache.handle(c, nonce, () => handleRequest(c.req.raw, context as unknown as AppLoadContext), csp, viewer);
  });

  return app;
}

/** The build's compressed copies are sent in place of their file, never asked for by name. */
const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;

/** Every file under `dir` (but assets/ and the compressed copies), as URL paths ("/favicon.ico"). */
function filesUnder(dir: string): Set<string> {
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((e) => e.isFile())
      .map((e) => "/" + path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
      .filter((p) => !p.startsWith("/assets/") && !PRECOMPRESSED_COPY.test(p)),
  );
}
