// Production entry: `node build/app-server/index.js` (npm start builds it first).
import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { projectRoot } from "~/project-root.server";
import { createApp } from "./app";
import { createPageCache } from "./page-cache";
import { baseSecurityHeaders, contentSecurityPolicy, newNonce } from "./security";
import { onShutdown } from "./lifecycle";
import { createLogger } from "~/logger.server";
import { closeServices, createServicesOrExit, loadConfigOrExit } from "./services";

async function main() {
  const started = performance.now();
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel, config.isProduction);
  const buildDir = path.join(projectRoot(), "build");
  // Loaded while the database opens: the app's modules and the database's start-up share the wait (start-up budget).
  const loadingBuild = import(pathToFileURL(path.join(buildDir, "server", "index.js")).href) as Promise<ServerBuild>;
  loadingBuild.catch(() => {}); // awaited below, once the services exist; never an unhandled rejection meanwhile
  const services = await createServicesOrExit(config, logger);
  const build = await loadingBuild;
  const pageCache = createPageCache(services.live, config);
  const app = createApp({ services, build, mode: "production", clientDir: path.join(buildDir, "client"), pageCache });
  // Cached public pages are answered before Hono (same headers, one write); everything else goes to the app.
  const cached = {
    csp: (nonce: string) => contentSecurityPolicy(nonce, config),
    newNonce,
    headers: baseSecurityHeaders(config),
    onServed: (fields: Record<string, unknown>) => logger.debug("Requisição", fields),
  };

  const appListener = getRequestListener(app.fetch, { hostname: config.host });
  const server: Server = createServer((req, res) => {
    if (!pageCache.serveNode(req, res, cached)) void appListener(req, res);
  });
  server.listen(config.port, config.host, () => {
    const ms = Math.round(performance.now() - started);
    logger.info(`${config.brand.name} pronta em ${config.publicUrl} (banco: ${services.database.kind}, ${ms} ms)`);
    // A generated admin password is shown once per start (whatever LOG_LEVEL), so whoever runs `npm start` can enter /admin.
    if (config.adminPasswordFile)
      console.log(
        `Senha do painel: ${config.adminPassword} (em ${config.adminPasswordFile}; defina ADMIN_PASSWORD para escolher outra)`,
      );
  });
  onShutdown(server, logger, () => closeServices(services), { beforeClose: () => services.live.closeAll() });
}

main().catch((error) => {
  console.error("Falha ao iniciar o servidor:", error);
  process.exit(1);
});
