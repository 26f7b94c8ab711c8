ALTER TABLE "training_logs" ADD COLUMN "strava_sport_type" text;--> statement-breakpoint
ALTER TABLE "training_logs" ADD COLUMN "distance_meters" double precision;--> statement-breakpoint
ALTER TABLE "training_logs" ADD COLUMN "moving_time_seconds" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "strava_units" text DEFAULT 'minutes' NOT NULL;