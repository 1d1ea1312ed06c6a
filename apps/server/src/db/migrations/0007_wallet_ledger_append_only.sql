-- The wallet ledger is append-only: a transaction row is never changed or removed. Corrections
-- are new rows (a refund, an adjustment), so the history always explains the balance.
CREATE OR REPLACE FUNCTION wallet_transactions_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'wallet_transactions is append-only (% refused)', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_no_update_delete
  BEFORE UPDATE OR DELETE ON wallet_transactions
  FOR EACH ROW EXECUTE FUNCTION wallet_transactions_append_only();
