import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { auditLogs, pageContent, users } from '#app/db/schema'
import { INTERFACE_DEFAULTS } from './interface-defaults'
import {
  auditInterfaceContent,
  bulkSyncInterfaceDefaults,
  saveInterfaceContent,
  syncInterfaceKey,
} from './pages-admin-sync.server'
import { RawContentSchema, parseStructuredContent } from './pages-admin.schema'
import {
  duplicatePage,
  getPageSections,
  listPages,
  setPagePublished,
  setPagesPublished,
  setSectionPublished,
  updateSectionContent,
} from './pages-admin.server'
import { TRASH_REASON, deletePagePermanently, restorePage, trashPage } from './pages-trash.server'

const actor = { id: 'page-admin-actor' }
const EXPECTED = Object.keys(INTERFACE_DEFAULTS).length

beforeEach(async () => {
  await db.delete(auditLogs)
  await db.delete(pageContent)
  await db
    .insert(users)
    .values({ id: actor.id, name: 'Admin', email: 'page-admin@example.com' })
    .onConflictDoNothing()
})

async function seedPage(slug: string, keys: string[], published = false) {
  await db.insert(pageContent).values(
    keys.map((k) => ({
      pageSlug: slug,
      sectionKey: k,
      contentData: { title: `${slug} ${k}` },
      isPublished: published,
      publishDate: published ? new Date() : null,
    })),
  )
}
const rows = (slug: string) => db.select().from(pageContent).where(eq(pageContent.pageSlug, slug))
const audits = () => db.select().from(auditLogs)

describe('publishing', () => {
  test('one section: publish sets publish_date, unpublish clears it, each audited', async () => {
    await seedPage('about', ['b-intro', 'a-hero'])
    expect(await setSectionPublished(actor, 'about', 'a-hero', true)).toEqual({
      ok: true,
      message: 'Section published',
    })
    let [hero] = (await rows('about')).filter((r) => r.sectionKey === 'a-hero')
    expect(hero!.isPublished).toBe(true)
    expect(hero!.publishDate).toBeInstanceOf(Date)
    expect(await setSectionPublished(actor, 'about', 'a-hero', false)).toEqual({
      ok: true,
      message: 'Section unpublished',
    })
    ;[hero] = (await rows('about')).filter((r) => r.sectionKey === 'a-hero')
    expect(hero!.isPublished).toBe(false)
    expect(hero!.publishDate).toBeNull()
    expect((await audits()).map((a) => a.action)).toEqual(
      expect.arrayContaining(['publish', 'unpublish']),
    )
    expect((await audits())[0]!.entityData).toMatchObject({ name: 'about' })
  })

  test('sections come ordered by section_key', async () => {
    await seedPage('about', ['c', 'a', 'b'])
    expect((await getPageSections('about')).map((s) => s.sectionKey)).toEqual(['a', 'b', 'c'])
  })

  test('all sections of a page, and many pages', async () => {
    await seedPage('about', ['a', 'b'])
    await seedPage('terms', ['a'])
    await seedPage('faq', ['a'])
    expect(await setPagePublished(actor, 'about', true)).toEqual({
      ok: true,
      message: 'All sections published',
    })
    expect((await rows('about')).every((r) => r.isPublished && r.publishDate)).toBe(true)
    expect(await setPagePublished(actor, 'about', false)).toEqual({
      ok: true,
      message: 'All sections unpublished',
    })
    expect((await rows('about')).every((r) => !r.isPublished && r.publishDate === null)).toBe(true)
    expect(await setPagesPublished(actor, ['about', 'terms'], true)).toEqual({
      ok: true,
      message: '2 page(s) published',
    })
    expect((await rows('faq'))[0]!.isPublished).toBe(false)
    expect(await setPagesPublished(actor, ['terms'], false)).toEqual({
      ok: true,
      message: '1 page(s) unpublished',
    })
    expect((await rows('terms'))[0]!.publishDate).toBeNull()
  })

  test('unknown section is a 404, nothing audited', async () => {
    expect(await setSectionPublished(actor, 'nope', 'x', true)).toMatchObject({
      ok: false,
      status: 404,
    })
    expect(await audits()).toHaveLength(0)
  })
})

describe('duplicate, trash, delete', () => {
  test('duplicate creates unpublished copies under the new slug', async () => {
    await seedPage('about', ['a', 'b'], true)
    expect(await duplicatePage(actor, 'about', 'about-2')).toEqual({
      ok: true,
      message: 'Page "about-2" created successfully',
    })
    const copies = await rows('about-2')
    expect(copies).toHaveLength(2)
    expect(
      copies.every((c) => !c.isPublished && c.publishDate === null && c.createdBy === actor.id),
    ).toBe(true)
    expect(copies.find((c) => c.sectionKey === 'a')!.contentData).toEqual({ title: 'about a' })
    expect((await audits()).find((a) => a.action === 'create')!.entityData).toMatchObject({
      name: 'about-2',
    })
  })

  test('duplicate of an empty page fails with the product message', async () => {
    expect(await duplicatePage(actor, 'ghost', 'ghost-2')).toEqual({
      ok: false,
      message: 'Source page has no content to duplicate',
      status: 400,
    })
    expect(await rows('ghost-2')).toHaveLength(0)
  })

  test('trash sets deleted_at and the reason, restore clears them, permanent delete removes rows', async () => {
    await seedPage('about', ['a', 'b'])
    expect(await trashPage(actor, 'about')).toEqual({ ok: true, message: 'Page moved to trash' })
    expect(
      (await rows('about')).every((r) => r.deletedAt && r.deletionReason === TRASH_REASON),
    ).toBe(true)
    expect((await listPages('active')).map((p) => p.pageSlug)).not.toContain('about')
    expect((await listPages('trash')).map((p) => p.pageSlug)).toEqual(['about'])
    expect(await restorePage(actor, 'about')).toEqual({ ok: true, message: 'Page restored' })
    expect(
      (await rows('about')).every((r) => r.deletedAt === null && r.deletionReason === null),
    ).toBe(true)
    expect(await deletePagePermanently(actor, 'about')).toEqual({
      ok: true,
      message: 'Page deleted permanently',
    })
    expect(await rows('about')).toHaveLength(0)
    expect(await deletePagePermanently(actor, 'about')).toMatchObject({
      ok: false,
      message: 'Failed to delete page',
    })
    expect((await audits()).map((a) => a.action).sort()).toEqual([
      'hard_delete',
      'restore',
      'soft_delete',
    ])
  })

  test('list groups by slug with section and published counts', async () => {
    await seedPage('about', ['a', 'b'])
    await setSectionPublished(actor, 'about', 'a', true)
    expect(await listPages()).toEqual([
      expect.objectContaining({ pageSlug: 'about', sections: 2, published: 1 }),
    ])
  })
})

