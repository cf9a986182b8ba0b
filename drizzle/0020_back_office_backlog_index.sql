-- The delivered-and-unpaid backlog at a million orders (issue 39). On a PostgreSQL that already
-- holds orders, the index below was built and the old one dropped beforehand WITHOUT blocking
-- writes by drizzle/concurrent/0020_back_office_backlog_index.sql; "IF (NOT) EXISTS" then finds
-- that done. On a fresh database and on PGlite (one connection) they run here, plainly.
--
-- One partial index over the delivered, unpaid orders (~5% of the shop: 55k at 1M orders), in the
-- lists' order and carrying what they filter on, so each reader walks the index alone:
--   Hoje's 'vencido' (the oldest 200 with payment_due_at < now(), stopping there),
--   the payment reminders (every one without an overdue reminder, payment_due_at and id from the index),
--   the orders list filtered by 'entregue' and a payment state (pages and the capped count).
CREATE INDEX IF NOT EXISTS "orders_unpaid_backlog_idx" ON "orders" USING btree ("created_at","number") INCLUDE ("payment_due_at","payment_status","id") WHERE "status" = 'delivered' AND "payment_status" IN ('pending', 'unpaid');--> statement-breakpoint
-- Replaced by the index above (its readers now read that one; by due date alone it made each of
-- them fetch every order of the backlog from the table).
DROP INDEX IF EXISTS "orders_delivered_unpaid_idx";
