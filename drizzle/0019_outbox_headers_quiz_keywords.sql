ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_result_profiles" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;