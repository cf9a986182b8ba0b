-- Run by app/db/client.server.ts on PostgreSQL, outside a transaction and before migration
-- 0021_indexes_that_earn_their_place, when that migration is still to apply and the orders table
-- exists: built and dropped without blocking the shop's writes; the migration's "IF (NOT) EXISTS"
-- statements then find that done. One statement per breakpoint. (orders_delivered_unpaid_created_idx
-- is dropped by the migration alone: a database upgrading across 0019 builds it there, after this runs.)
CREATE INDEX CONCURRENTLY IF NOT EXISTS "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "email_outbox_status_idx";
