CREATE TABLE "consumer_goal_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"goal_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"spent_minor" bigint NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_upgrade_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(256),
	"consumer_group_id" uuid NOT NULL,
	"consumer_group_name" varchar(100) NOT NULL,
	"spend_target_minor" bigint NOT NULL,
	"period_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"reached_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_upgrade_goals_target_positive" CHECK ("consumer_upgrade_goals"."spend_target_minor" > 0),
	CONSTRAINT "consumer_upgrade_goals_period_range" CHECK ("consumer_upgrade_goals"."period_days" between 1 and 3650)
);
--> statement-breakpoint
ALTER TABLE "consumer_goal_achievements" ADD CONSTRAINT "consumer_goal_achievements_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_goal_achievements" ADD CONSTRAINT "consumer_goal_achievements_goal_id_consumer_upgrade_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."consumer_upgrade_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_goal_achievements" ADD CONSTRAINT "consumer_goal_achievements_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_upgrade_goals" ADD CONSTRAINT "consumer_upgrade_goals_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_upgrade_goals" ADD CONSTRAINT "consumer_upgrade_goals_consumer_group_id_consumer_groups_id_fk" FOREIGN KEY ("consumer_group_id") REFERENCES "public"."consumer_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_goal_achievements_consumer_goal_uq" ON "consumer_goal_achievements" USING btree ("consumer_id","goal_id");--> statement-breakpoint
CREATE INDEX "consumer_goal_achievements_goal_idx" ON "consumer_goal_achievements" USING btree ("goal_id","reached_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_upgrade_goals_name_entity_uq" ON "consumer_upgrade_goals" USING btree ("name","entity_code");--> statement-breakpoint
CREATE INDEX "consumer_upgrade_goals_entity_target_idx" ON "consumer_upgrade_goals" USING btree ("entity_code","spend_target_minor");--> statement-breakpoint
CREATE INDEX "consumer_upgrade_goals_group_idx" ON "consumer_upgrade_goals" USING btree ("consumer_group_id");