CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"page_type" text NOT NULL,
	"entity_id" text,
	"referrer_host" text,
	"visitor_hash" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_views_viewed_idx" ON "page_views" USING btree ("viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "page_views_entity_idx" ON "page_views" USING btree ("page_type","entity_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_misses_searched_idx" ON "search_misses" USING btree ("searched_at" DESC NULLS LAST);