// Migration 0009 on both engines: phones stored the old ways (digits with or
// without 55, masked, the old 8-digit mobile form) on orders, customers and
// blocks become the canonical E.164 of app/lib/phone.ts, so an old row and a
// new order (or a block) compare equal.
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { canonicalPhone } from "~/lib/phone";
import { itMigratesOnEveryEngine, migrationsUpTo, type MigrateTo } from "../../tests/support/migrations";
import { type DatabaseHandle, migrationsFolder, rowsOf } from "./client.server";

const TYPED = {
  a: "11987654321",
  b: "5511987654321",
  c: "(21) 99876-5432",
  d: "3187654321", // the old mobile form: gets its 9
  e: "1133334444", // a landline stays 8 digits
  f: "", // none
  g: "123", // not a phone: left as it was
};

async function checkMigration(handle: DatabaseHandle, migrateTo: MigrateTo) {
  await migrateTo(migrationsUpTo("0008_order_operations"));
  const entries = Object.entries(TYPED);
  for (const [key, phone] of entries) {
    const id = `00000000-0000-4000-8000-00000000000${entries.findIndex(([k]) => k === key) + 1}`;
    await handle.db.execute(
      sql`INSERT INTO customers (id, name, email, phone) VALUES (${id}, ${key}, ${`${key}@example.com`}, ${phone})`,
    );
    await handle.db.execute(sql`
      INSERT INTO orders (customer_id, total_cents, delivery_address, source, customer_phone, customer_cpf)
      VALUES (${id}, 100, 'Rua A, 1', 'funnel', ${phone}, ${key === "a" ? "529.982.247-25" : null})`);
  }
  await handle.db.execute(sql`
    INSERT INTO blocked_buyers (kind, value, reason, blocked_by) VALUES
      ('phone', '11987654321', 'primeiro', 'admin'),
      ('phone', '5511987654321', 'o mesmo, com 55', 'admin'),
      ('phone', '1187654321', 'o mesmo, sem o 9', 'admin'),
      ('phone', '3187654321', 'outro', 'admin'),
      ('phone', '87654321', 'sem DDD: nunca casou com pedido', 'admin'),
      ('cpf', '52998224725', 'golpe', 'admin')`);
  await migrateTo(migrationsFolder());

  const orders = rowsOf<{ phone: string; cpf: string | null }>(
    await handle.db.execute(sql`SELECT customer_phone AS phone, customer_cpf AS cpf FROM orders ORDER BY number`),
  );
  const customers = rowsOf<{ name: string; phone: string }>(await handle.db.execute(sql`SELECT name, phone FROM customers`));
  const expected = {
    a: "+5511987654321",
    b: "+5511987654321",
    c: "+5521998765432",
    d: "+5531987654321",
    e: "+551133334444",
    f: "",
    g: "123",
  };
  expect(orders.map((o) => o.phone)).toEqual(Object.values(expected));
  expect(Object.fromEntries(customers.map((c) => [c.name, c.phone]))).toEqual(expected);
  // The SQL and the app agree.
  for (const [key, phone] of entries)
    if (canonicalPhone(phone)) expect(expected[key as keyof typeof expected]).toBe(canonicalPhone(phone));
  expect(orders[0]!.cpf).toBe("52998224725");

  const blocks = rowsOf<{ kind: string; value: string; reason: string }>(
    await handle.db.execute(sql`SELECT kind, value, reason FROM blocked_buyers ORDER BY id`),
  );
  expect(blocks).toEqual([
    { kind: "phone", value: "+5511987654321", reason: "primeiro" },
    { kind: "phone", value: "+5531987654321", reason: "outro" },
    { kind: "cpf", value: "52998224725", reason: "golpe" },
  ]);
  // From now on only the canonical forms go in.
  await expect(
    handle.db.execute(
      sql`INSERT INTO blocked_buyers (kind, value, reason, blocked_by) VALUES ('phone', '21998765432', 'x', 'admin')`,
    ),
  ).rejects.toThrow();
}

describe("migration 0009: phones in one canonical form", () => {
  itMigratesOnEveryEngine("rewrites the phones of orders, customers and blocks to E.164", checkMigration);
});
