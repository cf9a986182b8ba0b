-- The statements that mark Resultados' days stale (0022, 0025) look the days up by key. A trigger's
-- plan is made once per connection, with the statistics of that moment: with `IN (subquery)` a small
-- or young orders table got a hash join that read every order, kept while the table grew faster
-- than its statistics. Each order batch's write then scanned the whole orders table (4.0 of a
-- 6.3 ms write with 2,623 orders, under the bench's order load) and every summarised day.
-- `= ANY (ARRAY(...))` is planned as an index lookup of the few keys whatever the table's size.
-- Same days, same lock: the UPDATE takes each summarised day's row until the write commits, so a
-- refresh waits for it.
CREATE OR REPLACE FUNCTION "orders_mark_stale_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_results_days" SET "stale" = true WHERE "day" = ANY (ARRAY(
    SELECT DISTINCT (n."created_at" AT TIME ZONE 'America/Sao_Paulo')::date FROM "new_orders" n));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_items_mark_stale_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_results_days" SET "stale" = true WHERE "day" = ANY (ARRAY(
    SELECT DISTINCT (o."created_at" AT TIME ZONE 'America/Sao_Paulo')::date
    FROM "orders" o WHERE o."id" = ANY (ARRAY(SELECT i."order_id" FROM "new_items" i))));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_facts_mark_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_results_days" SET "stale" = true WHERE "day" = ANY (ARRAY(
    SELECT DISTINCT (o."created_at" AT TIME ZONE 'America/Sao_Paulo')::date
    FROM "orders" o WHERE o."id" = ANY (ARRAY(SELECT c."order_id" FROM "changed_facts" c))));
  RETURN NULL;
END $$;
