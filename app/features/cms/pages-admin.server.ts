// The admin side of page_content (docs/product.md#page-content): pages grouped by page_slug,
// sections ordered by section_key, publish/unpublish (publish_date set or cleared), duplicate as
// unpublished copies. Every write records an audit row in its transaction and refreshes the public
// cache after commit. The trash lives in pages-trash.server.ts, interface-text sync in
// pages-admin-sync.server.ts.
import { and, asc, count, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { pageContent } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { type ActionResult, failure } from '#app/utils/action-result'
import type { ContentFields } from './pages-admin.schema'

export type PageSection = typeof pageContent.$inferSelect

export const ok = (message: string): ActionResult => ({ ok: true, message })

export type PageSummary = {
  pageSlug: string
  sections: number
  published: number
  updatedAt: Date | null
  deletedAt: Date | null
}

/** Pages grouped by slug: live pages, or (trash) pages whose sections were moved to the trash. */
export async function listPages(view: 'active' | 'trash' = 'active'): Promise<PageSummary[]> {
  const rows = await db
    .select({
      pageSlug: pageContent.pageSlug,
      sections: count(),
      published: sql<number>`cast(count(*) filter (where ${pageContent.isPublished}) as int)`,
      updatedAt: max(pageContent.updatedAt),
      deletedAt: max(pageContent.deletedAt),
    })
    .from(pageContent)
    .where(view === 'trash' ? isNotNull(pageContent.deletedAt) : isNull(pageContent.deletedAt))
    .groupBy(pageContent.pageSlug)
    .orderBy(asc(pageContent.pageSlug))
  return rows.map((r) => ({ ...r, published: Number(r.published), sections: Number(r.sections) }))
}

/** Live sections of a page, ordered by section_key. */
export async function getPageSections(pageSlug: string): Promise<PageSection[]> {
  return db
    .select()
    .from(pageContent)
    .where(and(eq(pageContent.pageSlug, pageSlug), isNull(pageContent.deletedAt)))
    .orderBy(asc(pageContent.sectionKey))
}

async function pageExists(pageSlug: string) {
  const [row] = await db
    .select({ id: pageContent.id })
    .from(pageContent)
    .where(eq(pageContent.pageSlug, pageSlug))
    .limit(1)
  return Boolean(row)
}

const sectionWhere = (pageSlug: string, sectionKey: string) =>
  and(
    eq(pageContent.pageSlug, pageSlug),
    eq(pageContent.sectionKey, sectionKey),
    isNull(pageContent.deletedAt),
  )

export async function updateSectionContent(
  actor: Actor,
  pageSlug: string,
  sectionKey: string,
  contentData: ContentFields,
) {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(pageContent)
      .set({ contentData })
      .where(sectionWhere(pageSlug, sectionKey))
      .returning()
    if (!row) return null
    await recordAudit(tx, {
      action: 'update',
      entityType: 'page_content',
      entityId: row.id,
      entityData: { title: `${pageSlug} / ${sectionKey}`, name: pageSlug },
      userId: actor.id,
    })
    return row
  })
  if (!updated) return failure('Section not found', 404)
  return ok('Section saved')
}

export async function setSectionPublished(
  actor: Actor,
  pageSlug: string,
  sectionKey: string,
  publish: boolean,
) {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(pageContent)
      .set({ isPublished: publish, publishDate: publish ? new Date() : null })
      .where(sectionWhere(pageSlug, sectionKey))
      .returning({ id: pageContent.id })
    if (!row) return false
    await recordAudit(tx, {
      action: publish ? 'publish' : 'unpublish',
      entityType: 'page_content',
      entityId: row.id,
      entityData: { title: `${pageSlug} / ${sectionKey}`, name: pageSlug },
      userId: actor.id,
    })
    return true
  })
  if (!updated) return failure('Section not found', 404)
  return ok(publish ? 'Section published' : 'Section unpublished')
}

