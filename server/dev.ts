// npm run dev: Vite's dev server (hot reload) in front of the same Hono app.
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { ConfigError, loadConfig } from "~/config.server";
import { createApp } from "./app";
import { onShutdown } from "./lifecycle";
import { createLogger } from "./logger";
import { closeServices, createServices } from "./services";

process.env.NODE_ENV ??= "development";
let config;
try {
  config = loadConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const logger = createLogger(config.logLevel, false);
const services = await createServices(config, logger);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const app = createApp({
  services,
  mode: "development",
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
const listener = getRequestListener(app.fetch);
const server = http.createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(config.port, config.host, () => logger.info(`Desenvolvimento em http://localhost:${config.port}`));
onShutdown(server, logger, async () => {
  await vite.close();
  await closeServices(services);
});
