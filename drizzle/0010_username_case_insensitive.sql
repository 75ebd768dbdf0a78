-- Names that differ only in case were possible before this index: the oldest account keeps its
-- name, later ones get a suffix from their id so the index can be built.
UPDATE "users" AS u SET "username" = u."username" || '-' || left(u."id", 8)
WHERE u."username" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "users" AS o
  WHERE lower(o."username") = lower(u."username")
    AND (o."created_at", o."id") < (u."created_at", u."id")
);--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_username_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));
