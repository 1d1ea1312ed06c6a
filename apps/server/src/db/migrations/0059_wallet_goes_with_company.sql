-- A company goes with its empty wallet: a wallet with ledger rows still blocks the delete
-- (wallet_transactions restricts), so only a company created by mistake can go.
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;