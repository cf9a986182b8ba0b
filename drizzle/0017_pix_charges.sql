-- Pix charges through the API Pix (issue 36, decision 030): one charge (cobv) per order, its txid derived
-- from the order, and what the provider said about it: status, amounts, the Pix that paid it.
CREATE TABLE IF NOT EXISTS "pix_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"txid" text NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"amount_paid_cents" integer,
	"due_date" text,
	"e2eid" text,
	"payer_name" text,
	"paid_at" timestamp with time zone,
	"location" text,
	"pix_copia_e_cola" text,
	"mismatch" text,
	"refund_status" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_charges_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "pix_charges_txid_unique" UNIQUE("txid"),
	CONSTRAINT "pix_charges_e2eid_unique" UNIQUE("e2eid"),
	CONSTRAINT "pix_charges_status_check" CHECK ("status" IN ('creating', 'ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP', 'failed')),
	CONSTRAINT "pix_charges_amounts_non_negative" CHECK ("amount_due_cents" >= 0 AND ("amount_paid_cents" IS NULL OR "amount_paid_cents" >= 0) AND "refunded_cents" >= 0)
);--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Reconciliation's window: where the last run of GET /pix ended (one row).
CREATE TABLE IF NOT EXISTS "pix_reconciliation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	CONSTRAINT "pix_reconciliation_one_row" CHECK ("id" = 1)
);
