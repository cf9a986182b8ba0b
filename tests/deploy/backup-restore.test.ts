// The backup recipe, for real: a database migrated by the release step
// (`--migrate-only`), the production build placing orders on it,
// deploy/backup/backup.sh (with its retention), deploy/backup/restore.sh into a
// fresh database, and the shop started on the restored database: every order
// is there (count and numbers, read through the admin's CSV export and the
// database), and the next order continues the numbering.
import { execFile, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import {
  Client,
  createPostgresDatabase,
  describeWithPostgres,
  type RunningServer,
  startAppServer,
  TEST_ADMIN_PASSWORD,
  TEST_SESSION_SECRET,
  type TestPostgres,
} from "../security/support/app";
import { SERVER_ENTRY } from "../e2e/support/server";
import { catalogOf } from "../security/support/shop";
import { placeOne } from "../resilience/support/shoppers";
import { resourcesForAll } from "../e2e/support/fixtures";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const BACKUP = path.join(ROOT, "deploy", "backup", "backup.sh");
const RESTORE = path.join(ROOT, "deploy", "backup", "restore.sh");
const run = promisify(execFile);

/** pg_dump/pg_restore 15 or newer (they must be at least the server's major version): their folder, "" for PATH, or null. */
function postgresTools(): string | null {
  for (const dir of ["/usr/lib/postgresql/15/bin", ""]) {
    try {
      const out = String(execFileSync(dir ? path.join(dir, "pg_dump") : "pg_dump", ["--version"], { stdio: "pipe" }));
      if (Number(/(\d+)\./.exec(out)?.[1]) >= 15) return dir;
    } catch {
      // not there
    }
  }
  return null;
}

/** `node build/app-server/index.js --migrate-only`, as deploy/compose.yaml's release step runs it. */
function migrateOnly(databaseUrl: string, dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SERVER_ENTRY, "--migrate-only"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: TEST_SESSION_SECRET,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

/** Order numbers of the admin's CSV export (every order: no filter), as the shop shows them. */
async function exportedOrderNumbers(server: RunningServer): Promise<number[]> {
  const admin = new Client(server.url);
  const login = await admin.post("/admin", { form: { intent: "login", password: TEST_ADMIN_PASSWORD } });
  expect(login.status, login.text.slice(0, 200)).toBeOneOf([302, 303]);
  const csv = await admin.get("/admin/pedidos.csv");
  expect(csv.status).toBe(200);
  expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
  return [...csv.text.matchAll(/^(\d+);/gm)].map((m) => Number(m[1])).sort((a, b) => a - b);
}

async function databaseOrderNumbers(pg: TestPostgres): Promise<number[]> {
  const rows = await pg.sql<{ number: number }[]>`SELECT number FROM orders ORDER BY number`;
  return rows.map((r) => r.number);
}

const TOOLS = postgresTools();
const describeBackup = TOOLS === null ? describe.skip : describeWithPostgres;
if (TOOLS === null) console.warn("[backup] IGNORADO: pg_dump/pg_restore 15 não encontrados (apt install postgresql-client-15).");

describeBackup("backup e restauração (deploy/backup)", () => {
  const resources = resourcesForAll();
  const tempDir = (prefix: string) =>
    resources.add(fs.mkdtempSync(path.join(os.tmpdir(), prefix)), (dir) => fs.rmSync(dir, { recursive: true, force: true }));

  it("orders placed in the shop all come back after backup.sh and restore.sh into a new database", async () => {
    const env = { ...process.env, PG_BIN: TOOLS ?? "" };
    const source = await resources.start(createPostgresDatabase("lift_bkp"), (pg) => pg.drop());

    // The release step migrates the empty database; the app then finds nothing to do.
    const migrated = await migrateOnly(source.url, tempDir("lift-migrate-"));
    expect(migrated.code, migrated.output).toBe(0);
    expect(migrated.output).toContain("Migrações aplicadas");
    const journal = JSON.parse(fs.readFileSync(path.join(ROOT, "drizzle", "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    const [applied] = await source.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`;
    expect(applied!.n).toBe(journal.entries.length);

    let shop = await resources.start(startAppServer({ databaseUrl: source.url, trustProxy: true, timeoutMs: 180_000 }), (s) =>
      s.stop("SIGKILL"),
    );
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);
    const { productIds } = await catalogOf(new Client(shop.url));
    const kinds = ["funnel", "checkout", "funnel", "checkout", "funnel", "checkout"] as const;
    const placed = [];
    for (const kind of kinds) placed.push(await placeOne(shop.url, productIds, kind));
    expect(placed.map((p) => `${p.kind}:${p.outcome}`)).toEqual(kinds.map((k) => `${k}:acknowledged`));
    const ours = placed.filter((p) => p.orderNumber !== undefined).map((p) => p.orderNumber!);
    const before = await databaseOrderNumbers(source);
    expect(before.length).toBeGreaterThanOrEqual(kinds.length);
    for (const n of ours) expect(before).toContain(n);
    expect(await exportedOrderNumbers(shop)).toEqual(before);

    const backupDir = tempDir("lift-backups-");
    // Retention: dumps older than BACKUP_RETENTION_DAYS go, younger ones and other files stay.
    const day = 24 * 3600 * 1000;
    const aged = (name: string, days: number) => {
      const file = path.join(backupDir, name);
      fs.writeFileSync(file, "old");
      fs.utimesSync(file, new Date(Date.now() - days * day), new Date(Date.now() - days * day));
      return file;
    };
    const expired = aged("lift-20200101T031500Z.dump", 20);
    const kept = aged("lift-20200102T031500Z.dump", 3);
    const unrelated = aged("notas.txt", 40);

    // Taken while the shop runs, as the nightly job does, started with the usual umask (022: files readable by all).
    const freshDir = path.join(backupDir, "novo");
    const backup = await run("sh", ["-c", 'umask 022 && exec sh "$0"', BACKUP], {
      env: { ...env, DATABASE_URL: source.url, BACKUP_DIR: backupDir, BACKUP_RETENTION_DAYS: "7" },
    });
    const dump = backup.stdout.trim().split("\n").at(-1)!;
    expect(dump).toMatch(/\/lift-\d{8}T\d{6}Z\.dump$/);
    expect(fs.statSync(dump).size).toBeGreaterThan(1000);
    // The dump holds every customer's data: only its owner reads it (umask 077 in the script).
    expect((fs.statSync(dump).mode & 0o777).toString(8), "modo do dump").toBe("600");
    // A backup folder the script creates is its owner's alone too.
    const second = await run("sh", ["-c", 'umask 022 && exec sh "$0"', BACKUP], {
      env: { ...env, DATABASE_URL: source.url, BACKUP_DIR: freshDir, BACKUP_RETENTION_DAYS: "7" },
    });
    expect((fs.statSync(freshDir).mode & 0o777).toString(8), "modo da pasta").toBe("700");
    const secondDump = second.stdout.trim().split("\n").at(-1)!;
    expect((fs.statSync(secondDump).mode & 0o777).toString(8)).toBe("600");
    expect(fs.existsSync(expired), "dump de 20 dias removido").toBe(false);
    expect(fs.existsSync(kept), "dump de 3 dias mantido").toBe(true);
    expect(fs.existsSync(unrelated), "outros arquivos intocados").toBe(true);
    expect(fs.readdirSync(backupDir).filter((f) => f.endsWith(".partial"))).toEqual([]);
    await shop.stop();

    // restore.sh refuses a database that is not empty (it never restores over live data).
    const refused = await run("sh", [RESTORE, dump, source.url], { env }).catch((e: { code: number; stderr: string }) => e);
    expect("code" in refused && refused.code).toBe(1);
    expect((refused as { stderr: string }).stderr).toContain("not empty");

    const target = await resources.start(createPostgresDatabase("lift_rst"), (pg) => pg.drop());
    const restored = await run("sh", [RESTORE, dump, target.url], { env });
    expect(restored.stderr).toContain(`${before.length} orders`);
    expect(await databaseOrderNumbers(target)).toEqual(before);

    shop = await resources.start(startAppServer({ databaseUrl: target.url, trustProxy: true, timeoutMs: 180_000 }), (s) =>
      s.stop("SIGKILL"),
    );
    const ready = await fetch(`${shop.url}/readyz`);
    expect(ready.status, await ready.text()).toBe(200);
    expect(await exportedOrderNumbers(shop)).toEqual(before);
    // The numbering (an identity sequence) was restored too: the next order does not collide.
    const next = await placeOne(shop.url, productIds, "checkout");
    expect(next.outcome).toBe("acknowledged");
    expect(next.orderNumber).toBeGreaterThan(Math.max(...before));
    console.log(
      `[backup] ${before.length} pedidos (${ours.length} números conferidos da loja), dump de ${fs.statSync(dump).size} bytes restaurado num banco novo; próximo pedido #${next.orderNumber}`,
    );
    expect(await shop.stop()).toBe(0);
  });
});
