-- The catalogue search reads top plans and recommendations: their writes drop cached pages too
-- (see 0012_catalog_changed_notify.sql).
CREATE TRIGGER best_sellings_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON best_sellings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER recommendations_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recommendations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
