-- Issue 40: a provider package's suggested price in the distributor's selling currency, the rate
-- it was converted at (or why there was none), the rate the plan was last reviewed at, and the
-- 'Margin below minimum' alert. Packages synced before get their suggestion and reviewed rate on
-- their next sync; selling prices are left as they are.
ALTER TABLE "provider_packages" ADD COLUMN "suggested_price_minor" bigint;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "suggested_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "suggested_on" date;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "suggestion_rate" numeric;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "suggestion_rate_date" date;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "suggestion_note" varchar(256);--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "reviewed_rate" numeric;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "reviewed_rate_date" date;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "margin_alert" jsonb;