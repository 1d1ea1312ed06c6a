-- Trigram indexes make the engine's `contains` and `startsWith` filters (ILIKE) index-friendly.
-- Hand-written (drizzle-kit generate --custom): the schema files cannot declare operator-class GIN indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wander_plans_name_trgm_idx" ON "wander_plans" USING gin ("plan_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wander_plans_description_trgm_idx" ON "wander_plans" USING gin ("description" gin_trgm_ops);
