-- Run by app/db/client.server.ts on PostgreSQL, outside a transaction and before migration
-- 0019_results_breakdowns, when that migration is still to apply and the orders table exists:
-- the index is built without blocking the shop's writes; the migration's "IF NOT EXISTS" then finds it.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_delivered_unpaid_created_idx" ON "orders" USING btree ("created_at", "payment_due_at") WHERE "status" = 'delivered' AND "payment_status" IN ('pending', 'unpaid');
