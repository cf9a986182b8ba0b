// The shop as it runs for real on one machine: nginx in front of two app
// processes (the production build, `node build/app-server/index.js`), one
// PostgreSQL database, one S3-compatible bucket, the same SESSION_SECRET.
// Everything is started on loopback and registered with the test's resources
// as soon as it exists, so it is stopped even when a test fails halfway.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Fixtures } from "../../e2e/support/fixtures";
import { freePort } from "../../e2e/support/server";
import { createPostgresDatabase, TEST_ADMIN_PASSWORD, TEST_SESSION_SECRET, type TestPostgres } from "../../security/support/app";
import { type AccessLine, type NginxOptions, type RunningNginx, startNginx } from "./nginx";
import { startS3, type TestS3 } from "./s3";

const REPO_ROOT = path.resolve(import.meta.dirname, "..", "..", "..");
/**
 * The folder whose build/ the apps run: the repository (CI), or a copy made by
 * `npm run test:cluster -- --copy-build` so a rebuild by someone else during the
 * run changes nothing under the running processes.
 */
export const APP_ROOT = process.env.CLUSTER_APP_ROOT || REPO_ROOT;

export interface AppProcess {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  /** Epoch ms when it answered ready. */
  readyAt: number;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM (or `signal`) and wait; SIGKILL after `timeoutMs`. A second stop is harmless. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

async function probe(url: string): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Ready to get traffic: /readyz when the app has it, else /healthz. */
export async function isReady(url: string): Promise<boolean> {
  const ready = await probe(`${url}/readyz`);
  if (ready === 404) return (await probe(`${url}/healthz`)) === 200;
  return ready === 200;
}

/** The production build on `port`, with `env`; resolves once it says it is ready. */
export async function startApp(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<AppProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lift-cluster-${options.name}-`));
  let output = "";
  const child = spawn(process.execPath, [path.join(APP_ROOT, "build", "app-server", "index.js")], {
    cwd: APP_ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async (signal: NodeJS.Signals = "SIGTERM", timeoutMs = 20_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`${options.name} saiu (${child.exitCode ?? child.signalCode}) ao iniciar:\n${output.slice(-3000)}`);
    }
    if (await isReady(url)) break;
    if (Date.now() > deadline) {
      await stop("SIGKILL");
      throw new Error(`${options.name} não ficou pronto a tempo:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { name: options.name, port: options.port, url, process: child, readyAt: Date.now(), output: () => output, exited, stop };
}

export interface Cluster {
  /** nginx: where shoppers go. */
  url: string;
  nginx: RunningNginx;
  /** The app processes now running, A then B (a restart replaces its entry). */
  apps: AppProcess[];
  pg: TestPostgres;
  s3: TestS3;
  /** The settings every app process runs with. */
  env: Record<string, string>;
  /** Starts process `index` again on its port (after it stopped), registered like the first. */
  startAgain(index: number): Promise<AppProcess>;
  /** "127.0.0.1:port" of process `index`, as nginx names it. */
  address(index: number): string;
}

export interface ClusterOptions {
  /** More settings for the apps. */
  env?: Record<string, string>;
  /** nginx's options beyond ports (see NginxOptions). */
  nginx?: Pick<NginxOptions, "clientKeepalive" | "keepalive">;
}

/** A fresh database and bucket, two app processes started together, nginx in front. */
export async function startCluster(resources: Fixtures, options: ClusterOptions = {}): Promise<Cluster> {
  const pg = await resources.start(createPostgresDatabase("lift_cluster"), (p) => p.drop());
  const s3 = await resources.start(startS3(), (s) => s.close());
  const [nginxPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const env: Record<string, string> = {
    DATABASE_URL: pg.url,
    SESSION_SECRET: TEST_SESSION_SECRET,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    // nginx is the one hop the apps trust for X-Forwarded-For.
    TRUST_PROXY: "1",
    // The suites drive the demo payment provider (DATABASE_URL turns it off by default).
    DEMO_PAYMENTS: "true",
    CEP_API_URL: "http://127.0.0.1:9",
    LOG_LEVEL: "info",
    ...s3.env,
    ...options.env,
  };
  const ports = [portA, portB];
  const names = ["A", "B"];
  const launch = (index: number, generation = "") =>
    resources.start(startApp({ name: `${names[index]}${generation}`, port: ports[index]!, env }), (a) => a.stop());
  // Both at once, on an empty database: migrations and the demo seed run under advisory locks.
  const apps = await Promise.all([launch(0), launch(1)]);
  const nginx = await resources.start(startNginx({ port: nginxPort, upstreams: ports, ...options.nginx }), (n) => n.stop());
  const generations = [0, 0];
  return {
    url: nginx.url,
    nginx,
    apps,
    pg,
    s3,
    env,
    async startAgain(index) {
      generations[index]!++;
      const app = await launch(index, "′".repeat(generations[index]!));
      apps[index] = app;
      return app;
    },
    address: (index) => `127.0.0.1:${ports[index]}`,
  };
}

/** Requests answered by each process (the last upstream nginx tried), keyed "127.0.0.1:port". */
export function servedBy(lines: AccessLine[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const last = line.upstreams.at(-1);
    if (last) counts.set(last, (counts.get(last) ?? 0) + 1);
  }
  return counts;
}

/** Lines of an app's log that say something failed (5xx answers, errors logged by the app). */
export function errorLines(app: AppProcess): string[] {
  return app
    .output()
    .split("\n")
    .filter((l) => /"level":"(error|fatal)"|Falha ao iniciar/.test(l));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
