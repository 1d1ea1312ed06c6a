-- Issue 26: one live booking per customer and period. Bookings a database already holds twice
-- (same company, day, start and customer name) keep their first one (a completed one first, as it
-- has its sale); the others are cancelled with a reason, so the unique index can be built.
UPDATE "appointments" SET "status" = 'Cancelled', "cancelled_at" = now(),
  "cancel_reason" = 'Duplicate booking of the same period'
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "entity_code", "appointment_date", "start_time", lower(btrim("customer_name"))
      ORDER BY ("status" = 'Completed') DESC, "created_at", "id") AS "n"
    FROM "appointments" WHERE "status" <> 'Cancelled'
  ) AS "d" WHERE "d"."n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_customer_period_uq" ON "appointments" USING btree ("entity_code","appointment_date","start_time",lower(btrim("customer_name"))) WHERE "appointments"."status" <> 'Cancelled';
