CREATE TABLE "bank_masters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_code" varchar(20) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"swift_code" varchar(11),
	"country_code" varchar(2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_tax_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"item_tax_group_code" varchar(16) NOT NULL,
	"description" varchar(256),
	"tax_group_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"setting_name" varchar(64) NOT NULL,
	"setting_value" varchar(256) NOT NULL,
	"description" varchar(256),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"tax_code" varchar(16) NOT NULL,
	"description" varchar(256),
	"rate_percent" numeric(5, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_codes_entity_id_uq" UNIQUE("entity_code","id")
);
--> statement-breakpoint
CREATE TABLE "tax_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"tax_group_code" varchar(16) NOT NULL,
	"description" varchar(256),
	"tax_code_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_groups_entity_id_uq" UNIQUE("entity_code","id")
);
--> statement-breakpoint
CREATE TABLE "uoms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uom_code" varchar(16) NOT NULL,
	"uom_name" varchar(64) NOT NULL,
	"related_uom_id" uuid,
	"related_quantity" numeric(14, 4),
	"hours_per_unit" numeric(14, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"country_name" varchar(100) NOT NULL,
	"iso3" varchar(3) NOT NULL,
	"phone_code" varchar(5) NOT NULL,
	"region" varchar(16) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "countries_code_uq" UNIQUE("country_code")
);
--> statement-breakpoint
CREATE TABLE "notification_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(256) NOT NULL,
	"message" text NOT NULL,
	"target" varchar(16) NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid,
	"title" varchar(256) NOT NULL,
	"message" text NOT NULL,
	"recipient_entity_code" varchar(32) NOT NULL,
	"recipient_name" varchar(120) NOT NULL,
	"status" varchar(16) NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_import_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" varchar(256) NOT NULL,
	"total_rows" integer NOT NULL,
	"success_rows" integer NOT NULL,
	"failed_rows" integer NOT NULL,
	"imported_by" varchar(256) NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" varchar(13) NOT NULL,
	"message" text NOT NULL,
	"status" varchar(16) DEFAULT 'Queued' NOT NULL,
	"import_id" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_masters" ADD CONSTRAINT "bank_masters_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tax_groups" ADD CONSTRAINT "item_tax_groups_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tax_groups" ADD CONSTRAINT "item_tax_groups_tax_group_fk" FOREIGN KEY ("entity_code","tax_group_id") REFERENCES "public"."tax_groups"("entity_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_codes" ADD CONSTRAINT "tax_codes_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_groups" ADD CONSTRAINT "tax_groups_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_groups" ADD CONSTRAINT "tax_groups_tax_code_fk" FOREIGN KEY ("entity_code","tax_code_id") REFERENCES "public"."tax_codes"("entity_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uoms" ADD CONSTRAINT "uoms_related_uom_id_uoms_id_fk" FOREIGN KEY ("related_uom_id") REFERENCES "public"."uoms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_batch_id_notification_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."notification_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_entity_code_companies_entity_code_fk" FOREIGN KEY ("recipient_entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_logs" ADD CONSTRAINT "sms_logs_import_id_sms_import_histories_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sms_import_histories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_masters_code_uq" ON "bank_masters" USING btree ("bank_code");--> statement-breakpoint
CREATE INDEX "bank_masters_name_idx" ON "bank_masters" USING btree ("bank_name");--> statement-breakpoint
CREATE UNIQUE INDEX "item_tax_groups_code_entity_uq" ON "item_tax_groups" USING btree ("item_tax_group_code","entity_code");--> statement-breakpoint
CREATE INDEX "item_tax_groups_tax_group_idx" ON "item_tax_groups" USING btree ("tax_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_name_entity_uq" ON "settings" USING btree ("setting_name","entity_code");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_codes_code_entity_uq" ON "tax_codes" USING btree ("tax_code","entity_code");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_groups_code_entity_uq" ON "tax_groups" USING btree ("tax_group_code","entity_code");--> statement-breakpoint
CREATE INDEX "tax_groups_tax_code_idx" ON "tax_groups" USING btree ("tax_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uoms_code_uq" ON "uoms" USING btree ("uom_code");--> statement-breakpoint
CREATE INDEX "countries_name_idx" ON "countries" USING btree ("country_name");--> statement-breakpoint
CREATE INDEX "notification_batches_title_idx" ON "notification_batches" USING btree ("title");--> statement-breakpoint
CREATE INDEX "notification_batches_created_idx" ON "notification_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_batch_idx" ON "notifications" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "notifications_sent_idx" ON "notifications" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "sms_import_histories_at_idx" ON "sms_import_histories" USING btree ("imported_at");--> statement-breakpoint
CREATE INDEX "sms_logs_created_idx" ON "sms_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_logs_status_idx" ON "sms_logs" USING btree ("status");