-- search_words is derived from articles by its triggers (0015): a backup leaves it out (the comment
-- marks it, app/features/backup/introspect.server.ts) and a restore rebuilds it as the articles
-- are loaded, instead of loading rows the triggers have already written.
COMMENT ON TABLE search_words IS 'derived: the words of published article titles, kept by triggers on articles';
