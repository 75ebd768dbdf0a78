// SQL pieces shared by the search branches (articles, products, community).
import { sql, type SQL } from 'drizzle-orm'
import { SEARCH_DATE_DAYS, type SearchQuery } from './search.schema'

/** Most words of a term that reach SQL (a longer term is cut; the dialog's box allows 100 chars). */
const MAX_QUERY_WORDS = 8

/** The lower-case words of a term: only letters and digits, so they are safe in tsquery syntax. */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_WORDS)
}

/** Every word of the query is a whole word of `text` (case-insensitive; \m, \M: word start and end). */
export function allWholeWords(text: SQL, q: string): SQL {
  const patterns = queryWords(q).map((w) => `\\m${w}\\M`)
  // a cast, not a bare constant: PostgreSQL refuses `order by false` (non-integer constant)
  if (!patterns.length) return sql`cast(false as boolean)`
  return sql.join(
    patterns.map((p) => sql`(${text} ~* ${p})`),
    sql` and `,
  )
}

/** The start of the reader's date range, or null for any time. */
export function since(date: SearchQuery['date']): SQL | null {
  return date === 'any' ? null : sql`now() - make_interval(days => ${SEARCH_DATE_DAYS[date]})`
}

/** A text[] literal of bound values. */
export const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`
