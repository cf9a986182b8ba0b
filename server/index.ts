// Production entry: `node build/app-server/index.js` (npm start builds it first).
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig } from "~/config.server";
import { DataDirLockedError } from "~/db/lock.server";
import { projectRoot } from "~/project-root.server";
import { createApp } from "./app";
import { onShutdown } from "./lifecycle";
import { createLogger } from "./logger";
import { closeServices, createServices } from "./services";

async function main() {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel, config.isProduction);

  let services;
  try {
    services = await createServices(config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const buildDir = path.join(projectRoot(), "build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const app = createApp({ services, build, mode: "production", clientDir: path.join(buildDir, "client") });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    const ms = Math.round(performance.now() - started);
    logger.info(`${config.brand.name} pronta em ${config.publicUrl} (banco: ${services.database.kind}, ${ms} ms)`);
  }) as Server;
  onShutdown(server, logger, () => closeServices(services));
}

main().catch((error) => {
  console.error("Falha ao iniciar o servidor:", error);
  process.exit(1);
});
