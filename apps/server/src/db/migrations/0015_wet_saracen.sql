CREATE TABLE "wallet_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "wallet_adjustments_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adjustment_no" varchar(16) GENERATED ALWAYS AS ('ADJ-' || lpad(seq::text, 6, '0')) STORED,
	"wallet_id" uuid NOT NULL,
	"direction" varchar(8) NOT NULL,
	"category" varchar(16) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" varchar(256) NOT NULL,
	"status" varchar(16) DEFAULT 'Pending' NOT NULL,
	"requested_by" uuid,
	"requested_by_name" varchar(256) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_by_name" varchar(256),
	"decided_at" timestamp with time zone,
	"decision_note" varchar(256),
	"balance_before_minor" bigint,
	"balance_after_minor" bigint,
	"wallet_transaction_id" uuid,
	CONSTRAINT "wallet_adjustments_amount_positive" CHECK ("wallet_adjustments"."amount_minor" > 0),
	CONSTRAINT "wallet_adjustments_direction" CHECK ("wallet_adjustments"."direction" in ('credit', 'debit')),
	CONSTRAINT "wallet_adjustments_status" CHECK ("wallet_adjustments"."status" in ('Pending', 'Approved', 'Rejected')),
	CONSTRAINT "wallet_adjustments_four_eyes" CHECK ("wallet_adjustments"."status" <> 'Approved' or coalesce("wallet_adjustments"."decided_by_name" <> "wallet_adjustments"."requested_by_name", false))
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "requested_by" varchar(256);--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "approved_by" varchar(256);--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_adjustments_requested_idx" ON "wallet_adjustments" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "wallet_adjustments_wallet_idx" ON "wallet_adjustments" USING btree ("wallet_id","requested_at");