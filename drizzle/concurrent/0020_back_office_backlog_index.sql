-- Run by app/db/client.server.ts on PostgreSQL, outside a transaction and before migration
-- 0020_back_office_backlog_index, when that migration is still to apply and the orders table
-- exists: the index is built (and the one it replaces dropped) without blocking the shop's
-- writes; the migration's "IF (NOT) EXISTS" statements then find that done. One statement per breakpoint.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_unpaid_backlog_idx" ON "orders" USING btree ("created_at","number") INCLUDE ("payment_due_at","payment_status","id") WHERE "status" = 'delivered' AND "payment_status" IN ('pending', 'unpaid');--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "orders_delivered_unpaid_idx";
