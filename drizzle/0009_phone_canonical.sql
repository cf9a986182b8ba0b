ALTER TABLE "blocked_buyers" DROP CONSTRAINT "blocked_buyers_value_digits";--> statement-breakpoint
-- ==================== Custom SQL (hand-written, keep at the end when migrations are renumbered) ====================
-- Phones in one canonical form, E.164 ("+55" + DDD + number), as app/lib/phone.ts writes them from now on, so
-- that an old row and a new order, a block and an order compare equal: the country code is taken off and put back,
-- the old 8-digit mobile form (DDD + 8 digits starting 6-9) gets its 9. A value that cannot be a phone with DDD
-- is left as it was. lift_canonical_phone is this file's helper, the SQL twin of canonicalPhone; it is dropped below.
-- The new blocked_buyers CHECK generated above is added last, after the rows moved.
CREATE FUNCTION "lift_canonical_phone"(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN n !~ '^[1-9][1-9][0-9]{8,9}$' THEN phone
    WHEN length(n) = 10 AND substr(n, 3, 1) >= '6' THEN '+55' || substr(n, 1, 2) || '9' || substr(n, 3)
    WHEN length(n) = 11 AND substr(n, 3, 1) <> '9' THEN phone
    ELSE '+55' || n
  END
  FROM (SELECT CASE WHEN length(d) IN (12, 13) AND d LIKE '55%' THEN substr(d, 3) ELSE d END AS n
        FROM (SELECT regexp_replace(phone, '[^0-9]', '', 'g') AS d) AS typed) AS national
$$;--> statement-breakpoint
UPDATE "orders" SET "customer_phone" = "lift_canonical_phone"("customer_phone")
WHERE "customer_phone" <> '' AND "customer_phone" <> "lift_canonical_phone"("customer_phone");--> statement-breakpoint
UPDATE "customers" SET "phone" = "lift_canonical_phone"("phone")
WHERE "phone" <> '' AND "phone" <> "lift_canonical_phone"("phone");--> statement-breakpoint
-- CPFs are kept as their digits (orders only: the customers' CPF is unique, and no comparison reads it any more).
UPDATE "orders" SET "customer_cpf" = regexp_replace("customer_cpf", '[^0-9]', '', 'g') WHERE "customer_cpf" ~ '[^0-9]';--> statement-breakpoint
-- Blocks: two spellings of one phone become one block (the oldest stays), then every phone block is canonical.
DELETE FROM "blocked_buyers" b USING "blocked_buyers" k
WHERE b."kind" = 'phone' AND k."kind" = 'phone' AND k."id" < b."id"
  AND "lift_canonical_phone"(k."value") = "lift_canonical_phone"(b."value");--> statement-breakpoint
UPDATE "blocked_buyers" SET "value" = "lift_canonical_phone"("value") WHERE "kind" = 'phone';--> statement-breakpoint
-- What is still not a CPF or a phone with DDD never matched an order (orders always had them): it goes.
DELETE FROM "blocked_buyers"
WHERE NOT (("kind" = 'cpf' AND "value" ~ '^[0-9]{11}$') OR ("kind" = 'phone' AND "value" ~ '^[+]55[0-9]{10,11}$'));--> statement-breakpoint
DROP FUNCTION "lift_canonical_phone"(text);--> statement-breakpoint
ALTER TABLE "blocked_buyers" ADD CONSTRAINT "blocked_buyers_value_canonical" CHECK (("blocked_buyers"."kind" = 'cpf' AND "blocked_buyers"."value" ~ '^[0-9]{11}$') OR ("blocked_buyers"."kind" = 'phone' AND "blocked_buyers"."value" ~ '^[+]55[0-9]{10,11}$'));
