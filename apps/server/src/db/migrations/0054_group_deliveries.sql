ALTER TABLE "wander_serial_numbers" ADD COLUMN "installed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wander_serial_numbers" ADD COLUMN "traveller_id" uuid;--> statement-breakpoint
CREATE INDEX "group_orders_po_idx" ON "group_orders" USING btree ("po_id");