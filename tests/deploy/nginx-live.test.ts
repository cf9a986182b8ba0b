// deploy/nginx/lift.conf itself, run by a real nginx (Debian's package) in
// front of the production build: only what cannot exist here is rewritten
// (the apps' host names, the listening ports, the certificate and log
// folders). Issue 34, class 3:
// - the access log holds the path without its query, so the privacy portal's
//   token and the signed /confirmar and /pagar links never reach it;
// - nginx refuses an anonymous body past the app's own limit (1 MB) with a
//   413 before the app sees a byte, and only the admin's upload pages take
//   more (the admin's limit, 22 MB), which a signed-in admin still can send.
// Before, every request line was logged whole and every location read 22 MB.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startAppServer, TEST_ADMIN_PASSWORD } from "../security/support/app";
import { findNginx } from "../cluster/support/nginx";
import { freePort } from "../e2e/support/server";
import { resourcesForAll } from "../e2e/support/fixtures";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const NGINX = findNginx();
const MB = 1024 * 1024;

/** The deploy's file with only the machine-specific parts replaced; each replacement must find its target. */
function localConf(dir: string, ports: { http: number; https: number; app: number }): string {
  let text = fs.readFileSync(path.join(ROOT, "deploy", "nginx", "lift.conf"), "utf8");
  const swap = (from: RegExp | string, to: string) => {
    const next = typeof from === "string" ? text.replaceAll(from, to) : text.replace(from, to);
    expect(next, `lift.conf mudou: ${String(from)}`).not.toBe(text);
    text = next;
  };
  swap(/server app-a:\d+/, `server 127.0.0.1:${ports.app}`);
  swap(/server app-b:\d+/, `server 127.0.0.1:${ports.app}`);
  swap(/listen 80;/, `listen 127.0.0.1:${ports.http};`);
  swap(/listen \[::\]:80;/, "");
  swap(/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`);
  swap(/listen \[::\]:443 ssl http2;/, "");
  swap("/etc/nginx/certs", dir);
  swap("/var/log/nginx", dir);
  return text;
}

interface Proxy {
  httpPort: number;
  httpsPort: number;
  accessLog(): string;
  stop(): Promise<void>;
}

async function startProxy(app: RunningServer): Promise<Proxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lift-deploy-nginx-"));
  // nginx's workers (another user when the tests run as root) write large bodies to client_body/ under it.
  fs.chmodSync(dir, 0o755);
  const openssl = spawnSync("openssl", [
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
    ...["-keyout", path.join(dir, "privkey.pem"), "-out", path.join(dir, "fullchain.pem")],
  ]);
  expect(openssl.status, String(openssl.stderr)).toBe(0);
  const ports = { http: await freePort(), https: await freePort(), app: app.port };
  fs.writeFileSync(path.join(dir, "lift.conf"), localConf(dir, ports));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${dir}/${t};`).join(" ");
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `daemon off;\nmaster_process on;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents {}\nhttp { ${temp} include ${dir}/lift.conf; }\n`,
  );
  const child: ChildProcess = spawn(NGINX!, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", conf], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`nginx terminou: ${stderr.slice(-800)}`);
      if ((await send(ports.https, "GET", "/healthz").catch(() => null))?.status === 200) break;
      if (i > 100) throw new Error(`nginx não respondeu: ${stderr.slice(-800)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    httpPort: ports.http,
    httpsPort: ports.https,
    accessLog: () => fs.readFileSync(path.join(dir, "access.log"), "utf8"),
    stop,
  };
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One request to nginx over TLS (or plain HTTP with `plain`). A body is sent
 * with `Expect: 100-continue`, written only once nginx asks for it: a body it
 * refuses by its length is answered 413 without a byte of it sent.
 */
function send(
  port: number,
  method: string,
  pathname: string,
  options: { body?: Buffer; headers?: Record<string, string>; plain?: boolean } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { Host: "localhost", ...options.headers };
    if (options.body) {
      headers["Content-Length"] = options.body.length;
      headers.Expect = "100-continue";
    }
    const request = (options.plain ? http : https).request(
      { host: "127.0.0.1", port, method, path: pathname, headers, agent: false, rejectUnauthorized: false, timeout: 60_000 },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    request.on("continue", () => request.end(options.body));
    request.on("timeout", () => request.destroy(new Error("tempo esgotado")));
    request.on("error", reject);
    if (!options.body) request.end();
  });
}

/** A multipart body of about `size` bytes: one file field of random bytes. */
function multipart(size: number, fields: Record<string, string> = {}): { body: Buffer; type: string } {
  const boundary = `----lift${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(
      `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="imagem"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    randomBytes(size),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const NGINX_413 = /413 Request Entity Too Large/;

/**
 * The admin's pages whose forms post a file (app/components/admin: the editor
 * frame of products, e-books, blog posts and recipes, with their lists; the
 * orders list's CSV of tracking codes), and the ones that post none. A new
 * admin page must be put in one of the two.
 */
const POSTS_FILES = new Set([
  "produtos",
  "produtos/:id",
  "ebooks",
  "ebooks/:id",
  "blog",
  "blog/:id",
  "receitas",
  "receitas/:id",
  "pedidos",
]);
const POSTS_NO_FILE = new Set([
  "pedidos/:number",
  "resultados",
  "funil",
  "assinantes",
  "regras-de-risco",
  "trabalhos",
  "privacidade",
  "whatsapp",
]);

describe("the upload location of lift.conf is the admin's pages that post files", () => {
  it("those pages (and their .data addresses) get the large limit, no other admin page does", () => {
    const conf = fs.readFileSync(path.join(ROOT, "deploy", "nginx", "lift.conf"), "utf8");
    const location = /location ~ (\S+) \{\s*client_max_body_size/.exec(conf);
    expect(location, "location de upload").toBeTruthy();
    const uploads = new RegExp(location![1]!);
    const routes = [
      ...fs.readFileSync(path.join(ROOT, "app", "routes.ts"), "utf8").matchAll(/route\("([^"]+)", "routes\/admin\/[^"]+"/g),
    ];
    expect(routes.length).toBeGreaterThan(5);
    for (const [, routePath] of routes) {
      if (routePath === "admin") continue; // the panel's layout (its sign-in): /admin, checked below
      const posts = POSTS_FILES.has(routePath!);
      expect(posts || POSTS_NO_FILE.has(routePath!), `rota nova do painel: ${routePath} (envia arquivo?)`).toBe(true);
      const address = `/admin/${routePath!.replace(/:[a-z]+/gi, "12")}`;
      for (const candidate of [address, `${address}.data`]) expect(uploads.test(candidate), candidate).toBe(posts);
    }
    for (const other of ["/admin", "/admin.data", "/admin/pedidos.csv", "/api/pedidos", "/adminprodutos", "/x/admin/produtos"])
      expect(uploads.test(other), other).toBe(false);
  });
});

const describeWithNginx = NGINX ? describe : describe.skip;
if (!NGINX) console.warn("[deploy/nginx] IGNORADO: nginx ausente (apt-get install nginx) — o CI o instala.");

describeWithNginx("deploy/nginx/lift.conf in front of the shop", () => {
  let app: RunningServer;
  let proxy: Proxy;
  const resources = resourcesForAll();

  beforeAll(async () => {
    app = await resources.start(startAppServer({ trustProxy: true }), (s) => s.stop());
    proxy = await resources.start(startProxy(app), (p) => p.stop());
  });

  it("the access log has each path without its query: no portal token, no signed link's signature", async () => {
    const order = randomUUID();
    const secrets = Array.from({ length: 6 }, () => `segredo${randomBytes(12).toString("hex")}`);
    const visits = [
      { path: `/privacidade/meus-dados?t=${secrets[0]}`, logged: "/privacidade/meus-dados" },
      { path: `/confirmar/${order}?exp=9999999999&sig=${secrets[1]}`, logged: `/confirmar/${order}` },
      { path: `/pagar/${order}?exp=9999999999&sig=${secrets[2]}`, logged: `/pagar/${order}` },
      { path: `/reset-password?token=${secrets[3]}`, logged: "/reset-password" },
      { path: `/auth/confirmar?token=${secrets[4]}`, logged: "/auth/confirmar" },
    ];
    for (const visit of visits) {
      const reply = await send(proxy.httpsPort, "GET", visit.path);
      expect(reply.status, visit.path).toBeLessThan(500);
    }
    // Plain HTTP only redirects (to the same address, query included), and logs the same way.
    const redirected = await send(proxy.httpPort, "GET", `/pagar/${order}?sig=${secrets[5]}`, { plain: true });
    expect(redirected.status).toBe(301);
    expect(redirected.headers.location).toBe(`https://localhost/pagar/${order}?sig=${secrets[5]}`);

    const log = proxy.accessLog();
    for (const visit of visits) expect(log).toContain(`"GET ${visit.logged} HTTP/1.1"`);
    for (const secret of secrets) expect(log).not.toContain(secret);
    const requestLines = [...log.matchAll(/"([A-Z]+ [^"]*)"/g)].map((m) => m[1]!);
    expect(requestLines.length).toBeGreaterThanOrEqual(visits.length + 1);
    expect(requestLines.filter((line) => line.includes("?"))).toEqual([]);
  });

  it("an anonymous body past the app's 1 MB is refused by nginx (413), on the order endpoints, the sign-ins and the panel's other pages", async () => {
    const big = randomBytes(2 * MB);
    const before = proxy.accessLog().length;
    for (const pathname of [
      "/api/pedidos",
      "/checkout",
      "/auth/login",
      "/admin",
      "/admin/assinantes",
      "/admin/pedidos/12",
      "/privacidade/meus-dados",
      "/",
    ]) {
      const reply = await send(proxy.httpsPort, "POST", pathname, {
        body: big,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(reply.status, pathname).toBe(413);
      expect(reply.text, pathname).toMatch(NGINX_413);
    }
    // None of them reached the app (nginx writes a refused request's line once its connection closes).
    let lines: string[] = [];
    for (let i = 0; i < 40 && lines.length < 8; i++) {
      await new Promise((r) => setTimeout(r, 50));
      lines = proxy.accessLog().slice(before).trim().split("\n");
    }
    expect(lines, lines.join("\n")).toHaveLength(8);
    for (const line of lines) expect(line).toMatch(/ 413 .* upstream=- /);
    // Just under the limit, nginx passes the body on and the app answers it (here: not a valid order).
    const fits = await send(proxy.httpsPort, "POST", "/api/pedidos", {
      body: Buffer.alloc(MB - 4096, "a"),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(fits.status).not.toBe(413);
    expect(fits.status).toBeLessThan(500);
  });

  it("the admin's upload pages still take a large upload from a signed-in admin", async () => {
    const login = await send(proxy.httpsPort, "POST", "/admin", {
      body: Buffer.from(new URLSearchParams({ intent: "login", password: TEST_ADMIN_PASSWORD }).toString()),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(login.status, login.text.slice(0, 300)).toBe(303);
    const cookie = (login.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    expect(cookie).toMatch(/lift_admin=/);
    for (const pathname of [
      "/admin/produtos/1",
      "/admin/produtos/novo.data",
      "/admin/ebooks/1",
      "/admin/pedidos",
      "/admin/pedidos.data",
    ]) {
      const upload = multipart(5 * MB, { intent: "nada" });
      const reply = await send(proxy.httpsPort, "POST", pathname, {
        body: upload.body,
        headers: { "Content-Type": upload.type, Cookie: cookie },
      });
      expect(reply.text, pathname).not.toMatch(NGINX_413);
      // The app read it and answered as it does an unknown form (not "too large", not a server error).
      expect(reply.status, `${pathname}: ${reply.text.slice(0, 200)}`).toBeOneOf([200, 303, 400]);
    }
    // The same page without the panel's session: through nginx, refused by the app itself (64 KB for strangers).
    const stranger = multipart(5 * MB);
    const refused = await send(proxy.httpsPort, "POST", "/admin/produtos/1", {
      body: stranger.body,
      headers: { "Content-Type": stranger.type },
    });
    expect(refused.status).toBe(403);
    expect(refused.text).not.toMatch(NGINX_413);
  });
});
