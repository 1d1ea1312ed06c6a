CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"brand_code" varchar(32) NOT NULL,
	"brand_name" varchar(128) NOT NULL,
	"description" varchar(256),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"website" varchar(256)
);
--> statement-breakpoint
CREATE TABLE "cost_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"cost_type_code" varchar(32) NOT NULL,
	"cost_type_name" varchar(128) NOT NULL,
	"description" varchar(256),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dimensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"dimension_code" varchar(32) NOT NULL,
	"dimension_name" varchar(128) NOT NULL,
	"description" varchar(256),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dimension_type" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loc_sorting_headers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"sorting_code" varchar(32) NOT NULL,
	"description" varchar(256),
	"location_ids" uuid[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"unit_code" varchar(32) NOT NULL,
	"unit_name" varchar(128) NOT NULL,
	"description" varchar(256),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"category_code" varchar(32) NOT NULL,
	"category_name" varchar(128) NOT NULL,
	"description" varchar(256),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parent_category_id" uuid,
	CONSTRAINT "product_categories_not_own_parent" CHECK ("product_categories"."parent_category_id" <> "product_categories"."id")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"product_type_code" varchar(32) NOT NULL,
	"product_type_name" varchar(128) NOT NULL,
	"description" varchar(256),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"warranty_type_code" varchar(32) NOT NULL,
	"warranty_type_name" varchar(128) NOT NULL,
	"description" varchar(256),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_setups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"cost_type_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"effective_date" date NOT NULL,
	"remarks" varchar(256),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_setups_amount_non_negative" CHECK ("cost_setups"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warranties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"warranty_code" varchar(32) NOT NULL,
	"warranty_type_id" uuid NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"period_days" integer DEFAULT 0 NOT NULL,
	"terms" varchar(1000) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranties_period_range" CHECK ("warranties"."period_days" between 0 and 3650)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_type_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_category_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dimension_id" uuid;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "location_unit_id" uuid;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_types" ADD CONSTRAINT "cost_types_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dimensions" ADD CONSTRAINT "dimensions_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loc_sorting_headers" ADD CONSTRAINT "loc_sorting_headers_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_units" ADD CONSTRAINT "location_units_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_category_id_product_categories_id_fk" FOREIGN KEY ("parent_category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_types" ADD CONSTRAINT "warranty_types_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_setups" ADD CONSTRAINT "cost_setups_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_setups" ADD CONSTRAINT "cost_setups_cost_type_id_cost_types_id_fk" FOREIGN KEY ("cost_type_id") REFERENCES "public"."cost_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_setups" ADD CONSTRAINT "cost_setups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_setups" ADD CONSTRAINT "cost_setups_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_warranty_type_id_warranty_types_id_fk" FOREIGN KEY ("warranty_type_id") REFERENCES "public"."warranty_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_code_entity_uq" ON "brands" USING btree ("brand_code","entity_code");--> statement-breakpoint
CREATE INDEX "brands_entity_name_idx" ON "brands" USING btree ("entity_code","brand_name");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_types_code_entity_uq" ON "cost_types" USING btree ("cost_type_code","entity_code");--> statement-breakpoint
CREATE INDEX "cost_types_entity_name_idx" ON "cost_types" USING btree ("entity_code","cost_type_name");--> statement-breakpoint
CREATE UNIQUE INDEX "dimensions_code_entity_uq" ON "dimensions" USING btree ("dimension_code","entity_code");--> statement-breakpoint
CREATE INDEX "dimensions_entity_name_idx" ON "dimensions" USING btree ("entity_code","dimension_name");--> statement-breakpoint
CREATE UNIQUE INDEX "loc_sorting_headers_code_entity_uq" ON "loc_sorting_headers" USING btree ("sorting_code","entity_code");--> statement-breakpoint
CREATE UNIQUE INDEX "loc_sorting_headers_default_uq" ON "loc_sorting_headers" USING btree ("is_default","entity_code") WHERE "loc_sorting_headers"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "location_units_code_entity_uq" ON "location_units" USING btree ("unit_code","entity_code");--> statement-breakpoint
CREATE INDEX "location_units_entity_name_idx" ON "location_units" USING btree ("entity_code","unit_name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_code_entity_uq" ON "product_categories" USING btree ("category_code","entity_code");--> statement-breakpoint
CREATE INDEX "product_categories_entity_name_idx" ON "product_categories" USING btree ("entity_code","category_name");--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_code_entity_uq" ON "product_types" USING btree ("product_type_code","entity_code");--> statement-breakpoint
CREATE INDEX "product_types_entity_name_idx" ON "product_types" USING btree ("entity_code","product_type_name");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_types_code_entity_uq" ON "warranty_types" USING btree ("warranty_type_code","entity_code");--> statement-breakpoint
CREATE INDEX "warranty_types_entity_name_idx" ON "warranty_types" USING btree ("entity_code","warranty_type_name");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_setups_date_type_variant_uq" ON "cost_setups" USING btree ("effective_date","cost_type_id","variant_id","currency","entity_code");--> statement-breakpoint
CREATE INDEX "cost_setups_entity_product_idx" ON "cost_setups" USING btree ("entity_code","product_id","effective_date");--> statement-breakpoint
CREATE INDEX "cost_setups_entity_date_idx" ON "cost_setups" USING btree ("entity_code","effective_date");--> statement-breakpoint
CREATE INDEX "cost_setups_type_idx" ON "cost_setups" USING btree ("cost_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranties_code_entity_uq" ON "warranties" USING btree ("warranty_code","entity_code");--> statement-breakpoint
CREATE INDEX "warranties_entity_product_idx" ON "warranties" USING btree ("entity_code","product_id");--> statement-breakpoint
CREATE INDEX "warranties_type_idx" ON "warranties" USING btree ("warranty_type_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_category_id_product_categories_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_dimension_id_dimensions_id_fk" FOREIGN KEY ("dimension_id") REFERENCES "public"."dimensions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_location_unit_id_location_units_id_fk" FOREIGN KEY ("location_unit_id") REFERENCES "public"."location_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("product_category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_dimension_idx" ON "products" USING btree ("dimension_id");--> statement-breakpoint
CREATE INDEX "locations_unit_idx" ON "locations" USING btree ("location_unit_id");