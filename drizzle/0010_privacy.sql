CREATE TABLE "consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" uuid,
	"order_id" uuid,
	"subject_email" text,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"text_version" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" IN ('terms', 'privacy', 'whatsapp', 'marketing')),
	CONSTRAINT "consents_subject_email_lower" CHECK ("consents"."subject_email" IS NULL OR "consents"."subject_email" = lower("consents"."subject_email"))
);
--> statement-breakpoint
CREATE TABLE "privacy_request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subject_email" text NOT NULL,
	"customer_id" uuid,
	"details" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() + interval '15 days' NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" IN ('access', 'export', 'correction', 'deletion', 'revocation')),
	CONSTRAINT "privacy_requests_status_check" CHECK ("privacy_requests"."status" IN ('open', 'answered', 'completed', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_identified";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_request_events" ADD CONSTRAINT "privacy_request_events_request_id_privacy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_customer_idx" ON "consents" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "consents_order_idx" ON "consents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "consents_subject_email_idx" ON "consents" USING btree ("subject_email");--> statement-breakpoint
CREATE INDEX "privacy_request_events_request_idx" ON "privacy_request_events" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "privacy_requests_status_due_idx" ON "privacy_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_subject_email_idx" ON "privacy_requests" USING btree ("subject_email");--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_idx" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_windows_start_idx" ON "rate_limit_windows" USING btree ("window_start");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_identified" CHECK ("customers"."email" IS NOT NULL OR "customers"."cpf" IS NOT NULL OR "customers"."anonymized_at" IS NOT NULL);--> statement-breakpoint
-- Sign-ins before this migration: the latest visit of a session still kept.
UPDATE "users" SET "last_seen_at" = s."seen" FROM (SELECT "user_id", max("last_seen_at") AS "seen" FROM "sessions" WHERE "user_id" IS NOT NULL GROUP BY "user_id") AS s WHERE s."user_id" = "users"."id";
