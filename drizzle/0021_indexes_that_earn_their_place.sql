-- Indexes that earn their place (issue 39). On a PostgreSQL that already holds rows, the index
-- below was built and the others dropped beforehand WITHOUT blocking writes by
-- drizzle/concurrent/0021_indexes_that_earn_their_place.sql; "IF (NOT) EXISTS" then finds that done.
--
-- The retention job deletes delivered emails older than the logs' period, 5,000 at a time
-- (app/domain/privacy/retention.server.ts): by creation date, each batch an index range, not a
-- scan of the whole outbox past the rows earlier batches left dead.
CREATE INDEX IF NOT EXISTS "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
-- No query reads the outbox by status since emails are delivered by their job, by id (issue 35).
DROP INDEX IF EXISTS "email_outbox_status_idx";--> statement-breakpoint
-- Same rows and key as orders_unpaid_backlog_idx (migration 0020: (created_at, number) INCLUDE
-- (payment_due_at, payment_status, id) over delivered, unpaid orders), which serves Resultados'
-- 'vencido' by period just as well; one index over the backlog, not two.
DROP INDEX IF EXISTS "orders_delivered_unpaid_created_idx";
