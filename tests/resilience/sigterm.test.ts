// SIGTERM drains: requests already in flight (a slow address lookup, an order
// whose body is still being uploaded) complete with their answers, new
// connections are refused, and the process exits 0 with its lock released.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Client, type RunningServer, startAppServer } from "../security/support/app";
import { type FakeCep, startFakeCep } from "../security/support/fake-cep";
import { catalogOf, orderForm } from "../security/support/shop";
import { resourcesForAll } from "../e2e/support/fixtures";

/** A POST whose body trickles in: half now, the rest after `pauseMs`. */
function slowPost(url: string, path: string, body: string, pauseMs: number): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(path, url);
    const req = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body), Origin: url },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      },
    );
    req.on("error", reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    setTimeout(() => req.end(body.slice(half)), pauseMs);
  });
}

describe("SIGTERM waits for the requests under way", () => {
  let server: RunningServer | undefined;
  let cep: FakeCep | undefined;

  const resources = resourcesForAll();
  it("a slow query and a request still being sent finish; then the process exits with 0", async () => {
    cep = await resources.start(startFakeCep(), (c) => c.close());
    server = await resources.start(startAppServer({ env: { CEP_API_URL: cep.url } }), (s) => s.stop("SIGKILL"));
    const productId = (await catalogOf(new Client(server.url))).productIds[0]!;
    cep.delayMs = 2_500;

    const lookup = fetch(`${server.url}/api/cep/01001000`).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { localidade?: string; city?: string },
    }));
    const order = slowPost(server.url, "/api/pedidos", new URLSearchParams(orderForm(productId)).toString(), 2_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(cep.requests).toBe(1);

    const termAt = Date.now();
    server.process.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    // New connections are no longer accepted while the old ones finish.
    await expect(fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();

    const [looked, placed] = await Promise.all([lookup, order]);
    const answeredAt = Date.now();
    expect(looked.status).toBe(200);
    expect(JSON.stringify(looked.body)).toContain("São Paulo");
    expect(placed.status).toBe(303);
    expect(placed.location).toBe("/pedido-confirmado");

    const code = await server.stop();
    const drainedMs = Date.now() - termAt;
    console.log(
      `[SIGTERM] 2 requisições em andamento concluídas; processo saiu com ${code} ${drainedMs} ms após o sinal (${Date.now() - answeredAt} ms após a última resposta)`,
    );
    expect(code).toBe(0);
    // Idle keep-alive connections do not hold the exit back.
    expect(Date.now() - answeredAt).toBeLessThan(3_000);
    expect(fs.existsSync(path.join(server.dataDir, "server.lock"))).toBe(false);

    // The order that was being uploaded during SIGTERM is there after a restart.
    const dataDir = server.dataDir;
    server = await resources.start(startAppServer({ dataDir }), (s) => s.stop("SIGKILL"));
    const admin = new Client(server.url);
    await admin.post("/admin", { form: { intent: "login", password: "senha-do-painel-e2e" } });
    const panel = await admin.get("/admin/pedidos");
    expect(panel.text).toContain("Maria da Silva");
  });
});
