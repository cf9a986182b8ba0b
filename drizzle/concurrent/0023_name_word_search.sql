-- Run by app/db/client.server.ts on PostgreSQL, outside a transaction and before migration
-- 0023_name_word_search, when that migration is still to apply and the orders table exists: the
-- index is built without blocking the shop's writes; the migration's "IF NOT EXISTS" then finds it.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_customer_name_words_idx" ON "orders" USING gin (to_tsvector('simple', "customer_name"));
