// Migration 0006 on both engines: a database at 0005 with orders placed the old
// way (details only on the customer row, the address joined in delivery_address)
// is migrated, and each order gets its own copy without losing anything.
// Checked as 0006 left the rows (up to 0008): 0009 then rewrites phones (phone-migration.test.ts).
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { itMigratesOnEveryEngine, migrationsUpTo, type MigrateTo } from "../../tests/support/migrations";
import { type DatabaseHandle, rowsOf } from "./client.server";

const OLD_CUSTOMERS = sql`
  INSERT INTO customers (id, name, email, cpf, phone, address, city, state, postal_code) VALUES
    ('00000000-0000-4000-8000-000000000001', 'Maria da Silva', 'maria@example.com', '52998224725', '11987654321',
     'Avenida Paulista, 1000 - Apto 12 - Bela Vista', 'São Paulo', 'SP', '01310100'),
    ('00000000-0000-4000-8000-000000000002', 'João Pereira', 'joao@example.com', NULL, '21998765432',
     'Avenida Rio Branco, 1 - Centro', 'Rio de Janeiro', 'RJ', '20040020'),
    ('00000000-0000-4000-8000-000000000003', 'Caio Lima', NULL, '11144477735', '31999998888',
     'Rua da Bahia, 55 - Centro', 'Belo Horizonte', 'MG', '30160011'),
    ('00000000-0000-4000-8000-000000000004', 'Rita Souza', 'rita@example.com', NULL, '',
     'Rua Nova, 7', 'Curitiba', 'PR', '80010000')`;
const OLD_ORDERS = sql`
  INSERT INTO orders (id, customer_id, total_cents, delivery_address, source, idempotency_key) VALUES
    -- a plan-form order with a complement
    ('10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001', 14700,
     'Avenida Paulista, 1000 - Apto 12 - Bela Vista, São Paulo, SP, 01310100', 'funnel', 'old-key-0000000001'),
    -- the same customer's earlier order, to another address (the customer row was rewritten since)
    ('10000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 29400,
     'Rua Augusta, 50 - Consolação, Campinas, SP, 13010000', 'funnel', NULL),
    -- a checkout order: one free-text address line
    ('10000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 9900,
     'Avenida Rio Branco, 1 - Centro, Rio de Janeiro, RJ, 20040020', 'checkout', NULL),
    -- a CPF-only customer's plan-form order
    ('10000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000003', 14700,
     'Rua da Bahia, 55 - Centro, Belo Horizonte, MG, 30160011', 'funnel', NULL),
    -- an address that does not read as "line, city, UF, CEP": the customer row's address is used
    ('10000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000004', 100,
     'entregar na portaria', 'checkout', NULL)`;

type Row = Record<string, string | null>;

async function snapshots(handle: DatabaseHandle): Promise<Record<string, Row>> {
  const rows = rowsOf<Row & { id: string }>(
    await handle.db.execute(sql`
      SELECT id, delivery_address, customer_name, customer_email, customer_phone, customer_cpf, delivery_postal_code,
             delivery_street, delivery_number, delivery_complement, delivery_neighborhood, delivery_city, delivery_state,
             delivery_reference_point
      FROM orders ORDER BY id`),
  );
  return Object.fromEntries(rows.map((r) => [r.id.slice(-1), r]));
}

async function checkMigration(handle: DatabaseHandle, migrateTo: MigrateTo) {
  await migrateTo(migrationsUpTo("0005_payments_reminders_analytics_limits"));
  await handle.db.execute(OLD_CUSTOMERS);
  await handle.db.execute(OLD_ORDERS);
  const customersBefore = rowsOf(await handle.db.execute(sql`SELECT * FROM customers ORDER BY id`));
  await migrateTo(migrationsUpTo("0008_order_operations"));

  const s = await snapshots(handle);
  expect(s["1"]).toEqual({
    id: "10000000-0000-4000-8000-000000000001",
    delivery_address: "Avenida Paulista, 1000 - Apto 12 - Bela Vista, São Paulo, SP, 01310100",
    customer_name: "Maria da Silva",
    customer_email: "maria@example.com",
    customer_phone: "11987654321",
    customer_cpf: "52998224725",
    delivery_postal_code: "01310100",
    delivery_street: "Avenida Paulista",
    delivery_number: "1000",
    delivery_complement: "Apto 12",
    delivery_neighborhood: "Bela Vista",
    delivery_city: "São Paulo",
    delivery_state: "SP",
    delivery_reference_point: "",
  });
  // Its own address, not the one its customer row holds now.
  expect(s["2"]).toMatchObject({
    delivery_street: "Rua Augusta",
    delivery_number: "50",
    delivery_complement: "",
    delivery_neighborhood: "Consolação",
    delivery_city: "Campinas",
    delivery_postal_code: "13010000",
    delivery_address: "Rua Augusta, 50 - Consolação, Campinas, SP, 13010000",
  });
  expect(s["3"]).toMatchObject({
    customer_name: "João Pereira",
    customer_cpf: null,
    delivery_street: "Avenida Rio Branco, 1 - Centro",
    delivery_number: "",
    delivery_neighborhood: "",
    delivery_city: "Rio de Janeiro",
    delivery_state: "RJ",
    delivery_postal_code: "20040020",
  });
  expect(s["4"]).toMatchObject({
    customer_email: null,
    customer_cpf: "11144477735",
    delivery_street: "Rua da Bahia",
    delivery_number: "55",
    delivery_neighborhood: "Centro",
  });
  expect(s["5"]).toMatchObject({
    delivery_address: "entregar na portaria",
    customer_name: "Rita Souza",
    delivery_street: "Rua Nova, 7",
    delivery_city: "Curitiba",
    delivery_state: "PR",
    delivery_postal_code: "80010000",
  });
  // Nothing else changed; the key of the old order is kept (with no fingerprint to bind it).
  expect(rowsOf(await handle.db.execute(sql`SELECT * FROM customers ORDER BY id`))).toEqual(customersBefore);
  const [keyed] = rowsOf<{ key: string; fp: string | null }>(
    await handle.db.execute(
      sql`SELECT idempotency_key AS key, idempotency_fingerprint AS fp FROM orders WHERE id = '10000000-0000-4000-8000-000000000001'`,
    ),
  );
  expect(keyed).toEqual({ key: "old-key-0000000001", fp: null });
}

describe("migration 0006: every order gets its own copy of its details", () => {
  itMigratesOnEveryEngine("backfills the snapshot from delivery_address and the customer row", checkMigration);
});
