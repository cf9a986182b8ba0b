// Migration 0028 gives name_search_terms (the expression of orders_customer_name_terms_idx) a PL/pgSQL
// body instead of a SQL query. The index built with the old body is kept, so both bodies must give the
// same terms for every name: the old one is read on a database migrated up to 0027, the new one after.
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { itMigratesOnEveryEngine, migrationsUpTo } from "../../tests/support/migrations";
import { rowsOf } from "./client.server";

const NAMES = [
  "Maria da Silva Souza",
  "Ana Maria Souza",
  "João O'Neil",
  "MARIA maria Maria",
  "Ângela  Çé  ângela O'Brien-Souza 42 x",
  "José",
  "a b c d e f g h",
  "Tiago de Castro e Castro",
  "  ",
  "",
  "Zoë Ñandú 3º Müller-Lüdenscheidt",
  "x".repeat(300) + " y",
  "Ana\tPaula\nLima",
  null,
];

describe("migration 0028: a name's search terms without a query per call", () => {
  itMigratesOnEveryEngine(
    "gives every name the terms the index was built with, and finds its orders",
    async (handle, migrateTo) => {
      const terms = async () =>
        rowsOf<{ terms: string | null; lang: string }>(
          await handle.db.execute(sql`
          SELECT name_search_terms(n)::text AS terms,
                 (SELECT l.lanname FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang WHERE p.proname = 'name_search_terms') AS lang
            FROM jsonb_array_elements_text(${JSON.stringify(NAMES)}::jsonb) WITH ORDINALITY AS t(n, i) ORDER BY i`),
        );
      await migrateTo(migrationsUpTo("0027_order_baselines"));
      const customer = "00000000-0000-4000-8000-000000000001";
      await handle.db.execute(sql`INSERT INTO customers (id, name, email) VALUES (${customer}, 'C', 'c@example.com')`);
      await handle.db.execute(sql`
      INSERT INTO orders (customer_id, total_cents, delivery_address, source, customer_name, customer_email)
      VALUES (${customer}, 100, 'Rua A, 1', 'checkout', 'Maria da Silva Souza', 'maria@example.com')`);
      const before = await terms();
      expect(before[0]!.lang).toBe("sql");
      expect(before[0]!.terms).toContain("'|silva|souza'");

      await migrateTo(migrationsUpTo("0028_name_search_terms_in_plpgsql"));
      const after = await terms();
      // PL/pgSQL: an SQL body ran through the executor once per order inserted.
      expect(after[0]!.lang).toBe("plpgsql");
      expect(after.map((r) => r.terms)).toEqual(before.map((r) => r.terms));

      // The order written under the old body is found through the index with the new one, and a new one too.
      await handle.db.execute(sql`
      INSERT INTO orders (customer_id, total_cents, delivery_address, source, customer_name, customer_email)
      VALUES (${customer}, 100, 'Rua A, 1', 'checkout', 'Ana Maria Souza', 'ana@example.com')`);
      const found = rowsOf<{ n: string }>(
        await handle.db.execute(sql`
        SELECT customer_name AS n FROM orders WHERE name_search_terms(customer_name) @@ name_search_pairs('souza maria') ORDER BY 1`),
      ).map((r) => r.n);
      expect(found).toEqual(["Ana Maria Souza", "Maria da Silva Souza"]);
    },
  );
});
