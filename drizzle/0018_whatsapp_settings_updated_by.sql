-- Who last turned a WhatsApp message on or off in /admin/whatsapp (issue 37), as order_rules keeps it for the risk rules.
ALTER TABLE "whatsapp_settings" ADD COLUMN IF NOT EXISTS "updated_by" text DEFAULT 'sistema' NOT NULL;
