CREATE TABLE "request_throttles" (
	"scope" varchar(32) NOT NULL,
	"key" varchar(320) NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_throttles_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "request_throttles_reset_idx" ON "request_throttles" USING btree ("reset_at");--> statement-breakpoint
-- Every write to what a signed-in user's access is made of (the user, their roles, the roles'
-- permissions, their companies) sends NOTIFY auth_changed at commit: each server process LISTENs
-- and drops the access it cached (platform/auth/context.ts), so a deactivation or a role change on
-- one process is in effect on all of them at once, not after the cache's few seconds.
CREATE OR REPLACE FUNCTION notify_auth_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed
  AFTER UPDATE OF email, user_name, first_name, last_name, is_active OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER roles_auth_changed AFTER UPDATE OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_companies_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER companies_auth_changed AFTER UPDATE OR DELETE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
