-- Issue 26: a distributor sends push messages to its own customers and consumers. The sender
-- (null: the platform, as every message before) scopes the message list, Cancel and the recipients.
ALTER TABLE "notification_batches" ADD COLUMN "sender_entity_code" varchar(32);--> statement-breakpoint
ALTER TABLE "notification_batches" ADD CONSTRAINT "notification_batches_sender_entity_code_companies_entity_code_fk" FOREIGN KEY ("sender_entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_batches_sender_idx" ON "notification_batches" USING btree ("sender_entity_code","created_at");