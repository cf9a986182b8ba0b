// The deploy recipe (deploy/) cannot run here (no image can be pulled or built
// on the development machines), so it is kept in step with the code: the
// compose services and their start order, every app variable being one the
// configuration reads, the health paths being routes of server/app.ts, nginx's
// proxy headers, body limit and SSE, the Dockerfile's entry and health check,
// and the production dependencies the image installs. `nginx -t` checks the
// nginx file's syntax when nginx is installed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { envSchema, parseTrustProxy } from "~/config.server";
import { bodyLimitOf } from "../../server/security";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const DEPLOY = path.join(ROOT, "deploy");
const read = (...parts: string[]) => fs.readFileSync(path.join(ROOT, ...parts), "utf8");

// ---------------------------------------------------------------- compose

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  entrypoint?: string[] | string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  stop_grace_period?: string;
  profiles?: string[];
}
const compose = parse(read("deploy", "compose.yaml"), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const APPS = ["app-a", "app-b"];
const APP_SETTINGS = new Set(Object.keys(envSchema.shape));

/** Paths served by server/app.ts itself (app.get("/x"), app.on([...], "/x")). */
function appRoutes(): Set<string> {
  const source = read("server", "app.ts");
  return new Set([...source.matchAll(/app\.(?:get|post|on|all)\(\s*(?:\[[^\]]*\],\s*)?"(\/[^"]*)"/g)].map((m) => m[1]!));
}

function seconds(duration: string): number {
  const m = /^(\d+)(ms|s|m|h)$/.exec(duration);
  if (!m) throw new Error(`duração inesperada: ${duration}`);
  return Number(m[1]) * ({ ms: 0.001, s: 1, m: 60, h: 3600 } as const)[m[2] as "ms" | "s" | "m" | "h"];
}

/** The URL a healthcheck's command fetches ("…:' + (process.env.PORT || 3000) + '/x" read as port 3000). */
function healthUrl(command: string): URL {
  const joined = command.replace(/'\s*\+\s*\(process\.env\.PORT \|\| (\d+)\)\s*\+\s*'/, "$1");
  const url = /https?:\/\/[^'"\s)]+/.exec(joined)?.[0];
  if (!url) throw new Error(`healthcheck sem URL: ${command}`);
  return new URL(url);
}

describe("deploy/compose.yaml", () => {
  it("has the topology's services", () => {
    expect(Object.keys(services).sort()).toEqual(
      ["app-a", "app-b", "backup", "migrate", "minio", "minio-init", "nginx", "postgres"].sort(),
    );
    expect(services.postgres!.image).toMatch(/^postgres:15\b/);
    expect(services.postgres!.volumes!.some((v) => v.endsWith(":/var/lib/postgresql/data"))).toBe(true);
  });

  it("the apps' variables are all read by app/config.server.ts, and both apps have the same", () => {
    for (const name of [...APPS, "migrate"]) {
      const env = services[name]!.environment!;
      const unknown = Object.keys(env).filter((k) => !APP_SETTINGS.has(k));
      expect(unknown, `${name}: variáveis que a configuração não lê`).toEqual([]);
    }
    expect(services["app-b"]!.environment).toEqual(services["app-a"]!.environment);
    expect(services.migrate!.environment).toEqual(services["app-a"]!.environment);
    const env = services["app-a"]!.environment!;
    expect(env.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    expect(env.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?/);
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(env.NODE_ENV).toBe("production");
    // One trusted hop: nginx appends the address it saw; the client is the rightmost untrusted entry.
    expect(parseTrustProxy(env.TRUST_PROXY!)).toEqual({ hops: 1 });
    expect(env.STORAGE_DRIVER).toBe("s3");
    for (const name of ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"])
      expect(env[name], name).toBeTruthy();
    expect(new URL(env.S3_ENDPOINT!).hostname).toBe("minio");
  });

  it("every interpolated variable is in deploy/env.example", () => {
    const documented = new Set(
      read("deploy", "env.example")
        .split("\n")
        .map((l) => /^([A-Z0-9_]+)=/.exec(l)?.[1])
        .filter(Boolean),
    );
    const used = [...read("deploy", "compose.yaml").matchAll(/(?<!\$)\$\{([A-Z0-9_]+)/g)].map((m) => m[1]!);
    expect([...new Set(used.filter((v) => !documented.has(v)))]).toEqual([]);
  });

  it("migration is a single step before the apps, with the same image and the Dockerfile's entry", () => {
    const migrate = services.migrate!;
    expect(migrate.command).toEqual(["node", dockerfileEntry(), "--migrate-only"]);
    expect(migrate.image).toBe(services["app-a"]!.image);
    expect(migrate.build).toEqual(services["app-a"]!.build);
    expect(migrate.depends_on).toMatchObject({ postgres: { condition: "service_healthy" } });
    // The entry hands its start to server/start.ts, which reads the flag (decision 041).
    expect(read("server", "index.ts")).toContain('import("./start")');
    expect(read("server", "start.ts")).toContain('process.argv.includes("--migrate-only")');
    for (const app of APPS)
      expect(services[app]!.depends_on, app).toMatchObject({ migrate: { condition: "service_completed_successfully" } });
    expect(services["app-a"]!.build).toEqual({ context: "..", dockerfile: "deploy/Dockerfile" });
  });

  it("the apps: the configured port, health through /readyz, a stop grace period longer than delay + drain", () => {
    const routes = appRoutes();
    for (const app of APPS) {
      const s = services[app]!;
      const port = s.environment!.PORT!;
      expect(s.expose).toEqual([port]);
      const probe = s.healthcheck!.test.join(" ");
      expect(healthUrl(probe).pathname).toBe("/readyz");
      expect(routes.has("/readyz"), "rota /readyz em server/app.ts").toBe(true);
      expect(healthUrl(probe).port).toBe(port);
      // Docker's SIGKILL must come after the readiness delay and the 10 s drain (server/lifecycle.ts).
      const delay = Number(s.environment!.SHUTDOWN_DELAY_MS) / 1000;
      expect(seconds(s.stop_grace_period!)).toBeGreaterThan(delay + 10);
    }
    expect(services.nginx!.depends_on).toMatchObject({
      "app-a": { condition: "service_healthy" },
      "app-b": { condition: "service_healthy" },
    });
    expect(services.nginx!.ports).toEqual(["80:80", "443:443"]);
  });

  it("the backup runs deploy/backup/backup.sh with the variables the script reads", () => {
    const backup = services.backup!;
    expect(backup.image).toMatch(/^postgres:15\b/);
    const mount = backup.volumes!.find((v) => v.startsWith("./backup:"))!.split(":")[1]!;
    expect(backup.entrypoint).toEqual([`${mount}/backup.sh`]);
    const script = read("deploy", "backup", "backup.sh");
    for (const name of Object.keys(backup.environment!)) expect(script, name).toContain(`\${${name}`);
    for (const file of ["backup.sh", "restore.sh"])
      expect(fs.statSync(path.join(DEPLOY, "backup", file)).mode & 0o111, `${file} executável`).not.toBe(0);
  });

  it("backup.sh sets umask 077 before it creates a folder or a file (tests/deploy/backup-restore.test.ts checks a real dump's mode)", () => {
    const lines = read("deploy", "backup", "backup.sh")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith("#"));
    const umask = lines.findIndex((l) => /^umask 0?077$/.test(l));
    expect(umask, "umask 077").toBeGreaterThanOrEqual(0);
    const firstWrite = lines.findIndex((l) => /mkdir|pg_dump|>\s*"?\$|\btouch\b|\bmv\b|\bcp\b/.test(l));
    expect(firstWrite).toBeGreaterThan(umask);
  });
});

// ---------------------------------------------------------------- nginx

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** nginx's grammar, enough for our files: words, quoted strings, `;`, `{ }`, `#` comments. */
function parseNginx(text: string): Directive[] {
  const tokens = [...text.replace(/#[^\n]*/g, "").matchAll(/"(?:[^"\\]|\\.)*"|'[^']*'|[{};]|[^\s{};]+/g)].map((m) => m[0]);
  let i = 0;
  const block = (): Directive[] => {
    const out: Directive[] = [];
    while (i < tokens.length && tokens[i] !== "}") {
      const words: string[] = [];
      while (!["{", ";", "}"].includes(tokens[i]!)) words.push(tokens[i++]!.replace(/^"(.*)"$/, "$1"));
      const [name, ...args] = words;
      if (tokens[i] === "{") {
        i++;
        out.push({ name: name!, args, block: block() });
        i++; // "}"
      } else {
        i++; // ";"
        out.push({ name: name!, args });
      }
    }
    return out;
  };
  return block();
}

const all = (ds: Directive[], name: string) => ds.filter((d) => d.name === name);
const one = (ds: Directive[], name: string) => {
  const found = all(ds, name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};

describe("deploy/nginx/lift.conf", () => {
  const conf = parseNginx(read("deploy", "nginx", "lift.conf"));
  const servers = all(conf, "server");
  const tls = servers.find((s) => all(s.block!, "listen").some((l) => l.args.includes("ssl")))!;
  const plain = servers.find((s) => s !== tls)!;

  it("the upstream is the compose file's two apps, on their port", () => {
    const upstream = one(conf, "upstream");
    const targets = all(upstream.block!, "server").map((s) => s.args[0]);
    expect(targets).toEqual(APPS.map((a) => `${a}:${services[a]!.environment!.PORT}`));
  });

  it("port 80 only redirects to https; 443 with the certificate at the paths compose mounts", () => {
    expect(all(plain.block!, "listen").map((l) => l.args[0])).toContain("80");
    expect(one(plain.block!, "return").args).toEqual(["301", "https://$host$request_uri"]);
    expect(all(tls.block!, "listen").map((l) => l.args[0])).toContain("443");
    const certDir = services.nginx!.volumes!.find((v) => v.startsWith("./nginx/certs:"))!.split(":")[1]!;
    for (const name of ["ssl_certificate", "ssl_certificate_key"])
      expect(path.posix.dirname(one(tls.block!, name).args[0]!)).toBe(certDir);
    const confMount = services.nginx!.volumes!.find((v) => v.startsWith("./nginx/lift.conf:"));
    expect(confMount).toMatch(/:\/etc\/nginx\/conf\.d\/[a-z-]+\.conf:ro$/);
  });

  it("proxy headers: X-Forwarded-For appended (TRUST_PROXY=1), request id, protocol", () => {
    const headers = Object.fromEntries(all(tls.block!, "proxy_set_header").map((d) => [d.args[0]!.toLowerCase(), d.args[1]]));
    expect(headers["x-forwarded-for"]).toBe("$proxy_add_x_forwarded_for");
    expect(headers["x-request-id"]).toBe("$request_id");
    expect(headers["x-forwarded-proto"]).toBe("$scheme");
    // nginx forgets every inherited proxy_set_header in a location that sets one.
    for (const location of all(tls.block!, "location"))
      expect(all(location.block!, "proxy_set_header"), `location ${location.args.join(" ")}`).toEqual([]);
  });

  it("maximum body: the app's own limit everywhere, its admin limit only at the upload pages (server/security.ts)", () => {
    const bytes = (ds: Directive[]) => {
      const m = /^(\d+)([km]?)$/i.exec(one(ds, "client_max_body_size").args[0]!)!;
      return Number(m[1]) * { "": 1, k: 1024, m: 1024 * 1024 }[m[2]!.toLowerCase() as "" | "k" | "m"];
    };
    expect(all(conf, "client_max_body_size"), "nenhum limite no nível http").toEqual([]);
    expect(bytes(tls.block!)).toBe(bodyLimitOf("/loja"));
    const large = all(tls.block!, "location").filter((l) => all(l.block!, "client_max_body_size").length > 0);
    expect(large.map((l) => l.args.join(" "))).toEqual([expect.stringMatching(/^~ \^\/admin\//)]);
    expect(bytes(large[0]!.block!)).toBe(bodyLimitOf("/admin/produtos"));
    expect(bodyLimitOf("/admin/produtos")).toBeGreaterThan(bodyLimitOf("/loja"));
  });

  it("the access log has no query string (signed links carry their secret there), on both servers", () => {
    const format = one(conf, "log_format");
    const text = format.args.slice(1).join("");
    expect(text).toContain("$uri");
    for (const variable of ["$request ", '$request"', "$request_uri", "$args", "$query_string", "$arg_", "$is_args"])
      expect(text, variable).not.toContain(variable);
    for (const server of servers) expect(one(server.block!, "access_log").args[1], "formato").toBe(format.args[0]);
    for (const location of all(tls.block!, "location")) expect(all(location.block!, "access_log")).toEqual([]);
  });

  it("SSE unbuffered, on the path server/app.ts serves", () => {
    const routes = appRoutes();
    const events = all(tls.block!, "location").find((l) => l.args.at(-1) === "/events")!;
    expect(routes.has("/events")).toBe(true);
    expect(one(events.block!, "proxy_buffering").args).toEqual(["off"]);
    expect(seconds(one(events.block!, "proxy_read_timeout").args[0]!)).toBeGreaterThan(25);
    expect(read("server", "events.ts")).toMatch(/HEARTBEAT_MS = 25_000/);
  });

  const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
  it.skipIf(!NGINX)("nginx -t aceita o arquivo (apps e certificado trocados por locais)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lift-nginx-t-"));
    try {
      const openssl = spawnSync("openssl", [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
        ...["-keyout", path.join(dir, "privkey.pem"), "-out", path.join(dir, "fullchain.pem")],
      ]);
      expect(openssl.status, String(openssl.stderr)).toBe(0);
      // Only what cannot exist here changes: the apps' host names and the mounted paths.
      const site = read("deploy", "nginx", "lift.conf")
        .replace(/server app-[ab]:/g, "server 127.0.0.1:")
        .replaceAll("/etc/nginx/certs", dir)
        .replaceAll("/var/log/nginx", dir);
      fs.writeFileSync(path.join(dir, "lift.conf"), site);
      const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${dir}/${t};`).join(" ");
      fs.writeFileSync(
        path.join(dir, "nginx.conf"),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp { ${temp} include ${dir}/lift.conf; }\n`,
      );
      const result = spawnSync(NGINX!, ["-t", "-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")]);
      expect(result.status, String(result.stderr)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

// ---------------------------------------------------------------- Dockerfile

/**
 * Whether Docker leaves a file of the build context out, as its
 * patternmatcher does: lines trimmed, `#` comments and blanks skipped, a
 * leading "/" and trailing "/" dropped, Go's filepath.Match syntax (`*` and
 * `?` never cross "/", `[…]` classes, `\` escapes) plus `**` for any number
 * of folders; a pattern that matches one of the file's parent folders
 * excludes the file; `!` re-includes; the last matching line decides.
 */
function dockerExcludes(dockerignore: string): (file: string) => boolean {
  const rules = dockerignore
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const negated = l.startsWith("!");
      const pattern = path.posix.normalize((negated ? l.slice(1) : l).trim()).replace(/^\/+|\/+$/g, "");
      return { negated, regex: dockerPatternRegex(pattern) };
    });
  return (file) => {
    const parts = file.split("/");
    const candidates = parts.map((_, i) => parts.slice(0, i + 1).join("/"));
    let excluded = false;
    for (const rule of rules) if (candidates.some((c) => rule.regex.test(c))) excluded = !rule.negated;
    return excluded;
  };
}

function dockerPatternRegex(pattern: string): RegExp {
  const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === "*" && pattern[i + 1] === "*") {
      i++;
      if (pattern[i + 1] === "/") {
        i++;
        re += "(?:.*/)?";
      } else re += ".*";
    } else if (ch === "*") re += "[^/]*";
    else if (ch === "?") re += "[^/]";
    else if (ch === "[") {
      const end = pattern.indexOf("]", i + 1);
      const body = pattern.slice(i + 1, end).replace(/^\^/, "!");
      re += `[${body.startsWith("!") ? "^/" + body.slice(1) : body}]`;
      i = end;
    } else if (ch === "\\") re += escape(pattern[++i] ?? "");
    else re += escape(ch);
  }
  return new RegExp(`^${re}$`);
}

function dockerfileStages(): { from: string; lines: string[] }[] {
  const lines = read("deploy", "Dockerfile")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const stages: { from: string; lines: string[] }[] = [];
  for (const line of lines) {
    if (/^FROM\s/i.test(line)) stages.push({ from: line.split(/\s+/)[1]!, lines: [] });
    else stages.at(-1)!.lines.push(line);
  }
  return stages;
}

/** The file the runtime stage's CMD runs with node. */
function dockerfileEntry(): string {
  const runtime = dockerfileStages().at(-1)!;
  const cmd = JSON.parse(runtime.lines.find((l) => l.startsWith("CMD "))!.slice(4)) as string[];
  expect(cmd[0]).toBe("node");
  return cmd[1]!;
}

describe("deploy/Dockerfile", () => {
  const stages = dockerfileStages();
  const runtime = stages.at(-1)!;

  it("build in one stage, run on node:20-bookworm-slim compiling nothing", () => {
    expect(stages[0]!.lines).toContain("RUN npm run build");
    expect(runtime.from).toBe("node:20-bookworm-slim");
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { engines: { node: string } };
    expect(manifest.engines.node).toMatch(/^>=20\./);
    const runs = runtime.lines.filter((l) => /^(RUN|CMD|ENTRYPOINT)\s/.test(l)).join("\n");
    expect(runs).not.toMatch(/npm (run build|start|install|ci)|start\.mjs|tsx|vite/);
  });

  it("the entry is the built server (build/app-server/index.js), the one the tests start", () => {
    const entry = dockerfileEntry();
    const viteServer = read("vite.server.config.ts");
    const outDir = /outDir:\s*"([^"]+)"/.exec(viteServer)![1]!;
    const fileName = /entryFileNames:\s*"([^"]+)"/.exec(viteServer)![1]!;
    expect(entry).toBe(`${outDir}/${fileName}`);
    expect(read("tests", "e2e", "support", "server.ts")).toContain(`path.join(ROOT, ${JSON.stringify(outDir.split("/")[0])}`);
    expect(fs.existsSync(path.join(ROOT, entry)), `${entry} (npm run build)`).toBe(true);
    expect(runtime.lines).toContain("COPY --from=build /app/build ./build");
    // The project root the server looks for (package.json + drizzle/), and the migrations it applies.
    expect(runtime.lines).toContain("COPY drizzle ./drizzle");
    expect(runtime.lines).toContain("COPY package.json ./");
  });

  it("HEALTHCHECK on /healthz (a route of server/app.ts) on the image's port; an unprivileged user", () => {
    const check = runtime.lines.find((l) => l.startsWith("HEALTHCHECK "))!;
    expect(healthUrl(check).pathname).toBe("/healthz");
    expect(appRoutes().has("/healthz")).toBe(true);
    expect(check).toContain("process.env.PORT");
    const env = runtime.lines.find((l) => l.startsWith("ENV "))!;
    expect(env).toContain(`PORT=${healthUrl(check).port}`);
    const user = runtime.lines.filter((l) => l.startsWith("USER ")).at(-1);
    expect(user).toBe("USER node");
    expect(runtime.lines.indexOf(user!)).toBeLessThan(runtime.lines.findIndex((l) => l.startsWith("CMD ")));
  });

  it("the image installs only production dependencies: everything the build imports is among them", () => {
    expect(runtime.lines.join("\n") + stages.map((s) => s.lines.join("\n")).join("\n")).toMatch(/npm ci --omit=dev/);
    const deps = new Set(
      Object.keys((JSON.parse(read("package.json")) as { dependencies: Record<string, string> }).dependencies),
    );
    const files = ["build/app-server", "build/server"].flatMap((dir) =>
      fs
        .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".js"))
        .map((f) => path.join(ROOT, dir, f)),
    );
    expect(files.length).toBeGreaterThan(1);
    const imported = new Set<string>();
    for (const file of files)
      // A package name starts with a letter, a digit, "_" or "@" (bundled code has strings such as a header list's "from",).
      for (const m of fs.readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"([@\w][^"\s]*)"/g)) {
        const spec = m[1]!;
        if (spec.startsWith("node:")) continue;
        imported.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!);
      }
    expect([...imported].filter((p) => !deps.has(p))).toEqual([]);
  });

  it(".dockerignore leaves out installs, builds and local secrets", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const entry of ["node_modules", "build", "data", ".env", "deploy/nginx/certs", "deploy/backup/dumps"])
      expect(ignored, entry).toContain(entry);
  });

  it(".dockerignore, read as Docker reads it: secrets, certificates and dumps never reach the builder; the sources do", () => {
    const excluded = dockerExcludes(read(".dockerignore"));
    for (const file of [
      ".env",
      "deploy/.env",
      "deploy/nginx/certs/privkey.pem",
      "deploy/nginx/certs/fullchain.pem",
      "deploy/backup/dumps/lift-20261128T031500Z.dump",
      "deploy/backup/dumps/.lift-20261128T031500Z.dump.partial",
      "node_modules/react/index.js",
      "build/app-server/index.js",
    ])
      expect(excluded(file), file).toBe(true);
    // What the Dockerfile copies, and the deploy files that are not secrets.
    const copied = dockerfileStages()
      .flatMap((s) => s.lines)
      .filter((l) => /^COPY\s/.test(l) && !l.includes("--from="))
      .flatMap((l) => l.split(/\s+/).slice(1, -1));
    expect(copied.length).toBeGreaterThan(1);
    for (const file of [
      ...copied,
      "package.json",
      "app/root.tsx",
      "server/index.ts",
      "deploy/nginx/lift.conf",
      "deploy/env.example",
    ])
      expect(excluded(file), file).toBe(false);
  });

  it("the matcher behaves as Docker's (its documentation's examples)", () => {
    const m = (patterns: string, file: string) => dockerExcludes(patterns)(file);
    expect(m("*/temp*", "somedir/temporary.txt")).toBe(true);
    expect(m("*/temp*", "temporary.txt")).toBe(false);
    expect(m("*/*/temp*", "somedir/subdir/temporary.txt")).toBe(true);
    expect(m("temp?", "tempa")).toBe(true);
    expect(m("**/*.go", "a/b/c.go")).toBe(true);
    expect(m("**/*.go", "c.go")).toBe(true);
    expect(m(".env", "deploy/.env")).toBe(false);
    expect(m("*.md\n!README*.md\nREADME-secret.md", "README-secret.md")).toBe(true);
    expect(m("*.md\n!README*.md\nREADME-secret.md", "README.md")).toBe(false);
    expect(m("/deploy/nginx/certs/", "deploy/nginx/certs/a.pem")).toBe(true);
  });
});
