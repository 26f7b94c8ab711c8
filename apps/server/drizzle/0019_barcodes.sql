CREATE TABLE "product_misses" (
	"code" text PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"unit" text DEFAULT 'g' NOT NULL,
	"calories" double precision,
	"protein" double precision,
	"carbs" double precision,
	"fat" double precision,
	"fiber" double precision,
	"serving_grams" double precision,
	"package_grams" double precision,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"origin" text NOT NULL,
	"search_text" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "own_foods" ADD COLUMN "barcode" text;--> statement-breakpoint
CREATE UNIQUE INDEX "own_foods_user_barcode_idx" ON "own_foods" USING btree ("user_id","barcode") WHERE "own_foods"."barcode" is not null;