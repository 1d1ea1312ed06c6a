ALTER TABLE "user_two_factor" ALTER COLUMN "secret" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "user_two_factor" ADD COLUMN "last_used_step" bigint;--> statement-breakpoint
-- A second factor confirmed or removed changes what a user whose role requires one may call
-- (AuthContext.twoFactorPending): every server process drops the access it cached (migration 0041).
CREATE TRIGGER user_two_factor_auth_changed
  AFTER UPDATE OF confirmed_at OR INSERT OR DELETE ON user_two_factor
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
