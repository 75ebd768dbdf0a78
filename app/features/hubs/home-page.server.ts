// Queries of the homepage and the community page (other than the hub carousel, see trending.server.ts,
// and the poll, see features/polls).
import { isPublicArticle } from '#app/features/articles/public-articles.server'
import { desc } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles } from '#app/db/schema'
import type { ArticleCardData } from '#app/features/articles/components/article-card'
import { CONTENT_INTERESTS, SPORT_INTERESTS } from '#app/features/accounts/interests'

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
  return isPublicArticle(now)
}

/** The newest published articles (6 on the homepage, docs/product.md#homepage). */
export async function getLatestArticles(limit = HOME_LATEST_LIMIT): Promise<ArticleCardData[]> {
  return db
    .select(articleCardColumns)
    .from(articles)
    .where(publishedArticle())
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit)
}

/**
 * The newsletter form's lists: the one interest taxonomy, the same lists the profile and the
 * sign-up modal offer (the interest lists, docs/product.md#default-lists).
 */
export async function getCommunityFormLists(): Promise<{ sports: string[]; interests: string[] }> {
  return { sports: [...SPORT_INTERESTS], interests: [...CONTENT_INTERESTS] }
}
