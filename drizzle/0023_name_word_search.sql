-- The search box's names by word (issue 39): several words ("Maria Souza") are looked up as words
-- in this index (whole words, the last one a prefix), not as a dozen trigrams' posting lists
-- (72 ms at 1M orders, 5.6x its time at 2,000). On a PostgreSQL that already holds orders it was
-- built beforehand WITHOUT blocking writes by drizzle/concurrent/0023_name_word_search.sql; on a
-- fresh database and on PGlite (one connection) it is built here, plainly.
CREATE INDEX IF NOT EXISTS "orders_customer_name_words_idx" ON "orders" USING gin (to_tsvector('simple', "customer_name"));
