-- Issue 41: a product's and a variant's names in Bahasa Melayu and Chinese (the web store shows
-- them; null shows the English name), and a provider package's operators per country and
-- hotspot rule (null: the provider does not say). Plans synced before are named, and their
-- packages' coverage filled, at their next sync.
ALTER TABLE "product_variants" ADD COLUMN "variant_name_ms" varchar(256);--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "variant_name_zh" varchar(256);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_name_ms" varchar(256);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_name_zh" varchar(256);--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "coverage" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD COLUMN "hotspot" boolean;
