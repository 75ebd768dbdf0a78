// docs/product.md#trending, trending hub: over the last 7 days, a hub is trending when its summed
// trending_score is above 0 or it has 2 or more recent articles. If none is trending, the hub with
// the highest total of score plus count is marked. With no recent articles, or on error, game-face
// is marked. A badge on every hub says nothing, so of the hubs the rule marks only the
// MAX_TRENDING_HUBS most active (summed score, then recent count) keep it. The loader returns the
// hub ids and the carousel shows the badge from them.
import { isPublicArticle } from '#app/features/articles/public-articles.server'
import { and, asc, eq, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles, hubs } from '#app/db/schema'
import { sharedData } from '#app/utils/shared-data.server'
import { HUBS } from '#app/utils/site'

export const TRENDING_WINDOW_DAYS = 7
export const TRENDING_MIN_RECENT_ARTICLES = 2
export const FALLBACK_TRENDING_HUB = 'game-face'
export const MAX_TRENDING_HUBS = 1

export type HubActivity = { hubId: string; recentScore: number; recentCount: number }

/** The pure rule: which hubs get the Trending badge. Input order breaks ties (hub sort order). */
export function pickTrendingHubs(activity: ReadonlyArray<HubActivity>): string[] {
  const active = activity.filter((h) => h.recentCount > 0)
  if (active.length === 0) return [FALLBACK_TRENDING_HUB]
  const trending = active.filter(
    (h) => h.recentScore > 0 || h.recentCount >= TRENDING_MIN_RECENT_ARTICLES,
  )
  if (trending.length > 0) {
    const top = new Set(
      [...trending]
        .sort((x, y) => y.recentScore - x.recentScore || y.recentCount - x.recentCount)
        .slice(0, MAX_TRENDING_HUBS),
    )
    return trending.filter((h) => top.has(h)).map((h) => h.hubId)
  }
  let best = active[0]!
  for (const h of active)
    if (h.recentScore + h.recentCount > best.recentScore + best.recentCount) best = h
  return [best.hubId]
}

export type HubWithStats = {
  id: string
  title: string
  tagline: string
  description: string
  icon: string
  color: string
  articleCount: number
  recentCount: number
  recentScore: number
  trending: boolean
}

/**
 * Every hub with its published-article count and 7-day activity, in one query, plus the trending flag.
 * On a database error the rule's fallback applies to an empty list (callers get []).
 */
export async function getHubsWithStats(now: Date = new Date()): Promise<HubWithStats[]> {
  const since = new Date(now.getTime() - TRENDING_WINDOW_DAYS * 24 * 60 * 60 * 1000)
  const recent = sql`${articles.publishedAt} >= ${since.toISOString()}::timestamptz`
  const rows = await db
    .select({
      id: hubs.id,
      title: hubs.title,
      tagline: hubs.tagline,
      description: hubs.description,
      icon: hubs.icon,
      color: hubs.color,
      articleCount: sql<number>`count(${articles.id})::int`,
      recentCount: sql<number>`(count(${articles.id}) filter (where ${recent}))::int`,
      recentScore: sql<number>`coalesce(sum(${articles.trendingScore}) filter (where ${recent}), 0)::float8`,
    })
    .from(hubs)
    .leftJoin(articles, and(eq(articles.hubId, hubs.id), isPublicArticle(now)))
    .groupBy(hubs.id)
    .orderBy(asc(hubs.sortOrder), asc(hubs.id))
  const stats = rows.map((r) => ({
    ...r,
    articleCount: Number(r.articleCount),
    recentCount: Number(r.recentCount),
    recentScore: Number(r.recentScore),
  }))
  const trending = new Set(
    pickTrendingHubs(
      stats.map((s) => ({ hubId: s.id, recentScore: s.recentScore, recentCount: s.recentCount })),
    ),
  )
  return stats.map((s) => ({ ...s, trending: trending.has(s.id) }))
}

/** The trending hub ids alone; game-face when the query fails (docs/product.md#trending). */
export async function getTrendingHubIds(now: Date = new Date()): Promise<string[]> {
  try {
    const ids = (await getHubsWithStats(now)).filter((h) => h.trending).map((h) => h.id)
    return ids.length ? ids : [FALLBACK_TRENDING_HUB]
  } catch (error) {
    console.error('trending hubs query failed', error)
    return [FALLBACK_TRENDING_HUB]
  }
}

export type HubCarouselItem = Omit<
  HubWithStats,
  'articleCount' | 'recentCount' | 'recentScore' | 'color'
> & { articleCount: number | null }

/**
 * The carousel's hubs. On a database error: the static hub list with game-face marked
 * (docs/product.md#trending). Without `now` the figures come from the shared in-process cache
 * (emptied by admin writes).
 */
export async function getHubCarousel(now?: Date): Promise<HubCarouselItem[]> {
  try {
    const hubsWithStats = now
      ? await getHubsWithStats(now)
      : await sharedData('hubs-with-stats', () => getHubsWithStats())
    return hubsWithStats.map(({ recentCount: _c, recentScore: _s, color: _color, ...h }) => h)
  } catch (error) {
    console.error('hub carousel query failed', error)
    return HUBS.map((h) => ({
      id: h.id,
      title: h.title,
      tagline: '',
      description: '',
      icon: '',
      articleCount: null,
      trending: h.id === FALLBACK_TRENDING_HUB,
    }))
  }
}
