// Migration 0024 on a database that already holds orders, applied the way the app applies it at start (on
// PostgreSQL its twin in drizzle/concurrent/ first, outside a transaction, so writes go on): the name terms and
// email pattern indexes are there and valid, the ones they replace gone, and the orders placed before the
// upgrade are found by a name's pairs of words and by an email's beginning.
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { itMigratesOnEveryEngine, migrationsUpTo } from "../../tests/support/migrations";
import { rowsOf } from "./client.server";

describe("migration 0024: a name's pairs of words, an email's beginning", () => {
  itMigratesOnEveryEngine(
    "builds its indexes on a database with orders, and finds those orders",
    async (handle, migrateTo, migrateLikeTheApp) => {
      await migrateTo(migrationsUpTo("0023_name_word_search"));
      const customer = "00000000-0000-4000-8000-000000000001";
      await handle.db.execute(sql`INSERT INTO customers (id, name, email) VALUES (${customer}, 'C', 'c@example.com')`);
      for (const [name, email] of [
        ["Maria da Silva Souza", "maria.souza@example.com"],
        ["Ana Maria Souza", "ana.m@example.com"],
        ["João O'Neil", "JOAO@Example.com"],
      ])
        await handle.db.execute(sql`
        INSERT INTO orders (customer_id, total_cents, delivery_address, source, customer_name, customer_email)
        VALUES (${customer}, 100, 'Rua A, 1', 'checkout', ${name}, ${email})`);

      await migrateLikeTheApp();

      const indexes = rowsOf<{ name: string; valid: boolean }>(
        await handle.db.execute(sql`
        SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
         WHERE c.relname LIKE 'orders_customer_%' ORDER BY 1`),
      );
      expect(indexes).toEqual([
        { name: "orders_customer_cpf_idx", valid: true },
        { name: "orders_customer_email_pattern_idx", valid: true },
        { name: "orders_customer_email_trgm_idx", valid: true },
        { name: "orders_customer_idx", valid: true },
        { name: "orders_customer_name_terms_idx", valid: true },
        { name: "orders_customer_name_trgm_idx", valid: true },
        { name: "orders_customer_phone_idx", valid: true },
      ]);

      const named = async (words: string) =>
        rowsOf<{ n: string }>(
          await handle.db.execute(sql`
          SELECT customer_name AS n FROM orders WHERE name_search_terms(customer_name) @@ name_search_pairs(${words}) ORDER BY 1`),
        ).map((r) => r.n);
      // Every word typed, whole, in any order and case; a pair is not a word, nor a word a pair.
      expect(await named("souza MARIA")).toEqual(["Ana Maria Souza", "Maria da Silva Souza"]);
      expect(await named("silva souza maria")).toEqual(["Maria da Silva Souza"]);
      expect(await named("o'neil joão")).toEqual(["João O'Neil"]);
      expect(await named("ana souz")).toEqual([]);
      expect(await named("maria")).toEqual([]);
      const prefixed = rowsOf<{ n: string }>(
        await handle.db.execute(
          sql`SELECT customer_name AS n FROM orders WHERE name_search_terms(customer_name) @@ to_tsquery('simple', 'sou:*')`,
        ),
      );
      expect(prefixed).toHaveLength(2);

      const begins = async (start: string) =>
        rowsOf<{ e: string }>(
          await handle.db.execute(sql`SELECT customer_email AS e FROM orders WHERE customer_email LIKE ${start} ORDER BY 1`),
        ).map((r) => r.e);
      expect(await begins("maria.%")).toEqual(["maria.souza@example.com"]);
      expect(await begins("JOAO@%")).toEqual(["JOAO@Example.com"]);
    },
  );
});
