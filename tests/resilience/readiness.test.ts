// Readiness is not liveness (server/readiness.ts, server/lifecycle.ts): /readyz
// answers 503 from the moment SIGTERM arrives while /healthz stays 200 and a
// slow request in flight still gets its answer; with SHUTDOWN_DELAY_MS the
// listener stays open that long (a balancer polling /readyz takes the process
// out), each answer closing its connection, then closes. On PostgreSQL: 503
// while the database is unreachable (cut by a TCP relay between the app and
// PostgreSQL) or missing a migration this build ships, 200 again once it is back.
import http from "node:http";
import net from "node:net";
import { describe, expect, it } from "vitest";
import {
  createPostgresDatabase,
  describeWithPostgres,
  type RunningServer,
  startAppServer,
  TEST_DATABASE_URL,
} from "../security/support/app";
import { type FakeCep, startFakeCep } from "../security/support/fake-cep";
import { resourcesForAll } from "../e2e/support/fixtures";

/** One GET on a new keep-alive connection (as a balancer's pool opens them), with the Connection header the server answered. */
function get(url: string): Promise<{ status: number; body: string; connection: string | undefined }> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    const req = http.get(url, { agent, timeout: 5_000 }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error("timeout")));
  }).finally(() => agent.destroy());
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("/readyz ao encerrar", () => {
  const resources = resourcesForAll();

  it("SIGTERM: /readyz 503 at once, /healthz 200, a slow request finishes; the listener closes after SHUTDOWN_DELAY_MS", async () => {
    const cep: FakeCep = await resources.start(startFakeCep(), (c) => c.close());
    const server: RunningServer = await resources.start(
      startAppServer({ env: { CEP_API_URL: cep.url, SHUTDOWN_DELAY_MS: "1500" } }),
      (s) => s.stop("SIGKILL"),
    );
    const ready = await get(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ ok: true });
    expect(ready.connection).toBe("keep-alive");

    cep.delayMs = 2_500;
    const lookup = fetch(`${server.url}/api/cep/01001000`).then(async (r) => ({ status: r.status, body: await r.text() }));
    await sleep(300);
    expect(cep.requests).toBe(1);

    const termAt = Date.now();
    server.process.kill("SIGTERM");
    await sleep(200);
    // Draining: still listening, but "do not send me traffic"; alive all the same.
    const draining = await get(`${server.url}/readyz`);
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.body)).toEqual({ ok: false, reason: "draining" });
    const alive = await get(`${server.url}/healthz`);
    expect(alive.status).toBe(200);
    // Every answer now closes its connection: a balancer's pooled connections end before the listener does.
    expect(alive.connection).toBe("close");
    expect(Date.now() - termAt).toBeLessThan(1_500);

    // After the delay the listener is closed: new connections are refused while the lookup is still in flight.
    await sleep(Math.max(0, termAt + 1_900 - Date.now()));
    await expect(get(`${server.url}/healthz`)).rejects.toThrow();
    const looked = await lookup;
    expect(looked.status).toBe(200);
    expect(looked.body).toContain("São Paulo");

    const code = await server.stop();
    const total = Date.now() - termAt;
    console.log(`[readyz] 503 durante a espera de 1500 ms; requisição lenta concluída; saída ${code} ${total} ms após o SIGTERM`);
    expect(code).toBe(0);
    expect(total).toBeGreaterThanOrEqual(1_500);
    expect(total).toBeLessThan(6_000);
  });
});

/** A TCP relay to PostgreSQL that can be cut (connections dropped, new ones refused) and restored on the same port. */
async function startRelay(
  target: URL,
): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const cut = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  return {
    port,
    cut,
    restore: () => listen(port),
    close: async () => {
      if (server.listening) await cut();
    },
  };
}

async function waitForStatus(url: string, status: number, ms = 10_000): Promise<{ status: number; body: string }> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await get(url).catch(() => ({ status: 0, body: "" }));
    if (res.status === status || Date.now() > deadline) return res;
    await sleep(200);
  }
}

describeWithPostgres("/readyz e o banco (PostgreSQL)", () => {
  const resources = resourcesForAll();

  it("503 with the database unreachable or missing a migration of this build; 200 when it is back", async () => {
    const pg = await resources.start(createPostgresDatabase("lift_ready"), (p) => p.drop());
    const relay = await resources.start(startRelay(new URL(TEST_DATABASE_URL)), (r) => r.close());
    const viaRelay = new URL(pg.url);
    viaRelay.hostname = "127.0.0.1";
    viaRelay.port = String(relay.port);
    const server = await resources.start(startAppServer({ databaseUrl: viaRelay.toString(), timeoutMs: 180_000 }), (s) =>
      s.stop("SIGKILL"),
    );
    expect((await get(`${server.url}/readyz`)).status).toBe(200);

    await relay.cut();
    const cutAt = Date.now();
    const down = await waitForStatus(`${server.url}/readyz`, 503);
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toEqual({ ok: false, reason: "database" });
    const downMs = Date.now() - cutAt;
    // Liveness does not depend on the database: nobody restarts a healthy process for an outage.
    expect((await get(`${server.url}/healthz`)).status).toBe(200);

    await relay.restore();
    const back = await waitForStatus(`${server.url}/readyz`, 200, 30_000);
    expect(back.status, back.body).toBe(200);

    // A database behind this build (its release step did not run): not ready.
    const [latest] = await pg.sql<{ id: number; hash: string; created_at: string }[]>`
      DELETE FROM drizzle.__drizzle_migrations
      WHERE id = (SELECT id FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1)
      RETURNING id, hash, created_at`;
    const behind = await get(`${server.url}/readyz`);
    expect(behind.status).toBe(503);
    expect(JSON.parse(behind.body)).toEqual({ ok: false, reason: "migrations" });
    await pg.sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${latest!.id}, ${latest!.hash}, ${latest!.created_at})`;
    expect((await get(`${server.url}/readyz`)).status).toBe(200);
    console.log(`[readyz] banco cortado: 503 em ${downMs} ms; de volta: 200; migração faltando: 503`);

    expect(await server.stop()).toBe(0);
  });
});
