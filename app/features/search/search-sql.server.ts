// SQL pieces shared by the search branches (articles, products, community). The branches build
// their queries from a SearchShape (what changes the statement's text) with the term's values as
// named placeholders, so search.server.ts builds each statement's text once per shape and binds
// the values of every request (docs/decisions/0015).
import { sql, type SQL } from 'drizzle-orm'
import { likePattern } from '#app/utils/like-pattern'
import { SEARCH_DATE_DAYS, type SearchQuery } from './search.schema'

/** Most words of a term that reach SQL (a longer term is cut; the dialog's box allows 100 chars). */
const MAX_QUERY_WORDS = 8
/** Shorter words have too few trigrams to correct (and are mostly stop words). */
const MIN_TYPO_WORD_LENGTH = 3

/** The lower-case words of a term: only letters and digits, so they are safe in tsquery syntax. */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_WORDS)
}

/** The words of a term as a prefix tsquery ("skin care" -> "skin:* & care:*"): "skin" finds "skincare". */
function prefixQueryText(q: string) {
  return queryWords(q)
    .map((w) => `${w}:*`)
    .join(' & ')
}

/** Tags are matched whole (GIN index); spaces and hyphens are both tried. */
function tagVariants(q: string) {
  const t = q.toLowerCase()
  return [...new Set([t, t.replace(/\s+/g, '-'), t.replace(/-/g, ' ')])]
}

/**
 * What the text of a search's statements depends on: the filters, and how many words, tag variants
 * and words to correct the term has. Two searches of one shape differ only in their values.
 */
export type SearchShape = {
  type: SearchQuery['type']
  rating: SearchQuery['rating']
  date: SearchQuery['date']
  hub: boolean
  words: number
  tags: number
  typoWords: number
}

/** The values a search binds, by placeholder name (see `value`, `values`). */
export type SearchValues = Record<string, string>

function listValues(name: string, list: string[], into: SearchValues) {
  list.forEach((v, i) => (into[`${name}${i}`] = v))
}

/** A search's shape and its values. */
export function searchInputs(query: SearchQuery): { shape: SearchShape; values: SearchValues } {
  const words = queryWords(query.q)
  const tags = tagVariants(query.q)
  const typoWords = words.filter((w) => w.length >= MIN_TYPO_WORD_LENGTH)
  const values: SearchValues = {
    q: query.q,
    prefix: prefixQueryText(query.q),
    like: likePattern(query.q),
    hub: query.hub,
  }
  // every word of the query as a whole word (case-insensitive; \m, \M: word start and end)
  listValues(
    'pattern',
    words.map((w) => `\\m${w}\\M`),
    values,
  )
  listValues('tag', tags, values)
  listValues('word', typoWords, values)
  const shape: SearchShape = {
    type: query.type,
    rating: query.rating,
    date: query.date,
    hub: Boolean(query.hub),
    words: words.length,
    tags: tags.length,
    typoWords: typoWords.length,
  }
  return { shape, values }
}

/** A value of the search, bound when the statement runs. */
export const value = (name: 'q' | 'prefix' | 'like' | 'hub') => sql.placeholder(name)

/** A text[] of the search's listed values ('tag', 'word'). */
export const values = (name: 'tag' | 'word', n: number) =>
  sql`array[${sql.join(
    Array.from({ length: n }, (_, i) => sql`${sql.placeholder(`${name}${i}`)}`),
    sql`, `,
  )}]::text[]`

/** Every word of the query is a whole word of `text` (its patterns are bound values). */
export function allWholeWords(text: SQL, shape: SearchShape): SQL {
  // a cast, not a bare constant: PostgreSQL refuses `order by false` (non-integer constant)
  if (!shape.words) return sql`cast(false as boolean)`
  return sql.join(
    Array.from(
      { length: shape.words },
      (_, i) => sql`(${text} ~* ${sql.placeholder(`pattern${i}`)})`,
    ),
    sql` and `,
  )
}

/** The start of the reader's date range, or null for any time. */
export function since(date: SearchQuery['date']): SQL | null {
  return date === 'any' ? null : sql`now() - make_interval(days => ${SEARCH_DATE_DAYS[date]})`
}
