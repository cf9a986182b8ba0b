-- Erasure by key (issue 34, decision 031).
-- A fraud block outlives its person's erasure as a keyed hash (HMAC-SHA256 with a key derived from
-- the session secret) of "kind:value": the clear value goes, the hash still matches new orders.
ALTER TABLE "blocked_buyers" ADD COLUMN IF NOT EXISTS "value_hash" text;--> statement-breakpoint
ALTER TABLE "blocked_buyers" ADD COLUMN IF NOT EXISTS "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blocked_buyers" ALTER COLUMN "value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_buyers" DROP CONSTRAINT IF EXISTS "blocked_buyers_value_canonical";--> statement-breakpoint
ALTER TABLE "blocked_buyers" ADD CONSTRAINT "blocked_buyers_value_canonical" CHECK ("value" IS NULL OR ("kind" = 'cpf' AND "value" ~ '^[0-9]{11}$') OR ("kind" = 'phone' AND "value" ~ '^[+]55[0-9]{10,11}$'));--> statement-breakpoint
ALTER TABLE "blocked_buyers" ADD CONSTRAINT "blocked_buyers_value_or_hash" CHECK ("value" IS NOT NULL OR "value_hash" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "blocked_buyers_kind_value_hash_unique" ON "blocked_buyers" USING btree ("kind", "value_hash") WHERE "value_hash" IS NOT NULL;--> statement-breakpoint
-- Erasure deletes a person's rate-limit keys by the prefixes the limiters build ("reset:email-ip:<email>|…"):
-- LIKE 'prefix%' (escaped) is a range scan of this index whatever the database's collation.
CREATE INDEX IF NOT EXISTS "rate_limit_windows_key_prefix_idx" ON "rate_limit_windows" USING btree ("key" text_pattern_ops);--> statement-breakpoint
-- Idempotency fingerprints become HMACs; this migration cannot compute one (no secret here). Those past
-- their window (24 hours) are cleared now; newer ones are compared as the old SHA-256 until the
-- retention job clears them. Few orders keep one at any time: a partial index finds them.
UPDATE "orders" SET "idempotency_fingerprint" = NULL
  WHERE "idempotency_fingerprint" IS NOT NULL AND "created_at" < now() - interval '24 hours';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_fingerprint_created_idx" ON "orders" USING btree ("created_at") WHERE "idempotency_fingerprint" IS NOT NULL;
