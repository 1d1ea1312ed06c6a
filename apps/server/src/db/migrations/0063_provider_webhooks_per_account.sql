-- Provider webhooks per account: every provider account gets its own webhook URL token (a notice
-- belongs to the account whose URL it came to, never to every account of its kind; each existing
-- account gets a random token), and a notice's event key is remembered per account, so the same
-- id at a second account, or another company's, is applied there too. The kind-keyed memory
-- cannot be split into accounts: it is emptied (each effect is idempotent anyway).
DELETE FROM "provider_webhook_events";--> statement-breakpoint
ALTER TABLE "provider_webhook_events" DROP CONSTRAINT "provider_webhook_events_pk";--> statement-breakpoint
ALTER TABLE "provider_webhook_events" DROP COLUMN "provider_kind";--> statement-breakpoint
ALTER TABLE "provider_webhook_events" ADD COLUMN "entity_code" varchar(32) NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_webhook_events" ADD COLUMN "provider_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "webhook_token" varchar(64) DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_webhook_events" ADD CONSTRAINT "provider_webhook_events_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_webhook_events" ADD CONSTRAINT "provider_webhook_events_provider_fk" FOREIGN KEY ("entity_code","provider_id") REFERENCES "public"."providers"("entity_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "providers_webhook_token_idx" ON "providers" USING btree ("webhook_token");--> statement-breakpoint
ALTER TABLE "provider_webhook_events" ADD CONSTRAINT "provider_webhook_events_pk" PRIMARY KEY("entity_code","provider_id","event_key");
