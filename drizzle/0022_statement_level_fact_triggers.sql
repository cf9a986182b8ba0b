-- The payment reminders' batch (issue 39: 10,000 due in ≤ 2 s) paid, per reminder, one
-- order_facts upsert (0019's row trigger) and, per fact, one stale-marking of the order's day
-- (order_results_mark_stale). Both become one statement per INSERT: the reminders' first
-- sending per order in one upsert, and the days of the facts written in one UPDATE, from the
-- statement's transition table. Same rows as before (results-summary.server.test.ts compares
-- the summaries with the raw counts on random data). Deleting a fact (an order's cascade)
-- keeps the row trigger.
CREATE OR REPLACE FUNCTION "order_facts_from_reminders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_facts" AS f ("order_id", "reminded_at")
  SELECT "order_id", min("sent_at") FROM "new_reminders" GROUP BY "order_id"
  ON CONFLICT ("order_id") DO UPDATE SET "reminded_at" = EXCLUDED."reminded_at"
  WHERE f."reminded_at" IS NULL OR f."reminded_at" > EXCLUDED."reminded_at";
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_reminders_facts" ON "order_reminders";--> statement-breakpoint
CREATE TRIGGER "order_reminders_facts" AFTER INSERT ON "order_reminders"
  REFERENCING NEW TABLE AS "new_reminders" FOR EACH STATEMENT
  EXECUTE FUNCTION "order_facts_from_reminders"();--> statement-breakpoint
-- Locks each summarised day's row until this write commits, so a refresh waits for it (as the row trigger did).
CREATE OR REPLACE FUNCTION "order_facts_mark_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_results_days" SET "stale" = true WHERE "day" IN (
    SELECT (o.created_at AT TIME ZONE 'America/Sao_Paulo')::date
    FROM "orders" o JOIN "changed_facts" c ON c."order_id" = o."id");
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_facts_results_stale" ON "order_facts";--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_facts_results_stale_insert" ON "order_facts";--> statement-breakpoint
CREATE TRIGGER "order_facts_results_stale_insert" AFTER INSERT ON "order_facts"
  REFERENCING NEW TABLE AS "changed_facts" FOR EACH STATEMENT
  EXECUTE FUNCTION "order_facts_mark_stale"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_facts_results_stale_update" ON "order_facts";--> statement-breakpoint
CREATE TRIGGER "order_facts_results_stale_update" AFTER UPDATE ON "order_facts"
  REFERENCING NEW TABLE AS "changed_facts" FOR EACH STATEMENT
  EXECUTE FUNCTION "order_facts_mark_stale"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_facts_results_stale_delete" ON "order_facts";--> statement-breakpoint
CREATE TRIGGER "order_facts_results_stale_delete" AFTER DELETE ON "order_facts"
  FOR EACH ROW EXECUTE FUNCTION "order_results_mark_stale"();
