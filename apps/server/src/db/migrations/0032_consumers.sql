CREATE TABLE "consumer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(256),
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"platform_id" uuid,
	"email" varchar(256) NOT NULL,
	"password_hash" varchar(256),
	"name" varchar(120) NOT NULL,
	"phone" varchar(32),
	"country" varchar(2) NOT NULL,
	"consumer_group_id" uuid,
	"consumer_group_name" varchar(100),
	"referral_code" varchar(16) NOT NULL,
	"referred_by_id" uuid,
	"referred_by_name" varchar(120),
	"status" varchar(16) DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumers_status_valid" CHECK ("consumers"."status" in ('Active','Inactive'))
);
--> statement-breakpoint
ALTER TABLE "wander_platforms" ADD COLUMN "distributor_entity_code" varchar(32);--> statement-breakpoint
ALTER TABLE "consumer_groups" ADD CONSTRAINT "consumer_groups_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_platform_id_wander_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."wander_platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_consumer_group_id_consumer_groups_id_fk" FOREIGN KEY ("consumer_group_id") REFERENCES "public"."consumer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_referred_by_id_consumers_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_groups_entity_name_idx" ON "consumer_groups" USING btree ("entity_code","name");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_email_entity_uq" ON "consumers" USING btree ("email","entity_code");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_referral_code_uq" ON "consumers" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "consumers_entity_created_idx" ON "consumers" USING btree ("entity_code","created_at");--> statement-breakpoint
CREATE INDEX "consumers_referred_by_idx" ON "consumers" USING btree ("referred_by_id");--> statement-breakpoint
ALTER TABLE "wander_platforms" ADD CONSTRAINT "wander_platforms_distributor_entity_code_companies_entity_code_fk" FOREIGN KEY ("distributor_entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE set null ON UPDATE no action;