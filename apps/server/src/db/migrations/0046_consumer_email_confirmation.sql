ALTER TABLE "consumers" ADD COLUMN "email_confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "email_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "email_token_expires_at" timestamp with time zone;--> statement-breakpoint
-- Consumers who signed up before confirmation existed keep buying: confirmed when they joined.
UPDATE "consumers" SET "email_confirmed_at" = "created_at";
