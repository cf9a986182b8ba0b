// Limits never turn into 500s: a body sent with Transfer-Encoding: chunked (no
// Content-Length, so nothing can be refused before reading) that passes the
// limit is answered 413 with a pt-BR message on every endpoint, whatever its
// type (JSON, urlencoded, multipart). Before, the counting stream failed inside
// the route: /api/funil and /webhooks/local answered 500, the checkout 400.
// The admin's uploads may be 22 MB, but only for an admin, checked from the
// cookies before the body is read: anyone else is cut off at 64 KB with a 403.
// Before, the edge read up to 22 MB of a chunked upload before anything asked
// who was sending it, so ten strangers in parallel cost the server ~200 MB.
import fs from "node:fs";
import http from "node:http";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES, type RunningServer, startOn } from "./support/app";
import { newAdmin, type Person } from "./support/identities";
import { resourcesForAll } from "../e2e/support/fixtures";

const MB = 1024 * 1024;

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

interface Upload extends Raw {
  /** Bytes this client had written when the answer (or the reset) arrived. */
  sentBeforeAnswer: number;
  /** The server closed the connection before its answer could be read (status 0). */
  reset: boolean;
}

/**
 * POSTs `size` bytes in 64 KB chunks, with Transfer-Encoding: chunked (no
 * Content-Length) unless `declared`; stops sending once the server answers.
 */
function postChunked(
  base: string,
  path: string,
  contentType: string,
  size: number,
  prefix = "",
  options: {
    cookie?: string;
    declared?: boolean;
    /**
     * A refusal sent before the body is read ends the connection; the client
     * may see the reset before the answer (Node closes a connection whose
     * answer is sent while the request is still arriving). Counted as refused.
     */
    resetIsRefusal?: boolean;
  } = {},
): Promise<Upload> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const length: Record<string, string> = options.declared
      ? { "Content-Length": String(size) }
      : { "Transfer-Encoding": "chunked" };
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: "POST",
        // A connection of its own only where a reset counts as a refusal: with "Connection: close" the server
        // ends the socket after answering, and a client still writing then sees EPIPE instead of the answer.
        agent: options.resetIsRefusal ? false : undefined,
        headers: { "Content-Type": contentType, ...length, Origin: base, ...(options.cookie ? { Cookie: options.cookie } : {}) },
      },
      (res) => {
        const sentBeforeAnswer = sent;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
            sentBeforeAnswer,
            reset: false,
          }),
        );
        res.on("error", reject);
      },
    );
    // The server may answer (and close) before the whole body is sent: the answer is what counts.
    req.on("error", (error) => {
      if (answered) return;
      const code = (error as NodeJS.ErrnoException).code ?? "";
      if (options.resetIsRefusal && ["EPIPE", "ECONNRESET"].includes(code))
        resolve({ status: 0, headers: {}, text: "", sentBeforeAnswer: sent, reset: true });
      else reject(error);
    });
    let answered = false;
    req.on("response", () => (answered = true));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    if (prefix) {
      req.write(prefix);
      sent += Buffer.byteLength(prefix);
    }
    const pump = () => {
      while (sent < size && !answered && !req.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once("drain", pump);
      }
      // A declared length cut short is the client giving up: drop the connection rather than send a short body.
      if (req.destroyed) return;
      if (options.declared && sent < size) req.destroy();
      else req.end();
    };
    pump();
  });
}

