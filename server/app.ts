// The Hono application: static assets, public files, health, then every other
// request goes to React Router with the shared services as load context.
import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { pingDatabase } from "~/db/client.server";
import { createViewer } from "~/domain/accounts/viewer.server";
import { isPublicKey } from "~/domain/storage/storage.server";
import type { AppServices, RequestContext } from "~/services.server";
import { CHECKOUT_ENDPOINT } from "~/lib/checkout-endpoint";
import { clientIp } from "./client-ip";
import { createPageCache, type PageCache } from "./page-cache";
import { requestLog, requestLoggerOf } from "./request-log";
import { bodyLimits, contentSecurityPolicy, crossSiteGuard, cspNonceOf, malformedUrlGuard, securityHeaders } from "./security";
import { liveEventsHandler } from "./events";
import { objectResponse } from "~/domain/storage/serve-object.server";

export interface CreateAppOptions {
  services: AppServices;
  /** The React Router build (a function in development, so edits are picked up). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** build/client, served as static files in production. */
  clientDir?: string;
  /** The cache of public pages (made here when not given; the Node entry shares it with its fast path). */
  pageCache?: PageCache;
}

export function createApp({
  services,
  build,
  mode,
  clientDir,
  pageCache = createPageCache(services.live, services.config),
}: CreateAppOptions) {
  const app = new Hono();
  const handleRequest = createRequestHandler(build as ServerBuild, mode);

  app.use("*", requestLog(services.logger));
  app.use("*", securityHeaders(services.config));
  app.use("*", crossSiteGuard(services.config));
  app.use("*", bodyLimits());
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

  app.use("*", compress());

  if (clientDir) {
    // Hashed files never change: cache them for a year.
    app.use(
      "/assets/*",
      serveStatic({
        root: path.relative(process.cwd(), clientDir),
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    // The other built files (favicon, robots, media) are listed once, so a page request costs no disk lookup.
    const publicFiles = filesUnder(clientDir);
    const servePublic = serveStatic({
      root: path.relative(process.cwd(), clientDir),
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    });
    app.use("*", (c, next) => (publicFiles.has(c.req.path) ? servePublic(c, next) : next()));
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

  app.get("/healthz", async (c) => {
    try {
      await pingDatabase(services.db);
      return c.json({ ok: true, database: services.database.kind });
    } catch {
      return c.json({ ok: false }, 503);
    }
  });

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

/** Every file under `dir` (but assets/), as URL paths ("/favicon.ico"). */
function filesUnder(dir: string): Set<string> {
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((e) => e.isFile())
      .map((e) => "/" + path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
      .filter((p) => !p.startsWith("/assets/")),
  );
}
