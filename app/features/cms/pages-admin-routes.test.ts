import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { auditLogs, pageContent } from '#app/db/schema'
import * as editRoute from '#app/routes/admin/page-edit'
import * as listRoute from '#app/routes/admin/pages'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { INTERFACE_DEFAULTS } from './interface-defaults'

type Out = {
  status: number
  data?: Record<string, unknown>
  location?: string | null
  cookie?: string | null
}
async function call(p: Promise<unknown>): Promise<Out> {
  try {
    const r = (await p) as {
      type?: string
      data?: Record<string, unknown>
      init?: ResponseInit | null
    }
    if (r && r.type === 'DataWithResponseInit')
      return {
        status: r.init?.status ?? 200,
        data: r.data,
        cookie: new Headers(r.init?.headers).get('Set-Cookie'),
      }
    return { status: 200, data: r as Record<string, unknown> }
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get('Location') }
    throw e
  }
}
const args = (
  url: string,
  user: TestUser | null,
  params: Record<string, string> = {},
  form?: Record<string, string | string[]>,
) => ({ request: makeRequest(url, { user, form }), params, context: {} }) as never
const edit = (user: TestUser | null, slug: string, form: Record<string, string | string[]>) =>
  call(editRoute.action(args(`/admin/pages/edit/${slug}`, user, { pageSlug: slug }, form)))
const list = (user: TestUser | null, form: Record<string, string | string[]>) =>
  call(listRoute.action(args('/admin/pages', user, {}, form)))
const section = async (slug: string, key: string) =>
  (
    await db
      .select()
      .from(pageContent)
      .where(and(eq(pageContent.pageSlug, slug), eq(pageContent.sectionKey, key)))
  )[0]

async function seed() {
  await db.delete(pageContent)
  await db.insert(pageContent).values([
    { pageSlug: 'about', sectionKey: 'b', contentData: { title: 'B' } },
    { pageSlug: 'about', sectionKey: 'a', contentData: { title: 'A', items: ['x'] } },
    {
      pageSlug: 'interface',
      sectionKey: 'hero',
      contentData: { ...INTERFACE_DEFAULTS.hero },
      isPublished: true,
      publishDate: new Date(),
    },
  ])
}

