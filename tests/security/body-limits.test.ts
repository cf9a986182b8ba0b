// Limits never turn into 500s: a body sent with Transfer-Encoding: chunked (no
// Content-Length, so nothing can be refused before reading) that passes the
// limit is answered 413 with a pt-BR message on every endpoint, whatever its
// type (JSON, urlencoded, multipart). Before, the counting stream failed inside
// the route: /api/funil and /webhooks/local answered 500, the checkout 400.
import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES, type RunningServer, startOn } from "./support/app";
import { resourcesForAll } from "../e2e/support/fixtures";

const MB = 1024 * 1024;

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** POSTs `size` bytes in 64 KB chunks with Transfer-Encoding: chunked (never a Content-Length). */
function postChunked(base: string, path: string, contentType: string, size: number, prefix = ""): Promise<Raw> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: "POST",
        headers: { "Content-Type": contentType, "Transfer-Encoding": "chunked", Origin: base },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    // The server may answer (and close) before the whole body is sent: the answer is what counts.
    req.on("error", (error) => (answered ? undefined : reject(error)));
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
      if (!req.destroyed) req.end();
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

  it("o servidor continua de pé depois das recusas", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
  });

  it("dentro do limite, um corpo chunked chega inteiro à rota (funil: 400 por JSON inválido, não 413 nem 500)", async () => {
    const res = await postChunked(server.url, "/api/funil", "application/json", 1000, "{");
    expect(res.status, res.text).toBe(400);
    expect(res.text).toContain("JSON inválido");
  });

  it("o painel mantém o limite maior: 2 MB chunked passa pelo limite; 23 MB recebem 413", async () => {
    const small = await postChunked(
      server.url,
      "/admin/produtos",
      `multipart/form-data; boundary=${BOUNDARY}`,
      2 * MB,
      multipartStart,
    );
    expect(small.status, small.text.slice(0, 300)).not.toBe(413);
    expect(small.status).toBeLessThan(500);
    const big = await postChunked(
      server.url,
      "/admin/produtos",
      `multipart/form-data; boundary=${BOUNDARY}`,
      23 * MB,
      multipartStart,
    );
    expect(big.status, big.text.slice(0, 300)).toBe(413);
    expect(big.text).toContain("O envio excede o limite de 22 MB.");
  });
});
