import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { articleRevisions, articles, auditLogs, hubs, products } from '#app/db/schema'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import * as editorRoute from './article-editor'
import * as newRoute from './article-new'
import * as listRoute from './articles-list'
import * as layoutRoute from './layout'
import * as previewRoute from './article-preview'

type Fn = (args: never) => Promise<unknown>
async function run(
  fn: Fn,
  url: string,
  opts: Parameters<typeof makeRequest>[1] = {},
  params: Record<string, string> = {},
) {
  try {
    const out = await fn({ request: makeRequest(url, opts), params, context: {} } as never)
    if (out instanceof Response)
      return { status: out.status, location: out.headers.get('Location'), body: null as unknown }
    const d = out as { type?: string; data?: unknown; init?: { status?: number } }
    if (d && d.type === 'DataWithResponseInit')
      return { status: d.init?.status ?? 200, location: null, body: d.data }
    return { status: 200, location: null, body: out }
  } catch (e) {
    if (e instanceof Response)
      return { status: e.status, location: e.headers.get('Location'), body: null }
    const d = e as { type?: string; init?: { status?: number } }
    if (d?.type === 'DataWithResponseInit')
      return { status: d.init?.status ?? 500, location: null, body: null }
    throw e
  }
}

let editor: TestUser
let member: TestUser
const article = (id: string) =>
  db
    .select()
    .from(articles)
    .where(eq(articles.id, id))
    .then((r) => r[0])
const audit = (id?: string) =>
  db
    .select()
    .from(auditLogs)
    .where(id ? eq(auditLogs.entityId, id) : undefined)

function form(over: Record<string, string | string[]> = {}) {
  return {
    title: 'Game day glow: a skincare routine that survives sweat',
    slug: '',
    excerpt: 'What pros put on before tip-off.',
    hubId: 'game-face',
    category: 'Beauty & Self-Care',
    tags: 'skincare, game day',
    authorId: '',
    imageUrl: '/media/seed/cover.jpg',
    imageAlt: 'A player tying her hair before a game',
    metaTitle: '',
    metaDescription: '',
    socialImageUrl: '',
    socialTitle: '',
    socialDescription: '',
    block_type: ['heading', 'text', 'image'],
    block_text: ['', 'Start with a gentle cleanser.', ''],
    block_heading: ['Before the game', '', ''],
    block_level: ['2', '', ''],
    block_image_url: ['', '', '/media/seed/inline.jpg'],
    block_caption: ['', '', 'Warm-up'],
    block_alt_text: ['', '', 'Sunscreen on a bench'],
    block_items: ['', '', ''],
    intent: 'save',
    ...over,
  }
}

async function insertArticle(over: Partial<typeof articles.$inferInsert> = {}) {
  const [row] = await db
    .insert(articles)
    .values({
      slug: `a-${Math.random().toString(36).slice(2, 8)}`,
      title: 'Existing',
      hubId: 'fit-check',
      ...over,
    })
    .returning()
  return row!
}

beforeAll(async () => {
  await db
    .insert(hubs)
    .values([
      {
        id: 'game-face',
        title: 'Game Face',
        description: 'Beauty',
        icon: 'sparkles',
        color: '#c2567a',
      },
      {
        id: 'fit-check',
        title: 'Fit Check',
        description: 'Fashion',
        icon: 'shirt',
        color: '#5b6ee1',
      },
    ])
    .onConflictDoNothing()
  editor = await createUser({ role: 'editor' })
  member = await createUser()
})

