// PostgreSQL restarts while shoppers are ordering: the app (not restarted)
// reconnects by itself, every acknowledged order is in the database whole,
// and the LISTEN connection of live updates is subscribed again (a product
// change after the restart still reaches an open /events stream).
// Needs TEST_DATABASE_URL on this machine and permission to run
// `pg_ctlcluster --skip-systemctl-redirect <version> <cluster> restart` (root in CI);
// SKIP_POSTGRES_RESTART=1 skips it on a PostgreSQL shared with other work.
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import {
  Client,
  createPostgresDatabase,
  describeWithPostgres,
  nextIp,
  type RunningServer,
  startAppServer,
  TEST_DATABASE_URL,
  type TestPostgres,
} from "../security/support/app";
import { newAdmin, type Person } from "../security/support/identities";
import { catalogOf } from "../security/support/shop";
import { type Placed, placeOne, readOrdersPostgres, verify } from "./support/shoppers";
import { resourcesForAll } from "../e2e/support/fixtures";

/** The local cluster serving TEST_DATABASE_URL, when this process may restart it; else why not. */
function restartableCluster(): { version: string; name: string } | string {
  if (!TEST_DATABASE_URL) return "TEST_DATABASE_URL ausente";
  if (process.env.SKIP_POSTGRES_RESTART)
    return "SKIP_POSTGRES_RESTART definido (o PostgreSQL é compartilhado com outras pessoas)";
  const url = new URL(TEST_DATABASE_URL);
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(url.hostname))
    return `o PostgreSQL (${url.hostname}) não é desta máquina`;
  if (process.getuid?.() !== 0) return "reiniciar o PostgreSQL exige root (pg_ctlcluster); rode como root, como no CI";
  let listing: string;
  try {
    listing = execFileSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" });
  } catch {
    return "pg_lsclusters indisponível";
  }
  const port = url.port || "5432";
  for (const line of listing.split("\n")) {
    const [version, name, clusterPort, status] = line.trim().split(/\s+/);
    if (clusterPort === port && status === "online") return { version: version!, name: name! };
  }
  return `nenhum cluster local online na porta ${port}`;
}

const cluster = restartableCluster();
if (typeof cluster === "string") console.warn(`[reinício do PostgreSQL] IGNORADO: ${cluster}`);

/** Reads an /events stream, keeping the events it sends. */
async function openEvents(base: string) {
  const controller = new AbortController();
  const events: string[] = [];
  const res = await fetch(`${base}/events?topics=products`, { signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        events.push(
          ...decoder
            .decode(value)
            .split("\n")
            .filter((l) => l.startsWith("data:")),
        );
      }
    } catch {
      // aborted
    }
  })();
  return { events, close: () => controller.abort() };
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

const describeRestart =
  typeof cluster === "string"
    ? (name: string, body: () => void) => describe.skip(`${name} — IGNORADO: ${cluster}`, body)
    : describeWithPostgres;

describeRestart("PostgreSQL reiniciado durante o tráfego", () => {
  let pg: TestPostgres;
  let server: RunningServer;
  let admin: Person;
  let productIds: number[];

  const resources = resourcesForAll();
  beforeAll(async () => {
    pg = await resources.start(createPostgresDatabase("lift_res"), (pg) => pg.drop());
    server = await resources.start(startAppServer({ databaseUrl: pg.url, trustProxy: true }), (s) => s.stop());
    admin = await newAdmin(server.url, true);
    productIds = (await catalogOf(new Client(server.url))).productIds;
  });

  it("the app reconnects by itself, loses no confirmed order and listens on LISTEN again", async () => {
    if (typeof cluster === "string") return;
    const pid = server.process.pid;
    const stream = await openEvents(server.url);
    const touch = async (name: string) => {
      const res = await admin.client.post(`/admin/produtos/${productIds[0]}`, {
        form: { intent: "save", name, price: "49,90", visible: "on" },
      });
      return res.status;
    };
    expect(await touch("Produto Antes do Reinício")).toBe(303);
    expect(
      await waitFor(() => stream.events.some((e) => e.includes('"topic":"products"')), 5_000),
      "evento ao vivo antes do reinício",
    ).toBe(true);

    const placed: Placed[] = [];
    const pages: Array<{ at: number; ok: boolean }> = [];
    let stop = false;
    const started = Date.now();
    const shoppers = Array.from({ length: 6 }, async (_, w) => {
      while (!stop) {
        const p = await placeOne(server.url, productIds, w % 2 ? "funnel" : "checkout");
        placed.push(p);
        pages.push({ at: Date.now() - started, ok: p.outcome === "acknowledged" });
        const page = await new Client(server.url, nextIp())
          .get(w % 2 ? "/loja" : "/api/search?q=lift")
          .catch(() => ({ status: 0 }));
        pages.push({ at: Date.now() - started, ok: page.status === 200 });
        if (p.outcome !== "acknowledged") await new Promise((r) => setTimeout(r, 200));
      }
    });

    await new Promise((r) => setTimeout(r, 1_500));
    const restartAt = Date.now() - started;
    execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster.version, cluster.name, "restart"], { stdio: "ignore" });
    const backAt = Date.now() - started;
    await new Promise((r) => setTimeout(r, 12_000));
    stop = true;
    await Promise.all(shoppers);

    const failures = pages.filter((p) => !p.ok);
    const lastFailure = failures.length ? Math.max(...failures.map((f) => f.at)) : restartAt;
    const recovery = lastFailure - backAt;
    console.log(
      `[reinício do PostgreSQL] reinício em ${restartAt} ms, de volta em ${backAt} ms; ${pages.length} requisições, ${failures.length} falharam, ` +
        `a última falha ${Math.max(0, recovery)} ms depois de o PostgreSQL voltar`,
    );
    // Failures only around the restart; afterwards everything works, without restarting the app.
    expect(recovery, "o app ainda falhava muito depois de o PostgreSQL voltar").toBeLessThan(5_000);
    expect(pages.filter((p) => p.at > backAt + 5_000).length).toBeGreaterThan(10);
    expect(server.process.exitCode).toBeNull();
    expect(server.process.pid).toBe(pid);
    expect((await new Client(server.url).get("/healthz")).status).toBe(200);

    const verdict = verify(placed, await readOrdersPostgres(pg.sql));
    console.log(
      `[reinício do PostgreSQL] confirmados: ${verdict.acknowledged}, encontrados: ${verdict.found}, sem resposta: ${verdict.unknown}; problemas: ${verdict.problems.length}`,
    );
    expect(verdict.problems).toEqual([]);
    expect(verdict.found).toBe(verdict.acknowledged);

    // LISTEN again: a change made now reaches the stream opened before the restart.
    const before = stream.events.length;
    expect(await touch("Produto Depois do Reinício")).toBe(303);
    const heard = await waitFor(() => stream.events.slice(before).some((e) => e.includes('"topic":"products"')), 10_000);
    stream.close();
    expect(heard, "o LISTEN não voltou depois do reinício do PostgreSQL").toBe(true);
    // And the page cache was invalidated by it: the store shows the new name.
    expect((await new Client(server.url).get(`/produto/${productIds[0]}`)).text).toContain("Produto Depois do Reinício");
  });
});
