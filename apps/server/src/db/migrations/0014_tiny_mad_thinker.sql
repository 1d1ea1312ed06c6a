CREATE TABLE "wander_platforms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_code" varchar(16) NOT NULL,
	"platform_name" varchar(100) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"payment_providers" varchar(16)[] NOT NULL,
	"description" varchar(256),
	"is_active" boolean DEFAULT true NOT NULL,
	"api_key_prefix" varchar(16),
	"api_key_hash" varchar(64),
	"api_key_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wander_platforms" ADD CONSTRAINT "wander_platforms_currency_code_currencies_currency_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("currency_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wander_platforms_code_uq" ON "wander_platforms" USING btree ("platform_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wander_platforms_key_uq" ON "wander_platforms" USING btree ("api_key_hash");--> statement-breakpoint
CREATE INDEX "wander_platforms_name_idx" ON "wander_platforms" USING btree ("platform_name");