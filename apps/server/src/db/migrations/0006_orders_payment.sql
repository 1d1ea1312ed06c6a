CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"scope" varchar(64) NOT NULL,
	"key" varchar(128) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"po_id" uuid NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_ref" varchar(256),
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_sessions_amount_positive" CHECK ("payment_sessions"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"document_type" varchar(16) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"padding" integer DEFAULT 6 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_sequences_next_positive" CHECK ("document_sequences"."next_number" >= 1),
	CONSTRAINT "document_sequences_padding_range" CHECK ("document_sequences"."padding" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"product_name" varchar(256) NOT NULL,
	"variant_code" varchar(64) NOT NULL,
	"variant_name" varchar(256) NOT NULL,
	"days" integer NOT NULL,
	"data_gb" numeric(8, 2) NOT NULL,
	"is_day_pass" boolean DEFAULT false NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"tax_code" varchar(16),
	"tax_rate_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"line_total_minor" bigint DEFAULT 0 NOT NULL,
	"invoice_id" uuid NOT NULL,
	"po_line_id" uuid
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_no" varchar(32) NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"customer_entity_code" varchar(32) NOT NULL,
	"po_id" uuid NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'Open' NOT NULL,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "invoices_status_valid" CHECK ("invoices"."status" in ('Open','Completed'))
);
--> statement-breakpoint
CREATE TABLE "order_mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(32) NOT NULL,
	"invoice_id" uuid,
	"po_id" uuid,
	"to_email" varchar(256) NOT NULL,
	"subject" varchar(256) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"product_name" varchar(256) NOT NULL,
	"variant_code" varchar(64) NOT NULL,
	"variant_name" varchar(256) NOT NULL,
	"days" integer NOT NULL,
	"data_gb" numeric(8, 2) NOT NULL,
	"is_day_pass" boolean DEFAULT false NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"tax_code" varchar(16),
	"tax_rate_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"line_total_minor" bigint DEFAULT 0 NOT NULL,
	"po_id" uuid NOT NULL,
	CONSTRAINT "purchase_order_lines_qty_range" CHECK ("purchase_order_lines"."qty" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_no" varchar(32) NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"distributor_entity_code" varchar(32) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'Draft' NOT NULL,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"remarks" varchar(512),
	"payment_method" varchar(16),
	"created_by" uuid,
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status_valid" CHECK ("purchase_orders"."status" in ('Draft','Submitted','Paid','Fulfilled','Completed','Cancelled')),
	CONSTRAINT "purchase_orders_totals_non_negative" CHECK ("purchase_orders"."subtotal_minor" >= 0 and "purchase_orders"."discount_minor" >= 0 and "purchase_orders"."tax_minor" >= 0 and "purchase_orders"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"product_name" varchar(256) NOT NULL,
	"variant_code" varchar(64) NOT NULL,
	"variant_name" varchar(256) NOT NULL,
	"days" integer NOT NULL,
	"data_gb" numeric(8, 2) NOT NULL,
	"is_day_pass" boolean DEFAULT false NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"tax_code" varchar(16),
	"tax_rate_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"line_total_minor" bigint DEFAULT 0 NOT NULL,
	"sale_order_id" uuid NOT NULL,
	CONSTRAINT "sale_order_lines_qty_range" CHECK ("sale_order_lines"."qty" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "sale_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_no" varchar(32) NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"customer_name" varchar(120) NOT NULL,
	"customer_email" varchar(256),
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'Draft' NOT NULL,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"remarks" varchar(512),
	"created_by" uuid,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_orders_status_valid" CHECK ("sale_orders"."status" in ('Draft','Confirmed','Cancelled'))
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "purchase_order_id" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sequences" ADD CONSTRAINT "document_sequences_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_po_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("po_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_entity_code_companies_entity_code_fk" FOREIGN KEY ("customer_entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_mail_outbox" ADD CONSTRAINT "order_mail_outbox_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_mail_outbox" ADD CONSTRAINT "order_mail_outbox_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_distributor_entity_code_companies_entity_code_fk" FOREIGN KEY ("distributor_entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_lines" ADD CONSTRAINT "sale_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_lines" ADD CONSTRAINT "sale_order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_lines" ADD CONSTRAINT "sale_order_lines_sale_order_id_sale_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_company_scope_key_uq" ON "idempotency_keys" USING btree ("company_id","scope","key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_provider_ref_uq" ON "payment_sessions" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_sessions_po_idx" ON "payment_sessions" USING btree ("po_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_sequences_entity_type_uq" ON "document_sequences" USING btree ("entity_code","document_type");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_invoice_line_uq" ON "invoice_lines" USING btree ("invoice_id","line_no");--> statement-breakpoint
CREATE INDEX "invoice_lines_variant_idx" ON "invoice_lines" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_po_uq" ON "invoices" USING btree ("po_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_entity_doc_uq" ON "invoices" USING btree ("entity_code","document_no");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_entity_code","created_at");--> statement-breakpoint
CREATE INDEX "order_mail_outbox_pending_idx" ON "order_mail_outbox" USING btree ("created_at") WHERE "order_mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_po_line_uq" ON "purchase_order_lines" USING btree ("po_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_entity_doc_uq" ON "purchase_orders" USING btree ("entity_code","document_no");--> statement-breakpoint
CREATE INDEX "purchase_orders_entity_created_idx" ON "purchase_orders" USING btree ("entity_code","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_distributor_idx" ON "purchase_orders" USING btree ("distributor_entity_code","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_order_lines_so_line_uq" ON "sale_order_lines" USING btree ("sale_order_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_orders_entity_doc_uq" ON "sale_orders" USING btree ("entity_code","document_no");--> statement-breakpoint
CREATE INDEX "sale_orders_entity_created_idx" ON "sale_orders" USING btree ("entity_code","created_at");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_purchase_uq" ON "wallet_transactions" USING btree ("purchase_order_id") WHERE "wallet_transactions"."kind" = 'purchase';--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_amount_non_zero" CHECK ("wallet_transactions"."amount_minor" <> 0);