// The embedded database's own thread (decision 041): PGlite opens here, on the
// second core, while the app's thread loads the app, and answers the messages
// of pglite-thread.server.ts. Its transactions are PGlite's own: one is open
// from "begin" to "end", and every other query waits for it inside PGlite.
import { parentPort, workerData } from "node:worker_threads";
import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import { createPglite } from "./pglite.server";
import type { FromThread, ThreadError, ToThread } from "./pglite-thread.server";

const port = parentPort!;
const post = (message: FromThread) => port.postMessage(message);

/** A PostgreSQL error's fields (code, detail, constraint…) survive the trip; an Error's clone keeps only its message. */
function describe(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error))
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  return { name: error.name, message: error.message, fields };
}

/** Values of these types stay text here: their parsers are functions, which run in the app's thread. */
function options(message: { rowMode: "array" | "object"; rawTypes: number[] }): QueryOptions {
  const keep = (value: string) => value;
  return { rowMode: message.rowMode, parsers: Object.fromEntries(message.rawTypes.map((oid) => [oid, keep])) };
}

/** Open transactions by id; `end` names the message its outcome answers, and whether to commit. */
const transactions = new Map<number, { tx: Transaction; end: (reply: number, commit: boolean) => void }>();
const unlisten = new Map<string, () => Promise<void>>();

async function run(pg: PGlite, message: ToThread): Promise<unknown> {
  const on = message.op === "query" || message.op === "exec" ? message.txId : undefined;
  const target = on === undefined ? pg : transactions.get(on)?.tx;
  if (!target) throw new Error("Transação encerrada");
  switch (message.op) {
    case "query":
      return target.query(message.text, message.params, options(message));
    case "exec":
      return target.exec(message.text);
    case "begin":
      return new Promise<number>((began, failed) => {
        const txId = message.id;
        // Set by "end": the message the outcome answers, and whether the app asked to roll back.
        let reply: number | undefined;
        let rollbackAsked = false;
        pg.transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              transactions.set(txId, {
                tx,
                end: (id, ok) => {
                  reply = id;
                  rollbackAsked = !ok;
                  if (ok) commit();
                  else rollback(new Error("ROLLBACK"));
                },
              });
              began(txId);
            }),
        )
          .then(
            () => post({ id: reply!, result: null }),
            (error: unknown) => {
              if (reply === undefined) failed(error instanceof Error ? error : new Error(String(error)));
              // A rollback asked for is an answer, not an error.
              else post(rollbackAsked ? { id: reply, result: null } : { id: reply, error: describe(error) });
            },
          )
          .finally(() => transactions.delete(txId));
      });
    case "end": {
      const open = transactions.get(message.txId);
      if (!open) throw new Error("Transação encerrada");
      open.end(message.id, message.commit);
      return NO_REPLY;
    }
    case "listen":
      unlisten.set(
        message.channel,
        await pg.listen(message.channel, (payload) => post({ op: "notify", channel: message.channel, payload })),
      );
      return null;
    case "unlisten":
      await unlisten.get(message.channel)?.();
      unlisten.delete(message.channel);
      return null;
    case "close":
      await pg.close();
      return null;
  }
}

/** "end" is answered when PGlite has committed or rolled back, by the transaction's own promise above. */
const NO_REPLY = Symbol("no reply");

// Listening from the first moment keeps this thread's event loop busy while PGlite boots. Were it ever
// empty (waiting on WebAssembly compilation holds no handle), Node would drain V8's background work
// before going on, and the optimising compiles PGlite's first queries start would stall this thread
// ~0.1 s right after it opens (measured; decision 041).
const { pgDir } = workerData as { pgDir: string };
const opening = createPglite(pgDir);
port.on("message", (message: ToThread) => {
  opening
    .then((pg) => run(pg, message))
    .then(
      (result) => {
        if (result === NO_REPLY) return;
        post({ id: message.id, result });
        if (message.op === "close") port.close();
      },
      (error: unknown) => post({ id: message.id, error: describe(error) }),
    );
});
opening.then(
  () => post({ op: "ready" }),
  (error: unknown) => {
    post({ op: "failed", error: describe(error) });
    port.close();
  },
);
