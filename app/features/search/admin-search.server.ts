import { and, asc, count, desc, ilike, isNull, or } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles, pageContent, products } from '#app/db/schema'
import { likePattern } from '#app/utils/like-pattern'

/** The admin command palette's search over articles (incl. drafts and trash), products and pages. */
export async function searchAdmin(query: string, opts: { includePages: boolean }) {
  const q = query.trim().slice(0, 100)
  if (q.length < 2) return { articles: [], products: [], pages: [] }
  const like = likePattern(q)
  const [a, p, pg] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        status: articles.status,
        deletedAt: articles.deletedAt,
      })
      .from(articles)
      .where(or(ilike(articles.title, like), ilike(articles.slug, like)))
      .orderBy(desc(articles.updatedAt))
      .limit(6),
    db
      .select({ id: products.id, title: products.title, brand: products.brand })
      .from(products)
      .where(
        and(
          isNull(products.deletedAt),
          or(ilike(products.title, like), ilike(products.brand, like)),
        ),
      )
      .orderBy(asc(products.title))
      .limit(5),
    opts.includePages
      ? db
          .select({ slug: pageContent.pageSlug, sections: count() })
          .from(pageContent)
          .where(and(isNull(pageContent.deletedAt), ilike(pageContent.pageSlug, like)))
          .groupBy(pageContent.pageSlug)
          .orderBy(asc(pageContent.pageSlug))
          .limit(5)
      : Promise.resolve([]),
  ])
  return {
    articles: a.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      deleted: r.deletedAt !== null,
    })),
    products: p,
    pages: pg,
  }
}
