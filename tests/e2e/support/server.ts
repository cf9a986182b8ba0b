// Starts the production build as `node build/app-server/index.js` (never through
// npx/npm, so the process we stop is the server) on a free port.
import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "..", "..");
/** The admin password of every server the end-to-end tests start. */
export const TEST_ADMIN_PASSWORD = "senha-do-painel-e2e";

export const SERVER_ENTRY = path.join(ROOT, "build", "app-server", "index.js");
/** Seeded data directories to copy, kept between runs (each suite's temp folder goes when it ends). */
const TEMPLATES = path.join(ROOT, "node_modules", ".cache", "lift-e2e-templates");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "lift-e2e-"));
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  dataDir?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}

function serverEnv(port: number, dataDir: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    // The suites drive the demo payment provider (test card, simulated boleto): in production it is on
    // only when asked (decision 022); a suite that tests it off passes DEMO_PAYMENTS: "" to unset it.
    DEMO_PAYMENTS: "true",
    ...env,
  };
}

/**
 * A fresh PGlite data directory, already migrated and seeded: a copy of one this build made under the
 * same settings (kept under node_modules/.cache, made the first time they are asked for). Migrating
 * and seeding an empty directory takes ~9 of a start's 14 s on a busy 2-core machine, and most suites
 * start dozens of servers with the same settings. Null when the settings put the data elsewhere.
 */
async function seededDataDir(env: Record<string, string> = {}): Promise<string | null> {
  const settings = serverEnv(0, "", env);
  if (settings.DATABASE_URL || settings.STORAGE_DRIVER || settings.SEED_DEMO_DATA === "false") return null;
  // What only says where a suite's fakes listen does not shape the seeded data: the template gets a
  // placeholder (SMTP set or not still decides whether the seed's emails wait for delivery).
  const {
    PORT: _port,
    DATA_DIR: _dir,
    LOG_LEVEL: _level,
    METRICS_PORT: _mp,
    METRICS_TOKEN: _mt,
    TRUST_PROXY: _tp,
    ...shape
  } = settings;
  if (shape.CEP_API_URL) shape.CEP_API_URL = "http://127.0.0.1:9";
  if (shape.SMTP_URL) shape.SMTP_URL = "smtp://127.0.0.1:9";
  // Its jobs wait for the test's own server, as they would in a directory seeded at its start.
  shape.JOBS_ENABLED = "false";
  const build = fs.statSync(SERVER_ENTRY);
  const buildStamp = `${Math.round(build.mtimeMs)}-${build.size}`;
  const key = createHash("sha256")
    .update(JSON.stringify(Object.entries(shape).sort()))
    .digest("hex")
    .slice(0, 16);
  const template = path.join(TEMPLATES, buildStamp, key);
  if (!fs.existsSync(path.join(template, ".ready"))) {
    // Templates of earlier builds are never used again: keep only this build's.
    for (const stale of fs.existsSync(TEMPLATES) ? fs.readdirSync(TEMPLATES) : []) {
      if (stale !== buildStamp) fs.rmSync(path.join(TEMPLATES, stale), { recursive: true, force: true });
    }
    const making = `${template}.${process.pid}`;
    fs.rmSync(making, { recursive: true, force: true });
    fs.mkdirSync(making, { recursive: true });
    const server = await launch({ dataDir: making, env: shape, timeoutMs: 180_000 });
    const code = await server.stop();
    if (code !== 0) throw new Error(`O servidor-modelo saiu com código ${code}:\n${server.output()}`);
    fs.writeFileSync(path.join(making, ".ready"), "");
    // Another run may have made the same template meanwhile: keep that one (it may be being copied).
    try {
      fs.renameSync(making, template);
    } catch (error) {
      fs.rmSync(making, { recursive: true, force: true });
      if (!fs.existsSync(path.join(template, ".ready"))) throw error;
    }
  }
  const dataDir = tempDataDir();
  fs.cpSync(template, dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, ".ready"));
  return dataDir;
}

/** The production build on a free port; a data directory of its own, migrated and seeded, unless one is given. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await seededDataDir(options.env)) ?? tempDataDir();
  return launch({ ...options, dataDir });
}

async function launch(options: StartOptions & { dataDir: string }): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir;
  let output = "";
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: serverEnv(port, dataDir, options.env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`O servidor saiu com código ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`O servidor não respondeu a tempo:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs the server entry expecting it to fail at start; returns exit code and output. */
export async function runToExit(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { code, output };
}
