CREATE TABLE "closed_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_type" text NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text,
	"first_paid_at" timestamp with time zone,
	"current_period_end" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referrals" DROP CONSTRAINT "referrals_referred_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "referrals" ALTER COLUMN "referred_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "measured_tdee" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "measured_tdee_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "expenditure_offer_week" date;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;