describe('editing content', () => {
  test('structured fields: keep, edit, remove, add; JSON values parsed', () => {
    const form = new FormData()
    for (const [k, v, kind] of [
      ['title', 'Hello', 'text'],
      ['old', 'x', 'text'],
      ['list', '["a","b"]', 'json'],
    ]) {
      form.append('key', k!)
      form.append('value', v!)
      form.append('kind', kind!)
    }
    form.append('remove', 'old')
    form.append('newKey', 'buttonText')
    form.append('newValue', 'Go')
    expect(parseStructuredContent(form)).toEqual({
      data: { title: 'Hello', list: ['a', 'b'], buttonText: 'Go' },
    })
    form.set('newKey', 'bad key!')
    expect(parseStructuredContent(form)).toEqual({
      errors: { newKey: 'Use letters, numbers, dots, dashes and underscores only' },
    })
  })

  test('raw JSON must be an object', () => {
    expect(RawContentSchema.safeParse({ raw: '[1]' }).error?.issues[0]?.message).toBe(
      'Content must be a JSON object',
    )
    expect(RawContentSchema.safeParse({ raw: '{oops' }).error?.issues[0]?.message).toMatch(
      /^Invalid JSON/,
    )
    expect(RawContentSchema.parse({ raw: '{"a":1}' }).raw).toEqual({ a: 1 })
  })

  test('update writes content_data and an audit row with the title', async () => {
    await seedPage('about', ['a'])
    expect(await updateSectionContent(actor, 'about', 'a', { title: 'New' })).toEqual({
      ok: true,
      message: 'Section saved',
    })
    expect((await rows('about'))[0]!.contentData).toEqual({ title: 'New' })
    expect((await audits())[0]).toMatchObject({
      action: 'update',
      entityData: { title: 'about / a' },
    })
  })
})

describe('interface sync', () => {
  test('audit counts missing keys; bulk sync seeds them published without overwriting', async () => {
    await db.insert(pageContent).values({
      pageSlug: 'interface',
      sectionKey: 'hero',
      contentData: { title: 'Mine' },
      isPublished: true,
    })
    const before = await auditInterfaceContent()
    expect(before.message).toBe(
      `Found ${EXPECTED - 1} missing interface content items out of ${EXPECTED} expected.`,
    )
    expect(await bulkSyncInterfaceDefaults(actor)).toEqual({
      ok: true,
      message: `Successfully synced ${EXPECTED - 1} interface content items to CMS.`,
      synced: EXPECTED - 1,
    })
    const all = await rows('interface')
    expect(all).toHaveLength(EXPECTED)
    expect(all.find((r) => r.sectionKey === 'hero')!.contentData).toEqual({ title: 'Mine' })
    const nav = all.find((r) => r.sectionKey === 'nav')!
    expect(nav).toMatchObject({
      contentType: 'json',
      isPublished: true,
      createdBy: actor.id,
      contentData: INTERFACE_DEFAULTS.nav,
    })
    expect((await auditInterfaceContent()).message).toBe(
      `Found 0 missing interface content items out of ${EXPECTED} expected.`,
    )
    expect(await bulkSyncInterfaceDefaults(actor)).toMatchObject({
      message: 'Successfully synced 0 interface content items to CMS.',
    })
  })

  test('sync of an existing key refuses unless overwrite is set', async () => {
    await db.insert(pageContent).values({
      pageSlug: 'interface',
      sectionKey: 'hero',
      contentData: { title: 'Mine' },
      isPublished: false,
    })
    expect(await syncInterfaceKey(actor, 'hero')).toEqual({
      ok: false,
      message: 'Content for key already exists',
      status: 409,
    })
    const where = and(eq(pageContent.pageSlug, 'interface'), eq(pageContent.sectionKey, 'hero'))
    expect((await db.select().from(pageContent).where(where))[0]!.contentData).toEqual({
      title: 'Mine',
    })
    expect(await audits()).toHaveLength(0)
    expect(await syncInterfaceKey(actor, 'hero', true)).toEqual({
      ok: true,
      message: 'Content synced',
    })
    const [row] = await db.select().from(pageContent).where(where)
    expect(row).toMatchObject({ contentData: INTERFACE_DEFAULTS.hero, isPublished: true })
    expect(await saveInterfaceContent(actor, 'brand-new', { text: 'x' })).toEqual({
      ok: true,
      message: 'Content synced',
    })
  })
})
