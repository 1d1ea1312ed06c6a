CREATE TABLE "consumer_affiliate_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"consumer_id" uuid NOT NULL,
	"consumer_name" varchar(120) NOT NULL,
	"consumer_email" varchar(256) NOT NULL,
	"referral_code" varchar(16) NOT NULL,
	"message" varchar(1000),
	"channel" varchar(256),
	"status" varchar(16) DEFAULT 'Pending' NOT NULL,
	"commission_rate_percent" numeric(5, 2),
	"reason" varchar(512),
	"decided_by" uuid,
	"decided_by_name" varchar(256),
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_affiliate_registrations_status_valid" CHECK ("consumer_affiliate_registrations"."status" in ('Pending','Approved','Rejected'))
);
--> statement-breakpoint
CREATE TABLE "consumer_affiliates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"consumer_id" uuid NOT NULL,
	"registration_id" uuid,
	"referral_code" varchar(16) NOT NULL,
	"commission_rate_percent" numeric(5, 2) NOT NULL,
	"status" varchar(16) DEFAULT 'Active' NOT NULL,
	"approved_by" uuid,
	"approved_by_name" varchar(256),
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_affiliates_status_valid" CHECK ("consumer_affiliates"."status" in ('Active','Inactive')),
	CONSTRAINT "consumer_affiliates_rate_range" CHECK ("consumer_affiliates"."commission_rate_percent" > 0 and "consumer_affiliates"."commission_rate_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "consumer_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"document_no" varchar(32) NOT NULL,
	"order_amount_minor" bigint DEFAULT 0 NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'Pending' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"payable_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_commissions_status_valid" CHECK ("consumer_commissions"."status" in ('Pending','Reversed')),
	CONSTRAINT "consumer_commissions_amounts_non_negative" CHECK ("consumer_commissions"."order_amount_minor" >= 0 and "consumer_commissions"."commission_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_automations" ALTER COLUMN "trigger" SET DATA TYPE varchar(24);--> statement-breakpoint
ALTER TABLE "consumer_affiliate_registrations" ADD CONSTRAINT "consumer_affiliate_registrations_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_affiliate_registrations" ADD CONSTRAINT "consumer_affiliate_registrations_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_affiliate_registrations" ADD CONSTRAINT "consumer_affiliate_registrations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_affiliates" ADD CONSTRAINT "consumer_affiliates_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_affiliates" ADD CONSTRAINT "consumer_affiliates_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_affiliates" ADD CONSTRAINT "consumer_affiliates_registration_id_consumer_affiliate_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."consumer_affiliate_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_affiliates" ADD CONSTRAINT "consumer_affiliates_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_commissions" ADD CONSTRAINT "consumer_commissions_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_commissions" ADD CONSTRAINT "consumer_commissions_affiliate_id_consumer_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."consumer_affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_commissions" ADD CONSTRAINT "consumer_commissions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_commissions" ADD CONSTRAINT "consumer_commissions_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_affiliate_registrations_pending_uq" ON "consumer_affiliate_registrations" USING btree ("consumer_id") WHERE "consumer_affiliate_registrations"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "consumer_affiliate_registrations_entity_idx" ON "consumer_affiliate_registrations" USING btree ("entity_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_affiliates_consumer_uq" ON "consumer_affiliates" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "consumer_affiliates_entity_idx" ON "consumer_affiliates" USING btree ("entity_code");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_commissions_order_uq" ON "consumer_commissions" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "consumer_commissions_entity_paid_idx" ON "consumer_commissions" USING btree ("entity_code","paid_at");--> statement-breakpoint
CREATE INDEX "consumer_commissions_affiliate_idx" ON "consumer_commissions" USING btree ("affiliate_id");--> statement-breakpoint
CREATE VIEW "public"."consumer_affiliate_list" AS (
  select a.id, a.entity_code, a.consumer_id, c.name as consumer_name, c.email as consumer_email,
    a.referral_code, a.commission_rate_percent, a.status, a.approved_at, a.approved_by_name,
    (select count(*)::int from consumers r where r.referred_by_id = a.consumer_id)
      as referred_count,
    coalesce(t.earned, 0)::bigint as earned, coalesce(t.reversed, 0)::bigint as reversed,
    coalesce(t.pending, 0)::bigint as pending, coalesce(t.payable, 0)::bigint as payable,
    coalesce(t.currency, co.default_currency) as currency
  from consumer_affiliates a
    join consumers c on c.id = a.consumer_id
    join companies co on co.entity_code = a.entity_code
    left join lateral (
      select sum(m.commission_minor) filter (where m.status <> 'Reversed') as earned,
        sum(m.commission_minor) filter (where m.status = 'Reversed') as reversed,
        sum(m.commission_minor) filter (where m.status = 'Pending' and m.payable_at > now())
          as pending,
        sum(m.commission_minor) filter (where m.status = 'Pending' and m.payable_at <= now())
          as payable,
        max(m.currency) as currency
      from consumer_commissions m where m.affiliate_id = a.id
    ) t on true
);--> statement-breakpoint
CREATE VIEW "public"."consumer_commission_list" AS (
  select m.id, m.entity_code, m.affiliate_id, ac.name as affiliate_name, a.referral_code,
    m.consumer_id, bc.name as consumer_name, m.purchase_order_id, m.document_no,
    m.order_amount_minor as order_amount, m.rate_percent, m.commission_minor as commission,
    m.currency,
    case when m.status = 'Pending' and m.payable_at <= now() then 'Payable' else m.status end
      as status,
    m.paid_at, m.payable_at, m.reversed_at
  from consumer_commissions m
    join consumer_affiliates a on a.id = m.affiliate_id
    join consumers ac on ac.id = a.consumer_id
    join consumers bc on bc.id = m.consumer_id
);