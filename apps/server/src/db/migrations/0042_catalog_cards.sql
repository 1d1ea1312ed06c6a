CREATE TABLE "catalog_cards" (
	"entity_code" varchar(32) NOT NULL,
	"product_id" uuid NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"product_name" varchar(256) NOT NULL,
	"image" varchar(512),
	"description" text,
	"uom_id" uuid,
	"country_codes" text[] NOT NULL,
	"country_count" integer NOT NULL,
	"region_count" integer NOT NULL,
	"variant_ids" uuid[] NOT NULL,
	"day_passes" boolean[] NOT NULL,
	"days" integer[] NOT NULL,
	"data_gb" numeric(8, 2)[] NOT NULL,
	"prices_minor" bigint[] NOT NULL,
	"currencies" varchar(3)[] NOT NULL,
	"variant_cards" json[] NOT NULL,
	CONSTRAINT "catalog_cards_entity_code_product_id_pk" PRIMARY KEY("entity_code","product_id")
);
--> statement-breakpoint
ALTER TABLE "catalog_cards" ADD CONSTRAINT "catalog_cards_entity_code_companies_entity_code_fk" FOREIGN KEY ("entity_code") REFERENCES "public"."companies"("entity_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_cards" ADD CONSTRAINT "catalog_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_cards" ADD CONSTRAINT "catalog_cards_uom_id_uoms_id_fk" FOREIGN KEY ("uom_id") REFERENCES "public"."uoms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_cards_product_idx" ON "catalog_cards" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "catalog_cards_countries_idx" ON "catalog_cards" USING gin ("country_codes") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "catalog_cards_name_trgm_idx" ON "catalog_cards" USING gin ("product_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_prices_variant_idx" ON "product_prices" USING btree ("variant_id");--> statement-breakpoint
-- The catalogue's ready cards (schema/catalog-cards.ts) are rebuilt, for the products a write
-- touched, by statement triggers on every table a card is made of, in the writing transaction:
-- a search sees the cards of exactly the catalogue it would have joined. A refresh first locks
-- the products' rows (FOR NO KEY UPDATE: foreign-key checks and readers do not wait), so two
-- transactions changing the same product rebuild its cards one after the other, the second from
-- a snapshot that holds the first one's committed change (READ COMMITTED takes a new snapshot
-- per statement); the locks are taken in product id order.
CREATE OR REPLACE FUNCTION catalog_cards_refresh(product_ids uuid[]) RETURNS void AS $$
BEGIN
  IF product_ids IS NULL OR cardinality(product_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM products p WHERE p.id = ANY(product_ids) ORDER BY p.id FOR NO KEY UPDATE;
  DELETE FROM catalog_cards c WHERE c.product_id = ANY(product_ids);
  INSERT INTO catalog_cards (entity_code, product_id, product_code, product_name, image,
    description, uom_id, country_codes, country_count, region_count, variant_ids, day_passes,
    days, data_gb, prices_minor, currencies, variant_cards)
  SELECT vs.entity_code, p.id, p.product_code, p.product_name, p.image, p.description, p.uom_id,
    cov.codes, cov.n, cov.regions, vs.variant_ids, vs.day_passes, vs.days, vs.data_gb,
    vs.prices, vs.currencies, vs.cards
  FROM (
    SELECT pp.entity_code, v.product_id,
      array_agg(v.id ORDER BY v.is_day_pass, v.days, v.data_gb, v.variant_code) AS variant_ids,
      array_agg(v.is_day_pass ORDER BY v.is_day_pass, v.days, v.data_gb, v.variant_code)
        AS day_passes,
      array_agg(v.days ORDER BY v.is_day_pass, v.days, v.data_gb, v.variant_code) AS days,
      array_agg(v.data_gb ORDER BY v.is_day_pass, v.days, v.data_gb, v.variant_code) AS data_gb,
      array_agg(pp.unit_price_minor ORDER BY v.is_day_pass, v.days, v.data_gb, v.variant_code)
        AS prices,
      array_agg(pp.currency ORDER BY v.is_day_pass, v.days, v.data_gb, v.variant_code)
        AS currencies,
      -- The variant exactly as the search answered it (catalog-search.queries.ts).
      array_agg(json_build_object(
          'variantId', v.id, 'variantCode', v.variant_code, 'variant', v.variant_value,
          'variantName', v.variant_name, 'days', v.days, 'data', v.data_gb::float8,
          'isDayPass', v.is_day_pass, 'networkName', v.network_name,
          'unitPrice', (pp.unit_price_minor / 100.0)::float8, 'image', v.image)
        ORDER BY v.is_day_pass, v.days, v.data_gb, v.variant_code) AS cards
    FROM product_variants v
    JOIN product_prices pp ON pp.variant_id = v.id AND pp.is_active
    WHERE v.product_id = ANY(product_ids) AND v.is_active
    GROUP BY pp.entity_code, v.product_id
  ) vs
  JOIN products p ON p.id = vs.product_id AND p.is_active
  CROSS JOIN LATERAL (
    SELECT array(SELECT pc.country_code::text FROM product_countries pc
        WHERE pc.product_id = p.id ORDER BY pc.country_code) AS codes,
      (SELECT count(*) FROM product_countries pc WHERE pc.product_id = p.id)::int AS n,
      (SELECT count(DISTINCT co.region) FROM product_countries pc
        JOIN countries co ON co.country_code = pc.country_code
        WHERE pc.product_id = p.id)::int AS regions
  ) cov;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_cards_products_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM catalog_cards;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM catalog_cards_refresh(array(SELECT DISTINCT id FROM old_rows));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM catalog_cards_refresh(array(SELECT DISTINCT id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Variants, countries of a product and prices: the cards of the rows' products (a price also
-- by its variant's product, should the two ever differ).
CREATE OR REPLACE FUNCTION catalog_cards_product_rows_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM catalog_cards_refresh(array(SELECT id FROM products));
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM catalog_cards_refresh(array(SELECT product_id FROM old_rows UNION SELECT v.product_id
      FROM product_variants v WHERE TG_TABLE_NAME = 'product_prices'
        AND v.id IN (SELECT (to_jsonb(o) ->> 'variant_id')::uuid FROM old_rows o)));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM catalog_cards_refresh(array(SELECT product_id FROM new_rows UNION SELECT v.product_id
      FROM product_variants v WHERE TG_TABLE_NAME = 'product_prices'
        AND v.id IN (SELECT (to_jsonb(n) ->> 'variant_id')::uuid FROM new_rows n)));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A country's region counts in the cards of the products that cover it.
CREATE OR REPLACE FUNCTION catalog_cards_countries_changed() RETURNS trigger AS $$
BEGIN
  PERFORM catalog_cards_refresh(array(SELECT DISTINCT pc.product_id FROM product_countries pc
    WHERE pc.country_code IN (SELECT country_code FROM old_rows
      UNION SELECT country_code FROM new_rows)));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_cards_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_cards_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_cards_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_cards_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_products_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_cards_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_cards_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_cards_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_cards_truncate AFTER TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_countries_cards_insert AFTER INSERT ON product_countries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_countries_cards_update AFTER UPDATE ON product_countries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_countries_cards_delete AFTER DELETE ON product_countries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_countries_cards_truncate AFTER TRUNCATE ON product_countries
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_prices_cards_insert AFTER INSERT ON product_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_prices_cards_update AFTER UPDATE ON product_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_prices_cards_delete AFTER DELETE ON product_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_prices_cards_truncate AFTER TRUNCATE ON product_prices
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER countries_cards_update AFTER UPDATE ON countries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_cards_countries_changed();
--> statement-breakpoint
-- The cards of the catalogue as it stands.
SELECT catalog_cards_refresh(array(SELECT id FROM products));
