CREATE TABLE "coupon_automations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"coupon_id" uuid NOT NULL,
	"coupon_code" varchar(32) NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"run_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_automations_trigger_valid" CHECK ("coupon_automations"."trigger" in ('SignUp','Date'))
);
--> statement-breakpoint
CREATE TABLE "coupon_consumers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"coupon_id" uuid NOT NULL,
	"coupon_code" varchar(32) NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" varchar(120) NOT NULL,
	"buyer_entity_code" varchar(32) NOT NULL,
	"note" varchar(256),
	"automation_id" uuid,
	"status" varchar(16) DEFAULT 'Issued' NOT NULL,
	"used_at" timestamp with time zone,
	"used_purchase_order_id" uuid,
	"used_document_no" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_consumers_status_valid" CHECK ("coupon_consumers"."status" in ('Issued','Used'))
);
--> statement-breakpoint
CREATE TABLE "coupon_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"coupon_id" uuid NOT NULL,
	"coupon_code" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"buyer_entity_code" varchar(32) NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"document_no" varchar(32) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reversal_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_transactions_kind_valid" CHECK ("coupon_transactions"."kind" in ('Redeemed','Reversed')),
	CONSTRAINT "coupon_transactions_amount_positive" CHECK ("coupon_transactions"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"code" varchar(32) NOT NULL,
	"description" varchar(256),
	"discount_type" varchar(16) NOT NULL,
	"discount_value" numeric(14, 2) NOT NULL,
	"minimum_spend" numeric(14, 2) DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"total_use_limit" integer,
	"per_buyer_limit" integer,
	"product_variant_ids" uuid[] DEFAULT '{}' NOT NULL,
	"status" varchar(16) DEFAULT 'Active' NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_discount_type_valid" CHECK ("coupons"."discount_type" in ('Percentage','Fixed')),
	CONSTRAINT "coupons_status_valid" CHECK ("coupons"."status" in ('Active','Inactive')),
	CONSTRAINT "coupons_used_count_non_negative" CHECK ("coupons"."used_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_automations" ADD CONSTRAINT "coupon_automations_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_automations" ADD CONSTRAINT "coupon_automations_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_consumers" ADD CONSTRAINT "coupon_consumers_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_consumers" ADD CONSTRAINT "coupon_consumers_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_consumers" ADD CONSTRAINT "coupon_consumers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_consumers" ADD CONSTRAINT "coupon_consumers_automation_id_coupon_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."coupon_automations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_consumers" ADD CONSTRAINT "coupon_consumers_used_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("used_purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_transactions" ADD CONSTRAINT "coupon_transactions_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_transactions" ADD CONSTRAINT "coupon_transactions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_transactions" ADD CONSTRAINT "coupon_transactions_buyer_entity_code_companies_entity_code_fk" FOREIGN KEY ("buyer_entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_transactions" ADD CONSTRAINT "coupon_transactions_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_automations_entity_name_idx" ON "coupon_automations" USING btree ("entity_code","name");--> statement-breakpoint
CREATE INDEX "coupon_consumers_entity_created_idx" ON "coupon_consumers" USING btree ("entity_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_consumers_automation_customer_uq" ON "coupon_consumers" USING btree ("automation_id","customer_id");--> statement-breakpoint
CREATE INDEX "coupon_consumers_coupon_buyer_idx" ON "coupon_consumers" USING btree ("coupon_id","buyer_entity_code","status");--> statement-breakpoint
CREATE INDEX "coupon_transactions_entity_created_idx" ON "coupon_transactions" USING btree ("entity_code","created_at");--> statement-breakpoint
CREATE INDEX "coupon_transactions_coupon_buyer_idx" ON "coupon_transactions" USING btree ("coupon_id","buyer_entity_code");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_transactions_order_kind_uq" ON "coupon_transactions" USING btree ("purchase_order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_entity_uq" ON "coupons" USING btree ("code","entity_code");--> statement-breakpoint
CREATE INDEX "coupons_entity_valid_idx" ON "coupons" USING btree ("entity_code","valid_to");