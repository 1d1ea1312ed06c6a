-- Release N+1's migration in the rolling-upgrade test (a fixture, never in the real folder): an
-- expand step of the usual shapes. Release N's code knows none of it and keeps working: nothing
-- it reads or writes is dropped, renamed or made required without a default.
-- A lock the migration cannot get within 5 s fails it (to be run again) rather than queueing
-- every request of the running release behind it.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- A new nullable column, then its backfill (the new release writes it; the old leaves it null).
ALTER TABLE "purchase_orders" ADD COLUMN "sales_channel" varchar(16);--> statement-breakpoint
UPDATE "purchase_orders" SET "sales_channel" = 'portal' WHERE "sales_channel" IS NULL;--> statement-breakpoint
-- A required column with a constant default: no table rewrite, the old release's inserts get it.
ALTER TABLE "wallet_transactions" ADD COLUMN "channel" varchar(16) DEFAULT 'portal' NOT NULL;--> statement-breakpoint
-- A new table the old release never reads.
CREATE TABLE "order_notes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "po_id" uuid NOT NULL REFERENCES "purchase_orders"("id") ON DELETE cascade,
  "body" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "order_notes_po_idx" ON "order_notes" USING btree ("po_id");
