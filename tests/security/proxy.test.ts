// The shop behind a real nginx (Debian's package), configured as the README
// says: `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`, which
// appends the address nginx saw to whatever the client sent. A client that
// writes its own X-Forwarded-For, different every time, is still counted at
// its real address (issue 24, class 3), with TRUST_PROXY as a hop count and as
// the proxy's address; another real client address still gets through. Real
// client addresses: connections bound to 127.0.0.1 and 127.0.0.2.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { TRACKING_LIMITS } from "~/domain/orders/tracking/order-tracking.server";
import { type RunningServer, startAppServer } from "./support/app";
import { freePort } from "../e2e/support/server";
import { resourcesForAll } from "../e2e/support/fixtures";

const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
/** The address nginx connects to the second app from (proxy_bind), listed in that app's TRUST_PROXY. */
const PROXY_ADDRESS = "127.0.0.5";

interface Nginx {
  /** nginx port in front of the app with TRUST_PROXY=1. */
  hopsPort: number;
  /** nginx port in front of the app with TRUST_PROXY=127.0.0.5. */
  listPort: number;
  stop(): Promise<void>;
}

function nginxConfig(dir: string, sites: Array<{ port: number; appPort: number; bind?: string }>): string {
  const servers = sites
    .map(
      (s) => `  server {
    listen 127.0.0.1:${s.port};
    location / {
      proxy_pass http://127.0.0.1:${s.appPort};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
${s.bind ? `      proxy_bind ${s.bind};\n` : ""}    }
  }`,
    )
    .join("\n");
  return `daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${servers}
}
`;
}

function exited(child: ChildProcess, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve();
    }, ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** nginx as our own child (daemon off), answering /healthz through to both apps before it returns. */
async function startNginx(hopsApp: RunningServer, listApp: RunningServer): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lift-nginx-"));
  const [hopsPort, listPort] = [await freePort(), await freePort()];
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    nginxConfig(dir, [
      { port: hopsPort, appPort: hopsApp.port },
      { port: listPort, appPort: listApp.port, bind: PROXY_ADDRESS },
    ]),
  );
  const child = spawn(NGINX!, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", conf], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited(child, 10_000);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`nginx terminou: ${stderr.slice(-800)}`);
      const answers = await Promise.all([hopsPort, listPort].map((port) => send(port, "GET", "/healthz").catch(() => 0)));
      if (answers.every((status) => status === 200)) break;
      if (i > 100) throw new Error(`nginx não respondeu: ${stderr.slice(-800)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { hopsPort, listPort, stop };
}

/** One request on a new connection from `from` (a loopback address), with the X-Forwarded-For the client writes. */
function send(
  port: number,
  method: string,
  pathname: string,
  options: { from?: string; forwardedFor?: string; form?: Record<string, string> } = {},
): Promise<number> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: pathname,
        localAddress: options.from ?? "127.0.0.1",
        agent: false,
        timeout: 30_000,
        headers: {
          ...(options.forwardedFor ? { "X-Forwarded-For": options.forwardedFor } : {}),
          ...(body ? { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("timeout", () => req.destroy(new Error("tempo esgotado")));
    req.on("error", reject);
    req.end(body);
  });
}

/** A made-up address the client claims, different every call (sometimes the proxy's own, or a list). */
function spoofed(i: number): string {
  const random = () => `${1 + (randomBytes(1)[0]! % 223)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  if (i % 3 === 1) return `${random()}, ${PROXY_ADDRESS}`;
  if (i % 3 === 2) return `${random()}, ${random()}`;
  return random();
}

let orderNumber = 900_000_000;
/** A lookup on /acompanhar (a different order each time) that finds nothing (404) or is refused (429): limited per address. */
function track(port: number, from: string, forwardedFor?: string) {
  return send(port, "POST", "/acompanhar", {
    from,
    forwardedFor,
    form: { pedido: String(++orderNumber), documento: "529.982.247-25" },
  });
}

const describeWithNginx = NGINX ? describe : describe.skip;
if (!NGINX) console.warn("[proxy] IGNORADO: nginx ausente (apt-get install nginx) — o CI o instala.");

describeWithNginx("atrás de um nginx de verdade, o X-Forwarded-For do cliente não engana os limites por endereço", () => {
  let hopsApp: RunningServer;
  let listApp: RunningServer;
  let nginx: Nginx;
  const resources = resourcesForAll(60_000);
  beforeAll(async () => {
    const base = { timeoutMs: 180_000 };
    [hopsApp, listApp] = await Promise.all([
      resources.start(startAppServer({ ...base, env: { TRUST_PROXY: "1", SEED_DEMO_DATA: "false" } }), (s) => s.stop()),
      resources.start(startAppServer({ ...base, env: { TRUST_PROXY: PROXY_ADDRESS, SEED_DEMO_DATA: "false" } }), (s) => s.stop()),
    ]);
    nginx = await resources.start(startNginx(hopsApp, listApp), (n) => n.stop());
  });

  for (const form of ["TRUST_PROXY=1", `TRUST_PROXY=${PROXY_ADDRESS}`] as const) {
    it(`${form}: every attempt with a different made-up X-Forwarded-For still counts on the real address; another client gets through`, async () => {
      const port = form === "TRUST_PROXY=1" ? nginx.hopsPort : nginx.listPort;
      const statuses: number[] = [];
      for (let i = 0; i < TRACKING_LIMITS.perAddress.max + 3; i++) statuses.push(await track(port, "127.0.0.1", spoofed(i)));
      expect(statuses.slice(0, TRACKING_LIMITS.perAddress.max)).toEqual(Array(TRACKING_LIMITS.perAddress.max).fill(404));
      expect(statuses.slice(TRACKING_LIMITS.perAddress.max)).toEqual([429, 429, 429]);
      // Without the header too: the same client, the same count.
      expect(await track(port, "127.0.0.1")).toBe(429);
      // A second real client, spoofing as well, has its own budget.
      expect(await track(port, "127.0.0.2", spoofed(0))).toBe(404);
      expect(await track(port, "127.0.0.2", "127.0.0.1")).toBe(404);
    });
  }

  it(`TRUST_PROXY=${PROXY_ADDRESS}: straight to the app, past the proxy, X-Forwarded-For is ignored`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < TRACKING_LIMITS.perAddress.max + 1; i++)
      statuses.push(await track(listApp.port, "127.0.0.3", i % 2 ? PROXY_ADDRESS : spoofed(i)));
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
  });
});
