import { z } from 'zod'

// Browser-safe: the search dialog's filters (docs/product.md#search-dialog) and its result shape.
export const SEARCH_TYPES = [
  { value: 'all', label: 'All' },
  { value: 'article', label: 'Articles' },
  { value: 'product', label: 'Products' },
  { value: 'community', label: 'Community' },
  { value: 'podcast', label: 'Podcasts' },
] as const
export const SEARCH_RATINGS = [
  { value: 'any', label: 'Any rating' },
  { value: '4', label: '4+ stars' },
  { value: '4.5', label: '4.5+ stars' },
] as const
export const SEARCH_DATES = [
  { value: 'any', label: 'Any time' },
  { value: 'week', label: 'Past week' },
  { value: 'month', label: 'Past month' },
  { value: 'year', label: 'Past year' },
] as const
export const SEARCH_DATE_DAYS = { week: 7, month: 31, year: 366 } as const
/** docs/product.md#search: up to 4 tags per result. */
export const SEARCH_MAX_TAGS = 4
export const SEARCH_DEBOUNCE_MS = 300
export const SEARCH_LIMIT = 12

type V<T extends ReadonlyArray<{ value: string }>> = T[number]['value']
const values = <T extends ReadonlyArray<{ value: string }>>(list: T) =>
  list.map((i) => i.value) as [V<T>, ...V<T>[]]

export const SearchQuerySchema = z.object({
  q: z.string().trim().max(100).catch('').default(''),
  type: z.enum(values(SEARCH_TYPES)).catch('all').default('all'),
  hub: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z0-9-]*$/)
    .catch('')
    .default(''),
  rating: z.enum(values(SEARCH_RATINGS)).catch('any').default('any'),
  date: z.enum(values(SEARCH_DATES)).catch('any').default('any'),
})
export type SearchQuery = z.infer<typeof SearchQuerySchema>
export const DEFAULT_SEARCH_FILTERS: Omit<SearchQuery, 'q'> = {
  type: 'all',
  hub: '',
  rating: 'any',
  date: 'any',
}

/** The dialog's type options: 'Podcasts' only once an episode is published. */
export function searchTypeOptions(hasPodcasts: boolean) {
  return SEARCH_TYPES.filter((t) => hasPodcasts || t.value !== 'podcast')
}

export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const get = (k: string) => params.get(k) || undefined
  return SearchQuerySchema.parse({
    q: get('q'),
    type: get('type'),
    hub: get('hub'),
    rating: get('rating'),
    date: get('date'),
  })
}

export function searchParamsOf(query: SearchQuery) {
  const p = new URLSearchParams({ q: query.q })
  for (const [k, v] of Object.entries(query))
    if (k !== 'q' && v && v !== (DEFAULT_SEARCH_FILTERS as Record<string, string>)[k]) p.set(k, v)
  return p.toString()
}

export type SearchResult = {
  id: string
  /** story and question: approved member stories and published community questions; podcast: an
   * article with an audio block */
  type: 'article' | 'podcast' | 'product' | 'story' | 'question'
  title: string
  excerpt: string
  hubId: string
  imageUrl: string | null
  tags: string[]
  createdAt: string
  trending: boolean
  /** every word of the term matched as a whole word (or a whole tag), not only as a prefix */
  wholeWord: boolean
  rating: number | null
  /** how many reviews the rating averages; the rating is shown only with it */
  reviewCount: number | null
  price: number | null
  brand: string | null
  /** article: its hub route; product: /go/{id} (records the click, opens the shop) */
  href: string
}

/**
 * Whole-word matches before prefix-only ones ('sports bra' puts the bra before 'Your Personal
 * Brand'); within each, docs/product.md#search: trending items first, then by rating, highest first
 * (stable otherwise).
 */
export function orderSearchResults(items: SearchResult[]): SearchResult[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort(
      (a, b) =>
        Number(b.item.wholeWord) - Number(a.item.wholeWord) ||
        Number(b.item.trending) - Number(a.item.trending) ||
        (b.item.rating ?? -1) - (a.item.rating ?? -1) ||
        a.i - b.i,
    )
    .map((x) => x.item)
}
