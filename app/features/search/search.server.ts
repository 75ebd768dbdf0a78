import { and, eq, isNull, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles } from '#app/db/schema'
import { sharedCache } from '#app/utils/shared-data.server'
import {
  SEARCH_LIMIT,
  orderSearchResults,
  type SearchQuery,
  type SearchResult,
} from './search.schema'
import { searchArticles } from './search-articles.server'
import { searchCommunity } from './search-community.server'
import { searchProducts } from './search-products.server'

/** Distinct term and filter sets kept in process (results are about 6 KB each). */
const SEARCH_CACHE_ENTRIES = 500
const searchCache = sharedCache<SearchResult[]>(SEARCH_CACHE_ENTRIES)

/**
 * SPEC section 5 search: text on title, excerpt and tags (and brand for products), then type, hub,
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

async function runSearch(query: SearchQuery): Promise<SearchResult[]> {
  const wantArticles =
    (query.type === 'all' || query.type === 'article' || query.type === 'podcast') &&
    query.rating === 'any'
  const wantProducts = query.type === 'all' || query.type === 'product'
  const wantCommunity =
    (query.type === 'all' || query.type === 'community') && query.rating === 'any'
  // read-only statements with no setting to share: no transaction (its BEGIN, COMMIT and round
  // trips), and on PostgreSQL the branches run at once on separate pooled connections
  const [a, p, c] = await Promise.all([
    wantArticles ? searchArticles(db, query) : [],
    wantProducts ? searchProducts(db, query) : [],
    wantCommunity ? searchCommunity(db, query) : [],
  ])
  return orderSearchResults([...a, ...p, ...c]).slice(0, SEARCH_LIMIT)
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
