-- search_words: the distinct words of published, not deleted article titles (the search's typo
-- correction looks them up with pg_trgm), each with how many such articles hold it. Triggers keep
-- it in step with every write to articles; the last statement fills it for existing databases.
-- Words are the parser's letter and letter-digit tokens (also the parts of hyphenated words),
-- lower-cased, 3 to 40 characters, without English stop words: so they are safe in a tsquery.
CREATE FUNCTION search_title_words(title text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT lower(token) FROM ts_parse('default', coalesce(title, ''))
  WHERE tokid IN (1, 2, 3, 9, 10, 11)
    AND length(token) BETWEEN 3 AND 40
    AND length(to_tsvector('english', token)) > 0
$$;
--> statement-breakpoint
-- adds the deltas (one entry per article and word, +1 or -1) and drops words no article holds;
-- rows are taken in word order so concurrent writers lock them in the same order (no deadlock)
CREATE FUNCTION search_words_change(words text[], deltas int[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words AS s (word, articles)
  SELECT t.word, sum(t.d)::int FROM unnest(words, deltas) AS t(word, d)
  GROUP BY t.word HAVING sum(t.d) <> 0 ORDER BY t.word
  ON CONFLICT (word) DO UPDATE SET articles = s.articles + excluded.articles;
  DELETE FROM search_words WHERE articles <= 0 AND word = ANY (words);
END $$;
--> statement-breakpoint
-- one call per statement with the changed rows (transition tables): a bulk insert of 1000 articles
-- is one upsert, and an update that leaves title, status and deletion alone changes nothing
CREATE FUNCTION articles_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  w text[];
  d int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x.word), array_agg(1) INTO w, d
    FROM new_rows n CROSS JOIN LATERAL search_title_words(n.title) AS x(word)
    WHERE n.status = 'published' AND n.deleted_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(x.word), array_agg(-1) INTO w, d
    FROM old_rows o CROSS JOIN LATERAL search_title_words(o.title) AS x(word)
    WHERE o.status = 'published' AND o.deleted_at IS NULL;
  ELSE
    SELECT array_agg(x.word), array_agg(x.d) INTO w, d
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (
      SELECT ow, -1 FROM search_title_words(o.title) ow
      WHERE o.status = 'published' AND o.deleted_at IS NULL
      UNION ALL
      SELECT nw, 1 FROM search_title_words(n.title) nw
      WHERE n.status = 'published' AND n.deleted_at IS NULL
    ) AS x(word, d)
    WHERE o.title IS DISTINCT FROM n.title
      OR o.status IS DISTINCT FROM n.status
      OR o.deleted_at IS DISTINCT FROM n.deleted_at;
  END IF;
  IF w IS NOT NULL THEN
    PERFORM search_words_change(w, d);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_search_words_insert AFTER INSERT ON articles
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION articles_search_words();
--> statement-breakpoint
CREATE TRIGGER articles_search_words_update AFTER UPDATE ON articles
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION articles_search_words();
--> statement-breakpoint
CREATE TRIGGER articles_search_words_delete AFTER DELETE ON articles
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION articles_search_words();
--> statement-breakpoint
CREATE FUNCTION articles_search_words_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_search_words_truncate AFTER TRUNCATE ON articles
FOR EACH STATEMENT EXECUTE FUNCTION articles_search_words_truncate();
--> statement-breakpoint
INSERT INTO search_words (word, articles)
SELECT x.word, count(*)::int FROM articles CROSS JOIN LATERAL search_title_words(title) AS x(word)
WHERE status = 'published' AND deleted_at IS NULL
GROUP BY x.word;
