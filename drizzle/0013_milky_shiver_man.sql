ALTER TABLE "articles" ADD COLUMN "is_podcast" boolean GENERATED ALWAYS AS (content_blocks @> '[{"type":"audio"}]'::jsonb) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
CREATE INDEX "articles_podcast_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST) WHERE is_podcast and deleted_at is null;