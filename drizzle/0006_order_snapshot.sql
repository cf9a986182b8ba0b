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
-- Backfill (decision 013). Name, email, phone and CPF: the customer row holds the only record left of
-- them (possibly rewritten by a later order). The address: from the order's own joined delivery_address
-- ("street line, city, UF, CEP") when it reads that way, else from the customer row. delivery_address
-- itself is kept as it was, so nothing is lost.
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
WHERE c."id" = o."customer_id";--> statement-breakpoint
-- The plan form wrote its street line as "street, number - complement - neighbourhood" (complement
-- optional, neighbourhood required): split back into its fields. The checkout's line is free text: it
-- stays whole in the street.
WITH "parsed" AS (
  SELECT "id", "source", regexp_match("delivery_address", '^(.*), ([^,]*), ([A-Za-z]{2}), ([0-9]{8})$') AS "m"
  FROM "orders"
), "split" AS (
  SELECT "id", "m"[1] AS "line", "m"[2] AS "city", upper("m"[3]) AS "state", "m"[4] AS "postal_code",
    string_to_array("m"[1], ' - ') AS "parts",
    ("source" = 'funnel' AND position(', ' IN split_part("m"[1], ' - ', 1)) > 0) AS "funnel_line"
  FROM "parsed"
  WHERE "m" IS NOT NULL
)
UPDATE "orders" o SET
  "delivery_postal_code" = s."postal_code",
  "delivery_city" = s."city",
  "delivery_state" = s."state",
  "delivery_street" = CASE WHEN s."funnel_line" THEN regexp_replace(s."parts"[1], ', [^,]*$', '') ELSE s."line" END,
  "delivery_number" = CASE WHEN s."funnel_line" THEN substring(s."parts"[1] FROM ', ([^,]*)$') ELSE '' END,
  "delivery_complement" = CASE
    WHEN s."funnel_line" AND cardinality(s."parts") >= 3 THEN array_to_string(s."parts"[2:cardinality(s."parts") - 1], ' - ')
    ELSE '' END,
  "delivery_neighborhood" = CASE WHEN s."funnel_line" AND cardinality(s."parts") >= 2 THEN s."parts"[cardinality(s."parts")] ELSE '' END
FROM "split" s
WHERE s."id" = o."id";