describe('guards: anonymous 401, member 403, nothing changed', () => {
  test('loaders', async () => {
    const a = await insertArticle()
    const cases: [Fn, string, Record<string, string>][] = [
      [layoutRoute.loader, '/admin', {}],
      [listRoute.loader, '/admin/articles', {}],
      [newRoute.loader, '/admin/articles/new', {}],
      [editorRoute.loader, `/admin/articles/${a.id}`, { id: a.id }],
      [previewRoute.loader, `/admin/articles/${a.id}/preview`, { id: a.id }],
    ]
    for (const [fn, url, params] of cases) {
      expect((await run(fn, url, {}, params)).status, url).toBe(401)
      expect((await run(fn, url, { user: member }, params)).status, url).toBe(403)
      expect((await run(fn, url, { user: editor }, params)).status, url).toBe(200)
    }
  })

  test('actions', async () => {
    const a = await insertArticle({ status: 'published', publishedAt: new Date() })
    const before = await db.$count(articles)
    const auditsBefore = await db.$count(auditLogs)
    for (const user of [null, member]) {
      const expected = user ? 403 : 401
      expect(
        (await run(newRoute.action, '/admin/articles/new', { user, form: form() })).status,
      ).toBe(expected)
      expect(
        (
          await run(
            editorRoute.action,
            `/admin/articles/${a.id}`,
            { user, form: { intent: 'trash' } },
            { id: a.id },
          )
        ).status,
      ).toBe(expected)
      expect(
        (
          await run(
            editorRoute.action,
            `/admin/articles/${a.id}`,
            { user, form: form({ intent: 'unpublish' }) },
            { id: a.id },
          )
        ).status,
      ).toBe(expected)
      expect(
        (
          await run(listRoute.action, '/admin/articles', {
            user,
            form: { op: 'delete', ids: [a.id] },
          })
        ).status,
      ).toBe(expected)
    }
    expect(await db.$count(articles)).toBe(before)
    expect(await db.$count(auditLogs)).toBe(auditsBefore)
    const row = await article(a.id)
    expect(row!.status).toBe('published')
    expect(row!.deletedAt).toBeNull()
  })
})

