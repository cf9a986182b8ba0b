-- Resultados at a million orders (issue 39) and its new figures (issues 36 §6, 37 §6).
-- On a PostgreSQL that already holds orders, the index below was built beforehand WITHOUT
-- blocking writes by drizzle/concurrent/0019_results_breakdowns.sql; "IF NOT EXISTS" then finds it.
--
-- 1. Three facts per order, kept by triggers in a narrow side table (one row per order that has
--    any), so Resultados reads each order once with its facts and never looks up its events; a
--    side table, not columns on orders, so that this upgrade writes ~800k small rows instead of
--    rewriting that many order rows (and every index of orders) under lock:
--    confirmed_via: how the buyer confirmed ('whatsapp': a button tap, actor 'cliente (WhatsApp)',
--      WHATSAPP_ACTOR in app/domain/messaging/whatsapp-inbound.server.ts; 'link': /confirmar);
--      none when the buyer never confirmed (an order that reached 'confirmado' was the team's);
--    paid_via: who marked it paid the last time ('admin': the shared password's 'admin' or an
--      admin's email; 'provider': the Pix API, Stripe, any other actor);
--    reminded_at: when its first payment reminder went out (order_reminders; the WhatsApp
--      reminders are their twins).
CREATE TABLE IF NOT EXISTS "order_facts" (
	"order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"confirmed_via" text,
	"paid_via" text,
	"reminded_at" timestamp with time zone
);--> statement-breakpoint
INSERT INTO "order_facts" ("order_id", "confirmed_via", "paid_via", "reminded_at")
SELECT coalesce(c.order_id, p.order_id, r.order_id), c.via, p.via, r.first
FROM (
  SELECT DISTINCT ON (order_id) order_id, CASE WHEN actor = 'cliente (WhatsApp)' THEN 'whatsapp' ELSE 'link' END AS via
  FROM "order_events" WHERE field = 'confirmation' AND to_value = 'confirmed'
  ORDER BY order_id, id
) c
FULL JOIN (
  SELECT DISTINCT ON (order_id) order_id, CASE WHEN actor = 'admin' OR actor LIKE '%@%' THEN 'admin' ELSE 'provider' END AS via
  FROM "order_events" WHERE field = 'payment_status' AND to_value = 'paid'
  ORDER BY order_id, id DESC
) p ON p.order_id = c.order_id
FULL JOIN (SELECT order_id, min(sent_at) AS first FROM "order_reminders" GROUP BY order_id) r
  ON r.order_id = coalesce(c.order_id, p.order_id)
ON CONFLICT ("order_id") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_facts_from_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE via text;
BEGIN
  IF TG_TABLE_NAME = 'order_reminders' THEN
    INSERT INTO "order_facts" AS f ("order_id", "reminded_at") VALUES (NEW.order_id, NEW.sent_at)
    ON CONFLICT ("order_id") DO UPDATE SET "reminded_at" = EXCLUDED."reminded_at"
    WHERE f."reminded_at" IS NULL OR f."reminded_at" > EXCLUDED."reminded_at";
  ELSIF NEW.field = 'confirmation' THEN
    via := CASE WHEN NEW.actor = 'cliente (WhatsApp)' THEN 'whatsapp' ELSE 'link' END;
    INSERT INTO "order_facts" AS f ("order_id", "confirmed_via") VALUES (NEW.order_id, via)
    ON CONFLICT ("order_id") DO UPDATE SET "confirmed_via" = EXCLUDED."confirmed_via" WHERE f."confirmed_via" IS NULL;
  ELSE
    via := CASE WHEN NEW.actor = 'admin' OR NEW.actor LIKE '%@%' THEN 'admin' ELSE 'provider' END;
    INSERT INTO "order_facts" AS f ("order_id", "paid_via") VALUES (NEW.order_id, via)
    ON CONFLICT ("order_id") DO UPDATE SET "paid_via" = EXCLUDED."paid_via" WHERE f."paid_via" IS DISTINCT FROM EXCLUDED."paid_via";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_events_facts" ON "order_events";--> statement-breakpoint
CREATE TRIGGER "order_events_facts" AFTER INSERT ON "order_events" FOR EACH ROW
  WHEN ((NEW.field = 'confirmation' AND NEW.to_value = 'confirmed') OR (NEW.field = 'payment_status' AND NEW.to_value = 'paid'))
  EXECUTE FUNCTION "order_facts_from_event"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_reminders_facts" ON "order_reminders";--> statement-breakpoint
CREATE TRIGGER "order_reminders_facts" AFTER INSERT ON "order_reminders" FOR EACH ROW
  EXECUTE FUNCTION "order_facts_from_event"();--> statement-breakpoint
-- A summarised day goes stale when a fact Resultados counts changes: its orders (paid_at and
-- payment_due_at now too: the summary holds what was overdue when it was refreshed), their lines, their facts (order_results_mark_stale finds the day through order_id).
DROP TRIGGER IF EXISTS "orders_results_stale" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_results_stale" AFTER INSERT OR DELETE OR UPDATE OF "created_at", "status", "payment_status", "total_cents", "delivery_state", "status_confirmed_at", "shipped_at", "failed_at", "paid_at", "payment_due_at" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_results_mark_stale"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_facts_results_stale" ON "order_facts";--> statement-breakpoint
CREATE TRIGGER "order_facts_results_stale" AFTER INSERT OR DELETE OR UPDATE ON "order_facts"
  FOR EACH ROW EXECUTE FUNCTION "order_results_mark_stale"();--> statement-breakpoint
-- 2. The new figures in the daily summary, and one narrow summary per breakdown: per day and
--    state (totals, weeks, states: ~27 rows a day) and per day and product (products and
--    objectives: an objective is its plan's product). The (day, state, set of products) table
--    stays for the filtered page. Every day is recomputed by the job ("orders.results-summary").
ALTER TABLE "order_results_daily" ADD COLUMN IF NOT EXISTS "overdue" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "order_results_daily" ADD COLUMN IF NOT EXISTS "paid_provider" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "order_results_daily" ADD COLUMN IF NOT EXISTS "paid_admin" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "order_results_daily" ADD COLUMN IF NOT EXISTS "confirmed_whatsapp" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "order_results_daily" ADD COLUMN IF NOT EXISTS "confirmed_link" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "order_results_daily" ADD COLUMN IF NOT EXISTS "confirmed_team" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "order_results_daily" ADD COLUMN IF NOT EXISTS "paid_after_reminder" integer NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_results_daily_states" (
	"day" date NOT NULL,
	"state" text NOT NULL,
	"placed" integer NOT NULL,
	"confirmed" integer NOT NULL,
	"shipped" integer NOT NULL,
	"delivered" integer NOT NULL,
	"failed" integer NOT NULL,
	"delivered_paid" integer NOT NULL,
	"delivered_unpaid" integer NOT NULL,
	"to_collect" bigint NOT NULL,
	"overdue" integer NOT NULL,
	"paid_provider" integer NOT NULL,
	"paid_admin" integer NOT NULL,
	"confirmed_whatsapp" integer NOT NULL,
	"confirmed_link" integer NOT NULL,
	"confirmed_team" integer NOT NULL,
	"paid_after_reminder" integer NOT NULL,
	CONSTRAINT "order_results_daily_states_pk" PRIMARY KEY ("day", "state")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_results_daily_products" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"placed" integer NOT NULL,
	"confirmed" integer NOT NULL,
	"shipped" integer NOT NULL,
	"delivered" integer NOT NULL,
	"failed" integer NOT NULL,
	"delivered_paid" integer NOT NULL,
	"delivered_unpaid" integer NOT NULL,
	"to_collect" bigint NOT NULL,
	"overdue" integer NOT NULL,
	"paid_provider" integer NOT NULL,
	"paid_admin" integer NOT NULL,
	"confirmed_whatsapp" integer NOT NULL,
	"confirmed_link" integer NOT NULL,
	"confirmed_team" integer NOT NULL,
	"paid_after_reminder" integer NOT NULL,
	CONSTRAINT "order_results_daily_products_pk" PRIMARY KEY ("day", "product_id")
);--> statement-breakpoint
UPDATE "order_results_days" SET "stale" = true;--> statement-breakpoint
-- 3. 'vencido' moves with the clock: a summary row holds what was overdue when its day was
--    refreshed (order_results_days.refreshed_at), and Resultados adds, live, the delivered unpaid
--    orders of those days that fell due since. This index finds them by day of placing and due
--    date without reading the other orders (the partial index by due date alone walked every
--    overdue order of the shop's history: 55k at 1M orders, 2.4 s for a year).
CREATE INDEX IF NOT EXISTS "orders_delivered_unpaid_created_idx" ON "orders" USING btree ("created_at", "payment_due_at") WHERE "status" = 'delivered' AND "payment_status" IN ('pending', 'unpaid');
