import { createHmac } from 'node:crypto'
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { isbot } from 'isbot'
import { db } from '#app/db/client.server'
import { productClicks, products } from '#app/db/schema'
import { clientIp } from '#app/features/accounts/rate-limit.server'
import { deriveKey } from '#app/utils/env.server'
import { isSafeAffiliateUrl, type ProductQuery } from './product-rules'
import { isUuid } from '#app/utils/uuid'

export const PRODUCTS_LIMIT = 96

export function isListed(): SQL {
  return and(eq(products.isActive, true), sql`${products.deletedAt} is null`)!
}

export const productCardFields = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  excerpt: products.excerpt,
  brand: products.brand,
  price: products.price,
  rating: products.rating,
  reviewCount: products.reviewCount,
  imageUrl: products.imageUrl,
  imageAlt: products.imageAlt,
  hubId: products.hubId,
  tags: products.tags,
  isTrending: products.isTrending,
}

function productOrder(sort: ProductQuery['sort']): SQL[] {
  if (sort === 'price-asc') return [asc(products.price), desc(products.rating), asc(products.title)]
  if (sort === 'price-desc')
    return [desc(products.price), desc(products.rating), asc(products.title)]
  return [desc(products.rating), asc(products.title)]
}

/** Active, not deleted products; optional hub filter; one query (products_hub_idx / products_rating_idx). */
export async function listProducts(query: ProductQuery) {
  const conds = [isListed()]
  if (query.hub) conds.push(eq(products.hubId, query.hub))
  return db
    .select(productCardFields)
    .from(products)
    .where(and(...conds))
    .orderBy(...productOrder(query.sort))
    .limit(PRODUCTS_LIMIT)
}
export type ProductCardData = Awaited<ReturnType<typeof listProducts>>[number]

/** Every listed product for the article editor's product picker, by title. */
export async function listProductOptions() {
  return db
    .select({ id: products.id, title: products.title, brand: products.brand })
    .from(products)
    .where(isListed())
    .orderBy(asc(products.title))
    .limit(1000)
}

/** The listed products among the given ids (product blocks of an article); gone ones are absent. */
export async function getProductsByIds(ids: string[]): Promise<ProductCardData[]> {
  const valid = [...new Set(ids)].filter((id) => isUuid(id)).slice(0, 50)
  if (!valid.length) return []
  return db
    .select(productCardFields)
    .from(products)
    .where(and(isListed(), inArray(products.id, valid)))
}

/**
 * Records an affiliate click (click row + counter) and returns where to send the reader.
 * Null for an unknown, inactive or deleted product, or one whose link is not http(s).
 * `visitorHash` (see clickVisitorHash) counts one click per visitor, product and UTC day; null
 * (a bot) records nothing but still gets the link.
 */
export async function recordProductClick(
  productId: string,
  userId: string | null,
  source = 'products',
  visitorHash: string | null = null,
) {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, affiliateUrl: products.affiliateUrl })
      .from(products)
      .where(and(eq(products.id, productId), isListed()))
      .limit(1)
    if (!product || !isSafeAffiliateUrl(product.affiliateUrl)) return null
    if (!visitorHash) return product.affiliateUrl
    const inserted = await tx
      .insert(productClicks)
      .values({
        productId: product.id,
        userId,
        source: source.slice(0, 40),
        visitorHash,
        day: new Date().toISOString().slice(0, 10),
      })
      .onConflictDoNothing()
      .returning({ id: productClicks.id })
    if (inserted.length)
      await tx
        .update(products)
        .set({ clickCount: sql`${products.clickCount} + 1`, updatedAt: sql`${products.updatedAt}` })
        .where(eq(products.id, product.id))
    return product.affiliateUrl
  })
}

/**
 * Who clicked, as a keyed hash that changes every day: the member id when signed in, otherwise the
 * client address and user agent. Null for bots and clients without a user agent (not counted).
 */
export function clickVisitorHash(request: Request, userId: string | null): string | null {
  const ua = request.headers.get('user-agent')?.trim() ?? ''
  if (!ua || isbot(ua)) return null
  const who = userId ? `u:${userId}` : `a:${clientIp(request)}\n${ua}`
  const day = new Date().toISOString().slice(0, 10)
  return createHmac('sha256', deriveKey('product-click-visitor'))
    .update(`product-click\n${day}\n${who}`)
    .digest('base64url')
}
