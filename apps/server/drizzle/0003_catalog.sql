CREATE TABLE "catalog_meta" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_tastes" (
	"user_id" uuid NOT NULL,
	"food_id" text NOT NULL,
	"taste" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_tastes_user_id_food_id_pk" PRIMARY KEY("user_id","food_id"),
	CONSTRAINT "food_tastes_taste_check" CHECK ("food_tastes"."taste" in ('like', 'dislike', 'allergic'))
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"unit" text NOT NULL,
	"calories" double precision NOT NULL,
	"protein" double precision NOT NULL,
	"carbs" double precision NOT NULL,
	"fat" double precision NOT NULL,
	"fiber" double precision,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_meat" boolean NOT NULL,
	"is_fish" boolean NOT NULL,
	"is_animal_product" boolean NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"potassium" text NOT NULL,
	"phosphorus" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"citation" text,
	"diets" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"position" integer NOT NULL,
	"in_catalog" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"meal_type" text NOT NULL,
	"diets" text[] NOT NULL,
	"cooking_method" text NOT NULL,
	"cost" text NOT NULL,
	"ingredients" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"calories" double precision NOT NULL,
	"protein" double precision NOT NULL,
	"carbs" double precision NOT NULL,
	"fat" double precision NOT NULL,
	"fiber" double precision NOT NULL,
	"styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"food_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"ingredient_text" text NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_tastes" ADD CONSTRAINT "food_tastes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_tastes" ADD CONSTRAINT "food_tastes_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_tastes_food_idx" ON "food_tastes" USING btree ("food_id");--> statement-breakpoint
CREATE INDEX "plates_diets_idx" ON "plates" USING gin ("diets");--> statement-breakpoint
CREATE INDEX "plates_meal_type_calories_idx" ON "plates" USING btree ("meal_type","calories");--> statement-breakpoint
CREATE INDEX "plates_position_idx" ON "plates" USING btree ("position");