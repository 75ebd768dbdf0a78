// /explore's article list (docs/product.md#article-lists): text, category, tag, tab, sort and page,
// on the server, shared in process per canonical query (shared-data.server.ts).
import { and, asc, desc, eq, gt, gte, sql, type SQL } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import { articles } from '#app/db/schema'
import { sharedCache } from '#app/utils/shared-data.server'
import { EXPLORE_PAGE_SIZE, exploreSearch, RECENT_DAYS, type ExploreQuery } from './article-rules'
import {
  isPublic,
  newestFirst,
  oldestFirst,
  pageOf,
  type ArticleCardData,
  type Paged,
} from './articles.server'

function toTextArray(values: string[]) {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`
}

/**
 * The words of a free-text query as a prefix tsquery ("skin care" -> "skin:* & care:*"), so a reader
 * typing "skin" finds "skincare". Only letters and digits reach the tsquery syntax.
 */
export function prefixQueryText(q: string) {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(' & ')
}

/** Size of the text-match candidate sets; ranking and sorting only ever see this many rows. */
export const SEARCH_CANDIDATES = { fullText: 1000, fuzzy: 200 } as const

/**
 * Ids matching a text query, as a capped candidate set: Postgres full-text (word prefixes) on the
 * generated `search` column (GIN), or, for the second try when that finds nothing (a typo), pg_trgm
 * word similarity on the title (GIN trigram index). So "skin" never drags in "skills", and a common
 * word never makes the outer query sort the whole table.
 */
export function textCandidates(q: string, mode: 'fulltext' | 'fuzzy'): SQL {
  if (mode === 'fuzzy')
    return sql`(select id from ${articles} where title %> ${q} limit ${SEARCH_CANDIDATES.fuzzy})`
  return sql`(select id from ${articles} where search @@ to_tsquery('english', ${prefixQueryText(q)}) limit ${SEARCH_CANDIDATES.fullText})`
}

/** pg_trgm's default word-similarity cut-off (0.6) misses one-letter typos in short words ("makup"). */
export const WORD_SIMILARITY_THRESHOLD = 0.5

/** Runs a query with the looser typo threshold, scoped to one transaction (safe with pooled connections). */
export async function withTypoTolerance<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`),
    )
    return run(tx)
  })
}

function exploreOrder(sort: ExploreQuery['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [oldestFirst, asc(articles.id)]
    case 'title':
      return [asc(articles.title), asc(articles.id)]
    case 'reading-time':
      return [sql`${articles.readingTime} asc nulls last`, newestFirst, desc(articles.id)]
    default:
      return [newestFirst, desc(articles.id)]
  }
}

function exploreFilters(query: ExploreQuery): SQL[] {
  const conds: SQL[] = [isPublic()]
  if (query.category) conds.push(eq(articles.category, query.category))
  // containment uses the GIN index on tags
  if (query.tag) conds.push(sql`${articles.tags} @> ${toTextArray([query.tag])}`)
  if (query.tab === 'trending') conds.push(gt(articles.trendingScore, 0))
  if (query.tab === 'recent')
    conds.push(gte(articles.publishedAt, sql`now() - make_interval(days => ${RECENT_DAYS})`))
  if (query.tab === 'podcasts') conds.push(eq(articles.isPodcast, true))
  return conds
}

async function explorePage(
  tx: Tx,
  query: ExploreQuery,
  text?: SQL,
): Promise<Paged<ArticleCardData>> {
  const where = and(...exploreFilters(query), text ? sql`${articles.id} in ${text}` : undefined)
  const order = exploreOrder(query.sort)
  // within the bounded candidate set, the better text match breaks ties
  if (query.q)
    order.splice(
      order.length - 1,
      0,
      sql`ts_rank(${articles.search}, to_tsquery('english', ${prefixQueryText(query.q)})) desc`,
    )
  return pageOf(tx, where, order, query.page, EXPLORE_PAGE_SIZE)
}

/** The /explore lists kept: one per canonical query (readers choose them), the least used go first. */
const EXPLORE_CACHE_ENTRIES = 300
const exploreCache = sharedCache<Paged<ArticleCardData>>(EXPLORE_CACHE_ENTRIES)

/**
 * docs/product.md#article-lists, on the server: text, category, tab, sort, page. Shared in process
 * per canonical query until the next article write (shared-data.server.ts; a scheduled publication
 * empties it too, DATA_CACHE_SECONDS bounds the rest, such as the recent tab's window moving on).
 */
export function exploreArticles(query: ExploreQuery): Promise<Paged<ArticleCardData>> {
  return exploreCache(exploreSearch(query) || '?', () => readExploreArticles(query))
}

async function readExploreArticles(query: ExploreQuery): Promise<Paged<ArticleCardData>> {
  if (!query.q) return explorePage(db, query)
  const exact = await explorePage(db, query, textCandidates(query.q, 'fulltext'))
  if (exact.total > 0) return exact
  // nothing matched word for word: try titles that are close (a typo)
  return withTypoTolerance((tx) => explorePage(tx, query, textCandidates(query.q, 'fuzzy')))
}
