-- WhatsApp messages (issue 37): every message the shop sends to a buyer (one row
-- per order and message, written before Meta is called, so a send is never
-- repeated blindly) and every message a buyer sends back, with the delivery
-- statuses Meta reports. whatsapp_settings: the admin's on/off per message.
CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"order_id" uuid,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"wamid" text,
	"status" text NOT NULL,
	"error" text,
	"text" text,
	"reply_to" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_key_unique" UNIQUE("key"),
	CONSTRAINT "whatsapp_messages_wamid_unique" UNIQUE("wamid"),
	CONSTRAINT "whatsapp_messages_direction_check" CHECK ("whatsapp_messages"."direction" IN ('out', 'in')),
	CONSTRAINT "whatsapp_messages_status_check" CHECK ("whatsapp_messages"."status" IN ('sending', 'retry', 'sent', 'delivered', 'read', 'failed', 'uncertain', 'skipped', 'received'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_order_idx" ON "whatsapp_messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_phone_idx" ON "whatsapp_messages" USING btree ("phone","created_at");--> statement-breakpoint
CREATE TABLE "whatsapp_settings" (
	"kind" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
