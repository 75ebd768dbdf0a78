CREATE TYPE "public"."media_job_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "media_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" uuid NOT NULL,
	"kind" text DEFAULT 'transcode' NOT NULL,
	"status" "media_job_status" DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "video" jsonb;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "member_upload" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_submissions" ADD COLUMN "photo_media_id" uuid;--> statement-breakpoint
ALTER TABLE "user_submissions" ADD COLUMN "photo_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_jobs" ADD CONSTRAINT "media_jobs_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_jobs_status_idx" ON "media_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "media_jobs_media_idx" ON "media_jobs" USING btree ("media_id");--> statement-breakpoint
ALTER TABLE "user_submissions" ADD CONSTRAINT "user_submissions_photo_media_id_media_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;