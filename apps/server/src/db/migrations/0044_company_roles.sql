DROP INDEX "roles_name_uq";--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "entity_code" varchar(32);--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_owner_name_uq" UNIQUE NULLS NOT DISTINCT("entity_code","name");