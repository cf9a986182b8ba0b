-- Run by app/db/client.server.ts on PostgreSQL, outside a transaction and before migration
-- 0012_erasure_by_key, when that migration is still to apply and the orders table exists:
-- the orders index is built without blocking the shop's writes; the migration's own
-- "IF NOT EXISTS" statement then finds it. One statement per breakpoint.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_fingerprint_created_idx" ON "orders" USING btree ("created_at") WHERE "idempotency_fingerprint" IS NOT NULL;
