// Starts the built production server (`node build/app-server/index.js`) on a
// free loopback port and stops it with SIGTERM, as an operator would.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { baseEnv, freePort, HOST, ROOT, spawnTracked, TMP_DIR, waitFor200, waitForExit } from "./common";

export interface ServerOptions {
  label: string;
  dataDir: string;
  databaseUrl?: string;
  port?: number;
  /** More settings for this server (the distinct-URLs phase, run alone, asks for the demo data). */
  env?: Record<string, string>;
}

export interface RunningServer {
  label: string;
  port: number;
  pid: number;
  child: ChildProcess;
  origin: string;
  /** Epoch ms when spawn() was called. */
  spawnedAt: number;
  logFile: string;
  stop(): Promise<number | null>;
}

/** The environment the server runs with (PGlite unless databaseUrl is given). */
export function serverEnv(port: number, options: ServerOptions): NodeJS.ProcessEnv {
  return baseEnv({
    PORT: String(port),
    HOST,
    PUBLIC_URL: `http://${HOST}:${port}`,
    DATA_DIR: options.dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    SEED_DEMO_DATA: "false",
    // As behind a load balancer: the order load sends each shopper's address in X-Forwarded-For.
    TRUST_PROXY: "true",
    DATABASE_URL: options.databaseUrl,
    // Required in production with DATABASE_URL; never used by the bench.
    ADMIN_PASSWORD: options.databaseUrl ? `bench-${randomBytes(9).toString("base64url")}` : undefined,
    ...options.env,
  });
}

/** Spawns the server without waiting for it (start-up timing uses this directly). */
export function spawnServer(options: ServerOptions & { port: number }): RunningServer {
  const logFile = path.join(TMP_DIR, `server-${options.label}.log`);
  const out = fs.openSync(logFile, "a");
  const spawnedAt = Date.now();
  const child = spawnTracked(process.execPath, [path.join(ROOT, "build", "app-server", "index.js")], {
    cwd: ROOT,
    env: serverEnv(options.port, options),
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  return {
    label: options.label,
    port: options.port,
    pid: child.pid ?? -1,
    child,
    origin: `http://${HOST}:${options.port}`,
    spawnedAt,
    logFile,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      // The server lets in-flight requests finish for up to 10 s.
      return waitForExit(child, 15_000);
    },
  };
}

/** Starts the server and waits for GET /healthz to answer 200. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const server = spawnServer({ ...options, port });
  try {
    await waitFor200(port, "/healthz", 60_000, server.child, 50);
  } catch (error) {
    await server.stop();
    const tail = fs.existsSync(server.logFile) ? fs.readFileSync(server.logFile, "utf8").slice(-2000) : "";
    throw new Error(`Servidor (${options.label}) não iniciou: ${String(error)}\n${tail}`);
  }
  return server;
}
