CREATE TABLE "questionnaires" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"weight_loss_percentage" numeric(6, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_targets" (
	"user_id" uuid NOT NULL,
	"effective_date" date NOT NULL,
	"calories" integer NOT NULL,
	"protein" integer NOT NULL,
	"carbs" integer NOT NULL,
	"fat" integer NOT NULL,
	CONSTRAINT "user_targets_user_id_effective_date_pk" PRIMARY KEY("user_id","effective_date")
);
--> statement-breakpoint
CREATE TABLE "weight_measurements" (
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"weight" numeric(5, 1) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weight_measurements_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "intensity" text DEFAULT 'balanced' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "diet_condition" text;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "reminders" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "height_cm" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weight_kg" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weight_goal_kg" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "objective" text DEFAULT 'lose_weight' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "objective_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "diet_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deficit" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "allergies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dislikes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "eating_style" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarding_completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarding_type" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tour_completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_targets" ADD CONSTRAINT "user_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_measurements" ADD CONSTRAINT "weight_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;