-- A provider's imported plans had codes with the provider id's lower-case letters, which the
-- product form refuses (capitals, digits, - and _): the distributor could not save its own plan.
-- The sync writes them in capitals now (sync-provider-packages.ts codeOf); existing ones follow,
-- unless that code is taken already (it stays as it was then).
UPDATE "products" p SET "product_code" = upper(p."product_code")
WHERE p."product_code" LIKE 'PRV-%' AND p."product_code" <> upper(p."product_code")
  AND NOT EXISTS (SELECT 1 FROM "products" o WHERE o."product_code" = upper(p."product_code"));
--> statement-breakpoint
UPDATE "product_variants" v SET "variant_code" = upper(v."variant_code")
WHERE v."variant_code" LIKE 'PRV-%' AND v."variant_code" <> upper(v."variant_code")
  AND NOT EXISTS (SELECT 1 FROM "product_variants" o WHERE o."variant_code" = upper(v."variant_code"));
