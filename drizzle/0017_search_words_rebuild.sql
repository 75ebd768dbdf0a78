-- search_words rebuilt in one set-based statement from the articles (what 0015's backfill did). A
-- restore loads the articles with their triggers off, which is several times faster than letting
-- the triggers run per batch, and then calls this; the table comment names it, so the restore finds
-- the rebuild of every derived table without knowing them.
CREATE FUNCTION search_words_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM search_words;
  INSERT INTO search_words (word, articles)
  SELECT x.word, count(*)::int FROM articles CROSS JOIN LATERAL search_title_words(title) AS x(word)
  WHERE status = 'published' AND deleted_at IS NULL
  GROUP BY x.word;
$$;
--> statement-breakpoint
COMMENT ON TABLE search_words IS 'derived: the words of published article titles, kept by triggers on articles; rebuild: search_words_rebuild()';
