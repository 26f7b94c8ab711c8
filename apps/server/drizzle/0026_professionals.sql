CREATE TABLE "professional_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid,
	"client_id" uuid NOT NULL,
	"professional_id" uuid,
	"author_name" text NOT NULL,
	"date" date NOT NULL,
	"nutrition_log_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professional_invites" (
	"code" text PRIMARY KEY NOT NULL,
	"professional_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professional_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"invite_code" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "professional_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid,
	"client_id" uuid NOT NULL,
	"professional_id" uuid,
	"from_professional" boolean NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professional_notes" (
	"professional_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_notes_professional_id_client_id_pk" PRIMARY KEY("professional_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "professional_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"professional_id" uuid,
	"kind" text NOT NULL,
	"author_name" text NOT NULL,
	"effective_date" date NOT NULL,
	"calories" integer NOT NULL,
	"protein" integer NOT NULL,
	"carbs" integer NOT NULL,
	"fat" integer NOT NULL,
	"reason" text NOT NULL,
	"previous" jsonb,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professionals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"license_number" text,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professionals_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "professional_comments" ADD CONSTRAINT "professional_comments_link_id_professional_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."professional_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_comments" ADD CONSTRAINT "professional_comments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_comments" ADD CONSTRAINT "professional_comments_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_comments" ADD CONSTRAINT "professional_comments_nutrition_log_id_nutrition_logs_id_fk" FOREIGN KEY ("nutrition_log_id") REFERENCES "public"."nutrition_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_invites" ADD CONSTRAINT "professional_invites_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_links" ADD CONSTRAINT "professional_links_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_links" ADD CONSTRAINT "professional_links_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_messages" ADD CONSTRAINT "professional_messages_link_id_professional_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."professional_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_messages" ADD CONSTRAINT "professional_messages_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_messages" ADD CONSTRAINT "professional_messages_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_notes" ADD CONSTRAINT "professional_notes_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_notes" ADD CONSTRAINT "professional_notes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_targets" ADD CONSTRAINT "professional_targets_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_targets" ADD CONSTRAINT "professional_targets_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_comments_client_date_idx" ON "professional_comments" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "professional_comments_link_date_idx" ON "professional_comments" USING btree ("link_id","date");--> statement-breakpoint
CREATE INDEX "professional_invites_professional_idx" ON "professional_invites" USING btree ("professional_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "professional_links_active_client_idx" ON "professional_links" USING btree ("client_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "professional_links_active_professional_idx" ON "professional_links" USING btree ("professional_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "professional_messages_link_created_idx" ON "professional_messages" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "professional_messages_client_created_idx" ON "professional_messages" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "professional_targets_client_idx" ON "professional_targets" USING btree ("client_id","effective_date","set_at");