ALTER TABLE "payment_sessions" ADD COLUMN "payment_ref" varchar(256);--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "refund_ref" varchar(256);--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "refund_error" varchar(512);--> statement-breakpoint
CREATE INDEX "payment_sessions_refund_idx" ON "payment_sessions" USING btree ("status") WHERE "payment_sessions"."status" = 'refund_pending';