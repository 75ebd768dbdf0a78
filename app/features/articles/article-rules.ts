// Browser-safe without zod: the /explore URL state, list sizes and the small rules the article
// screens share. Public pages' JavaScript imports from here, so it carries no schema library; the
// loaders parse URL parameters with the schemas in articles.schema.ts.

export const EXPLORE_TABS = [
  { value: 'featured', label: 'Featured' },
  { value: 'trending', label: 'Trending' },
  { value: 'recent', label: 'Recent' },
  // articles with an audio block; the tab shows once an episode is published
  { value: 'podcasts', label: 'Podcasts' },
] as const
export const EXPLORE_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'title', label: 'Title A-Z' },
  { value: 'reading-time', label: 'Reading time' },
] as const
export type ExploreTab = (typeof EXPLORE_TABS)[number]['value']
export type ExploreSort = (typeof EXPLORE_SORTS)[number]['value']

/** The parsed /explore query (ExploreQuerySchema's output). */
export type ExploreQuery = {
  q: string
  category: string
  /** one article tag (exact), from the tag links on articles */
  tag: string
  tab: ExploreTab
  sort: ExploreSort
  page: number
}

export const EXPLORE_PAGE_SIZE = 12
export const HUB_PAGE_SIZE = 12
/**
 * docs/product.md#trending: an article with a trending_score above 5 is marked trending in lists:
 * every one of them, however many a list holds (the Trending tab says so).
 */
export const TRENDING_MARK_THRESHOLD = 5
/** The ids of a list's items that carry the Trending marker. */
export function trendingIdsOf(items: ReadonlyArray<{ id: string; trendingScore: number }>) {
  return items.filter((a) => a.trendingScore > TRENDING_MARK_THRESHOLD).map((a) => a.id)
}
/** docs/product.md#trending: the Recent tab and the trending-hub window. */
export const RECENT_DAYS = 7

/** Only the non-default values, so links stay short and one view has one URL. */
export function exploreSearch(query: Partial<ExploreQuery>): string {
  const p = new URLSearchParams()
  if (query.q) p.set('q', query.q)
  if (query.category) p.set('category', query.category)
  if (query.tag) p.set('tag', query.tag)
  if (query.tab && query.tab !== 'featured') p.set('tab', query.tab)
  if (query.sort && query.sort !== 'newest') p.set('sort', query.sort)
  if (query.page && query.page > 1) p.set('page', String(query.page))
  const s = p.toString()
  return s ? `?${s}` : ''
}

/**
 * docs/product.md#trending reading-time fallback: reading_time, else the excerpt length divided by
 * 200 rounded up; a card shows 5 minutes when neither is known.
 */
export function readingMinutes(
  a: { readingTime: number | null; excerpt?: string | null },
  where: 'card' | 'page' = 'page',
) {
  if (a.readingTime && a.readingTime > 0) return a.readingTime
  if (where === 'card') return 5
  const len = a.excerpt?.length ?? 0
  return Math.max(1, Math.ceil(len / 200))
}

export function articlePath(a: { hubId: string; slug: string }) {
  return `/hub/${a.hubId}/${a.slug}`
}