/** Publishes or unpublishes every live section of the given pages. Returns the pages touched. */
async function publishPagesTx(actor: Actor, slugs: string[], publish: boolean) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(pageContent)
      .set({ isPublished: publish, publishDate: publish ? new Date() : null })
      .where(and(inArray(pageContent.pageSlug, slugs), isNull(pageContent.deletedAt)))
      .returning({ pageSlug: pageContent.pageSlug })
    const touched = [...new Set(rows.map((r) => r.pageSlug))].sort()
    for (const slug of touched) {
      await recordAudit(tx, {
        action: publish ? 'publish' : 'unpublish',
        entityType: 'page',
        entityId: slug,
        entityData: { name: slug, sections: rows.filter((r) => r.pageSlug === slug).length },
        userId: actor.id,
      })
    }
    return touched
  })
}

export async function setPagePublished(actor: Actor, pageSlug: string, publish: boolean) {
  const touched = await publishPagesTx(actor, [pageSlug], publish)
  if (!touched.length) return failure('Page not found', 404)
  return ok(publish ? 'All sections published' : 'All sections unpublished')
}

export async function setPagesPublished(actor: Actor, slugs: string[], publish: boolean) {
  const touched = await publishPagesTx(actor, slugs, publish)
  return ok(`${touched.length} page(s) ${publish ? 'published' : 'unpublished'}`)
}

/** Copies the live sections of a page under a new slug, all unpublished. */
export async function duplicatePage(actor: Actor, sourceSlug: string, newSlug: string) {
  const sections = await getPageSections(sourceSlug)
  if (!sections.length) return failure('Source page has no content to duplicate')
  if (await pageExists(newSlug)) return failure('A page with this slug already exists')
  try {
    await db.transaction(async (tx) => {
      await tx.insert(pageContent).values(
        sections.map((s) => ({
          pageSlug: newSlug,
          sectionKey: s.sectionKey,
          contentType: s.contentType,
          contentData: s.contentData,
          isPublished: false,
          publishDate: null,
          createdBy: actor.id,
        })),
      )
      await recordAudit(tx, {
        action: 'create',
        entityType: 'page',
        entityId: newSlug,
        entityData: { name: newSlug, duplicatedFrom: sourceSlug, sections: sections.length },
        userId: actor.id,
      })
    })
  } catch (error) {
    console.error('duplicatePage failed', error)
    return failure('Failed to duplicate page', 500)
  }
  return ok(`Page "${newSlug}" created successfully`)
}

export async function createPage(actor: Actor, pageSlug: string, sectionKey: string) {
  if (await pageExists(pageSlug)) return failure('A page with this slug already exists')
  await db.transaction(async (tx) => {
    await tx.insert(pageContent).values({
      pageSlug,
      sectionKey,
      contentType: 'json',
      contentData: { title: '' },
      createdBy: actor.id,
    })
    await recordAudit(tx, {
      action: 'create',
      entityType: 'page',
      entityId: pageSlug,
      entityData: { name: pageSlug },
      userId: actor.id,
    })
  })
  return ok(`Page "${pageSlug}" created successfully`)
}

export async function createSection(actor: Actor, pageSlug: string, sectionKey: string) {
  const [existing] = await db
    .select({ id: pageContent.id })
    .from(pageContent)
    .where(and(eq(pageContent.pageSlug, pageSlug), eq(pageContent.sectionKey, sectionKey)))
  if (existing) return failure('A section with this key already exists')
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pageContent)
      .values({
        pageSlug,
        sectionKey,
        contentType: 'json',
        contentData: { title: '' },
        createdBy: actor.id,
      })
      .returning({ id: pageContent.id })
    await recordAudit(tx, {
      action: 'create',
      entityType: 'page_content',
      entityId: row!.id,
      entityData: { title: `${pageSlug} / ${sectionKey}`, name: pageSlug },
      userId: actor.id,
    })
  })
  return ok('Section created')
}

export async function deleteSection(actor: Actor, pageSlug: string, sectionKey: string) {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(pageContent)
      .where(sectionWhere(pageSlug, sectionKey))
      .returning({ id: pageContent.id })
    if (!row) return false
    await recordAudit(tx, {
      action: 'hard_delete',
      entityType: 'page_content',
      entityId: row.id,
      entityData: { title: `${pageSlug} / ${sectionKey}`, name: pageSlug },
      userId: actor.id,
    })
    return true
  })
  if (!deleted) return failure('Section not found', 404)
  return ok('Section deleted')
}
