CREATE TABLE "strava_pending_checks" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"object_id" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "strava_pending_checks_user_id_kind_object_id_pk" PRIMARY KEY("user_id","kind","object_id")
);
--> statement-breakpoint
ALTER TABLE "strava_connections" ADD COLUMN "last_confirmation_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "strava_pending_checks" ADD CONSTRAINT "strava_pending_checks_user_id_strava_connections_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."strava_connections"("user_id") ON DELETE cascade ON UPDATE no action;