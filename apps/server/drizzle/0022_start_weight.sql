ALTER TABLE "users" ADD COLUMN "start_weight_kg" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "start_weight_date" date;--> statement-breakpoint
-- Accounts made before: their first weight measurement is their start (the onboarding's, unless a
-- weigh-in the same day already replaced it, which cannot be undone now).
UPDATE "users" SET "start_weight_kg" = "first"."weight", "start_weight_date" = "first"."date"
FROM (
  SELECT DISTINCT ON ("user_id") "user_id", "weight", "date" FROM "weight_measurements" ORDER BY "user_id", "date"
) AS "first"
WHERE "first"."user_id" = "users"."id";
