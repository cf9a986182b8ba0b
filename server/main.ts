// The production server, loaded by server/start.ts once the configuration is read
// and the embedded database's thread is on its way.
import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { projectRoot } from "~/project-root.server";
import { createApp } from "./app";
import { createPageCache, type NodeResponseOptions } from "./page-cache";
import { routeTemplateOf, startMetricsListener } from "./metrics";
import { answerWithRequestId, saneRequestId } from "./request-log";
import { baseSecurityHeaders, contentSecurityPolicy, newNonce } from "./security";
import { createDrainState, onShutdown } from "./lifecycle";
import type { Config } from "~/config.server";
import type { EmbeddedDatabase } from "~/db/embedded.server";
import { createLogger } from "~/logger.server";
import { closeServices, createServicesOrExit, startJobs } from "./services";

export async function serve(config: Config, embedded: EmbeddedDatabase | undefined) {
  const logger = createLogger(config.logLevel, config.isProduction);
  const buildDir = path.join(projectRoot(), "build");
  // Loaded while the database opens: the app's modules and the database's start-up share the wait (start-up budget).
  const loadingBuild = import(pathToFileURL(path.join(buildDir, "server", "index.js")).href) as Promise<ServerBuild>;
  loadingBuild.catch(() => {}); // awaited below, once the services exist; never an unhandled rejection meanwhile
  const services = await createServicesOrExit(config, logger, embedded);
  const build = await loadingBuild;
  const pageCache = createPageCache(services.live, config);
  const drain = createDrainState();
  const app = createApp({ services, build, mode: "production", clientDir: path.join(buildDir, "client"), pageCache, drain });
  // Cached public pages are answered before Hono (same headers, one write); everything else goes to the app.
  const cached = {
    csp: (nonce: string) => contentSecurityPolicy(nonce, config),
    newNonce,
    headers: baseSecurityHeaders(config),
  };
  // Cached pages never reach Hono's middleware: they are logged, timed and labelled here, and keep a caller's request id.
  type Served = Parameters<NonNullable<NodeResponseOptions["onServed"]>>[0];
  const servedSince = (started: number, requestId: string | null) => (fields: Served) => {
    logger.debug("Requisição", { ...fields, requestId: requestId ?? fields.requestId });
    const seconds = (performance.now() - started) / 1000;
    services.metrics.httpRequest(fields.method, routeTemplateOf(build, fields.path), fields.status, seconds);
  };

  const appListener = getRequestListener(app.fetch, { hostname: config.host });
  const server: Server = createServer((req, res) => {
    const started = performance.now();
    const requestId = saneRequestId(req.headers["x-request-id"]);
    if (requestId) answerWithRequestId(res, requestId);
    if (!pageCache.serveNode(req, res, { ...cached, onServed: servedSince(started, requestId) })) void appListener(req, res);
  });
  const metricsListener =
    config.metrics.port === undefined
      ? null
      : startMetricsListener(services.metrics, { port: config.metrics.port, host: config.metrics.host }, logger);
  server.listen(config.port, config.host, () => {
    const ms = Math.round(performance.now()); // since the process began
    logger.info(`${config.brand.name} pronta em ${config.publicUrl} (banco: ${services.database.kind}, ${ms} ms)`);
    // Workers start once requests can come in: their first polls never hold up the first page.
    startJobs(services);
    // A generated admin password is shown once per start (whatever LOG_LEVEL), so whoever runs `npm start` can enter /admin.
    if (config.adminPasswordFile)
      console.log(
        `Senha do painel: ${config.adminPassword} (em ${config.adminPasswordFile}; defina ADMIN_PASSWORD para escolher outra)`,
      );
  });
  const cleanup = async () => {
    metricsListener?.close();
    await closeServices(services);
  };
  onShutdown(server, logger, cleanup, {
    beforeClose: () => services.live.closeAll(),
    drain,
    delayMs: config.shutdownDelayMs,
  });
}
