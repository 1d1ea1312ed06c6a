CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"customer_entity_code" varchar(32) NOT NULL,
	"company_name" varchar(120) NOT NULL,
	"register_number" varchar(120),
	"contact_name" varchar(100),
	"email" varchar(256) NOT NULL,
	"country_code" varchar(8),
	"contact_number" varchar(13),
	"tax_group_id" uuid,
	"payment_term_id" uuid,
	"credit_limit" numeric(14, 2),
	"salesman_id" uuid,
	"customer_group_id" uuid,
	"customer_group_name" varchar(100),
	"membership_id" uuid,
	"membership_name" varchar(50),
	"membership_since" timestamp with time zone,
	"status" varchar(16) DEFAULT 'Invited' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_credit_limit" CHECK ("customers"."credit_limit" is null or "customers"."credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"level" integer NOT NULL,
	"description" varchar(256),
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"free_top_ups" integer DEFAULT 0 NOT NULL,
	"spend_threshold" numeric(14, 2) DEFAULT 0 NOT NULL,
	"period_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_discount_range" CHECK ("memberships"."discount_percent" between 0 and 100),
	CONSTRAINT "memberships_period_days" CHECK ("memberships"."period_days" between 1 and 3650),
	CONSTRAINT "memberships_values" CHECK ("memberships"."free_top_ups" >= 0 and "memberships"."spend_threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_groups" ADD COLUMN "description" varchar(256);--> statement-breakpoint
ALTER TABLE "customer_groups" ADD COLUMN "discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_customer_entity_code_companies_entity_code_fk" FOREIGN KEY ("customer_entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tax_group_id_tax_groups_id_fk" FOREIGN KEY ("tax_group_id") REFERENCES "public"."tax_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_payment_term_id_payment_terms_id_fk" FOREIGN KEY ("payment_term_id") REFERENCES "public"."payment_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_salesman_id_users_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_entity_customer_uq" ON "customers" USING btree ("entity_code","customer_entity_code");--> statement-breakpoint
CREATE INDEX "customers_entity_name_idx" ON "customers" USING btree ("entity_code","company_name");--> statement-breakpoint
CREATE INDEX "customers_customer_idx" ON "customers" USING btree ("customer_entity_code");--> statement-breakpoint
CREATE INDEX "customers_group_idx" ON "customers" USING btree ("customer_group_id");--> statement-breakpoint
CREATE INDEX "customers_membership_idx" ON "customers" USING btree ("membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_entity_name_uq" ON "memberships" USING btree ("entity_code","name");--> statement-breakpoint
CREATE INDEX "memberships_entity_level_idx" ON "memberships" USING btree ("entity_code","level");--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_discount_range" CHECK ("customer_groups"."discount_percent" >= 0 and "customer_groups"."discount_percent" <= 100);