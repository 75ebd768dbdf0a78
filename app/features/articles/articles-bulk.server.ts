// Trash, restore, permanent delete and the list's bulk actions for articles. Every write records
// its audit row in the same transaction and refreshes the public cache after it commits.
import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles } from '#app/db/schema'
import { recordAudit } from '#app/utils/audit.server'
import { TRASH_REASON } from './articles-admin.schema'

type TrashOp = 'trash' | 'restore' | 'delete'

/** Moves to trash, restores from it, or deletes for good (only from the trash). */
export async function changeTrashState(
  id: string,
  op: TrashOp,
  userId: string,
): Promise<{ ok: boolean; error?: string; title?: string; status?: string }> {
  const res = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update').limit(1)
    if (!row) return { ok: false, error: 'Article not found' }
    if (op === 'trash') {
      if (row.deletedAt) return { ok: true, title: row.title, status: row.status }
      await tx.update(articles).set({ deletedAt: new Date() }).where(eq(articles.id, id))
      await recordAudit(tx, {
        action: 'soft_delete',
        entityType: 'article',
        entityId: id,
        entityData: { title: row.title, reason: TRASH_REASON },
        userId,
      })
    } else if (op === 'restore') {
      if (!row.deletedAt) return { ok: true, title: row.title, status: row.status }
      await tx.update(articles).set({ deletedAt: null }).where(eq(articles.id, id))
      await recordAudit(tx, {
        action: 'restore',
        entityType: 'article',
        entityId: id,
        entityData: { title: row.title },
        userId,
      })
    } else {
      if (!row.deletedAt)
        return { ok: false, error: 'Move the article to the trash before deleting it permanently' }
      await tx.delete(articles).where(eq(articles.id, id))
      await recordAudit(tx, {
        action: 'hard_delete',
        entityType: 'article',
        entityId: id,
        entityData: { title: row.title },
        userId,
      })
    }
    return { ok: true, title: row.title, status: row.status }
  })
  return { ok: res.ok, error: res.error, title: res.title, status: res.status }
}

/** Bulk actions of the list. Returns how many articles changed. */
export async function bulkUpdateArticles(
  op: 'publish' | 'unpublish' | TrashOp,
  ids: string[],
  userId: string,
): Promise<number> {
  const changed = await db.transaction(async (tx) => {
    const now = new Date()
    const where = {
      publish: and(
        inArray(articles.id, ids),
        isNull(articles.deletedAt),
        ne(articles.status, 'published'),
      ),
      unpublish: and(
        inArray(articles.id, ids),
        isNull(articles.deletedAt),
        ne(articles.status, 'draft'),
      ),
      trash: and(inArray(articles.id, ids), isNull(articles.deletedAt)),
      restore: and(inArray(articles.id, ids), isNotNull(articles.deletedAt)),
      delete: and(inArray(articles.id, ids), isNotNull(articles.deletedAt)),
    }[op]
    const rows =
      op === 'delete'
        ? await tx
            .delete(articles)
            .where(where)
            .returning({ id: articles.id, title: articles.title })
        : await tx
            .update(articles)
            .set(
              op === 'publish'
                ? { status: 'published', publishedAt: now }
                : op === 'unpublish'
                  ? { status: 'draft', publishedAt: null }
                  : { deletedAt: op === 'trash' ? now : null },
            )
            .where(where)
            .returning({ id: articles.id, title: articles.title })
    if (!rows.length) return 0
    if (op === 'trash' || op === 'delete') {
      // RETURNING has no order: the audit lists the articles by title, so it reads the same every time
      rows.sort((x, y) => x.title.localeCompare(y.title))
      const titles = rows.map((r) => r.title)
      await recordAudit(tx, {
        action: 'bulk_delete',
        entityType: 'article',
        entityData: {
          title: `${rows.length} article${rows.length === 1 ? '' : 's'}`,
          titles,
          ids: rows.map((r) => r.id),
          permanent: op === 'delete',
          ...(op === 'trash' ? { reason: TRASH_REASON } : {}),
        },
        userId,
      })
    } else {
      for (const r of rows)
        await recordAudit(tx, {
          action: op,
          entityType: 'article',
          entityId: r.id,
          entityData: { title: r.title, bulk: true },
          userId,
        })
    }
    return rows.length
  })
  return changed
}