const BOUNDARY = "----liftlimite";
const multipartStart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="campo"\r\n\r\n`;
const JSON_START = '{"campo":"';
const FORM_START = "campo=";

const CASES: { name: string; path: string; type: string; prefix: string }[] = [
  { name: "checkout (urlencoded)", path: "/api/checkout", type: "application/x-www-form-urlencoded", prefix: FORM_START },
  {
    name: "checkout (multipart)",
    path: "/api/checkout",
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    prefix: multipartStart,
  },
  { name: "checkout (JSON)", path: "/api/checkout", type: "application/json", prefix: JSON_START },
  { name: "funil (JSON)", path: "/api/funil", type: "application/json", prefix: JSON_START },
  { name: "funil (urlencoded)", path: "/api/funil", type: "application/x-www-form-urlencoded", prefix: FORM_START },
  { name: "webhook local (JSON)", path: "/webhooks/local", type: "application/json", prefix: JSON_START },
  { name: "webhook Stripe (JSON)", path: "/webhooks/stripe", type: "application/json", prefix: JSON_START },
  { name: "pedido do funil (urlencoded)", path: "/plano-sono", type: "application/x-www-form-urlencoded", prefix: FORM_START },
  { name: "login (multipart)", path: "/auth/login", type: `multipart/form-data; boundary=${BOUNDARY}`, prefix: multipartStart },
  { name: "cadastro (urlencoded)", path: "/auth/register", type: "application/x-www-form-urlencoded", prefix: FORM_START },
  {
    name: "pagamento (urlencoded)",
    path: "/pagamento/cs_local_00000000000000000000000000000000",
    type: "application/x-www-form-urlencoded",
    prefix: FORM_START,
  },
  { name: "busca (JSON)", path: "/api/search", type: "application/json", prefix: JSON_START },
  {
    name: "rota inexistente (multipart)",
    path: "/nao-existe",
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    prefix: multipartStart,
  },
];

describe.each(ENGINES)("corpos chunked grandes demais (%s)", (engine) => {
  let server: RunningServer;

  const resources = resourcesForAll();
  beforeAll(async () => {
    server = await resources.start(startOn(engine, { env: { DEMO_PAYMENTS: "true" } }), (s) => s.stop());
  });

  it.each(CASES)("$name: 2 MB chunked → 413 em pt-BR, nunca 500", async ({ path, type, prefix }) => {
    const res = await postChunked(server.url, path, type, 2 * MB, prefix);
    expect(res.status, res.text.slice(0, 300)).toBe(413);
    expect(res.text).toContain("O envio excede o limite de 1 MB.");
  });

  it("the server stays up after the refusals", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
  });

  it("within the limit, a chunked body reaches the route whole (funnel: 400 for invalid JSON, neither 413 nor 500)", async () => {
    const res = await postChunked(server.url, "/api/funil", "application/json", 1000, "{");
    expect(res.status, res.text).toBe(400);
    expect(res.text).toContain("JSON inválido");
  });

  it("the panel keeps the larger limit for the admin: 2 MB chunked pass the limit; 23 MB get 413", async () => {
    const admin = await newAdmin(server.url);
    const cookie = admin.client.cookieHeader();
    const small = await postChunked(
      server.url,
      "/admin/produtos",
      `multipart/form-data; boundary=${BOUNDARY}`,
      2 * MB,
      multipartStart,
      { cookie },
    );
    expect(small.status, small.text.slice(0, 300)).not.toBe(413);
    expect(small.status, small.text.slice(0, 300)).not.toBe(403);
    expect(small.status).toBeLessThan(500);
    const big = await postChunked(
      server.url,
      "/admin/produtos",
      `multipart/form-data; boundary=${BOUNDARY}`,
      23 * MB,
      multipartStart,
      { cookie },
    );
    expect(big.status, big.text.slice(0, 300)).toBe(413);
    expect(big.text).toContain("O envio excede o limite de 22 MB.");
  });
});

/** The server's resident memory (VmRSS of the child process), in MB. */
function rssMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]!;
  return Number(kb) / 1024;
}

/**
 * Waits until the server's RSS holds within 1 MB for a second, at most 15 s: the work a start leaves
 * running (the job queue begins a second after listen; the database thread's first queries) is done,
 * so a measurement below sees what the requests cost, not the start.
 */
async function settled(pid: number): Promise<void> {
  let last = rssMb(pid);
  for (let waited = 0; waited < 15_000; waited += 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = rssMb(pid);
    if (Math.abs(now - last) < 1) return;
    last = now;
  }
}

/** Samples the server's RSS every 10 ms while `work` runs; returns the work's result and the peak growth over the start. */
async function peakGrowth<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  try {
    const result = await work();
    peak = Math.max(peak, rssMb(pid));
    return { result, growthMb: peak - before };
  } finally {
    clearInterval(timer);
  }
}

describe.each(ENGINES)("panel uploads only after the admin is proved (%s)", (engine) => {
  let server: RunningServer;
  let admin: Person;

  const resources = resourcesForAll();
  beforeAll(async () => {
    server = await resources.start(startOn(engine), (s) => s.stop());
    admin = await newAdmin(server.url);
    // Warm the paths once, so the measurements below see steady memory, not first-use allocations.
    await postChunked(server.url, "/admin/produtos", `multipart/form-data; boundary=${BOUNDARY}`, 100 * 1024, multipartStart, {
      resetIsRefusal: true,
    });
    await settled(server.process.pid!);
  }, 60_000);

  for (const declared of [false, true]) {
    it(`ten 20 MB uploads without a session in parallel (${declared ? "with Content-Length" : "chunked"}): refused with 403 before reading, and memory does not move`, async () => {
      const pid = server.process.pid!;
      const { result: answers, growthMb } = await peakGrowth(pid, () =>
        Promise.all(
          Array.from({ length: 10 }, () =>
            postChunked(server.url, "/admin/produtos", `multipart/form-data; boundary=${BOUNDARY}`, 20 * MB, multipartStart, {
              declared,
              resetIsRefusal: true,
            }),
          ),
        ),
      );
      for (const answer of answers) {
        // A 403 in pt-BR, or the connection ended before the client could read it: never accepted, never a 500.
        if (!answer.reset) {
          expect(answer.status, answer.text.slice(0, 300)).toBe(403);
          expect(answer.text).toContain("Entre com a senha do painel para continuar.");
        }
        // Refused long before the 20 MB were sent: the server read at most 64 KB (the rest sat in socket buffers).
        expect(answer.sentBeforeAnswer).toBeLessThan(8 * MB);
      }
      // Before: each chunked upload was read whole (up to 22 MB) before anyone asked who sent it (~200 MB for ten).
      expect(growthMb, `o RSS do servidor cresceu ${growthMb.toFixed(1)} MB`).toBeLessThan(12);
    });
  }

  it("a made-up panel cookie proves nothing: 403 before reading", async () => {
    const forged = await postChunked(
      server.url,
      "/admin/produtos",
      `multipart/form-data; boundary=${BOUNDARY}`,
      20 * MB,
      multipartStart,
      {
        cookie: `lift_admin=${"a".repeat(43)}`,
        resetIsRefusal: true,
      },
    );
    if (!forged.reset) expect(forged.status).toBe(403);
    expect(forged.sentBeforeAnswer).toBeLessThan(8 * MB);
  });

  it("the panel login (a small body, no session) still works", async () => {
    const other = await newAdmin(server.url);
    expect(other.client.cookies.size).toBeGreaterThan(0);
  });

  it("a signed-in admin still uploads a large image (over 1 MB) and the product is created", async () => {
    // Noise does not compress: a PNG of a few MB, re-encoded to WebP by the app.
    const side = 1100;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.byteLength).toBeGreaterThan(2 * MB);
    const form = new FormData();
    form.append("intent", "save");
    form.append("name", `Produto com imagem grande ${engine}`);
    form.append("price", "49,90");
    form.append("category", "Testes");
    form.append("visible", "on");
    form.append("image", new Blob([png], { type: "image/png" }), "grande.png");
    const created = await admin.client.post("/admin/produtos/novo", { form });
    expect(created.status, created.text.slice(0, 300)).toBe(303);
    expect(created.location).toBe("/admin/produtos");
    const list = await admin.client.get("/admin/produtos");
    expect(list.text).toContain(`Produto com imagem grande ${engine}`);
  });
});
