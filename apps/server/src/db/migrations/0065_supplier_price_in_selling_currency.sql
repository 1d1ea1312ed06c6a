ALTER TABLE "provider_packages" ADD COLUMN "suggested_price_minor" bigint;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "suggested_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "suggested_on" date;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "suggestion_rate" numeric;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "suggestion_rate_date" date;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "suggestion_note" varchar(256);--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "reviewed_rate" numeric;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "reviewed_rate_date" date;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "margin_alert" jsonb;