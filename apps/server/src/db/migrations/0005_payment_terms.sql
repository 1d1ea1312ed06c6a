CREATE TABLE "payment_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"term_code" varchar(16) NOT NULL,
	"description" varchar(256),
	"due_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_terms_due_days_range" CHECK ("payment_terms"."due_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "payment_terms" ADD CONSTRAINT "payment_terms_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_terms_code_entity_uq" ON "payment_terms" USING btree ("term_code","entity_code");--> statement-breakpoint
CREATE INDEX "payment_terms_entity_due_idx" ON "payment_terms" USING btree ("entity_code","due_days");