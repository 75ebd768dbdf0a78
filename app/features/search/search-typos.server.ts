// Typo correction for the article search: the words of the term are looked up in search_words (the
// distinct words of published titles, kept by triggers on articles: drizzle/0015) with pg_trgm, so
// a misspelt term costs a few index lookups in a table of words, not a scan of every title.
import { sql, type SQL } from 'drizzle-orm'
import { searchWords } from '#app/db/schema'
import { queryWords, textArray } from './search-sql.server'

/** Closest known words tried for each word of the term. */
const ALTERNATIVES_PER_WORD = 4
/** Shorter words have too few trigrams to correct (and are mostly stop words). */
const MIN_WORD_LENGTH = 3

/**
 * A tsquery (SQL, one value) for titles holding, for every word of the term, one of the known words
 * closest to it: "sunscren tipz" -> (sunscreen:A | sunscreens:A) & (tips:A | tip:A). NULL when a
 * word has no close word, or when the term has no word to correct. English stop words in the term
 * are left out, as the full-text search leaves them out. `word % term` is pg_trgm's similarity with
 * its index (threshold pg_trgm.similarity_threshold, 0.3 by default); the closest come first.
 */
export function correctedTitleQuery(q: string): SQL | null {
  const words = queryWords(q).filter((w) => w.length >= MIN_WORD_LENGTH)
  if (!words.length) return null
  const w = searchWords.word
  return sql`(
    with term as (
      select t.word, t.n from unnest(${textArray(words)}) with ordinality as t(word, n)
      where length(to_tsvector('english', t.word)) > 0
    ), alternatives as (
      select term.n, string_agg(c.word || ':A', ' | ') as words
      from term cross join lateral (
        select ${w} as word from ${searchWords}
        where ${w} % term.word
        order by ${w} <-> term.word
        limit ${ALTERNATIVES_PER_WORD}
      ) c
      group by term.n
    )
    select to_tsquery('english', string_agg('(' || words || ')', ' & '))
    from alternatives
    having count(*) = (select count(*) from term) and count(*) > 0
  )`
}
