ALTER TABLE "chat_drafts" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "chat_drafts" ADD COLUMN "unknown" jsonb DEFAULT '[]'::jsonb NOT NULL;