describe('pages admin routes', () => {
  test('guards: anonymous 401, member and editor 403 on loaders and every action; nothing changes', async () => {
    await seed()
    const member = await createUser()
    const editor = await createUser({ role: 'editor' })
    const before = await db.select().from(pageContent)
    for (const [who, status] of [
      [null, 401],
      [member, 403],
      [editor, 403],
    ] as const) {
      expect((await call(listRoute.loader(args('/admin/pages', who)))).status).toBe(status)
      expect(
        (await call(editRoute.loader(args('/admin/pages/edit/about', who, { pageSlug: 'about' }))))
          .status,
      ).toBe(status)
      expect((await list(who, { intent: 'publish-selected', slugs: ['about'] })).status).toBe(
        status,
      )
      expect(
        (await list(who, { intent: 'duplicate', sourceSlug: 'about', newSlug: 'about-2' })).status,
      ).toBe(status)
      expect((await list(who, { intent: 'trash', slug: 'about' })).status).toBe(status)
      expect((await list(who, { intent: 'sync-all' })).status).toBe(status)
      expect(
        (await edit(who, 'about', { intent: 'publish-section', sectionKey: 'a' })).status,
      ).toBe(status)
      expect(
        (
          await edit(who, 'about', {
            intent: 'save-raw',
            sectionKey: 'a',
            raw: '{"title":"Hacked"}',
          })
        ).status,
      ).toBe(status)
      expect(
        (
          await edit(who, 'interface', {
            intent: 'sync-key',
            sectionKey: 'hero',
            overwrite: 'true',
          })
        ).status,
      ).toBe(status)
    }
    expect(await db.select().from(pageContent)).toEqual(before)
    expect(await db.select().from(auditLogs)).toHaveLength(0)
  })

  test('admin: sections ordered, publish toggles with toasts, bulk publish, duplicate redirects', async () => {
    await seed()
    const admin = await createUser({ role: 'admin' })
    const page = await call(
      editRoute.loader(args('/admin/pages/edit/about', admin, { pageSlug: 'about' })),
    )
    expect((page.data!.sections as { sectionKey: string }[]).map((s) => s.sectionKey)).toEqual([
      'a',
      'b',
    ])

    const pub = await edit(admin, 'about', { intent: 'publish-section', sectionKey: 'a' })
    expect(pub).toMatchObject({ status: 200, data: { message: 'Section published' } })
    expect(pub.cookie).toContain('toast=')
    expect((await section('about', 'a'))!.publishDate).toBeInstanceOf(Date)
    expect(await edit(admin, 'about', { intent: 'unpublish-all' })).toMatchObject({
      data: { message: 'All sections unpublished' },
    })
    expect((await section('about', 'a'))!.publishDate).toBeNull()
    expect(
      await list(admin, { intent: 'publish-selected', slugs: ['about', 'interface'] }),
    ).toMatchObject({ data: { message: '2 page(s) published' } })
    expect(await list(admin, { intent: 'publish-selected' })).toMatchObject({
      status: 400,
      data: { message: 'Select at least one page' },
    })

    const dup = await list(admin, {
      intent: 'duplicate',
      sourceSlug: 'about',
      newSlug: 'about-copy',
    })
    expect(dup).toMatchObject({ status: 302, location: '/admin/pages/edit/about-copy' })
    expect((await section('about-copy', 'a'))!.isPublished).toBe(false)
    expect(
      await list(admin, { intent: 'duplicate', sourceSlug: 'nothing', newSlug: 'nothing-2' }),
    ).toMatchObject({
      status: 400,
      data: { message: 'Source page has no content to duplicate' },
    })
    expect(
      await list(admin, { intent: 'duplicate', sourceSlug: 'about', newSlug: 'Bad Slug' }),
    ).toMatchObject({ status: 400 })
    expect(await list(admin, { intent: 'trash', slug: 'about-copy' })).toMatchObject({
      data: { message: 'Page moved to trash' },
    })
    expect(await list(admin, { intent: 'delete-permanently', slug: 'about-copy' })).toMatchObject({
      data: { message: 'Page deleted permanently' },
    })
  })

  test('admin: structured and raw edits with validation; interface sync without and with overwrite', async () => {
    await seed()
    const admin = await createUser({ role: 'admin' })
    const fields = {
      intent: 'save-fields',
      sectionKey: 'a',
      key: ['title', 'items'],
      value: ['New A', '["y"]'],
      kind: ['text', 'json'],
      newKey: 'cta',
      newValue: 'Go',
    }
    expect(await edit(admin, 'about', fields)).toMatchObject({
      status: 200,
      data: { message: 'Section saved' },
    })
    expect((await section('about', 'a'))!.contentData).toEqual({
      title: 'New A',
      items: ['y'],
      cta: 'Go',
    })
    expect(await edit(admin, 'about', { ...fields, value: ['New A', '[oops'] })).toMatchObject({
      status: 400,
      data: { message: 'Invalid JSON for "items"' },
    })
    expect(
      await edit(admin, 'about', { intent: 'save-raw', sectionKey: 'a', raw: '"text"' }),
    ).toMatchObject({ status: 400, data: { message: 'Content must be a JSON object' } })
    expect(
      await edit(admin, 'about', { intent: 'save-raw', sectionKey: 'a', raw: '{"title":"Raw"}' }),
    ).toMatchObject({ status: 200 })
    expect((await section('about', 'a'))!.contentData).toEqual({ title: 'Raw' })

    await db
      .update(pageContent)
      .set({ contentData: { title: 'Custom hero' } })
      .where(eq(pageContent.sectionKey, 'hero'))
    expect(
      await edit(admin, 'interface', { intent: 'sync-key', sectionKey: 'hero' }),
    ).toMatchObject({ status: 409, data: { message: 'Content for key already exists' } })
    expect((await section('interface', 'hero'))!.contentData).toEqual({ title: 'Custom hero' })
    expect(
      await edit(admin, 'interface', { intent: 'sync-key', sectionKey: 'hero', overwrite: 'true' }),
    ).toMatchObject({ data: { message: 'Content synced' } })
    expect((await section('interface', 'hero'))!.contentData).toEqual(INTERFACE_DEFAULTS.hero)

    const total = Object.keys(INTERFACE_DEFAULTS).length
    const loaded = await call(listRoute.loader(args('/admin/pages', admin)))
    expect(loaded.data!.audit).toMatchObject({
      message: `Found ${total - 1} missing interface content items out of ${total} expected.`,
    })
    expect(await list(admin, { intent: 'sync-all' })).toMatchObject({
      data: { message: `Successfully synced ${total - 1} interface content items to CMS.` },
    })
  })
})
