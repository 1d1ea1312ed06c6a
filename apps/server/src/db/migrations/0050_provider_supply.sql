CREATE TABLE "plan_supplies" (
	"entity_code" varchar(32) NOT NULL,
	"variant_id" uuid NOT NULL,
	"mode" varchar(24) NOT NULL,
	"provider_package_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_supplies_pk" PRIMARY KEY("entity_code","variant_id"),
	CONSTRAINT "plan_supplies_mode_valid" CHECK ("plan_supplies"."mode" in ('stock','provider','stock-then-provider')),
	CONSTRAINT "plan_supplies_package_named" CHECK (("plan_supplies"."mode" = 'stock') = ("plan_supplies"."provider_package_id" is null))
);
--> statement-breakpoint
CREATE TABLE "provider_orders" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"provider_id" uuid NOT NULL,
	"kind" varchar(8) NOT NULL,
	"reference" varchar(64) NOT NULL,
	"po_id" uuid,
	"po_line_id" uuid,
	"serial_id" uuid,
	"package_code" varchar(128) NOT NULL,
	"quantity" integer NOT NULL,
	"status" varchar(16) DEFAULT 'Requesting' NOT NULL,
	"order_ref" varchar(128),
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" varchar(512),
	"cost_minor" bigint,
	"currency" varchar(3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "provider_orders_pk" PRIMARY KEY("entity_code","id"),
	CONSTRAINT "provider_orders_kind_valid" CHECK ("provider_orders"."kind" in ('esim','top-up')),
	CONSTRAINT "provider_orders_status_valid" CHECK ("provider_orders"."status" in ('Requesting','Pending','Completed','Failed')),
	CONSTRAINT "provider_orders_quantity_positive" CHECK ("provider_orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "provider_packages" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"provider_id" uuid NOT NULL,
	"package_code" varchar(128) NOT NULL,
	"package_name" varchar(256) NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"region" varchar(64),
	"days" integer NOT NULL,
	"data_mb" integer,
	"is_day_pass" boolean DEFAULT false NOT NULL,
	"networks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"top_upable" boolean DEFAULT false NOT NULL,
	"cost_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"previous_cost_minor" bigint,
	"status" varchar(16) DEFAULT 'Active' NOT NULL,
	"variant_id" uuid,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_packages_pk" PRIMARY KEY("entity_code","id"),
	CONSTRAINT "provider_packages_status_valid" CHECK ("provider_packages"."status" in ('Active','Withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "provider_webhook_events" (
	"provider_kind" varchar(16) NOT NULL,
	"event_key" varchar(160) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_webhook_events_pk" PRIMARY KEY("provider_kind","event_key")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"provider_name" varchar(100) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"environment" varchar(8) DEFAULT 'sandbox' NOT NULL,
	"credentials_enc" text NOT NULL,
	"credentials_hint" varchar(64) DEFAULT '' NOT NULL,
	"api_base_url" varchar(256),
	"balance_minor" bigint,
	"balance_currency" varchar(3),
	"balance_checked_at" timestamp with time zone,
	"low_balance_minor" bigint DEFAULT 0 NOT NULL,
	"low_balance_alerted_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_sync_status" varchar(16),
	"last_sync_message" varchar(512),
	"sync_done" integer DEFAULT 0 NOT NULL,
	"sync_total" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_pk" PRIMARY KEY("entity_code","id"),
	CONSTRAINT "providers_kind_valid" CHECK ("providers"."kind" in ('airalo','esim-access','demo')),
	CONSTRAINT "providers_environment_valid" CHECK ("providers"."environment" in ('sandbox','live'))
);
--> statement-breakpoint
ALTER TABLE "wander_serial_numbers" ADD COLUMN "provider_id" uuid;--> statement-breakpoint
ALTER TABLE "wander_serial_numbers" ADD COLUMN "reserved_for_line_id" uuid;--> statement-breakpoint
ALTER TABLE "plan_supplies" ADD CONSTRAINT "plan_supplies_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_supplies" ADD CONSTRAINT "plan_supplies_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_supplies" ADD CONSTRAINT "plan_supplies_package_fk" FOREIGN KEY ("entity_code","provider_package_id") REFERENCES "public"."provider_packages"("entity_code","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_orders" ADD CONSTRAINT "provider_orders_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_orders" ADD CONSTRAINT "provider_orders_provider_fk" FOREIGN KEY ("entity_code","provider_id") REFERENCES "public"."providers"("entity_code","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD CONSTRAINT "provider_packages_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD CONSTRAINT "provider_packages_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_packages" ADD CONSTRAINT "provider_packages_provider_fk" FOREIGN KEY ("entity_code","provider_id") REFERENCES "public"."providers"("entity_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_orders_reference_uq" ON "provider_orders" USING btree ("entity_code","reference");--> statement-breakpoint
CREATE INDEX "provider_orders_order_ref_idx" ON "provider_orders" USING btree ("provider_id","order_ref");--> statement-breakpoint
CREATE INDEX "provider_orders_po_idx" ON "provider_orders" USING btree ("entity_code","po_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_packages_code_uq" ON "provider_packages" USING btree ("entity_code","provider_id","package_code");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_packages_variant_uq" ON "provider_packages" USING btree ("entity_code","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_entity_name_uq" ON "providers" USING btree ("entity_code","provider_name");--> statement-breakpoint
CREATE INDEX "wander_serial_numbers_reserved_idx" ON "wander_serial_numbers" USING btree ("reserved_for_line_id") WHERE "wander_serial_numbers"."reserved_for_line_id" is not null;