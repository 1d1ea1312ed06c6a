-- Airalo retired sandbox-partners-api.airalo.com ("decomission sandbox (AP-6785)" in both SDKs):
-- sandbox is a mode of the partner account on the one host, so a provider has no sandbox/live
-- choice any more, only an optional API Address. An address naming the retired host goes back to
-- the provider's own; the environment column goes (no adapter reads it).
UPDATE "providers" SET "api_base_url" = NULL WHERE "api_base_url" ILIKE '%://sandbox-partners-api.airalo.com%';
--> statement-breakpoint
ALTER TABLE "providers" DROP CONSTRAINT "providers_environment_valid";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "environment";
