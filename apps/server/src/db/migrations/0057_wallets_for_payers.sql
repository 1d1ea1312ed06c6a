-- Issue 37: every company that pays (business customers, agent companies) has a wallet from its
-- creation. Existing ones without a wallet get it here: balance 0 and no ledger row (an empty
-- ledger explains a zero balance), in the company's default currency, else its parent
-- distributor's, else the platform company's, else MYR (modules/payment/open-wallet.ts opens
-- new companies' wallets by the same rule).
INSERT INTO "wallets" ("company_id", "currency")
SELECT c."id", COALESCE(
  c."default_currency",
  parent."default_currency",
  (SELECT p."default_currency" FROM "companies" p
    WHERE p."company_type" = 'platform' AND p."default_currency" IS NOT NULL
    ORDER BY p."created_at" LIMIT 1),
  'MYR')
FROM "companies" c
LEFT JOIN "companies" parent ON parent."entity_code" = c."parent_entity_code"
WHERE c."company_type" IN ('customer', 'agent')
ON CONFLICT ("company_id") DO NOTHING;
