// Queries of the homepage and the community page (other than the hub carousel, see trending.server.ts,
// and the poll, see features/polls).
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles, siteSettings } from '#app/db/schema'
import type { ArticleCardData } from '#app/features/articles/components/article-card'
import { DEFAULT_CONTENT_PREFERENCES, DEFAULT_SPORT_OPTIONS } from '#app/utils/site'

export const HOME_LATEST_LIMIT = 6

/** Card columns of a published, not deleted article (shared by the homepage and author pages). */
export const articleCardColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  hubId: articles.hubId,
  category: articles.category,
  imageUrl: articles.imageUrl,
  imageAlt: articles.imageAlt,
  authorName: articles.authorName,
  readingTime: articles.readingTime,
  publishedAt: articles.publishedAt,
}

export function publishedArticle(now: Date = new Date()) {
  return and(
    eq(articles.status, 'published'),
    isNull(articles.deletedAt),
    lte(articles.publishedAt, now),
  )
}

/** The newest published articles (SPEC: 6 on the homepage). */
export async function getLatestArticles(limit = HOME_LATEST_LIMIT): Promise<ArticleCardData[]> {
  return db
    .select(articleCardColumns)
    .from(articles)
    .where(publishedArticle())
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit)
}

function stringList(value: unknown, fallback: ReadonlyArray<string>): string[] {
  if (Array.isArray(value)) {
    const items = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    if (items.length) return items
  }
  return [...fallback]
}

/** The newsletter form's lists: site_settings sport_options and content_preferences (SPEC section 9). */
export async function getCommunityFormLists(): Promise<{ sports: string[]; interests: string[] }> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, ['sport_options', 'content_preferences']))
  const byKey = new Map(rows.map((r) => [r.key, r.value]))
  return {
    sports: stringList(byKey.get('sport_options'), DEFAULT_SPORT_OPTIONS),
    interests: stringList(byKey.get('content_preferences'), DEFAULT_CONTENT_PREFERENCES),
  }
}
