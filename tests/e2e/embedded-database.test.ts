// The embedded database on its own thread (decision 041), as the production
// server runs it: the built entry (build/app-server/index.js) started as a
// worker. Whatever the app asks of it must come back as PGlite in the app's own
// thread answers: rows and their types, errors and their codes, transactions,
// notifications, and the data directory's lock.
import { sql } from "drizzle-orm";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPglite,
  type DatabaseHandle,
  isUniqueViolation,
  openDatabase,
  postgresErrorCode,
  rowsOf,
  wrapPglite,
} from "~/db/client.server";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "~/db/embedded.server";
import { DataDirLockedError } from "~/db/lock.server";
import { SERVER_ENTRY, tempDataDir } from "./support/server";

const ENTRY = pathToFileURL(SERVER_ENTRY);
const exits: Error[] = [];
let dataDir: string;
let embedded: EmbeddedDatabase;
let threaded: DatabaseHandle;
let inThread: DatabaseHandle;

const SCRATCH = sql.raw(`
  CREATE TABLE scratch (
    id serial PRIMARY KEY,
    code text UNIQUE NOT NULL,
    at timestamptz NOT NULL,
    day date,
    amount numeric(12, 2),
    big bigint,
    tags text[],
    doc jsonb,
    raw bytea,
    every interval
  )`);
const ROWS = sql.raw(`
  INSERT INTO scratch (code, at, day, amount, big, tags, doc, raw, every) VALUES
    ('a', '2026-11-29 10:00:00+00', '2026-11-29', 12.5, 9007199254740993, '{x,"y z"}', '{"k": [1, null, "v"]}', '\\x00ff', '1 day 2 hours'),
    ('b', '2026-01-01 00:00:00-03', NULL, NULL, NULL, NULL, NULL, NULL, NULL)`);

beforeAll(async () => {
  dataDir = tempDataDir();
  embedded = startEmbeddedDatabase(dataDir, ENTRY, (error) => exits.push(error));
  threaded = await openDatabase({ dataDir, embedded });
  inThread = wrapPglite(await createPglite());
  for (const handle of [threaded, inThread]) {
    await handle.db.execute(SCRATCH);
    await handle.db.execute(ROWS);
  }
}, 120_000);

afterAll(async () => {
  await threaded?.close();
  await inThread?.close();
});

describe("the embedded database on its own thread", () => {
  it("opens DATA_DIR/pgdata and applies the committed migrations", async () => {
    const tables = rowsOf<{ n: number }>(
      await threaded.db.execute(
        sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('orders', 'products', 'customers')`,
      ),
    );
    expect(tables[0]!.n).toBe(3);
    expect(threaded.kind).toBe("pglite");
  });

  it("answers every type as PGlite in this thread does (timestamps, dates, numeric, bigint, arrays, json, bytea, intervals)", async () => {
    const query = sql`SELECT * FROM scratch ORDER BY code`;
    const there = rowsOf(await threaded.db.execute(query));
    const here = rowsOf(await inThread.db.execute(query));
    expect(there).toHaveLength(2);
    expect(there).toEqual(here);
    // Drizzle keeps timestamps as PostgreSQL's text: the parser it gives PGlite ran, in this thread.
    expect(typeof there[0]!.at).toBe("string");
    expect(there[0]!.raw).toBeInstanceOf(Uint8Array);
  });

  it("commits a transaction's writes together, and a failed one leaves nothing", async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO scratch (code, at) VALUES ('t1', now())`);
      await tx.execute(sql`INSERT INTO scratch (code, at) VALUES ('t2', now())`);
    });
    await expect(
      threaded.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO scratch (code, at) VALUES ('t3', now())`);
        await tx.execute(sql`INSERT INTO scratch (code, at) VALUES ('t1', now())`); // duplicate code
      }),
    ).rejects.toThrow();
    const codes = rowsOf<{ code: string }>(
      await threaded.db.execute(sql`SELECT code FROM scratch WHERE code LIKE 't%' ORDER BY code`),
    );
    expect(codes.map((r) => r.code)).toEqual(["t1", "t2"]);
  });

  it("rolls back to a savepoint in a nested transaction and keeps the rest", async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO scratch (code, at) VALUES ('n1', now())`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO scratch (code, at) VALUES ('n2', now())`);
          throw new Error("desfaz só o de dentro");
        })
        .catch(() => {});
    });
    const codes = rowsOf<{ code: string }>(await threaded.db.execute(sql`SELECT code FROM scratch WHERE code LIKE 'n%'`));
    expect(codes.map((r) => r.code)).toEqual(["n1"]);
  });

  it("a query from outside an open transaction waits for it and sees only what it committed", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = threaded.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO scratch (code, at) VALUES ('w1', now())`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    let answered = false;
    const reading = threaded.db.execute(sql`SELECT count(*)::int AS n FROM scratch WHERE code = 'w1'`).then((r) => {
      answered = true;
      return rowsOf<{ n: number }>(r)[0]!.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    await writing;
    expect(await reading).toBe(1);
  });

  it("errors keep PostgreSQL's code and fields, so a duplicate is told apart from a failure", async () => {
    const error = await threaded.db.execute(sql`INSERT INTO scratch (code, at) VALUES ('a', now())`).catch((e: unknown) => e);
    expect(postgresErrorCode(error)).toBe("23505");
    expect(isUniqueViolation(error)).toBe(true);
    const cause = (error as { cause?: { constraint?: string; message: string } }).cause;
    expect(cause?.constraint).toBe("scratch_code_key");
    expect(cause?.message).toMatch(/duplicate key/);
    // The connection is usable after an error, inside or outside a transaction.
    const n = rowsOf<{ n: number }>(await threaded.db.execute(sql`SELECT 1::int AS n`));
    expect(n[0]!.n).toBe(1);
  });

  it("delivers NOTIFY to each listener of the channel until it stops listening", async () => {
    const heard: string[] = [];
    const stop = await threaded.listen("canal_teste", (payload) => heard.push(payload));
    await threaded.db.execute(sql`SELECT pg_notify('canal_teste', 'primeiro')`);
    await expect.poll(() => heard).toEqual(["primeiro"]);
    await stop();
    await threaded.db.execute(sql`SELECT pg_notify('canal_teste', 'segundo')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(["primeiro"]);
  });

  it("holds DATA_DIR's lock: a second start on it is refused while the first is open", () => {
    expect(() => startEmbeddedDatabase(dataDir, ENTRY, () => {})).toThrow(DataDirLockedError);
  });

  it("closes cleanly: the lock is released, later queries fail, and closing is not a crash", async () => {
    await threaded.close();
    await expect(threaded.db.execute(sql`SELECT 1`)).rejects.toThrow();
    expect(exits).toEqual([]);
    // The same directory opens again, with what was committed.
    const again = startEmbeddedDatabase(dataDir, ENTRY, (error) => exits.push(error));
    threaded = await openDatabase({ dataDir, embedded: again });
    const codes = rowsOf<{ code: string }>(await threaded.db.execute(sql`SELECT code FROM scratch ORDER BY code`));
    expect(codes.map((r) => r.code)).toEqual(["a", "b", "n1", "t1", "t2", "w1"]);
  }, 60_000);
});
