CREATE TABLE "currency_pricings" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"mode" varchar(16) NOT NULL,
	"rounding" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_pricings_pk" PRIMARY KEY("entity_code","id"),
	CONSTRAINT "currency_pricings_mode_valid" CHECK ("currency_pricings"."mode" in ('list','converted')),
	CONSTRAINT "currency_pricings_rounding_valid" CHECK (("currency_pricings"."mode" = 'list' and "currency_pricings"."rounding" is null) or ("currency_pricings"."mode" = 'converted' and "currency_pricings"."rounding" in ('step-0.10','step-1','ending-0.90','ending-9.90')))
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "base_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "exchange_rate" numeric;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "rate_date" date;--> statement-breakpoint
ALTER TABLE "currency_pricings" ADD CONSTRAINT "currency_pricings_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_pricings" ADD CONSTRAINT "currency_pricings_currency_code_currencies_currency_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("currency_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "currency_pricings_entity_currency_uq" ON "currency_pricings" USING btree ("entity_code","currency_code");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_conversion_whole" CHECK (("purchase_orders"."base_currency" is null and "purchase_orders"."exchange_rate" is null and "purchase_orders"."rate_date" is null) or ("purchase_orders"."base_currency" is not null and "purchase_orders"."exchange_rate" > 0 and "purchase_orders"."rate_date" is not null));