// Public author pages: the list with published-article counts, and one author (by slug, or by id)
// with their published articles.
import { isPublicArticle } from '#app/features/articles/public-articles.server'
import { and, asc, count, desc, eq, or } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles, authors } from '#app/db/schema'
import type { ArticleCardData } from '#app/features/articles/components/article-card'
import { articleCardColumns } from '#app/features/hubs/home-page.server'
import { isUuid } from '#app/utils/uuid'

export const AUTHOR_ARTICLE_LIMIT = 24

export type PublicAuthor = {
  id: string
  slug: string
  name: string
  title: string
  bio: string
  avatarUrl: string | null
  socialLinks: Record<string, string>
  noindex: boolean
}

const authorColumns = {
  id: authors.id,
  slug: authors.slug,
  name: authors.name,
  title: authors.title,
  bio: authors.bio,
  avatarUrl: authors.avatarUrl,
  socialLinks: authors.socialLinks,
  noindex: authors.noindex,
}

/** Every author with the number of published articles, most prolific first. One query. */
export async function getAuthorsWithCounts(
  now: Date = new Date(),
): Promise<(PublicAuthor & { articleCount: number })[]> {
  const rows = await db
    .select({ ...authorColumns, articleCount: count(articles.id) })
    .from(authors)
    .leftJoin(articles, and(eq(articles.authorId, authors.id), isPublicArticle(now)))
    .groupBy(authors.id)
    .orderBy(desc(count(articles.id)), asc(authors.name))
  return rows.map((r) => ({ ...r, articleCount: Number(r.articleCount) }))
}

/** An author by slug (or uuid) with their newest published articles; null when unknown. */
export async function getAuthorPage(
  slugOrId: string,
  limit = AUTHOR_ARTICLE_LIMIT,
): Promise<{ author: PublicAuthor; articles: ArticleCardData[]; total: number } | null> {
  const match = isUuid(slugOrId)
    ? or(eq(authors.slug, slugOrId), eq(authors.id, slugOrId))
    : eq(authors.slug, slugOrId)
  const [author] = await db.select(authorColumns).from(authors).where(match).limit(1)
  if (!author) return null
  const where = and(eq(articles.authorId, author.id), isPublicArticle())
  const [list, [totals]] = await Promise.all([
    db
      .select(articleCardColumns)
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(limit),
    db.select({ total: count() }).from(articles).where(where),
  ])
  return { author, articles: list, total: Number(totals?.total ?? 0) }
}
