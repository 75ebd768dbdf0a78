// Typo correction for the article search: the words of the term are looked up in search_words (the
// distinct words of published titles, kept by triggers on articles: drizzle/0015) with pg_trgm, so
// a misspelt term costs a few index lookups in a table of words, not a scan of every title.
import { sql } from 'drizzle-orm'
import type { Tx } from '#app/db/client.server'
import { searchWords } from '#app/db/schema'
import { values, type SearchShape } from './search-sql.server'

/** Closest known words tried for each word of the term. */
const ALTERNATIVES_PER_WORD = 4

/**
 * The known words closest to each word of the term (n: the word's place; null when none is close),
 * or null when the term has no word to correct (words of 3 letters or more: searchInputs). English stop words in the term are left out, as
 * the full-text search leaves them out. `word % term` is pg_trgm's similarity with its index
 * (pg_trgm.similarity_threshold, 0.3 by default); the closest come first.
 *
 * The words are looked up in the search's first statement (only when no article matched); the
 * article query on them is a second statement on purpose: it then gets the words as a bound value,
 * which PostgreSQL plans with (a word in half the titles is read by a short scan; a subquery's value
 * would be unknown to the planner, which then builds the index bitmap of every title holding it).
 */
export function closeWordsQuery(tx: Tx, shape: SearchShape) {
  if (!shape.typoWords) return null
  const w = searchWords.word
  const alternatives = tx
    .select({ word: w })
    .from(searchWords)
    .where(sql`${w} % t.word`)
    .orderBy(sql`${w} <-> t.word`)
    .limit(ALTERNATIVES_PER_WORD)
    .as('c')
  return tx
    .select({ n: sql<number>`t.n`, word: alternatives.word })
    .from(sql`unnest(${values('word', shape.typoWords)}) with ordinality as t(word, n)`)
    .leftJoinLateral(alternatives, sql`true`)
    .where(sql`length(to_tsvector('english', t.word)) > 0`)
    .orderBy(sql`t.n`)
}

/**
 * tsquery text for titles holding, for every word of the term, one of the known words closest to
 * it, from closeWordsQuery's rows: "sunscren tipz" -> "(sunscreen:A | sunscreens:A) & (tips:A |
 * tip:A)". Null when a word has no close word, or the term has no word to correct.
 */
export function correctedTitleQuery(rows: { n: number; word: string | null }[]): string | null {
  const groups = new Map<string, string[]>()
  for (const r of rows) {
    const list = groups.get(String(r.n)) ?? []
    // the table holds letters and digits only (drizzle/0015); checked again before tsquery syntax
    if (r.word && /^[\p{L}\p{N}]+$/u.test(r.word)) list.push(`${r.word}:A`)
    groups.set(String(r.n), list)
  }
  if (!groups.size || [...groups.values()].some((g) => !g.length)) return null
  return [...groups.values()].map((g) => `(${g.join(' | ')})`).join(' & ')
}
