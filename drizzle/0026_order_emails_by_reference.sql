-- An order's two emails (the buyer's "recebemos seu pedido" and the shop's "novo pedido") are kept as
-- a template and the order's id, and rendered from the order's own record when delivered or shown
-- (docs/decisions/042): the order batch no longer writes two rendered copies of the buyer's details,
-- and the shop's copy follows the order when it is corrected or anonymised. Emails already written
-- keep their text. Both constraints are NOT VALID: every row before this has neither column, so a
-- scan of a big outbox (holding its lock while orders wait) could find nothing; new rows are checked.
ALTER TABLE "email_outbox" ADD COLUMN IF NOT EXISTS "order_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN IF NOT EXISTS "template" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade NOT VALID;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_content_check" CHECK (("template" IS NULL AND "subject" IS NOT NULL AND "text" IS NOT NULL) OR ("template" IN ('order-received', 'order-new-shop') AND "order_id" IS NOT NULL)) NOT VALID;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "email_outbox_order_idx" ON "email_outbox" USING btree ("order_id") WHERE "order_id" IS NOT NULL;
