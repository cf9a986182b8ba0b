-- The usual units per order (95th percentile over 180 days, risk screening's "far above the usual")
-- move out of the order path (docs/decisions/043): a job computes them into this one-row table, and
-- the order batch's read statement reads the row. Before, the first batch every 10 minutes ran the
-- percentile over every order line of 180 days while its orders (and, on PGlite, every order) waited.
CREATE TABLE IF NOT EXISTS "order_baselines" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"usual_units" integer NOT NULL,
	"orders_counted" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_baselines_single_row" CHECK ("order_baselines"."id" = 1),
	CONSTRAINT "order_baselines_usual_units" CHECK ("order_baselines"."usual_units" >= 1)
);
