ALTER TABLE "purchase_orders" ADD COLUMN "receipt_mail" varchar(16);--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "from_name" varchar(120);--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "reply_to" varchar(256);--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "language" varchar(8) DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "purchase_orders_receipt_pending_idx" ON "purchase_orders" USING btree ("paid_at") WHERE "purchase_orders"."receipt_mail" = 'Pending';--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_language_valid" CHECK ("consumers"."language" in ('en','ms','zh'));--> statement-breakpoint
-- A consumer who signed up before the store recorded languages reads its platform's default.
UPDATE "consumers" c SET "language" = p."store_default_language"
  FROM "wander_platforms" p
  WHERE p."id" = c."platform_id" AND p."store_default_language" IN ('en','ms','zh');
