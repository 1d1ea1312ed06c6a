CREATE TABLE "appointment_configs" (
	"entity_code" varchar(32) PRIMARY KEY NOT NULL,
	"slot_minutes" integer NOT NULL,
	"capacity_per_slot" integer NOT NULL,
	"lead_time_hours" integer NOT NULL,
	"days_ahead" integer NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_configs_slot_range" CHECK ("appointment_configs"."slot_minutes" between 5 and 480),
	CONSTRAINT "appointment_configs_capacity_range" CHECK ("appointment_configs"."capacity_per_slot" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "appointment_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"variant_id" uuid NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "appointment_products_qty_range" CHECK ("appointment_products"."qty" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"customer_name" varchar(120) NOT NULL,
	"customer_email" varchar(256),
	"customer_phone" varchar(32),
	"purpose" varchar(16) NOT NULL,
	"appointment_date" date NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"location" varchar(128),
	"status" varchar(16) DEFAULT 'Pending' NOT NULL,
	"remarks" varchar(512),
	"cancel_reason" varchar(256),
	"sale_order_id" uuid,
	"created_by" uuid,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_valid" CHECK ("appointments"."status" in ('Pending','Confirmed','Completed','Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"holiday_date" date NOT NULL,
	"description" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeslots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"weekday" varchar(9) NOT NULL,
	"day_no" integer NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"location" varchar(128),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeslots_day_no_range" CHECK ("timeslots"."day_no" between 1 and 7),
	CONSTRAINT "timeslots_start_before_end" CHECK ("timeslots"."start_time" < "timeslots"."end_time")
);
--> statement-breakpoint
ALTER TABLE "appointment_configs" ADD CONSTRAINT "appointment_configs_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_products" ADD CONSTRAINT "appointment_products_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_products" ADD CONSTRAINT "appointment_products_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_sale_order_id_sale_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."sale_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_products_line_uq" ON "appointment_products" USING btree ("appointment_id","line_no");--> statement-breakpoint
CREATE INDEX "appointments_entity_slot_idx" ON "appointments" USING btree ("entity_code","appointment_date","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_entity_uq" ON "holidays" USING btree ("holiday_date","entity_code");--> statement-breakpoint
CREATE INDEX "timeslots_entity_day_idx" ON "timeslots" USING btree ("entity_code","day_no","start_time");