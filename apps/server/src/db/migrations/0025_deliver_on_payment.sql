ALTER TABLE "products" ADD COLUMN "deliver_on_payment" varchar(8) DEFAULT 'inherit' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "delivery_on_payment" varchar(16);--> statement-breakpoint
CREATE INDEX "purchase_orders_delivery_pending_idx" ON "purchase_orders" USING btree ("paid_at") WHERE "purchase_orders"."delivery_on_payment" = 'Pending';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deliver_on_payment_valid" CHECK ("products"."deliver_on_payment" in ('inherit','on','off'));