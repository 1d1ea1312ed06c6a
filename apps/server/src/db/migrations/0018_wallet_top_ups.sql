CREATE TABLE "payment_provider_events" (
	"provider" varchar(16) NOT NULL,
	"event_id" varchar(256) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" varchar(16) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"order_ref" varchar(35) NOT NULL,
	"provider_ref" varchar(256),
	"payment_ref" varchar(256),
	"failure_reason" varchar(256),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "wallet_top_ups_amount_positive" CHECK ("wallet_top_ups"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "top_up_id" uuid;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_events_uq" ON "payment_provider_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_top_ups_order_ref_uq" ON "wallet_top_ups" USING btree ("order_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_top_ups_provider_ref_uq" ON "wallet_top_ups" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_top_ups_payment_ref_uq" ON "wallet_top_ups" USING btree ("provider","payment_ref");--> statement-breakpoint
CREATE INDEX "wallet_top_ups_wallet_idx" ON "wallet_top_ups" USING btree ("wallet_id","created_at");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_top_up_id_wallet_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."wallet_top_ups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_top_up_uq" ON "wallet_transactions" USING btree ("top_up_id") WHERE "wallet_transactions"."kind" = 'topup';