-- Run by app/db/postgres.server.ts on PostgreSQL, outside a transaction and before migration
-- 0026_order_emails_by_reference, when that migration is still to apply and the orders table exists:
-- the column (a nullable column without a default: no rewrite) and then its index, built without
-- blocking the outbox's writes, which every order batch makes.
ALTER TABLE "email_outbox" ADD COLUMN IF NOT EXISTS "order_id" uuid;--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "email_outbox_order_idx" ON "email_outbox" USING btree ("order_id") WHERE "order_id" IS NOT NULL;
