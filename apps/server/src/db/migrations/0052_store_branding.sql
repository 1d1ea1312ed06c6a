ALTER TABLE "wander_platforms" ADD COLUMN "store_name" varchar(100);--> statement-breakpoint
ALTER TABLE "wander_platforms" ADD COLUMN "store_logo_url" varchar(512);--> statement-breakpoint
ALTER TABLE "wander_platforms" ADD COLUMN "store_primary_color" varchar(7);--> statement-breakpoint
ALTER TABLE "wander_platforms" ADD COLUMN "store_support_email" varchar(256);--> statement-breakpoint
ALTER TABLE "wander_platforms" ADD COLUMN "store_default_language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "reset_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "reset_token_expires_at" timestamp with time zone;