// What makes an article public, in one place: every list or page a reader can reach (hubs, explore,
// search, authors, saved, quizzes, feeds, sitemaps) filters with this condition.
import { and, eq, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { articles } from '#app/db/schema'

/**
 * Published, not deleted, and its publish time has come (a scheduled article stays hidden until
 * then, even if its status was already flipped). `now` lets a caller pin the clock (cached shared
 * data); without it the database's clock decides.
 */
export function isPublicArticle(now?: Date): SQL {
  return and(
    eq(articles.status, 'published'),
    isNull(articles.deletedAt),
    now ? lte(articles.publishedAt, now) : sql`${articles.publishedAt} <= now()`,
  )!
}
