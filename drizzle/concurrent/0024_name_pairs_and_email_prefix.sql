-- Run by app/db/postgres.server.ts on PostgreSQL, outside a transaction and before migration
-- 0024_name_pairs_and_email_prefix, when that migration is still to apply and the orders table exists:
-- the indexes are built, and the ones they replace dropped, without blocking the shop's writes. The
-- migration's functions (name_search_terms, which the first index is built on) run just before this.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_customer_name_terms_idx" ON "orders" USING gin (name_search_terms("customer_name"));--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "orders_customer_name_words_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_customer_email_pattern_idx" ON "orders" USING btree ("customer_email" text_pattern_ops);--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "orders_customer_email_idx";
