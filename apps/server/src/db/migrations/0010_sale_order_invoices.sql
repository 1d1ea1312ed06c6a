ALTER TABLE "invoices" ALTER COLUMN "customer_entity_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "po_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sale_order_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sale_order_id_sale_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."sale_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sale_order_uq" ON "invoices" USING btree ("sale_order_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_one_source" CHECK (("invoices"."po_id" is null) <> ("invoices"."sale_order_id" is null) and ("invoices"."po_id" is null or "invoices"."customer_entity_code" is not null));