describe('create and edit', () => {
  test('creates a draft with a unique slug, blocks, audit row and a revision', async () => {
    await insertArticle({ slug: 'game-day-glow-a-skincare-routine-that-survives-sweat' })
    const res = await run(newRoute.action, '/admin/articles/new', { user: editor, form: form() })
    expect(res.status).toBe(302)
    const id = res.location!.split('/').pop()!
    const row = await article(id)
    expect(row).toMatchObject({
      status: 'draft',
      slug: 'game-day-glow-a-skincare-routine-that-survives-sweat-2',
      tags: ['skincare', 'game day'],
    })
    expect(row!.contentBlocks.map((b) => b.type)).toEqual(['heading', 'text', 'image'])
    expect(row!.contentBlocks[2]).toMatchObject({
      image_url: '/media/seed/inline.jpg',
      alt_text: 'Sunscreen on a bench',
      caption: 'Warm-up',
    })
    expect((await audit(id)).map((r) => r.action)).toEqual(['create'])
    expect((await audit(id))[0]!.entityData).toMatchObject({ title: row!.title })
    expect(await db.$count(articleRevisions, eq(articleRevisions.articleId, id))).toBe(1)
  })

  test('the /admin/content family keeps its URLs; ?hub= preselects the hub', async () => {
    const res = await run(newRoute.action, '/admin/content/new', {
      user: editor,
      form: form({ title: 'Content family' }),
    })
    expect(res.location).toMatch(/^\/admin\/content\/editor\/[0-9a-f-]{36}$/)
    const loaded = await run(newRoute.loader, '/admin/content/new?hub=brand-u', { user: editor })
    expect((loaded.body as { defaultHubId: string }).defaultHubId).toBe('brand-u')
    const bogus = await run(newRoute.loader, '/admin/content/new?hub=nope', { user: editor })
    expect((bogus.body as { defaultHubId: string }).defaultHubId).toBe('')
  })

  test('invalid input: 400 with messages, nothing written', async () => {
    const before = await db.$count(articles)
    const res = await run(newRoute.action, '/admin/articles/new', {
      user: editor,
      form: form({
        title: ' ',
        slug: 'Not A Slug',
        imageUrl: 'https://x.test/' + 'a'.repeat(2100) + '.jpg',
        block_alt_text: ['', '', ''],
        intent: 'publish',
      }),
    })
    expect(res.status).toBe(400)
    const errors = (res.body as { errors: Record<string, string> }).errors
    expect(errors.title).toBe('Title is required')
    expect(errors.slug).toMatch(/lowercase/)
    expect(errors.imageUrl).toBe('URL is too long')
    expect(errors['blocks.2.alt_text']).toBeTruthy()
    expect(await db.$count(articles)).toBe(before)
  })

  test('a product block naming a missing or deleted product is refused on the field; nothing changed', async () => {
    const [gone, listed] = await db
      .insert(products)
      .values(
        ['Deleted shoe', 'Listed bottle'].map((title, i) => ({
          slug: `product-block-${i}-${Math.random().toString(36).slice(2, 8)}`,
          title,
          brand: 'Brand',
          price: 10,
          affiliateUrl: 'https://shop.example/p',
          hubId: 'game-face',
          deletedAt: i === 0 ? new Date() : null,
        })),
      )
      .returning()
    const withProduct = (productId: string) =>
      form({
        block_type: ['text', 'product'],
        block_text: ['Start with a gentle cleanser.', ''],
        block_heading: ['', ''],
        block_level: ['', ''],
        block_image_url: ['', ''],
        block_caption: ['', ''],
        block_alt_text: ['', ''],
        block_items: ['', ''],
        block_product_id: ['', productId],
      })
    const before = await db.$count(articles)
    for (const id of [gone!.id, '8c0f6f5e-1f7a-4c1e-9a55-2a4f0d1b9e77']) {
      const res = await run(newRoute.action, '/admin/articles/new', {
        user: editor,
        form: withProduct(id),
      })
      expect(res.status).toBe(400)
      expect((res.body as { errors: Record<string, string> }).errors).toEqual({
        'blocks.1.product_id':
          'This product no longer exists. Choose another product or remove the block.',
      })
    }
    expect(await db.$count(articles)).toBe(before)

    // an existing article is not changed either
    const a = await insertArticle({ title: 'Keeps its title' })
    const auditsBefore = await db.$count(auditLogs)
    const res = await run(
      editorRoute.action,
      `/admin/articles/${a.id}`,
      { user: editor, form: withProduct(gone!.id) },
      { id: a.id },
    )
    expect(res.status).toBe(400)
    expect(await article(a.id)).toMatchObject({ title: 'Keeps its title', contentBlocks: [] })
    expect(await db.$count(auditLogs)).toBe(auditsBefore)

    // a listed product saves
    const ok = await run(newRoute.action, '/admin/articles/new', {
      user: editor,
      form: withProduct(listed!.id),
    })
    expect(ok.status).toBe(302)
    const saved = await article(ok.location!.split('/').pop()!)
    expect(saved!.contentBlocks[1]).toEqual({ type: 'product', product_id: listed!.id })
  })

  test('javascript: image URLs are refused', async () => {
    const res = await run(newRoute.action, '/admin/articles/new', {
      user: editor,
      form: form({ imageUrl: 'javascript:alert(1)//x.png' }),
    })
    expect(res.status).toBe(400)
  })

  test('publish, unpublish and schedule with audit rows; past schedule refused', async () => {
    const a = await insertArticle()
    const url = `/admin/articles/${a.id}`
    expect(
      (
        await run(
          editorRoute.action,
          url,
          { user: editor, form: form({ intent: 'publish' }) },
          { id: a.id },
        )
      ).status,
    ).toBe(302)
    expect((await article(a.id))!.status).toBe('published')
    expect((await article(a.id))!.publishedAt).toBeInstanceOf(Date)
    expect(
      (
        await run(
          editorRoute.action,
          url,
          { user: editor, form: form({ intent: 'unpublish' }) },
          { id: a.id },
        )
      ).status,
    ).toBe(302)
    expect(await article(a.id)).toMatchObject({ status: 'draft', publishedAt: null })
    const past = await run(
      editorRoute.action,
      url,
      {
        user: editor,
        form: form({ intent: 'schedule', publishAt: '2020-01-01T10:00', tzOffset: '0' }),
      },
      { id: a.id },
    )
    expect(past.status).toBe(400)
    expect((past.body as { errors: Record<string, string> }).errors.publishAt).toBe(
      'Choose a time in the future',
    )
    const future = new Date(Date.now() + 3600_000)
    const local = future.toISOString().slice(0, 16)
    expect(
      (
        await run(
          editorRoute.action,
          url,
          { user: editor, form: form({ intent: 'schedule', publishAt: local, tzOffset: '0' }) },
          { id: a.id },
        )
      ).status,
    ).toBe(302)
    const row = await article(a.id)
    expect(row!.status).toBe('scheduled')
    expect(Math.abs(row!.publishedAt!.getTime() - future.getTime())).toBeLessThan(60_000)
    expect((await audit(a.id)).map((r) => r.action).sort()).toEqual([
      'publish',
      'schedule',
      'unpublish',
    ])
  })

  test('autosave updates a draft without a revision and answers with data', async () => {
    const a = await insertArticle()
    const res = await run(
      editorRoute.action,
      `/admin/articles/${a.id}`,
      { user: editor, form: form({ intent: 'autosave', title: 'Half written' }) },
      { id: a.id },
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ ok: true })
    expect((await article(a.id))!.title).toBe('Half written')
    expect(await db.$count(articleRevisions, eq(articleRevisions.articleId, a.id))).toBe(0)
    expect((await audit(a.id)).map((r) => r.action)).toEqual(['autosave'])
    // a published article is not autosaved (its changes go live only on Update)
    const live = await insertArticle({ status: 'published', publishedAt: new Date() })
    const refused = await run(
      editorRoute.action,
      `/admin/articles/${live.id}`,
      { user: editor, form: form({ intent: 'autosave', title: 'Not yet' }) },
      { id: live.id },
    )
    expect(refused.status).toBe(409)
    expect((await article(live.id))!.title).toBe('Existing')
  })

  test('revisions can be restored', async () => {
    const a = await insertArticle()
    const url = `/admin/articles/${a.id}`
    await run(
      editorRoute.action,
      url,
      { user: editor, form: form({ title: 'First title' }) },
      { id: a.id },
    )
    await run(
      editorRoute.action,
      url,
      { user: editor, form: form({ title: 'Second title' }) },
      { id: a.id },
    )
    const revs = await db
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, a.id))
    const first = revs.find((r) => (r.snapshot as { title: string }).title === 'First title')!
    const res = await run(
      editorRoute.action,
      url,
      { user: editor, form: { intent: `restore-revision:${first.id}` } },
      { id: a.id },
    )
    expect(res.status).toBe(302)
    expect((await article(a.id))!.title).toBe('First title')
  })
})

