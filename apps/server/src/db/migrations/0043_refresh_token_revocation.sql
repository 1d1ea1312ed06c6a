CREATE INDEX "refresh_tokens_user_revoked_idx" ON "refresh_tokens" USING btree ("user_id","revoked_at") WHERE "refresh_tokens"."revoked_at" is not null;--> statement-breakpoint
-- A session's end (sign-out, a reused refresh token, a password change or reset sets revoked_at
-- on its family's rows) sends NOTIFY auth_changed at commit, like the triggers of migration 0041:
-- every server process drops the access it cached and reloads the user's ended sessions, so the
-- session's access tokens are refused on all of them at once, not when they expire.
CREATE TRIGGER refresh_tokens_auth_changed AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
