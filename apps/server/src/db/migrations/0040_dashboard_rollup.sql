CREATE TABLE "dashboard_day_plans" (
	"entity_code" varchar(32) NOT NULL,
	"day" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"variant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sales_minor" bigint NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "dashboard_day_plans_entity_code_day_currency_variant_id_product_id_pk" PRIMARY KEY("entity_code","day","currency","variant_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_day_sales" (
	"entity_code" varchar(32) NOT NULL,
	"day" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"sales_minor" bigint NOT NULL,
	"orders" integer NOT NULL,
	"margin_minor" bigint NOT NULL,
	"costed_lines" integer NOT NULL,
	CONSTRAINT "dashboard_day_sales_entity_code_day_currency_pk" PRIMARY KEY("entity_code","day","currency")
);
--> statement-breakpoint
CREATE TABLE "dashboard_days" (
	"day" date PRIMARY KEY NOT NULL,
	"valid" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_day_plans" ADD CONSTRAINT "dashboard_day_plans_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_day_sales" ADD CONSTRAINT "dashboard_day_sales_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_day_plans_day_idx" ON "dashboard_day_plans" USING btree ("day");--> statement-breakpoint
CREATE INDEX "dashboard_day_sales_day_idx" ON "dashboard_day_sales" USING btree ("day");--> statement-breakpoint
-- The dashboard's roll-up of closed UTC days stays true by marking a day stale (valid = false)
-- whenever a write changes what it summed: a sold order's status, amounts, seller or payment
-- day, its lines, or a seller's costs (margin). The next dashboard read refills stale days. The
-- upsert waits for a concurrent fill of the same day (its marker row is locked until that fill
-- commits), so a fill never keeps a change it did not see. Today's orders are never marked: the
-- dashboard counts the current day live and fills a day only some minutes after it has closed.
CREATE OR REPLACE FUNCTION dashboard_mark_days(days date[]) RETURNS void AS $$
BEGIN
  INSERT INTO dashboard_days (day, valid)
    SELECT DISTINCT d, false FROM unnest(days) d
    WHERE d IS NOT NULL AND d < (now() AT TIME ZONE 'UTC')::date
    ORDER BY d
  ON CONFLICT (day) DO UPDATE SET valid = false WHERE dashboard_days.valid;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_orders_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM dashboard_mark_days(array(SELECT (paid_at AT TIME ZONE 'UTC')::date FROM old_rows
      WHERE paid_at IS NOT NULL AND status IN ('Paid', 'Fulfilled', 'Completed')));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM dashboard_mark_days(array(SELECT (paid_at AT TIME ZONE 'UTC')::date FROM new_rows
      WHERE paid_at IS NOT NULL AND status IN ('Paid', 'Fulfilled', 'Completed')));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER purchase_orders_dashboard_insert AFTER INSERT ON purchase_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_orders_changed();
--> statement-breakpoint
CREATE TRIGGER purchase_orders_dashboard_update AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_orders_changed();
--> statement-breakpoint
CREATE TRIGGER purchase_orders_dashboard_delete AFTER DELETE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_orders_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_lines_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM dashboard_mark_days(array(SELECT (po.paid_at AT TIME ZONE 'UTC')::date
      FROM purchase_orders po WHERE po.id IN (SELECT po_id FROM old_rows)
        AND po.paid_at IS NOT NULL AND po.status IN ('Paid', 'Fulfilled', 'Completed')));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM dashboard_mark_days(array(SELECT (po.paid_at AT TIME ZONE 'UTC')::date
      FROM purchase_orders po WHERE po.id IN (SELECT po_id FROM new_rows)
        AND po.paid_at IS NOT NULL AND po.status IN ('Paid', 'Fulfilled', 'Completed')));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_dashboard_insert AFTER INSERT ON purchase_order_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_lines_changed();
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_dashboard_update AFTER UPDATE ON purchase_order_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_lines_changed();
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_dashboard_delete AFTER DELETE ON purchase_order_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_lines_changed();
--> statement-breakpoint
-- A cost counts from its effective date on: every day since then that holds sales is marked.
CREATE OR REPLACE FUNCTION dashboard_costs_changed() RETURNS trigger AS $$
DECLARE
  since date;
  first_sale date;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT min(effective_date) INTO since FROM old_rows;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT least(since, min(effective_date)) INTO since FROM new_rows;
  END IF;
  SELECT (min(paid_at) AT TIME ZONE 'UTC')::date INTO first_sale FROM purchase_orders
    WHERE status IN ('Paid', 'Fulfilled', 'Completed');
  IF since IS NOT NULL AND first_sale IS NOT NULL THEN
    PERFORM dashboard_mark_days(array(SELECT d::date FROM generate_series(greatest(since, first_sale),
      (now() AT TIME ZONE 'UTC')::date - 1, interval '1 day') d));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cost_setups_dashboard_insert AFTER INSERT ON cost_setups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_costs_changed();
--> statement-breakpoint
CREATE TRIGGER cost_setups_dashboard_update AFTER UPDATE ON cost_setups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_costs_changed();
--> statement-breakpoint
CREATE TRIGGER cost_setups_dashboard_delete AFTER DELETE ON cost_setups
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_costs_changed();
