-- One interest taxonomy (app/features/accounts/interests.ts): content interests stored under the
-- older settings names get the taxonomy's names; a value present under both names is kept once,
-- in its first position.
UPDATE "profiles" SET "content_interests" = (
  SELECT coalesce(array_agg(v ORDER BY first_pos), '{}'::text[])
  FROM (
    SELECT v, min(pos) AS first_pos
    FROM (
      SELECT CASE e
          WHEN 'Fashion' THEN 'Fashion & Style'
          WHEN 'Beauty' THEN 'Beauty & Wellness'
          WHEN 'Training' THEN 'Training & Performance'
          WHEN 'Stories' THEN 'Personal Stories'
          ELSE e
        END AS v, pos
      FROM unnest("profiles"."content_interests") WITH ORDINALITY AS t(e, pos)
    ) renamed
    GROUP BY v
  ) kept
)
WHERE "content_interests" && ARRAY['Fashion', 'Beauty', 'Training', 'Stories']::text[];
--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "interests" = (
  SELECT coalesce(array_agg(v ORDER BY first_pos), '{}'::text[])
  FROM (
    SELECT v, min(pos) AS first_pos
    FROM (
      SELECT CASE e
          WHEN 'Fashion' THEN 'Fashion & Style'
          WHEN 'Beauty' THEN 'Beauty & Wellness'
          WHEN 'Training' THEN 'Training & Performance'
          WHEN 'Stories' THEN 'Personal Stories'
          ELSE e
        END AS v, pos
      FROM unnest("newsletter_subscribers"."interests") WITH ORDINALITY AS t(e, pos)
    ) renamed
    GROUP BY v
  ) kept
)
WHERE "interests" && ARRAY['Fashion', 'Beauty', 'Training', 'Stories']::text[];
