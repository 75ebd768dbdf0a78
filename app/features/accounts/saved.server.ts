// Saved articles and products of a member.
import { isPublicArticle } from '#app/features/articles/public-articles.server'
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles, products, savedItems } from '#app/db/schema'
import type { SavedType } from './saved.schema'

/** True when the item exists and is public (published article, active product). */
export async function isSaveable(itemType: SavedType, itemId: string) {
  if (itemType === 'article') {
    const rows = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.id, itemId), isPublicArticle()))
      .limit(1)
    return rows.length > 0
  }
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, itemId), eq(products.isActive, true), isNull(products.deletedAt)))
    .limit(1)
  return rows.length > 0
}

export async function saveItem(userId: string, itemType: SavedType, itemId: string) {
  await db.insert(savedItems).values({ userId, itemType, itemId }).onConflictDoNothing()
}

export async function unsaveItem(userId: string, itemType: SavedType, itemId: string) {
  await db
    .delete(savedItems)
    .where(
      and(
        eq(savedItems.userId, userId),
        eq(savedItems.itemType, itemType),
        eq(savedItems.itemId, itemId),
      ),
    )
}

/**
 * The member's saved item ids as "article:<id>" / "product:<id>" strings, for cards and pages:
 * `const saved = user ? await getSavedKeys(user.id) : []` then `saved.includes(savedKey('article', a.id))`.
 */
export async function getSavedKeys(userId: string, itemIds?: string[]) {
  if (itemIds && itemIds.length === 0) return []
  const rows = await db
    .select({ itemType: savedItems.itemType, itemId: savedItems.itemId })
    .from(savedItems)
    .where(
      itemIds
        ? and(eq(savedItems.userId, userId), inArray(savedItems.itemId, itemIds))
        : eq(savedItems.userId, userId),
    )
  return rows.map((r) => `${r.itemType}:${r.itemId}`)
}

/** Saved articles and products, newest first, with what the /saved cards show. */
export async function listSaved(userId: string) {
  const [savedArticles, savedProducts] = await Promise.all([
    db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        excerpt: articles.excerpt,
        hubId: articles.hubId,
        imageUrl: articles.imageUrl,
        imageAlt: articles.imageAlt,
        readingTime: articles.readingTime,
        savedAt: savedItems.createdAt,
      })
      .from(savedItems)
      .innerJoin(articles, eq(articles.id, savedItems.itemId))
      .where(
        and(
          eq(savedItems.userId, userId),
          eq(savedItems.itemType, 'article'),
          // a scheduled article saved ahead (or unpublished since) stays out until it is public
          isPublicArticle(),
        ),
      )
      .orderBy(desc(savedItems.createdAt)),
    db
      .select({
        id: products.id,
        title: products.title,
        brand: products.brand,
        price: products.price,
        hubId: products.hubId,
        imageUrl: products.imageUrl,
        imageAlt: products.imageAlt,
        savedAt: savedItems.createdAt,
      })
      .from(savedItems)
      .innerJoin(products, eq(products.id, savedItems.itemId))
      .where(
        and(
          eq(savedItems.userId, userId),
          eq(savedItems.itemType, 'product'),
          eq(products.isActive, true),
          isNull(products.deletedAt),
        ),
      )
      .orderBy(desc(savedItems.createdAt)),
  ])
  return { articles: savedArticles, products: savedProducts }
}
