-- Run by app/db/client.server.ts on PostgreSQL, outside a transaction and before migration
-- 0011_back_office_scale, when that migration is still to apply and the orders table exists:
-- the indexes are built without blocking the shop's writes; the migration's own
-- "IF NOT EXISTS" statements then find them. One statement per breakpoint.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_created_number_idx" ON "orders" USING btree ("created_at","number");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_status_created_idx" ON "orders" USING btree ("status","created_at","number");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_payment_created_idx" ON "orders" USING btree ("payment_status","created_at","number");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_risk_created_idx" ON "orders" USING btree ("risk_level","created_at","number");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_unconfirmed_idx" ON "orders" USING btree ("created_at","number") WHERE "confirmed_at" IS NULL AND "status" IN ('new', 'review');--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_delivered_unpaid_idx" ON "orders" USING btree ("payment_due_at") WHERE "status" = 'delivered' AND "payment_status" IN ('pending', 'unpaid');--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_customer_email_trgm_idx" ON "orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "email_outbox_to_idx" ON "email_outbox" USING btree ("to");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "orders_created_idx";--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "orders_status_idx";--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "orders_risk_idx";--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "order_events_field_to_created_idx";
