ALTER TABLE "invoice_lines" ADD COLUMN "promotions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "promotions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_order_lines" ADD COLUMN "promotions" text[] DEFAULT '{}'::text[] NOT NULL;