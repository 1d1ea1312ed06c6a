CREATE TABLE "plan_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"file_name" varchar(256) NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported_by" varchar(256),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_setups" (
	"entity_code" varchar(32) PRIMARY KEY NOT NULL,
	"prefix" varchar(8) DEFAULT 'WH' NOT NULL,
	"separator" varchar(1) DEFAULT '-' NOT NULL,
	"zone_count" integer DEFAULT 1 NOT NULL,
	"rack_count" integer DEFAULT 1 NOT NULL,
	"level_count" integer DEFAULT 1 NOT NULL,
	"bin_count" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_setups_counts_range" CHECK ("location_setups"."zone_count" between 1 and 26 and "location_setups"."rack_count" between 1 and 99 and "location_setups"."level_count" between 1 and 99 and "location_setups"."bin_count" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"location_code" varchar(32) NOT NULL,
	"zone" varchar(1) NOT NULL,
	"rack" integer NOT NULL,
	"level" integer NOT NULL,
	"bin" integer NOT NULL,
	"description" varchar(256),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"invoice_id" uuid NOT NULL,
	"reason" varchar(512) NOT NULL,
	"status" varchar(16) DEFAULT 'Pending' NOT NULL,
	"refund_method" varchar(16),
	"refund_minor" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "invoice_cancellations_status_valid" CHECK ("invoice_cancellations"."status" in ('Pending','Completed')),
	CONSTRAINT "invoice_cancellations_refund_non_negative" CHECK ("invoice_cancellations"."refund_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"file_name" varchar(256) NOT NULL,
	"status" varchar(16) DEFAULT 'Queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported_by" varchar(256),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "invoice_imports_status_valid" CHECK ("invoice_imports"."status" in ('Queued','Completed','Failed'))
);
--> statement-breakpoint
CREATE TABLE "esim_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial_id" uuid NOT NULL,
	"usage_date" date NOT NULL,
	"used_mb" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esim_usages_used_non_negative" CHECK ("esim_usages"."used_mb" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"reviewer_name" varchar(256) NOT NULL,
	"reviewer_email" varchar(256),
	"rating" integer NOT NULL,
	"title" varchar(256),
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating_range" CHECK ("product_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_valid";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_imports" ADD CONSTRAINT "plan_imports_plan_id_wander_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."wander_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_imports" ADD CONSTRAINT "plan_imports_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_setups" ADD CONSTRAINT "location_setups_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_cancellations" ADD CONSTRAINT "invoice_cancellations_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_cancellations" ADD CONSTRAINT "invoice_cancellations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_cancellations" ADD CONSTRAINT "invoice_cancellations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_imports" ADD CONSTRAINT "invoice_imports_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_usages" ADD CONSTRAINT "esim_usages_serial_id_wander_serial_numbers_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."wander_serial_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_imports_plan_created_idx" ON "plan_imports" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE INDEX "plan_imports_entity_created_idx" ON "plan_imports" USING btree ("entity_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_entity_code_uq" ON "locations" USING btree ("entity_code","location_code");--> statement-breakpoint
CREATE INDEX "locations_entity_created_idx" ON "locations" USING btree ("entity_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_cancellations_invoice_uq" ON "invoice_cancellations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_cancellations_entity_created_idx" ON "invoice_cancellations" USING btree ("entity_code","created_at");--> statement-breakpoint
CREATE INDEX "invoice_imports_entity_created_idx" ON "invoice_imports" USING btree ("entity_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "esim_usages_serial_date_uq" ON "esim_usages" USING btree ("serial_id","usage_date");--> statement-breakpoint
CREATE INDEX "product_reviews_entity_created_idx" ON "product_reviews" USING btree ("entity_code","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_plan_id_wander_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."wander_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_plan_idx" ON "products" USING btree ("plan_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_valid" CHECK ("invoices"."status" in ('Open','Completed','Cancelled'));