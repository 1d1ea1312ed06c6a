-- Provider calls are paced by their documented rate limits across every server process: one
-- token bucket per provider account and endpoint class (provider_rate_buckets). The usage poll
-- carries what a run did not reach into the next: it asks the eSIMs polled longest ago first
-- (usage_polled_at).
CREATE TABLE "provider_rate_buckets" (
	"entity_code" varchar(32) NOT NULL,
	"provider_id" uuid NOT NULL,
	"bucket" varchar(64) NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paused_until" timestamp with time zone,
	CONSTRAINT "provider_rate_buckets_pk" PRIMARY KEY("entity_code","provider_id","bucket")
);
--> statement-breakpoint
ALTER TABLE "wander_serial_numbers" ADD COLUMN "usage_polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_rate_buckets" ADD CONSTRAINT "provider_rate_buckets_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_rate_buckets" ADD CONSTRAINT "provider_rate_buckets_provider_fk" FOREIGN KEY ("entity_code","provider_id") REFERENCES "public"."providers"("entity_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wander_serial_numbers_usage_poll_idx" ON "wander_serial_numbers" USING btree ("entity_code","provider_id","usage_polled_at") WHERE "wander_serial_numbers"."status" = 'delivered' and "wander_serial_numbers"."provider_id" is not null;