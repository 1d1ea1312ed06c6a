CREATE TABLE "purchase_order_line_costs" (
	"entity_code" varchar(32) NOT NULL,
	"line_id" uuid NOT NULL,
	"po_id" uuid NOT NULL,
	"status" varchar(8) NOT NULL,
	"sale_currency" varchar(3) NOT NULL,
	"unit_cost_minor" bigint,
	"supplier_currency" varchar(3),
	"supplier_cost_minor" bigint,
	"rate" numeric(20, 10),
	"rate_date" date,
	"rate_exact" boolean,
	"cost_date" date NOT NULL,
	"parts" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_line_costs_pk" PRIMARY KEY("entity_code","line_id"),
	CONSTRAINT "purchase_order_line_costs_status_valid" CHECK ("purchase_order_line_costs"."status" in ('costed','no_cost','no_rate')),
	CONSTRAINT "purchase_order_line_costs_costed_has_cost" CHECK (("purchase_order_line_costs"."status" = 'costed') = ("purchase_order_line_costs"."unit_cost_minor" is not null))
);
--> statement-breakpoint
ALTER TABLE "purchase_order_line_costs" ADD CONSTRAINT "purchase_order_line_costs_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line_costs" ADD CONSTRAINT "purchase_order_line_costs_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line_costs" ADD CONSTRAINT "purchase_order_line_costs_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_line_costs_po_idx" ON "purchase_order_line_costs" USING btree ("entity_code","po_id");--> statement-breakpoint
-- A sale's margin reads the cost recorded when it was paid (purchase_order_line_costs), so a cost
-- set up later no longer changes a closed day: the cost setups' triggers go, and recording a
-- line's cost (a payment, or the start-up backfill of sales paid before this release) marks its
-- day stale as a change to its lines does. Every filled day is refilled from the recorded costs.
DROP TRIGGER IF EXISTS cost_setups_dashboard_insert ON cost_setups;
--> statement-breakpoint
DROP TRIGGER IF EXISTS cost_setups_dashboard_update ON cost_setups;
--> statement-breakpoint
DROP TRIGGER IF EXISTS cost_setups_dashboard_delete ON cost_setups;
--> statement-breakpoint
DROP FUNCTION IF EXISTS dashboard_costs_changed();
--> statement-breakpoint
CREATE TRIGGER purchase_order_line_costs_dashboard_insert AFTER INSERT ON purchase_order_line_costs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_lines_changed();
--> statement-breakpoint
CREATE TRIGGER purchase_order_line_costs_dashboard_update AFTER UPDATE ON purchase_order_line_costs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_lines_changed();
--> statement-breakpoint
CREATE TRIGGER purchase_order_line_costs_dashboard_delete AFTER DELETE ON purchase_order_line_costs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_lines_changed();
--> statement-breakpoint
UPDATE dashboard_days SET valid = false WHERE valid;
