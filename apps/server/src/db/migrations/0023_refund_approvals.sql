CREATE TABLE "refund_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"cancellation_id" uuid NOT NULL,
	"refund_method" varchar(16) NOT NULL,
	"refund_minor" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'Waiting' NOT NULL,
	"requested_by" uuid,
	"requested_by_name" varchar(256) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_by_name" varchar(256),
	"decided_at" timestamp with time zone,
	"decision_note" varchar(256),
	"balance_before_minor" bigint,
	"balance_after_minor" bigint,
	CONSTRAINT "refund_approvals_status" CHECK ("refund_approvals"."status" in ('Waiting', 'Approved', 'Rejected')),
	CONSTRAINT "refund_approvals_amount_positive" CHECK ("refund_approvals"."refund_minor" > 0),
	CONSTRAINT "refund_approvals_other_approver" CHECK ("refund_approvals"."status" <> 'Approved' or coalesce("refund_approvals"."decided_by_name" <> "refund_approvals"."requested_by_name", false))
);
--> statement-breakpoint
ALTER TABLE "refund_approvals" ADD CONSTRAINT "refund_approvals_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_approvals" ADD CONSTRAINT "refund_approvals_cancellation_id_invoice_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."invoice_cancellations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_approvals" ADD CONSTRAINT "refund_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_approvals" ADD CONSTRAINT "refund_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_approvals_cancellation_idx" ON "refund_approvals" USING btree ("cancellation_id","requested_at");--> statement-breakpoint
CREATE INDEX "refund_approvals_entity_idx" ON "refund_approvals" USING btree ("entity_code","status");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_approvals_one_waiting_uq" ON "refund_approvals" USING btree ("cancellation_id") WHERE "refund_approvals"."status" = 'Waiting';