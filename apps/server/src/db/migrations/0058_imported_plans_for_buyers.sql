-- Issue 37: a plan imported from a provider showed its supplier to buyers (product name
-- "Iceland 5GB 7 Days (Demo Supplier)", description "Supplied by Demo Supplier, package
-- DEMO-IS-5GB-7D.") and an unrounded suggested price (cost + 25 %, MYR 30.63). A plan still as it
-- was imported takes the package's own plan name, a description of its facts (as
-- modules/supply/buyer-facing-plan.ts writes it) and its suggested price rounded up to the next
-- .90; a name, description or price the distributor changed is left as it is. The catalogue's
-- cards follow through their triggers (migration 0041).
UPDATE "products" AS p
SET "product_name" = left(btrim(pk."package_name"), 256)
FROM "product_variants" AS v, "provider_packages" AS pk, "providers" AS pr
WHERE v."product_id" = p."id"
  AND pk."variant_id" = v."id"
  AND pk."entity_code" = p."entity_code"
  AND pr."entity_code" = pk."entity_code"
  AND pr."id" = pk."provider_id"
  AND p."product_name" = left(pk."package_name" || ' (' || pr."provider_name" || ')', 256);
--> statement-breakpoint
UPDATE "products" AS p
SET "description" =
  (CASE WHEN pk."data_mb" IS NULL THEN 'Unlimited data'
        ELSE trim_scale(round(pk."data_mb" / 1024.0, 2))::text || ' GB of data'
             || CASE WHEN pk."is_day_pass" THEN ' a day' ELSE '' END END)
  || ' for ' || pk."days" || CASE WHEN pk."days" = 1 THEN ' day.' ELSE ' days.' END
  || CASE WHEN jsonb_array_length(pk."countries") > 1
          THEN ' Covers ' || jsonb_array_length(pk."countries") || ' countries.' ELSE '' END
FROM "product_variants" AS v, "provider_packages" AS pk, "providers" AS pr
WHERE v."product_id" = p."id"
  AND pk."variant_id" = v."id"
  AND pk."entity_code" = p."entity_code"
  AND pr."entity_code" = pk."entity_code"
  AND pr."id" = pk."provider_id"
  AND p."description" = 'Supplied by ' || pr."provider_name" || ', package ' || pk."package_code" || '.';
--> statement-breakpoint
-- The suggestion was round(cost * 1.25) of the cost accepted at import (s.x unrounded); a price
-- still equal to it becomes the smallest amount ending in .90 at or above s.x.
UPDATE "product_prices" AS pp
SET "unit_price_minor" = CASE WHEN floor(s.x / 100) * 100 + 90 >= s.x THEN floor(s.x / 100) * 100 + 90
                              ELSE floor(s.x / 100) * 100 + 190 END
FROM "provider_packages" AS pk,
  LATERAL (SELECT coalesce(pk."previous_cost_minor", pk."cost_minor") * 1.25 AS x) AS s
WHERE pk."variant_id" = pp."variant_id"
  AND pk."entity_code" = pp."entity_code"
  AND pp."currency" = pk."currency"
  AND s.x > 0
  AND pp."unit_price_minor" = round(s.x);
--> statement-breakpoint
UPDATE "product_variants" AS v
SET "unit_price_minor" = CASE WHEN floor(s.x / 100) * 100 + 90 >= s.x THEN floor(s.x / 100) * 100 + 90
                              ELSE floor(s.x / 100) * 100 + 190 END
FROM "provider_packages" AS pk,
  LATERAL (SELECT coalesce(pk."previous_cost_minor", pk."cost_minor") * 1.25 AS x) AS s
WHERE pk."variant_id" = v."id"
  AND s.x > 0
  AND v."unit_price_minor" = round(s.x);
--> statement-breakpoint
UPDATE "products" AS p
SET "unit_price_minor" = CASE WHEN floor(s.x / 100) * 100 + 90 >= s.x THEN floor(s.x / 100) * 100 + 90
                              ELSE floor(s.x / 100) * 100 + 190 END
FROM "product_variants" AS v, "provider_packages" AS pk,
  LATERAL (SELECT coalesce(pk."previous_cost_minor", pk."cost_minor") * 1.25 AS x) AS s
WHERE v."product_id" = p."id"
  AND pk."variant_id" = v."id"
  AND pk."entity_code" = p."entity_code"
  AND s.x > 0
  AND p."unit_price_minor" = round(s.x);
