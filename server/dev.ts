// npm run dev: Vite's dev server (hot reload) in front of the same Hono app.
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApp } from "./app";
import { onShutdown } from "./lifecycle";
import { createLogger } from "~/logger.server";
import { closeServices, createServicesOrExit, startJobs } from "./services";
import { loadConfigOrExit } from "./start";

process.env.NODE_ENV ??= "development";
const config = loadConfigOrExit({ ...process.env, NODE_ENV: process.env.NODE_ENV });
const logger = createLogger(config.logLevel, false);
const services = await createServicesOrExit(config, logger);
// HMR shares our HTTP server instead of opening a second port.
let handle: http.RequestListener = (_req, res) => res.writeHead(503).end();
const server = http.createServer((req, res) => handle(req, res));
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
const app = createApp({
  services,
  mode: "development",
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
const listener = getRequestListener(app.fetch);
handle = (req, res) => vite.middlewares(req, res, () => listener(req, res));
server.listen(config.port, config.host, () => {
  logger.info(`Desenvolvimento em http://localhost:${config.port}`);
  startJobs(services);
  if (config.adminPasswordFile) console.log(`Senha do painel: ${config.adminPassword} (em ${config.adminPasswordFile})`);
});
onShutdown(
  server,
  logger,
  async () => {
    await vite.close();
    await closeServices(services);
  },
  { beforeClose: () => services.live.closeAll() },
);
