-- The search box at a million orders (issue 39, decision 037). On a PostgreSQL that already holds orders
-- the indexes below were built and the old ones dropped beforehand WITHOUT blocking writes by
-- drizzle/concurrent/0024_name_pairs_and_email_prefix.sql; "IF (NOT) EXISTS" then finds that done. On a
-- fresh database and on PGlite (one connection) they are built here, plainly.
--
-- A name's search terms: its words ('simple': lower case, accents kept) and every pair of them
-- ('|castro|tiago', the two in byte order). Several words typed are looked up as their pairs: each pair's
-- posting list is as short as a name is rare, where each word's list is as long as the word is common
-- (Maria, Silva), and intersecting those was the search's cost (5 ms of a full name's 8 at 1M orders).
-- A pair starts with '|', which no word does, so a word's prefix ('sou:*') never matches a pair.
CREATE OR REPLACE FUNCTION name_search_terms(name text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT words || coalesce(
    (SELECT array_to_tsvector(array_agg('|' || a || '|' || b))
       FROM unnest(tsvector_to_array(words)) AS a, unnest(tsvector_to_array(words)) AS b
      WHERE a COLLATE "C" < b COLLATE "C"),
    ''::tsvector)
  FROM (SELECT to_tsvector('simple'::regconfig, name) AS words) AS s
$$;--> statement-breakpoint
-- The words typed as the AND of their pairs (null for fewer than two different words). Built here, from
-- the same to_tsvector as the names, so both sides are split and lower-cased alike; quoted, so nothing
-- typed is read as an operator.
CREATE OR REPLACE FUNCTION name_search_pairs(words text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg('''' || replace(replace(term, '\', '\\'), '''', '''''') || '''', ' & ')::tsquery
  FROM (
    SELECT '|' || a || '|' || b AS term
      FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, words))) AS a,
           unnest(tsvector_to_array(to_tsvector('simple'::regconfig, words))) AS b
     WHERE a COLLATE "C" < b COLLATE "C"
  ) AS pairs
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_customer_name_terms_idx" ON "orders" USING gin (name_search_terms("customer_name"));--> statement-breakpoint
-- Its words are in the index above.
DROP INDEX IF EXISTS "orders_customer_name_words_idx";--> statement-breakpoint
-- One word typed is first the beginning of an email (or of a name's word): text_pattern_ops lets the
-- btree answer LIKE 'joana%' whatever the database's collation, and still every exact match by email
-- (Meus Pedidos, risk history, erasure), so it replaces the plain index on the same column.
CREATE INDEX IF NOT EXISTS "orders_customer_email_pattern_idx" ON "orders" USING btree ("customer_email" text_pattern_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "orders_customer_email_idx";
