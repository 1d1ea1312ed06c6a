CREATE TABLE "service_moving_journals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"customer_entity_code" varchar(32),
	"serial_id" uuid NOT NULL,
	"iccid" varchar(22) NOT NULL,
	"event" varchar(16) NOT NULL,
	"description" text,
	"reference" varchar(64),
	"performed_by" varchar(256) NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_alerts_sent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial_id" uuid NOT NULL,
	"kind" varchar(8) NOT NULL,
	"threshold" integer NOT NULL,
	"rule_id" uuid,
	"entity_code" varchar(32) NOT NULL,
	"customer_entity_code" varchar(32) NOT NULL,
	"to_email" varchar(256) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"rule_name" varchar(100) NOT NULL,
	"applies_to" varchar(16) NOT NULL,
	"customer_group_id" uuid,
	"customer_entity_code" varchar(32),
	"usage_percent" integer,
	"expiry_days" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_notifications_threshold" CHECK ("usage_notifications"."usage_percent" is not null or "usage_notifications"."expiry_days" is not null)
);
--> statement-breakpoint
ALTER TABLE "service_moving_journals" ADD CONSTRAINT "service_moving_journals_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_moving_journals" ADD CONSTRAINT "service_moving_journals_serial_id_wander_serial_numbers_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."wander_serial_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_alerts_sent" ADD CONSTRAINT "usage_alerts_sent_serial_id_wander_serial_numbers_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."wander_serial_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_alerts_sent" ADD CONSTRAINT "usage_alerts_sent_rule_id_usage_notifications_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."usage_notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_alerts_sent" ADD CONSTRAINT "usage_alerts_sent_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_notifications" ADD CONSTRAINT "usage_notifications_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_notifications" ADD CONSTRAINT "usage_notifications_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_notifications" ADD CONSTRAINT "usage_notifications_customer_entity_code_companies_entity_code_fk" FOREIGN KEY ("customer_entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_moving_journals_entity_at_idx" ON "service_moving_journals" USING btree ("entity_code","occurred_at");--> statement-breakpoint
CREATE INDEX "service_moving_journals_customer_at_idx" ON "service_moving_journals" USING btree ("customer_entity_code","occurred_at");--> statement-breakpoint
CREATE INDEX "service_moving_journals_serial_idx" ON "service_moving_journals" USING btree ("serial_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_moving_journals_event_uq" ON "service_moving_journals" USING btree ("serial_id","event","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_alerts_sent_once_uq" ON "usage_alerts_sent" USING btree ("serial_id","kind","threshold");--> statement-breakpoint
CREATE INDEX "usage_alerts_sent_entity_idx" ON "usage_alerts_sent" USING btree ("entity_code");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_notifications_rule_entity_uq" ON "usage_notifications" USING btree ("rule_name","entity_code");--> statement-breakpoint
CREATE INDEX "usage_notifications_entity_idx" ON "usage_notifications" USING btree ("entity_code","rule_name");