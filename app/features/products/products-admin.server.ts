// Products back office: list with filters, create/update, soft delete, restore, permanent delete.
// Every write is audited in its transaction; the public product pages are refreshed after commit.
import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { media, products } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import type { ActionResult } from '#app/utils/action-result'
import { PRODUCTS_PAGE_SIZE, type ProductFilter, type ProductForm } from './products-admin.schema'
import { likePattern } from '#app/utils/like-pattern'
import { failure } from '#app/utils/action-result'

/** A write's result; a create also gives the new product's id. */
export type ProductResult = ActionResult & { id?: string }

export async function listAdminProducts(filter: ProductFilter) {
  const conds: (SQL | undefined)[] = [
    filter.view === 'trash' ? isNotNull(products.deletedAt) : isNull(products.deletedAt),
  ]
  if (filter.q) {
    const like = likePattern(filter.q)
    conds.push(
      or(ilike(products.title, like), ilike(products.brand, like), ilike(products.slug, like)),
    )
  }
  if (filter.hub) conds.push(eq(products.hubId, filter.hub))
  if (filter.active !== 'all') conds.push(eq(products.isActive, filter.active === 'active'))
  const where = and(...conds)
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        brand: products.brand,
        price: products.price,
        rating: products.rating,
        hubId: products.hubId,
        imageUrl: products.imageUrl,
        imageAlt: products.imageAlt,
        isActive: products.isActive,
        clickCount: products.clickCount,
        updatedAt: products.updatedAt,
        deletedAt: products.deletedAt,
      })
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), products.id)
      .limit(PRODUCTS_PAGE_SIZE)
      .offset((filter.page - 1) * PRODUCTS_PAGE_SIZE),
    db.select({ n: count() }).from(products).where(where),
  ])
  const n = Number(total?.n ?? 0)
  return { items, total: n, pages: Math.max(1, Math.ceil(n / PRODUCTS_PAGE_SIZE)) }
}

export async function getAdminProduct(id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  return row ?? null
}

/** Recent library images for the URL picker (the media dialog also searches and uploads). */
export async function listRecentMedia(limit = 12) {
  return db
    .select({ url: media.url, altText: media.altText })
    .from(media)
    .where(ilike(media.mimeType, 'image/%'))
    .orderBy(desc(media.createdAt))
    .limit(limit)
}

async function slugTaken(slug: string, exceptId?: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      exceptId ? and(eq(products.slug, slug), ne(products.id, exceptId)) : eq(products.slug, slug),
    )
  return Boolean(row)
}

const SLUG_TAKEN: ProductResult = {
  ok: false,
  message: 'A product with this slug already exists',
  status: 400,
  errors: { slug: 'A product with this slug already exists' },
}

export async function createProduct(actor: Actor, form: ProductForm): Promise<ProductResult> {
  if (await slugTaken(form.slug)) return SLUG_TAKEN
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(form).returning({ id: products.id })
    await recordAudit(tx, {
      action: 'create',
      entityType: 'product',
      entityId: row!.id,
      entityData: { title: form.title },
      userId: actor.id,
    })
    return row!.id
  })
  return { ok: true, message: 'Product created', id }
}

export async function updateProduct(
  actor: Actor,
  id: string,
  form: ProductForm,
): Promise<ProductResult> {
  if (await slugTaken(form.slug, id)) return SLUG_TAKEN
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set(form)
      .where(eq(products.id, id))
      .returning({ id: products.id })
    if (!row) return false
    await recordAudit(tx, {
      action: 'update',
      entityType: 'product',
      entityId: id,
      entityData: { title: form.title },
      userId: actor.id,
    })
    return true
  })
  if (!done) return failure('Product not found', 404)
  return { ok: true, message: 'Product saved', id }
}

type Op = 'soft_delete' | 'restore' | 'hard_delete'
const OP_MESSAGES: Record<Op, string> = {
  soft_delete: 'Product moved to trash',
  restore: 'Product restored',
  hard_delete: 'Product deleted permanently',
}

/** Trash (soft delete), restore from the trash, or delete for good (only from the trash). */
export async function changeProductState(actor: Actor, id: string, op: Op): Promise<ProductResult> {
  const row = await db.transaction(async (tx) => {
    let found: { title: string } | undefined
    if (op === 'soft_delete') {
      ;[found] = await tx
        .update(products)
        .set({ deletedAt: new Date() })
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .returning({ title: products.title })
    } else if (op === 'restore') {
      ;[found] = await tx
        .update(products)
        .set({ deletedAt: null })
        .where(and(eq(products.id, id), isNotNull(products.deletedAt)))
        .returning({ title: products.title })
    } else {
      ;[found] = await tx
        .delete(products)
        .where(and(eq(products.id, id), isNotNull(products.deletedAt)))
        .returning({ title: products.title })
    }
    if (found)
      await recordAudit(tx, {
        action: op,
        entityType: 'product',
        entityId: id,
        entityData: { title: found.title },
        userId: actor.id,
      })
    return found
  })
  if (!row) return failure('Product not found', 404)
  return { ok: true, message: OP_MESSAGES[op], id }
}
