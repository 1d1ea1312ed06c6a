ALTER TABLE "invoices" DROP CONSTRAINT "invoices_one_source";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_valid";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "notes" varchar(512);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_tax_group_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_draft_is_manual" CHECK ("invoices"."status" <> 'Draft' or ("invoices"."po_id" is null and "invoices"."sale_order_id" is null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_one_source" CHECK (("invoices"."po_id" is null or "invoices"."sale_order_id" is null) and ("invoices"."sale_order_id" is not null or "invoices"."customer_entity_code" is not null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_valid" CHECK ("invoices"."status" in ('Draft','Open','Completed','Cancelled'));