ALTER TABLE "agents" DROP CONSTRAINT "agents_parent_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "country_code" varchar(8);--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "contact_number" varchar(13);--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "status" varchar(16) DEFAULT 'Active' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_parent_user_id_agents_user_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."agents"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_agent_idx" ON "companies" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_agent_idx" ON "purchase_orders" USING btree ("agent_id","paid_at");--> statement-breakpoint
CREATE INDEX "agents_entity_code_idx" ON "agents" USING btree ("entity_code","agent_code");--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_status_valid" CHECK ("agents"."status" in ('Active','Inactive'));--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_not_own_upline" CHECK ("agents"."parent_user_id" is distinct from "agents"."user_id");