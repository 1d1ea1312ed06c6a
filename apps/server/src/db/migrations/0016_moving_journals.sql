CREATE TABLE "moving_journal_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"serial_id" uuid NOT NULL,
	"iccid" varchar(22) NOT NULL,
	"variant_id" uuid NOT NULL,
	"from_location_code" varchar(32),
	"to_location_code" varchar(32),
	"status_before" varchar(16) NOT NULL,
	"status_after" varchar(16) NOT NULL,
	"reverses_line_id" uuid
);
--> statement-breakpoint
CREATE TABLE "moving_journals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"seq" integer NOT NULL,
	"journal_no" varchar(32) NOT NULL,
	"journal_type" varchar(16) NOT NULL,
	"journal_date" date NOT NULL,
	"from_location_code" varchar(32),
	"to_location_code" varchar(32),
	"remarks" varchar(512),
	"adjusts_journal_id" uuid,
	"line_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moving_journals_type_valid" CHECK ("moving_journals"."journal_type" in ('receipt', 'transfer', 'issue', 'write_off', 'adjustment')),
	CONSTRAINT "moving_journals_adjustment_consistent" CHECK (("moving_journals"."journal_type" = 'adjustment') = ("moving_journals"."adjusts_journal_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "wander_serial_numbers" DROP CONSTRAINT "wander_serial_numbers_status_valid";--> statement-breakpoint
ALTER TABLE "wander_serial_numbers" DROP CONSTRAINT "wander_serial_numbers_allocation_consistent";--> statement-breakpoint
ALTER TABLE "wander_serial_numbers" ADD COLUMN "location_code" varchar(32);--> statement-breakpoint
ALTER TABLE "moving_journal_lines" ADD CONSTRAINT "moving_journal_lines_journal_id_moving_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."moving_journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moving_journal_lines" ADD CONSTRAINT "moving_journal_lines_serial_id_wander_serial_numbers_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."wander_serial_numbers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moving_journal_lines" ADD CONSTRAINT "moving_journal_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moving_journal_lines" ADD CONSTRAINT "moving_journal_lines_reverses_line_id_moving_journal_lines_id_fk" FOREIGN KEY ("reverses_line_id") REFERENCES "public"."moving_journal_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moving_journals" ADD CONSTRAINT "moving_journals_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moving_journals" ADD CONSTRAINT "moving_journals_adjusts_journal_id_moving_journals_id_fk" FOREIGN KEY ("adjusts_journal_id") REFERENCES "public"."moving_journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moving_journals" ADD CONSTRAINT "moving_journals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moving_journals" ADD CONSTRAINT "moving_journals_from_location_fk" FOREIGN KEY ("entity_code","from_location_code") REFERENCES "public"."locations"("entity_code","location_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moving_journals" ADD CONSTRAINT "moving_journals_to_location_fk" FOREIGN KEY ("entity_code","to_location_code") REFERENCES "public"."locations"("entity_code","location_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moving_journal_lines_journal_line_uq" ON "moving_journal_lines" USING btree ("journal_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "moving_journal_lines_reverses_uq" ON "moving_journal_lines" USING btree ("reverses_line_id");--> statement-breakpoint
CREATE INDEX "moving_journal_lines_serial_idx" ON "moving_journal_lines" USING btree ("serial_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moving_journals_entity_no_uq" ON "moving_journals" USING btree ("entity_code","journal_no");--> statement-breakpoint
CREATE UNIQUE INDEX "moving_journals_entity_seq_uq" ON "moving_journals" USING btree ("entity_code","seq");--> statement-breakpoint
CREATE INDEX "moving_journals_entity_created_idx" ON "moving_journals" USING btree ("entity_code","created_at");--> statement-breakpoint
CREATE INDEX "moving_journals_adjusts_idx" ON "moving_journals" USING btree ("adjusts_journal_id");--> statement-breakpoint
ALTER TABLE "wander_serial_numbers" ADD CONSTRAINT "wander_serial_numbers_location_fk" FOREIGN KEY ("entity_code","location_code") REFERENCES "public"."locations"("entity_code","location_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wander_serial_numbers_location_idx" ON "wander_serial_numbers" USING btree ("entity_code","location_code");--> statement-breakpoint
ALTER TABLE "wander_serial_numbers" ADD CONSTRAINT "wander_serial_numbers_status_valid" CHECK ("wander_serial_numbers"."status" in ('available', 'allocated', 'delivered', 'issued', 'written_off'));--> statement-breakpoint
ALTER TABLE "wander_serial_numbers" ADD CONSTRAINT "wander_serial_numbers_allocation_consistent" CHECK (("wander_serial_numbers"."status" in ('allocated', 'delivered')) = ("wander_serial_numbers"."invoice_line_id" is not null));