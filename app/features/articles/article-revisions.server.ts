// Article revisions: each save keeps a snapshot of the content; the editor lists them and puts
// one back (status and publish time stay as they are now).
import { and, desc, eq } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import { articleRevisions, articles } from '#app/db/schema'
import { recordAudit } from '#app/utils/audit.server'

type ArticleRow = typeof articles.$inferSelect

// the fields a revision keeps and restores
const SNAPSHOT_KEYS = [
  'title',
  'slug',
  'excerpt',
  'hubId',
  'category',
  'tags',
  'authorId',
  'authorName',
  'imageUrl',
  'imageAlt',
  'contentBlocks',
  'metaTitle',
  'metaDescription',
  'socialImageUrl',
  'socialTitle',
  'socialDescription',
  'status',
  'publishedAt',
] as const satisfies readonly (keyof ArticleRow)[]

function snapshotOf(row: ArticleRow): Record<string, unknown> {
  return Object.fromEntries(
    SNAPSHOT_KEYS.map((k) => [k, row[k] instanceof Date ? (row[k] as Date).toISOString() : row[k]]),
  )
}

/** Keeps the article as it is now as a revision (in the write's transaction). */
export async function snapshot(tx: Tx, row: ArticleRow, note: string, userId: string) {
  await tx
    .insert(articleRevisions)
    .values({ articleId: row.id, snapshot: snapshotOf(row), note, createdBy: userId })
}

export async function listRevisions(articleId: string) {
  return db
    .select({
      id: articleRevisions.id,
      note: articleRevisions.note,
      createdAt: articleRevisions.createdAt,
      snapshot: articleRevisions.snapshot,
    })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.createdAt))
    .limit(30)
}

/** Puts a revision's content back (status and publish time stay as they are now). */
export async function restoreRevision(
  articleId: string,
  revisionId: string,
  userId: string,
): Promise<{ ok: boolean; error?: string; status?: string }> {
  const res = await db.transaction(async (tx) => {
    const [rev] = await tx
      .select()
      .from(articleRevisions)
      .where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, articleId)))
      .limit(1)
    if (!rev) return { ok: false, error: 'Revision not found' }
    const [current] = await tx
      .select()
      .from(articles)
      .where(eq(articles.id, articleId))
      .for('update')
      .limit(1)
    if (!current) return { ok: false, error: 'Article not found' }
    const s = rev.snapshot as Partial<ArticleRow>
    const slugClash =
      s.slug && s.slug !== current.slug
        ? await tx
            .select({ id: articles.id })
            .from(articles)
            .where(eq(articles.slug, s.slug))
            .limit(1)
        : []
    const content = Object.fromEntries(
      SNAPSHOT_KEYS.filter((k) => k !== 'status' && k !== 'publishedAt' && k in s).map((k) => [
        k,
        s[k],
      ]),
    )
    if (slugClash.length) delete content.slug
    const [row] = await tx
      .update(articles)
      .set(content)
      .where(eq(articles.id, articleId))
      .returning()
    await recordAudit(tx, {
      action: 'update',
      entityType: 'article',
      entityId: articleId,
      entityData: { title: row!.title, revisionRestored: revisionId },
      userId,
    })
    await snapshot(tx, row!, `Restored version from ${rev.createdAt.toISOString()}`, userId)
    return { ok: true, status: row!.status }
  })
  return { ok: res.ok, error: res.error, status: res.status }
}
