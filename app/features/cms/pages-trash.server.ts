// The trash of page_content: a page's sections move to the trash together, come back together, or
// are deleted for good. Every write records an audit row in its transaction and refreshes the public
// cache after commit.
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import { pageContent } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { failure } from '#app/utils/action-result'
import { ok } from './pages-admin.server'

export const TRASH_REASON = 'User moved to trash'

type PageWrite = (tx: Tx) => Promise<unknown[]>

/** Runs one trash step over every section of a page and audits it when any row changed. */
async function changePage(
  actor: Actor,
  pageSlug: string,
  action: 'soft_delete' | 'restore' | 'hard_delete',
  write: PageWrite,
) {
  return db.transaction(async (tx) => {
    const rows = await write(tx)
    if (rows.length) {
      await recordAudit(tx, {
        action,
        entityType: 'page',
        entityId: pageSlug,
        entityData: { name: pageSlug },
        userId: actor.id,
      })
    }
    return rows.length
  })
}

export async function trashPage(actor: Actor, pageSlug: string) {
  const n = await changePage(actor, pageSlug, 'soft_delete', (tx) =>
    tx
      .update(pageContent)
      .set({ deletedAt: new Date(), deletionReason: TRASH_REASON })
      .where(and(eq(pageContent.pageSlug, pageSlug), isNull(pageContent.deletedAt)))
      .returning({ id: pageContent.id }),
  )
  if (!n) return failure('Page not found', 404)
  return ok('Page moved to trash')
}

export async function restorePage(actor: Actor, pageSlug: string) {
  const n = await changePage(actor, pageSlug, 'restore', (tx) =>
    tx
      .update(pageContent)
      .set({ deletedAt: null, deletionReason: null })
      .where(and(eq(pageContent.pageSlug, pageSlug), isNotNull(pageContent.deletedAt)))
      .returning({ id: pageContent.id }),
  )
  if (!n) return failure('Page not found', 404)
  return ok('Page restored')
}

export async function deletePagePermanently(actor: Actor, pageSlug: string) {
  let n = 0
  try {
    n = await changePage(actor, pageSlug, 'hard_delete', (tx) =>
      tx
        .delete(pageContent)
        .where(eq(pageContent.pageSlug, pageSlug))
        .returning({ id: pageContent.id }),
    )
  } catch (error) {
    console.error('deletePagePermanently failed', error)
    return failure('Failed to delete page', 500)
  }
  if (!n) return failure('Failed to delete page', 404)
  return ok('Page deleted permanently')
}