describe('trash', () => {
  test('trash, restore, permanent delete with audit rows', async () => {
    const a = await insertArticle({ status: 'published', publishedAt: new Date() })
    const url = `/admin/articles/${a.id}`
    expect(
      (
        await run(
          editorRoute.action,
          url,
          { user: editor, form: { intent: 'delete' } },
          { id: a.id },
        )
      ).status,
    ).toBe(400)
    await run(editorRoute.action, url, { user: editor, form: { intent: 'trash' } }, { id: a.id })
    expect((await article(a.id))!.deletedAt).toBeInstanceOf(Date)
    await run(editorRoute.action, url, { user: editor, form: { intent: 'restore' } }, { id: a.id })
    expect((await article(a.id))!.deletedAt).toBeNull()
    await run(editorRoute.action, url, { user: editor, form: { intent: 'trash' } }, { id: a.id })
    await run(editorRoute.action, url, { user: editor, form: { intent: 'delete' } }, { id: a.id })
    expect(await article(a.id)).toBeUndefined()
    const rows = await audit(a.id)
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['soft_delete', 'restore', 'hard_delete']),
    )
    expect(rows.find((r) => r.action === 'soft_delete')!.entityData).toMatchObject({
      title: 'Existing',
      reason: 'User moved to trash',
    })
  })

  test('bulk actions and the list filters', async () => {
    const a = await insertArticle({ title: 'Bulk one' })
    const b = await insertArticle({ title: 'Bulk two' })
    expect(
      (
        await run(listRoute.action, '/admin/articles', {
          user: editor,
          form: { op: 'publish', ids: [a.id, b.id] },
        })
      ).status,
    ).toBe(302)
    expect((await article(a.id))!.status).toBe('published')
    await run(listRoute.action, '/admin/articles', {
      user: editor,
      form: { op: 'trash', ids: [a.id, b.id] },
    })
    const bulk = (await audit()).filter((r) => r.action === 'bulk_delete')
    expect(bulk.at(-1)!.entityData).toMatchObject({
      title: '2 articles',
      titles: ['Bulk one', 'Bulk two'],
    })
    const list = await run(listRoute.loader, '/admin/articles?status=trash&q=bulk', {
      user: editor,
    })
    expect((list.body as { rows: { id: string }[] }).rows.map((r) => r.id).sort()).toEqual(
      [a.id, b.id].sort(),
    )
    const bad = await run(listRoute.action, '/admin/articles', {
      user: editor,
      form: { op: 'explode', ids: [a.id] },
    })
    expect(bad.status).toBe(400)
    await run(listRoute.action, '/admin/articles', {
      user: editor,
      form: { op: 'delete', ids: [a.id, b.id] },
    })
    expect(await article(a.id)).toBeUndefined()
  })
})
