-- "Sair" in the privacy portal ends the grant server-side (issue 34, decision 031): the signed grant's
-- SHA-256 is kept until the grant would have expired, and the portal refuses it.
CREATE TABLE IF NOT EXISTS "privacy_portal_revocations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "privacy_portal_revocations_expires_idx" ON "privacy_portal_revocations" USING btree ("expires_at");
