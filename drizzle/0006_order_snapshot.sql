ALTER TABLE "orders" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_cpf" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_complement" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_neighborhood" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_reference_point" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Backfill: each existing order takes the details its customer row holds now (the best record left of
-- what it was placed with); the joined delivery_address column is kept as it was.
UPDATE "orders" o SET
  "customer_name" = c."name",
  "customer_email" = c."email",
  "customer_phone" = c."phone",
  "customer_cpf" = c."cpf",
  "delivery_postal_code" = c."postal_code",
  "delivery_street" = c."address",
  "delivery_city" = c."city",
  "delivery_state" = c."state"
FROM "customers" c
WHERE c."id" = o."customer_id";
