CREATE TABLE "user_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" varchar(16) NOT NULL,
	"token" varchar(512) NOT NULL,
	"name" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_batch_idx";--> statement-breakpoint
ALTER TABLE "notification_batches" ADD COLUMN "image_url" varchar(1024);--> statement-breakpoint
ALTER TABLE "notification_batches" ADD COLUMN "deep_link" varchar(1024);--> statement-breakpoint
ALTER TABLE "notification_batches" ADD COLUMN "target_refs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_batches" ADD COLUMN "target_label" varchar(512);--> statement-breakpoint
ALTER TABLE "notification_batches" ADD COLUMN "sent_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_batches" ADD COLUMN "failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_batches" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_batches" ADD COLUMN "job_id" varchar(64);--> statement-breakpoint
ALTER TABLE "notification_batches" ADD COLUMN "created_by" varchar(256);--> statement-breakpoint
ALTER TABLE "notification_batches" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_batches" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "recipient_kind" varchar(16) DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "consumer_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "device_token" varchar(512);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "outcome" varchar(512);--> statement-breakpoint
ALTER TABLE "sms_logs" ADD COLUMN "outcome" varchar(512);--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_devices_token_uq" ON "user_devices" USING btree ("token");--> statement-breakpoint
CREATE INDEX "user_devices_user_idx" ON "user_devices" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_batches_job_uq" ON "notification_batches" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "notifications_batch_idx" ON "notifications" USING btree ("batch_id","status");