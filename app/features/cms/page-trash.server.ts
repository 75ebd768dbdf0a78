// The trash of page_content: a page's sections move to the trash together, come back together, or
// are deleted for good. Every write records an audit row in its transaction and refreshes the public
// cache after commit.
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { pageContent } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { invalidatePublicCache } from '#app/utils/public-cache.server'
import { failure } from '#app/utils/action-result'
import { ok } from './page-admin.server'

export const TRASH_REASON = 'User moved to trash'

export async function trashPage(actor: Actor, pageSlug: string) {
  const n = await db.transaction(async (tx) => {
    const rows = await tx
      .update(pageContent)
      .set({ deletedAt: new Date(), deletionReason: TRASH_REASON })
      .where(and(eq(pageContent.pageSlug, pageSlug), isNull(pageContent.deletedAt)))
      .returning({ id: pageContent.id })
    if (rows.length) {
      await recordAudit(tx, {
        action: 'soft_delete',
        entityType: 'page',
        entityId: pageSlug,
        entityData: { name: pageSlug },
        userId: actor.id,
      })
    }
    return rows.length
  })
  if (!n) return failure('Page not found', 404)
  await invalidatePublicCache()
  return ok('Page moved to trash')
}

export async function restorePage(actor: Actor, pageSlug: string) {
  const n = await db.transaction(async (tx) => {
    const rows = await tx
      .update(pageContent)
      .set({ deletedAt: null, deletionReason: null })
      .where(and(eq(pageContent.pageSlug, pageSlug), isNotNull(pageContent.deletedAt)))
      .returning({ id: pageContent.id })
    if (rows.length) {
      await recordAudit(tx, {
        action: 'restore',
        entityType: 'page',
        entityId: pageSlug,
        entityData: { name: pageSlug },
        userId: actor.id,
      })
    }
    return rows.length
  })
  if (!n) return failure('Page not found', 404)
  await invalidatePublicCache()
  return ok('Page restored')
}

export async function deletePagePermanently(actor: Actor, pageSlug: string) {
  let n = 0
  try {
    n = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(pageContent)
        .where(eq(pageContent.pageSlug, pageSlug))
        .returning({ id: pageContent.id })
      if (rows.length) {
        await recordAudit(tx, {
          action: 'hard_delete',
          entityType: 'page',
          entityId: pageSlug,
          entityData: { name: pageSlug },
          userId: actor.id,
        })
      }
      return rows.length
    })
  } catch (error) {
    console.error('deletePagePermanently failed', error)
    return failure('Failed to delete page', 500)
  }
  if (!n) return failure('Failed to delete page', 404)
  await invalidatePublicCache()
  return ok('Page deleted permanently')
}
