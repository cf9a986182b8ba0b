-- Placing orders paid, per order and per order line, one run of order_results_mark_stale (a
-- plpgsql call and an UPDATE of order_results_days; a line's also looked its order up): three
-- per order, about 43 µs of the ~0.6 ms an order costs the database. As 0022 did for
-- order_facts, an INSERT now marks the days of all its rows in one UPDATE, from the statement's
-- transition table. Same days, same lock: the UPDATE takes each summarised day's row until the
-- write commits, so a refresh waits for it. An UPDATE of the listed columns and a DELETE keep
-- the row trigger (a transition table cannot go with a column list; a delete is an order's cascade).
CREATE OR REPLACE FUNCTION "orders_mark_stale_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_results_days" SET "stale" = true WHERE "day" IN (
    SELECT (n."created_at" AT TIME ZONE 'America/Sao_Paulo')::date FROM "new_orders" n);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_items_mark_stale_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_results_days" SET "stale" = true WHERE "day" IN (
    SELECT (o."created_at" AT TIME ZONE 'America/Sao_Paulo')::date
    FROM "orders" o WHERE o."id" IN (SELECT i."order_id" FROM "new_items" i));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_results_stale" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_results_stale" AFTER DELETE OR UPDATE OF "created_at", "status", "payment_status", "total_cents", "delivery_state", "status_confirmed_at", "shipped_at", "failed_at", "paid_at", "payment_due_at" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_results_mark_stale"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_results_stale_insert" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_results_stale_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "new_orders" FOR EACH STATEMENT
  EXECUTE FUNCTION "orders_mark_stale_on_insert"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_items_results_stale" ON "order_items";--> statement-breakpoint
CREATE TRIGGER "order_items_results_stale" AFTER DELETE OR UPDATE OF "order_id", "product_id" ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "order_results_mark_stale"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_items_results_stale_insert" ON "order_items";--> statement-breakpoint
CREATE TRIGGER "order_items_results_stale_insert" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS "new_items" FOR EACH STATEMENT
  EXECUTE FUNCTION "order_items_mark_stale_on_insert"();
