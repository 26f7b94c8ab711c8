ALTER TABLE "referrals" DROP CONSTRAINT "referrals_referrer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "referrals" ALTER COLUMN "referrer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;