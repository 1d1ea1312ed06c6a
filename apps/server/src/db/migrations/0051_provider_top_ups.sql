ALTER TABLE "invoice_lines" ADD COLUMN "top_up_serial_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "top_up_package_code" varchar(128);--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "top_up_serial_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "top_up_package_code" varchar(128);--> statement-breakpoint
ALTER TABLE "sale_order_lines" ADD COLUMN "top_up_serial_id" uuid;--> statement-breakpoint
ALTER TABLE "sale_order_lines" ADD COLUMN "top_up_package_code" varchar(128);--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "top_up_margin_percent" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_top_up_margin_range" CHECK ("providers"."top_up_margin_percent" between 0 and 500);