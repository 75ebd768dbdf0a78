import { and, eq, isNull, sql, type Query, type SQLWrapper } from 'drizzle-orm'
import { db, dialect, rowsOf } from '#app/db/client.server'
import { articles } from '#app/db/schema'
import { sharedCache } from '#app/utils/shared-data.server'
import {
  SEARCH_LIMIT,
  orderSearchResults,
  type SearchQuery,
  type SearchResult,
} from './search.schema'
import {
  articleResult,
  closeArticles,
  matchingArticles,
  type ArticleRow,
} from './search-articles.server'
import { communityResult, matchingCommunity, type CommunityRow } from './search-community.server'
import { matchingProducts, productResult, type ProductRow } from './search-products.server'
import { searchInputs, type SearchShape } from './search-sql.server'
import { closeWordsQuery, correctedTitleQuery } from './search-typos.server'

/** Distinct term and filter sets kept in process (results are about 6 KB each). */
const SEARCH_CACHE_ENTRIES = 500
const searchCache = sharedCache<SearchResult[]>(SEARCH_CACHE_ENTRIES)

/**
 * docs/product.md#search: text on title, excerpt and tags (and brand for products), then type, hub,
 * minimum rating and date range (all applied); trending first, then rating.
 * Articles carry no rating, so a minimum rating leaves only products. Podcasts are articles with an
 * audio block: 'Articles' and 'All' include them, 'Podcasts' keeps only them.
 */
export function searchSite(query: SearchQuery): Promise<SearchResult[]> {
  if (!query.q) return Promise.resolve([])
  // the whole result per term and filter set, until the next public-content write (any of them
  // empties this with the public page cache) or DATA_CACHE_SECONDS; shared by every request, so
  // callers must not change the array
  const key = JSON.stringify([query.q, query.type, query.hub, query.rating, query.date])
  return searchCache(key, () => runSearch(query))
}

/** A query's rows as one JSON array ('[]' for none), ready to embed in the search's statement. */
const jsonRows = (query: SQLWrapper | null) =>
  query ? sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)` : sql`'[]'::json`

/** json and json_agg arrive parsed from both drivers; a string is parsed here all the same. */
const parsed = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T

/**
 * The search's first statement: the article, product and community queries as JSON arrays, and the
 * close words of the term for the typo try, looked up only when no article matched (`a` is read
 * once; the words' subquery runs only for an empty `a`). One round trip instead of three parallel
 * statements (docs/decisions/0015).
 */
function firstStatement(shape: SearchShape) {
  const wantArticles =
    (shape.type === 'all' || shape.type === 'article' || shape.type === 'podcast') &&
    shape.rating === 'any'
  const wantProducts = shape.type === 'all' || shape.type === 'product'
  const wantCommunity =
    (shape.type === 'all' || shape.type === 'community') && shape.rating === 'any'
  const articleQuery = wantArticles ? matchingArticles(db, shape) : null
  const wordsQuery = articleQuery && closeWordsQuery(db, shape)
  return sql.join(
    [
      articleQuery
        ? sql`with a as (${articleQuery}) select (select coalesce(json_agg(a), '[]'::json) from a) as articles`
        : sql`select '[]'::json as articles`,
      wordsQuery
        ? sql`case when not exists (select 1 from a) then (select json_agg(w) from (${wordsQuery}) w) end as words`
        : sql`null::json as words`,
      sql`${jsonRows(wantProducts ? matchingProducts(db, shape) : null)} as products`,
      sql`${jsonRows(wantCommunity ? matchingCommunity(db, shape) : null)} as community`,
    ],
    sql`, `,
  )
}

/** The typo try's statement: the ranked articles whose titles hold the close words. */
const typoStatement = (shape: SearchShape) =>
  sql`select ${jsonRows(closeArticles(db, shape))} as articles`

/**
 * Statement texts by kind and shape, built once: building a statement this size with Drizzle costs
 * about as much server CPU as the rest of an uncached search (docs/decisions/0015). A few hundred
 * shapes exist (filters x word counts).
 */
const statements = new Map<string, Query>()

async function run<T>(
  kind: 'first' | 'typo',
  shape: SearchShape,
  values: Record<string, string>,
): Promise<T> {
  const key = kind + JSON.stringify(shape)
  let statement = statements.get(key)
  if (!statement) {
    statement = dialect.sqlToQuery(kind === 'first' ? firstStatement(shape) : typoStatement(shape))
    statements.set(key, statement)
  }
  const result = await db._.session
    .prepareQuery(statement, undefined, undefined, false)
    .execute(values)
  return rowsOf<T>(result)[0]!
}

type Answer = { articles: unknown; words?: unknown; products?: unknown; community?: unknown }

async function runSearch(query: SearchQuery): Promise<SearchResult[]> {
  const { shape, values } = searchInputs(query)
  const first = await run<Answer>('first', shape, values)
  let a = parsed<ArticleRow[]>(first.articles)
  const words = parsed<{ n: number; word: string | null }[] | null>(first.words)
  // typos: the articles whose titles hold the close words, a second statement (search-typos.server.ts)
  const corrected = !a.length && words ? correctedTitleQuery(words) : null
  if (corrected) {
    const typo = await run<Answer>('typo', shape, { ...values, corrected })
    a = parsed<ArticleRow[]>(typo.articles)
  }
  return orderSearchResults([
    ...a.map(articleResult),
    ...parsed<ProductRow[]>(first.products).map(productResult),
    ...parsed<CommunityRow[]>(first.community).map(communityResult),
  ]).slice(0, SEARCH_LIMIT)
}

/** Whether any podcast episode is public (the search dialog hides its 'Podcasts' option until then). */
export async function hasPublicPodcasts(): Promise<boolean> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.isPodcast, true),
        eq(articles.status, 'published'),
        isNull(articles.deletedAt),
        sql`${articles.publishedAt} <= now()`,
      ),
    )
    .limit(1)
  return rows.length > 0
}
