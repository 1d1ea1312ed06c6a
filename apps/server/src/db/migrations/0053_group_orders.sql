CREATE TABLE "group_orders" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"entity_code" varchar(32) NOT NULL,
	"group_name" varchar(100) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"distributor_entity_code" varchar(32) NOT NULL,
	"gb_per_day" numeric(6, 2) NOT NULL,
	"legs" jsonb NOT NULL,
	"travellers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"po_id" uuid,
	"ordered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_orders_pk" PRIMARY KEY("entity_code","id"),
	CONSTRAINT "group_orders_dates" CHECK ("group_orders"."end_date" >= "group_orders"."start_date"),
	CONSTRAINT "group_orders_gb_per_day_range" CHECK ("group_orders"."gb_per_day" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "traveller_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "traveller_name" varchar(100);--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_distributor_entity_code_companies_entity_code_fk" FOREIGN KEY ("distributor_entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_orders_entity_name_uq" ON "group_orders" USING btree ("entity_code","group_name");--> statement-breakpoint
CREATE INDEX "group_orders_entity_start_idx" ON "group_orders" USING btree ("entity_code","start_date");