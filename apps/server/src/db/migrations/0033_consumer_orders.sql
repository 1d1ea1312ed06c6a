CREATE TABLE "consumer_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"platform" varchar(16) NOT NULL,
	"token" varchar(512) NOT NULL,
	"name" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_devices_platform_valid" CHECK ("consumer_devices"."platform" in ('ios','android','web'))
);
--> statement-breakpoint
ALTER TABLE "coupon_consumers" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "consumer_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "platform_id" uuid;--> statement-breakpoint
ALTER TABLE "coupon_consumers" ADD COLUMN "consumer_id" uuid;--> statement-breakpoint
ALTER TABLE "coupon_transactions" ADD COLUMN "consumer_id" uuid;--> statement-breakpoint
ALTER TABLE "consumer_devices" ADD CONSTRAINT "consumer_devices_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_devices_token_uq" ON "consumer_devices" USING btree ("token");--> statement-breakpoint
CREATE INDEX "consumer_devices_consumer_idx" ON "consumer_devices" USING btree ("consumer_id");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_platform_id_wander_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."wander_platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_consumers" ADD CONSTRAINT "coupon_consumers_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_transactions" ADD CONSTRAINT "coupon_transactions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_consumer_idx" ON "purchase_orders" USING btree ("consumer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_consumers_automation_consumer_uq" ON "coupon_consumers" USING btree ("automation_id","consumer_id");--> statement-breakpoint
CREATE INDEX "coupon_consumers_consumer_idx" ON "coupon_consumers" USING btree ("consumer_id","status");--> statement-breakpoint
CREATE INDEX "coupon_transactions_coupon_consumer_idx" ON "coupon_transactions" USING btree ("coupon_id","consumer_id");--> statement-breakpoint
ALTER TABLE "coupon_consumers" ADD CONSTRAINT "coupon_consumers_one_holder" CHECK (("coupon_consumers"."customer_id" is null) <> ("coupon_consumers"."consumer_id" is null));