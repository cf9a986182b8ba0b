CREATE TABLE "blocked_buyers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blocked_buyers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason" text NOT NULL,
	"blocked_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_buyers_kind_value_unique" UNIQUE("kind","value"),
	CONSTRAINT "blocked_buyers_kind_check" CHECK ("blocked_buyers"."kind" IN ('cpf', 'phone')),
	CONSTRAINT "blocked_buyers_value_digits" CHECK ("blocked_buyers"."value" ~ '^[0-9]{8,14}$'),
	CONSTRAINT "blocked_buyers_reason_length" CHECK (char_length("blocked_buyers"."reason") BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE TABLE "order_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hold_high_risk" boolean DEFAULT true NOT NULL,
	"hold_medium_risk" boolean DEFAULT false NOT NULL,
	"unconfirmed_after_hours" integer DEFAULT 24 NOT NULL,
	"updated_by" text DEFAULT 'sistema' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_rules_single_row" CHECK ("order_rules"."id" = 1),
	CONSTRAINT "order_rules_unconfirmed_hours" CHECK ("order_rules"."unconfirmed_after_hours" BETWEEN 1 AND 720)
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_field_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "detail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_level" text DEFAULT 'low' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_events_field_to_created_idx" ON "order_events" USING btree ("field","to_value","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_risk_idx" ON "orders" USING btree ("risk_level");--> statement-breakpoint
CREATE INDEX "orders_customer_cpf_idx" ON "orders" USING btree ("customer_cpf");--> statement-breakpoint
CREATE INDEX "orders_customer_phone_idx" ON "orders" USING btree ("customer_phone");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_field_check" CHECK ("order_events"."field" IN ('status', 'payment_status', 'confirmation', 'address', 'risk'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_risk_level_check" CHECK ("orders"."risk_level" IN ('low', 'medium', 'high'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_check" CHECK ("orders"."carrier" IS NULL OR "orders"."carrier" IN ('correios', 'jadlog', 'loggi', 'total_express', 'own'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_failure_reason_check" CHECK ("orders"."failure_reason" IS NULL OR "orders"."failure_reason" IN ('absent', 'wrong_address', 'refused'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_code_length" CHECK ("orders"."tracking_code" IS NULL OR char_length("orders"."tracking_code") BETWEEN 1 AND 60);--> statement-breakpoint
-- ==================== Custom SQL (hand-written, keep at the end when migrations are renumbered) ====================
-- Data migration to the order life cycle of app/lib/order-status.ts: the old statuses become the new ones
-- (pendente -> novo, processando -> confirmado; enviado, entregue, cancelado keep their names), in the orders
-- and in their recorded history. The new orders_status_check generated above is added last, after the rows moved
-- (drizzle-kit had placed it here too; it is the last statement of this file).
UPDATE "orders" SET "status" = CASE "status" WHEN 'pending' THEN 'new' WHEN 'processing' THEN 'confirmed' ELSE "status" END
WHERE "status" IN ('pending', 'processing');--> statement-breakpoint
UPDATE "order_events" SET
  "from_value" = CASE "from_value" WHEN 'pending' THEN 'new' WHEN 'processing' THEN 'confirmed' ELSE "from_value" END,
  "to_value" = CASE "to_value" WHEN 'pending' THEN 'new' WHEN 'processing' THEN 'confirmed' ELSE "to_value" END
WHERE "field" = 'status' AND ("from_value" IN ('pending', 'processing') OR "to_value" IN ('pending', 'processing'));--> statement-breakpoint
-- Orders already shipped keep when they left: the last recorded 'enviado', else their last update.
UPDATE "orders" o SET "shipped_at" = COALESCE(
  (SELECT max(e."created_at") FROM "order_events" e WHERE e."order_id" = o."id" AND e."field" = 'status' AND e."to_value" = 'shipped'),
  o."updated_at")
WHERE o."status" IN ('shipped', 'delivered');--> statement-breakpoint
-- The shop's rules start at their defaults (hold high risk, flag after 24 hours).
INSERT INTO "order_rules" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('new', 'review', 'confirmed', 'shipped', 'delivered', 'failed', 'reshipping', 'cancelled'));
