CREATE TABLE "product_countries" (
	"product_id" uuid NOT NULL,
	"country_code" varchar(2) NOT NULL,
	CONSTRAINT "product_countries_product_id_country_code_pk" PRIMARY KEY("product_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "product_discount_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"min_quantity" integer NOT NULL,
	"discount_bp" integer NOT NULL,
	"description" varchar(256) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_discount_tiers_min_quantity_positive" CHECK ("product_discount_tiers"."min_quantity" >= 1),
	CONSTRAINT "product_discount_tiers_discount_range" CHECK ("product_discount_tiers"."discount_bp" >= 0 and "product_discount_tiers"."discount_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"item_tax_group_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_unit_price_non_negative" CHECK ("product_prices"."unit_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_code" varchar(64) NOT NULL,
	"variant_value" varchar(64) NOT NULL,
	"variant_name" varchar(256) NOT NULL,
	"days" integer NOT NULL,
	"data_gb" numeric(8, 2) NOT NULL,
	"is_day_pass" boolean DEFAULT false NOT NULL,
	"network_name" varchar(256),
	"unit_price_minor" bigint DEFAULT 0 NOT NULL,
	"image" varchar(512),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_days_positive" CHECK ("product_variants"."days" > 0),
	CONSTRAINT "product_variants_data_non_negative" CHECK ("product_variants"."data_gb" >= 0),
	CONSTRAINT "product_variants_unit_price_non_negative" CHECK ("product_variants"."unit_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"product_name" varchar(256) NOT NULL,
	"image" varchar(512),
	"description" text,
	"uom_id" uuid,
	"unit_price_minor" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'MYR' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_unit_price_non_negative" CHECK ("products"."unit_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"promotion_code" varchar(32) NOT NULL,
	"title" varchar(256) NOT NULL,
	"description" varchar(512),
	"product_id" uuid,
	"variant_id" uuid,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serial_number_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"file_name" varchar(256) NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported_by" varchar(256),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wander_serial_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"iccid" varchar(22) NOT NULL,
	"activation_code" varchar(256) NOT NULL,
	"status" varchar(16) DEFAULT 'available' NOT NULL,
	"invoice_line_id" uuid,
	"import_history_id" uuid,
	"allocated_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wander_serial_numbers_status_valid" CHECK ("wander_serial_numbers"."status" in ('available', 'allocated', 'delivered')),
	CONSTRAINT "wander_serial_numbers_allocation_consistent" CHECK (("wander_serial_numbers"."status" = 'available') = ("wander_serial_numbers"."invoice_line_id" is null)),
	CONSTRAINT "wander_serial_numbers_iccid_digits" CHECK ("wander_serial_numbers"."iccid" ~ '^89[0-9]{17,20}$')
);
--> statement-breakpoint
ALTER TABLE "product_countries" ADD CONSTRAINT "product_countries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_countries" ADD CONSTRAINT "product_countries_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_discount_tiers" ADD CONSTRAINT "product_discount_tiers_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_discount_tiers" ADD CONSTRAINT "product_discount_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_discount_tiers" ADD CONSTRAINT "product_discount_tiers_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_item_tax_group_id_item_tax_groups_id_fk" FOREIGN KEY ("item_tax_group_id") REFERENCES "public"."item_tax_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_uom_id_uoms_id_fk" FOREIGN KEY ("uom_id") REFERENCES "public"."uoms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_number_imports" ADD CONSTRAINT "serial_number_imports_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wander_serial_numbers" ADD CONSTRAINT "wander_serial_numbers_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wander_serial_numbers" ADD CONSTRAINT "wander_serial_numbers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wander_serial_numbers" ADD CONSTRAINT "wander_serial_numbers_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_countries_country_idx" ON "product_countries" USING btree ("country_code","product_id");--> statement-breakpoint
CREATE INDEX "product_discount_tiers_lookup_idx" ON "product_discount_tiers" USING btree ("entity_code","product_id","min_quantity");--> statement-breakpoint
CREATE UNIQUE INDEX "product_prices_entity_variant_uq" ON "product_prices" USING btree ("entity_code","variant_id");--> statement-breakpoint
CREATE INDEX "product_prices_entity_product_idx" ON "product_prices" USING btree ("entity_code","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_code_uq" ON "product_variants" USING btree ("variant_code");--> statement-breakpoint
CREATE INDEX "product_variants_filter_idx" ON "product_variants" USING btree ("product_id","is_day_pass","days","data_gb");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "products_entity_name_idx" ON "products" USING btree ("entity_code","product_name");--> statement-breakpoint
CREATE INDEX "products_name_id_idx" ON "products" USING btree ("product_name","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_entity_code_uq" ON "promotions" USING btree ("entity_code","promotion_code");--> statement-breakpoint
CREATE INDEX "promotions_entity_product_idx" ON "promotions" USING btree ("entity_code","product_id");--> statement-breakpoint
CREATE INDEX "serial_number_imports_entity_created_idx" ON "serial_number_imports" USING btree ("entity_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wander_serial_numbers_iccid_uq" ON "wander_serial_numbers" USING btree ("iccid");--> statement-breakpoint
CREATE INDEX "wander_serial_numbers_stock_idx" ON "wander_serial_numbers" USING btree ("variant_id","entity_code","status");--> statement-breakpoint
CREATE INDEX "wander_serial_numbers_invoice_line_idx" ON "wander_serial_numbers" USING btree ("invoice_line_id");--> statement-breakpoint
CREATE INDEX "wander_serial_numbers_entity_created_idx" ON "wander_serial_numbers" USING btree ("entity_code","created_at");