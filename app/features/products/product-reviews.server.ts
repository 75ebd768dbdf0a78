// Product pages and members' reviews. A review is one per member and product and waits for a
// moderator like every other kind of member content (the review queue lists it); the rating and
// the review count a product shows are computed from its approved reviews in the same transaction
// as each decision (recomputeProductRating), never typed by an editor.
import { and, desc, eq, sql } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import { productReviews, products, profiles, users } from '#app/db/schema'
import { consumeMemberWrite } from '#app/features/accounts/rate-limit.server'
import { failure, type ActionResult } from '#app/utils/action-result'
import { publicMemberName } from '#app/utils/public-name.server'
import { REVIEW_MESSAGES, type ProductReviewForm } from './product-reviews.schema'
import { isListed } from './products.server'

export const REVIEWS_SHOWN = 50

/** A listed product with everything its page shows, or null. */
export async function getProductBySlug(slug: string) {
  if (!slug || slug.length > 120) return null
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      excerpt: products.excerpt,
      description: products.description,
      brand: products.brand,
      price: products.price,
      rating: products.rating,
      reviewCount: products.reviewCount,
      imageUrl: products.imageUrl,
      imageAlt: products.imageAlt,
      gallery: products.gallery,
      pros: products.pros,
      cons: products.cons,
      suits: products.suits,
      hubId: products.hubId,
      tags: products.tags,
      isTrending: products.isTrending,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(and(eq(products.slug, slug), isListed()))
    .limit(1)
  return row ?? null
}
export type ProductPageData = NonNullable<Awaited<ReturnType<typeof getProductBySlug>>>

/** The approved reviews of a product, newest first, with each author's public name. */
export async function listApprovedReviews(productId: string, limit = REVIEWS_SHOWN) {
  return db
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      body: productReviews.body,
      createdAt: productReviews.createdAt,
      userId: productReviews.userId,
      authorName: publicMemberName,
    })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId))
    .leftJoin(profiles, eq(profiles.userId, productReviews.userId))
    .where(
      and(
        eq(productReviews.productId, productId),
        eq(productReviews.status, 'approved'),
        sql`${productReviews.hiddenAt} is null`,
      ),
    )
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(limit)
}
export type ApprovedReview = Awaited<ReturnType<typeof listApprovedReviews>>[number]

/** The signed-in member's own review of a product (any status), or null. */
export async function getOwnReview(productId: string, userId: string) {
  const [row] = await db
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      body: productReviews.body,
      status: productReviews.status,
      rejectionReason: productReviews.rejectionReason,
    })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)))
    .limit(1)
  return row ?? null
}

/**
 * Writes the member's review (a second one replaces her first): it waits for a moderator, and an
 * edited review that was approved leaves the page until it is approved again.
 */
export async function submitProductReview(
  userId: string,
  productId: string,
  form: ProductReviewForm,
): Promise<ActionResult> {
  if (!(await consumeMemberWrite('review', userId)))
    return failure(REVIEW_MESSAGES.rateLimited, 429)
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), isListed()))
      .limit(1)
      .for('share')
    if (!product) return failure(REVIEW_MESSAGES.notFound, 404)
    const [before] = await tx
      .select({ status: productReviews.status })
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)))
      .limit(1)
      .for('update')
    await tx
      .insert(productReviews)
      .values({ productId, userId, rating: form.rating, body: form.body })
      .onConflictDoUpdate({
        target: [productReviews.productId, productReviews.userId],
        set: {
          rating: form.rating,
          body: form.body,
          status: 'pending',
          rejectionReason: null,
          reviewedBy: null,
          reviewedAt: null,
          updatedAt: new Date(),
        },
      })
    if (before?.status === 'approved') await recomputeProductRating(tx, productId)
    return { ok: true, message: before ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.pending }
  })
}

/** Sets a product's rating and review count from its approved, visible reviews. */
export async function recomputeProductRating(tx: Tx, productId: string) {
  await tx.execute(sql`
    update products p set
      rating = coalesce(r.avg, 0),
      review_count = coalesce(r.n, 0),
      updated_at = p.updated_at
    from (
      select round(avg(rating)::numeric, 1) as avg, count(*)::int as n
      from product_reviews
      where product_id = ${productId} and status = 'approved' and hidden_at is null
    ) r
    where p.id = ${productId}`)
}

/** Recomputes every product a member reviewed (her account is being deleted: her reviews go). */
export async function productsReviewedBy(tx: Tx, userId: string) {
  const rows = await tx
    .select({ productId: productReviews.productId })
    .from(productReviews)
    .where(eq(productReviews.userId, userId))
  return rows.map((r) => r.productId)
}
