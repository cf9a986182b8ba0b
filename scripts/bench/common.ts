// Shared helpers for the benchmark: paths, settings, logging, child processes
// (all tracked so they are stopped whatever happens), ports and HTTP probes.
import { type ChildProcess, spawn, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const BENCH_DIR = path.join(ROOT, "bench");
export const TMP_DIR = path.join(BENCH_DIR, "tmp");
export const HOST = "127.0.0.1";

export const QUICK = ["1", "true", "yes"].includes((process.env.BENCH_QUICK ?? "").toLowerCase());

/** Every duration and count the report states; BENCH_QUICK=1 shortens them. */
export const SETTINGS = {
  quick: QUICK,
  // Five: the count Lighthouse's docs on variability take a median run of.
  lighthouseRuns: QUICK ? 1 : 5,
  throughput: { durationS: QUICK ? 3 : 10, connections: 50, warmupS: QUICK ? 0 : 1 },
  orders: { durationS: QUICK ? 10 : 30, clients: 50 },
  pgbench: { clients: 50, threads: 2, durationS: QUICK ? 10 : 30, scale: 10 },
  startupRuns: QUICK ? 3 : 5,
  rssSampleMs: 100,
  seed: { products: 200, posts: 100, orders: 2000 },
};

/** The pages measured: Lighthouse, bundle size and throughput (admin: bundle size only). */
export interface PageSpec {
  name: string;
  path: string;
  /** Whether the page is public (budgets for first-load JS apply). */
  public: boolean;
}

const started = Date.now();
export function log(message: string): void {
  const s = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  process.stdout.write(`[bench ${s}s] ${message}\n`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function ensureDir(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export function median(values: number[]): number {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

/** Nearest-rank percentile of already collected samples. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const v = [...values].sort((a, b) => a - b);
  const rank = Math.min(v.length - 1, Math.max(0, Math.ceil((p / 100) * v.length) - 1));
  return v[rank]!;
}

// ---------------------------------------------------------------- children

const children = new Set<ChildProcess>();

/** Spawns a tracked child; it is killed if the bench ends early. */
export function spawnTracked(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

/** Kills every child still running (SIGTERM, then SIGKILL); used on exit and by the watchdog. */
export function killAllChildren(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill("SIGTERM");
      } catch {
        // already gone
      }
      setTimeout(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      }, 3000).unref();
    }
  }
}

/** One section of the report: its data, or the first line of what went wrong (logged), so one failure never loses the rest. */
export async function attempt<T>(what: string, fn: () => Promise<T>): Promise<{ data?: T; error?: string }> {
  try {
    return { data: await fn() };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 500);
    log(`✗ ${what}: ${message}`);
    return { error: message };
  }
}

/** nginx's temporary paths under `prefix`: the bench's nginx runs unprivileged, away from /var/lib/nginx. */
export const nginxTempPaths = (prefix: string) => `client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;`;

/** Runs a bench script's main: exit 0 when it ends, 1 (after stopping every child) when it fails. */
export function runMain(main: () => Promise<unknown>): void {
  main()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error);
      killAllChildren();
      setTimeout(() => process.exit(1), 3500).unref();
    });
}

/** Waits for a child to exit, at most timeoutMs; SIGKILL past that. */
export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs a command to completion with a time limit; output is collected (and optionally echoed). */
export async function runCommand(
  command: string,
  args: string[],
  options: SpawnOptions & { timeoutMs: number; echo?: boolean },
): Promise<CommandResult> {
  const t0 = performance.now();
  const child = spawnTracked(command, args, options);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d: Buffer) => {
    stdout += d.toString();
    if (options.echo) process.stdout.write(d);
  });
  child.stderr?.on("data", (d: Buffer) => {
    stderr += d.toString();
    if (options.echo) process.stderr.write(d);
  });
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      stderr += `\n[bench] ${command} passou de ${options.timeoutMs} ms: encerrado\n`;
      child.kill("SIGKILL");
    }, options.timeoutMs);
    child.once("error", (error) => {
      stderr += String(error);
    });
    child.once("close", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  return { code, stdout, stderr, ms: performance.now() - t0 };
}

// ---------------------------------------------------------------- network

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface HttpResult {
  status: number;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

/** One GET to the loopback address, with a time limit. */
export function httpGet(port: number, urlPath: string, timeoutMs = 10_000, headers: Record<string, string> = {}): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: HOST, port, path: urlPath, headers, timeout: timeoutMs, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${urlPath}: sem resposta em ${timeoutMs} ms`)));
    req.on("error", reject);
  });
}

/** Polls until GET urlPath answers 200; returns the milliseconds waited. */
export async function waitFor200(port: number, urlPath: string, timeoutMs: number, child?: ChildProcess, intervalMs = 10): Promise<number> {
  const t0 = performance.now();
  let last = "";
  while (performance.now() - t0 < timeoutMs) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`o processo terminou antes de responder (código ${child.exitCode ?? child.signalCode})`);
    }
    try {
      const res = await httpGet(port, urlPath, 2000);
      if (res.status === 200) return performance.now() - t0;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await sleep(intervalMs);
  }
  throw new Error(`GET ${urlPath} sem 200 em ${timeoutMs} ms (${last})`);
}

/** A minimal environment for children: no inherited DATABASE_URL, SMTP or payment keys. */
export function baseEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of ["PATH", "HOME", "LANG", "TZ", "TMPDIR"]) if (process.env[key]) env[key] = process.env[key];
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) env[k] = v;
  return env;
}

export function round(value: number, digits = 0): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
