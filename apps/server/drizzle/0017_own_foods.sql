CREATE TABLE "own_foods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"basis" text,
	"serving_label" text,
	"serving_grams" double precision,
	"label" jsonb,
	"calories" double precision NOT NULL,
	"protein" double precision NOT NULL,
	"carbs" double precision NOT NULL,
	"fat" double precision NOT NULL,
	"fiber" double precision,
	"portions" jsonb NOT NULL,
	"servings" double precision,
	"cooked_grams" double precision,
	"ingredients" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "foods_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "own_foods" ADD CONSTRAINT "own_foods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "own_foods_user_idx" ON "own_foods" USING btree ("user_id","kind");