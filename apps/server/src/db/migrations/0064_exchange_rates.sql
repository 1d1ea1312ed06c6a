-- Exchange rates (issue 40): 1 base = rate quote on a day, platform-wide reference data; one rate per
-- pair and day (the key also serves "the latest rate on or before a day"), the rate exact (numeric).
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"base_currency" varchar(3) NOT NULL,
	"quote_currency" varchar(3) NOT NULL,
	"rate_date" date NOT NULL,
	"rate" numeric NOT NULL,
	"source" varchar(16) DEFAULT 'Manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_pair_differs" CHECK ("exchange_rates"."base_currency" <> "exchange_rates"."quote_currency")
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_base_currency_currencies_currency_code_fk" FOREIGN KEY ("base_currency") REFERENCES "public"."currencies"("currency_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_quote_currency_currencies_currency_code_fk" FOREIGN KEY ("quote_currency") REFERENCES "public"."currencies"("currency_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_day_uq" ON "exchange_rates" USING btree ("base_currency","quote_currency","rate_date");--> statement-breakpoint
CREATE INDEX "exchange_rates_day_idx" ON "exchange_rates" USING btree ("rate_date");