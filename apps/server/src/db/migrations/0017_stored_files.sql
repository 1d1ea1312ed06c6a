CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"entity" varchar(64) NOT NULL,
	"entity_id" uuid,
	"kind" varchar(16) NOT NULL,
	"file_name" varchar(256) NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" varchar(256) NOT NULL,
	"thumbnail_key" varchar(256),
	"created_by" varchar(256) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_entity_idx" ON "stored_files" USING btree ("entity_code","entity","entity_id");