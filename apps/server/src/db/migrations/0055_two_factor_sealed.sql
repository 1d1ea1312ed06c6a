ALTER TABLE "user_two_factor" ALTER COLUMN "secret" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "user_two_factor" ADD COLUMN "last_used_step" bigint;