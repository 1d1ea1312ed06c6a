ALTER TABLE "coupons" ADD COLUMN "platform_codes" varchar(16)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "country_codes" varchar(2)[] DEFAULT '{}' NOT NULL;