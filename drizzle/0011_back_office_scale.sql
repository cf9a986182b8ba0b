-- The back office at a million orders (issue 39). On a PostgreSQL that already
-- holds orders, the indexes below were built beforehand WITHOUT blocking writes
-- by drizzle/concurrent/0011_back_office_scale.sql (CREATE INDEX CONCURRENTLY,
-- run outside any transaction by app/db/client.server.ts); here "IF NOT EXISTS"
-- then finds them and does nothing. On a fresh database and on PGlite (one
-- connection, no concurrent writers to protect) they are built here, plainly.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Keyset pages: newest first by (created_at, number), for every filter the list offers.
CREATE INDEX IF NOT EXISTS "orders_created_number_idx" ON "orders" USING btree ("created_at","number");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_status_created_idx" ON "orders" USING btree ("status","created_at","number");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_payment_created_idx" ON "orders" USING btree ("payment_status","created_at","number");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_risk_created_idx" ON "orders" USING btree ("risk_level","created_at","number");--> statement-breakpoint
-- "Não confirmado": few orders wait for the customer's confirmation, so a partial index.
CREATE INDEX IF NOT EXISTS "orders_unconfirmed_idx" ON "orders" USING btree ("created_at","number") WHERE "confirmed_at" IS NULL AND "status" IN ('new', 'review');--> statement-breakpoint
-- Delivered and unpaid: the reminders job, 'vencido' on Hoje and Resultados' "a receber".
CREATE INDEX IF NOT EXISTS "orders_delivered_unpaid_idx" ON "orders" USING btree ("payment_due_at") WHERE "status" = 'delivered' AND "payment_status" IN ('pending', 'unpaid');--> statement-breakpoint
-- Free-text search (a name, part of an email).
CREATE INDEX IF NOT EXISTS "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_customer_email_trgm_idx" ON "orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
-- Erasure finds a person's emails in the outbox by recipient.
CREATE INDEX IF NOT EXISTS "email_outbox_to_idx" ON "email_outbox" USING btree ("to");--> statement-breakpoint
-- Replaced by the composite indexes above (their leading columns serve the same lookups).
DROP INDEX IF EXISTS "orders_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_status_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_risk_idx";--> statement-breakpoint
-- No query reads order_events by kind and date (Resultados reads each order's own dates now): 209 MB at 1M orders.
DROP INDEX IF EXISTS "order_events_field_to_created_idx";--> statement-breakpoint
-- The first time an order reached status 'confirmed' (confirmed_at is the customer's own confirmation,
-- another fact). With shipped_at and failed_at, Resultados reads what an order reached from the order row.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "status_confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" o SET
  "status_confirmed_at" = COALESCE(o."status_confirmed_at", e.confirmed),
  "shipped_at" = COALESCE(o."shipped_at", e.shipped),
  "failed_at" = COALESCE(o."failed_at", e.failed)
FROM (
  SELECT order_id,
    min(created_at) FILTER (WHERE to_value = 'confirmed') AS confirmed,
    min(created_at) FILTER (WHERE to_value = 'shipped') AS shipped,
    min(created_at) FILTER (WHERE to_value = 'failed') AS failed
  FROM "order_events" WHERE field = 'status' AND to_value IN ('confirmed', 'shipped', 'failed')
  GROUP BY order_id
) e
WHERE e.order_id = o.id
  AND ((o."status_confirmed_at" IS NULL AND e.confirmed IS NOT NULL) OR (o."shipped_at" IS NULL AND e.shipped IS NOT NULL) OR (o."failed_at" IS NULL AND e.failed IS NOT NULL));--> statement-breakpoint
-- Whatever writes a status event (the life cycle, a seed, a test), the order row keeps what it reached.
CREATE OR REPLACE FUNCTION "orders_reached_from_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" SET
    "status_confirmed_at" = CASE WHEN NEW.to_value = 'confirmed' THEN COALESCE("status_confirmed_at", NEW.created_at) ELSE "status_confirmed_at" END,
    "shipped_at" = CASE WHEN NEW.to_value = 'shipped' THEN COALESCE("shipped_at", NEW.created_at) ELSE "shipped_at" END,
    "failed_at" = CASE WHEN NEW.to_value = 'failed' THEN COALESCE("failed_at", NEW.created_at) ELSE "failed_at" END
  WHERE "id" = NEW.order_id
    AND ((NEW.to_value = 'confirmed' AND "status_confirmed_at" IS NULL)
      OR (NEW.to_value = 'shipped' AND "shipped_at" IS NULL)
      OR (NEW.to_value = 'failed' AND "failed_at" IS NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_events_reached" ON "order_events";--> statement-breakpoint
CREATE TRIGGER "order_events_reached" AFTER INSERT ON "order_events" FOR EACH ROW
  WHEN (NEW.field = 'status' AND NEW.to_value IN ('confirmed', 'shipped', 'failed'))
  EXECUTE FUNCTION "orders_reached_from_event"();--> statement-breakpoint
-- Resultados' daily summary (app/domain/orders/back-office/results-summary.server.ts): per São Paulo
-- day of placing, delivery state and set of products, what those orders reached. A day is read from
-- here only while order_results_days says it is fresh; any write to its orders or their lines marks it
-- stale (triggers below) and Resultados counts that day from the orders until the job refreshes it.
CREATE TABLE IF NOT EXISTS "order_results_daily" (
	"day" date NOT NULL,
	"state" text NOT NULL,
	"products" integer[] NOT NULL,
	"placed" integer NOT NULL,
	"confirmed" integer NOT NULL,
	"shipped" integer NOT NULL,
	"delivered" integer NOT NULL,
	"failed" integer NOT NULL,
	"delivered_paid" integer NOT NULL,
	"delivered_unpaid" integer NOT NULL,
	"to_collect" bigint NOT NULL,
	CONSTRAINT "order_results_daily_pk" PRIMARY KEY ("day", "state", "products")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_results_days" (
	"day" date PRIMARY KEY NOT NULL,
	"stale" boolean NOT NULL DEFAULT true,
	"refreshed_at" timestamp with time zone
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_results_mark_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Locks the day's row (when summarised) until this write commits, so a refresh waits for it.
  IF TG_TABLE_NAME = 'orders' THEN
    IF TG_OP <> 'INSERT' THEN
      UPDATE "order_results_days" SET "stale" = true WHERE "day" = (OLD.created_at AT TIME ZONE 'America/Sao_Paulo')::date;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      UPDATE "order_results_days" SET "stale" = true WHERE "day" = (NEW.created_at AT TIME ZONE 'America/Sao_Paulo')::date;
    END IF;
  ELSE
    UPDATE "order_results_days" SET "stale" = true WHERE "day" IN (
      SELECT (o.created_at AT TIME ZONE 'America/Sao_Paulo')::date FROM "orders" o
      WHERE o.id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.order_id ELSE NEW.order_id END)
         OR (TG_OP = 'UPDATE' AND o.id = OLD.order_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_results_stale" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_results_stale" AFTER INSERT OR DELETE OR UPDATE OF "created_at", "status", "payment_status", "total_cents", "delivery_state", "status_confirmed_at", "shipped_at", "failed_at" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_results_mark_stale"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_items_results_stale" ON "order_items";--> statement-breakpoint
CREATE TRIGGER "order_items_results_stale" AFTER INSERT OR DELETE OR UPDATE OF "order_id", "product_id" ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "order_results_mark_stale"();
