// One writer per order (issue 35): after placement, an order's row and its
// history (order_events) change only in order-status.server.ts, whoever asks.
// This reads the source of app/ and server/ and fails when another module
// writes either table: through Drizzle or in raw SQL.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..", "..", "..");
const WRITER = "app/domain/orders/lifecycle/order-status.server.ts";
/** Placement creates orders (one statement per batch, decision 021): inserts only. */
const CREATES_ORDERS = "app/domain/orders/placement/order-batch-writer.server.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Every way a module can write `orders` or `order_events`, with what it writes. */
const WRITES: { pattern: RegExp; table: "orders" | "order_events"; insert: boolean }[] = [
  { pattern: /\.(update|delete)\(\s*orders\s*\)/, table: "orders", insert: false },
  { pattern: /\.insert\(\s*orders\s*\)|insertAsJson\(\s*orders\b/, table: "orders", insert: true },
  {
    pattern: /\.(update|delete|insert)\(\s*orderEvents\s*\)|insertAsJson\(\s*orderEvents\b/,
    table: "order_events",
    insert: false,
  },
  { pattern: /\b(UPDATE|DELETE\s+FROM)\s+"?orders"?\b|\bUPDATE\s+\$\{\s*orders\s*\}/i, table: "orders", insert: false },
  { pattern: /\bINSERT\s+INTO\s+"?orders"?[\s(]/i, table: "orders", insert: true },
  {
    pattern: /\b(UPDATE|DELETE\s+FROM|INSERT\s+INTO)\s+("?order_events"?\b|\$\{\s*orderEvents\s*\})/i,
    table: "order_events",
    insert: false,
  },
];

function writersIn(file: string, text: string): string[] {
  const found: string[] = [];
  for (const { pattern, table, insert } of WRITES) {
    if (!pattern.test(text)) continue;
    if (file === WRITER) continue;
    if (insert && file === CREATES_ORDERS) continue;
    found.push(`${file} writes ${table}`);
  }
  return found;
}

describe("the order's one writer", () => {
  it("is the only module that writes orders or order_events (placement only inserts new orders)", () => {
    const offenders = [...sourceFiles("app"), ...sourceFiles("server")].flatMap((file) =>
      writersIn(file, readFileSync(path.join(root, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("recognises each way of writing (so the scan above can fail)", () => {
    const samples = [
      "await tx.update(orders).set({ status: 'paid' })",
      "await db.delete(orders).where(x)",
      "await tx.insert(orderEvents).values(e)",
      "await tx.update(orderEvents).set(e)",
      "sql`UPDATE orders SET payment_status = 'paid'`",
      'sql`UPDATE "orders" SET status = ${s}`',
      "sql`UPDATE ${orders} SET status = 'x'`",
      "sql`INSERT INTO order_events (order_id) VALUES (1)`",
      "sql`DELETE FROM order_events WHERE true`",
    ];
    for (const text of samples) expect(writersIn("app/domain/somewhere.server.ts", text), text).not.toEqual([]);
    expect(writersIn(CREATES_ORDERS, "insertAsJson(orders, COLUMNS, rows)")).toEqual([]);
    expect(writersIn(CREATES_ORDERS, "await tx.update(orders).set({})")).not.toEqual([]);
    expect(writersIn(WRITER, "await tx.update(orders).set({})")).toEqual([]);
    expect(writersIn("app/domain/x.server.ts", "db.select().from(orders).where(eq(orders.status, 'new'))")).toEqual([]);
  });
});
