import { z } from 'zod'
import {
  EXPLORE_SORTS,
  EXPLORE_TABS,
  type ExploreQuery,
  type ExploreSort,
  type ExploreTab,
} from './article-rules'

// The /explore and list URL parameters, parsed on the server (loaders). Browser-safe constants and
// helpers live in article-rules.ts.

const tabValues = EXPLORE_TABS.map((t) => t.value) as [ExploreTab, ...ExploreTab[]]
const sortValues = EXPLORE_SORTS.map((s) => s.value) as [ExploreSort, ...ExploreSort[]]

/** A bad value in the URL falls back to its default instead of failing the page. */
export const ExploreQuerySchema = z.object({
  q: z.string().trim().max(200).catch('').default(''),
  category: z.string().trim().max(80).catch('').default(''),
  tag: z.string().trim().max(40).catch('').default(''),
  tab: z.enum(tabValues).catch('featured').default('featured'),
  sort: z.enum(sortValues).catch('newest').default('newest'),
  page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
})

export function parseExploreQuery(params: URLSearchParams): ExploreQuery {
  return ExploreQuerySchema.parse({
    q: params.get('q') ?? undefined,
    category: params.get('category') ?? undefined,
    tag: params.get('tag') ?? undefined,
    tab: params.get('tab') || undefined,
    sort: params.get('sort') || undefined,
    page: params.get('page') || undefined,
  })
}

export const PageQuerySchema = z.coerce.number().int().min(1).max(1000).catch(1)
