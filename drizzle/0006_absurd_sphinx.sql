ALTER TABLE "newsletter_subscribers" ADD COLUMN "pending_profile" jsonb;--> statement-breakpoint
ALTER TABLE "product_clicks" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "product_clicks" ADD COLUMN "day" date;--> statement-breakpoint
CREATE UNIQUE INDEX "product_clicks_visitor_day_uq" ON "product_clicks" USING btree ("product_id","visitor_hash","day");