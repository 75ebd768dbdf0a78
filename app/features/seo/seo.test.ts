import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, auditLogs, authors, redirects, siteSettings } from '#app/db/schema'
import { seedReadingFixtures } from '#app/features/articles/testing/reading-fixtures'
import * as editorRoute from '#app/routes/admin/article-editor'
import * as seoRoute from '#app/routes/admin/seo'
import * as redirectsRoute from '#app/routes/admin/seo-redirects'
import * as settingsRoute from '#app/routes/admin/seo-settings'
import * as articleRoute from '#app/routes/site/article'
import * as authorRoute from '#app/routes/site/author'
import { brandTitle, seoMeta, siteJsonLd, siteUrlFrom } from '#app/utils/seo'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { redirectsMiddleware } from '#app/utils/redirect-middleware.server'
import { findRedirect, recordPathChange } from './redirects.server'
import { clearSeoDefaultsCache, getSeoDefaults } from './seo-settings.server'

let f: Awaited<ReturnType<typeof seedReadingFixtures>>
let editor: TestUser
let admin: TestUser
let member: TestUser
beforeAll(async () => {
  f = await seedReadingFixtures()
  ;[editor, admin, member] = await Promise.all([
    createUser({ role: 'editor' }),
    createUser({ role: 'admin' }),
    createUser(),
  ])
})

type Row = { type: string; path: string; issues: string[]; seoTitle: string }
const overview = async (qs = '') =>
  (await callRoute(seoRoute.loader, makeRequest(`/admin/seo${qs}`, { user: editor }))).data as {
    items: Row[]
    total: number
  }
const auditCount = async () => (await db.select().from(auditLogs)).length

describe('SEO overview', () => {
  test('lists public articles, hubs and static pages with their flags', async () => {
    await db
      .update(articles)
      .set({ metaTitle: 'T'.repeat(61), metaDescription: 'Same words' })
      .where(eq(articles.id, f.skincare.id))
    await db
      .update(articles)
      .set({ metaTitle: null, metaDescription: 'Same words' })
      .where(eq(articles.id, f.makeup.id))
    const { items, total } = await overview('?type=all')
    expect(total).toBeGreaterThan(10)
    const by = (path: string) => items.find((i) => i.path === path)!
    expect(by('/hub/game-face/sweat-proof-skincare-routine').issues).toEqual(
      expect.arrayContaining(['long-title', 'duplicate-description']),
    )
    expect(by('/hub/game-face/game-day-makeup-that-lasts').issues).toContain(
      'duplicate-description',
    )
    expect(by('/hub/brand-u/how-to-price-your-first-nil-deal').issues).toContain(
      'missing-description',
    )
    expect(by('/hub/brand-u')).toMatchObject({ type: 'hub' })
    expect(by('/privacy')).toMatchObject({ type: 'page' })
    expect(items.some((i) => i.path.includes('draft-piece'))).toBe(false)
  })

  test('filters by type and problem, sorts by title length', async () => {
    const pages = await overview('?type=page')
    expect(pages.items.every((i) => i.type === 'page')).toBe(true)
    const long = await overview('?issue=long-title')
    expect(long.items.map((i) => i.path)).toEqual(['/hub/game-face/sweat-proof-skincare-routine'])
    const missing = await overview('?issue=missing-description&type=article')
    expect(missing.items.length).toBeGreaterThan(0)
    expect(missing.items.every((i) => i.issues.includes('missing-description'))).toBe(true)
    const sorted = await overview('?sort=title-length')
    expect(sorted.items[0]!.seoTitle).toBe('T'.repeat(61))
    const found = await overview('?q=privacy')
    expect(found.items.map((i) => i.path)).toContain('/privacy')
  })

  test('anonymous and members are refused; a static page noindex is audited and honoured', async () => {
    const before = await auditCount()
    for (const user of [null, member]) {
      expect((await callRoute(seoRoute.loader, makeRequest('/admin/seo', { user }))).status).toBe(
        user ? 403 : 401,
      )
      const res = await callRoute(
        seoRoute.action,
        makeRequest('/admin/seo', { user, form: { path: '/privacy', noindex: 'true' } }),
      )
      expect(res.status).toBe(user ? 403 : 401)
    }
    expect(await auditCount()).toBe(before)
    expect((await getSeoDefaults()).noindexPages).toEqual([])
    const bad = await callRoute(
      seoRoute.action,
      makeRequest('/admin/seo', { user: editor, form: { path: '/nope', noindex: 'true' } }),
    )
    expect(bad.status).toBe(400)
    const ok = await callRoute(
      seoRoute.action,
      makeRequest('/admin/seo', { user: editor, form: { path: '/privacy', noindex: 'true' } }),
    )
    expect(ok.status).toBe(200)
    expect(await auditCount()).toBe(before + 1)
    const seo = await getSeoDefaults()
    expect(seo.noindexPages).toEqual(['/privacy'])
    const root = [{ id: 'root', loaderData: { siteUrl: 'http://localhost:3000', seo } }]
    const meta = seoMeta({ siteUrl: siteUrlFrom(root), path: '/privacy', title: 'Privacy' })
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
    const other = seoMeta({ siteUrl: siteUrlFrom(root), path: '/terms', title: 'Terms' })
    expect(other.some((m) => 'name' in m && m.name === 'robots')).toBe(false)
  })
})

describe('noindex on articles and authors', () => {
  test('the article and author pages ask robots not to index them', async () => {
    await db.update(articles).set({ noindex: true }).where(eq(articles.id, f.nil.id))
    await db.update(authors).set({ noindex: true }).where(eq(authors.id, f.author.id))
    const matches = [{ id: 'root', loaderData: { siteUrl: 'http://localhost:3000' } }]
    const art = await callRoute(articleRoute.loader, makeRequest('/hub/brand-u/x'), {
      hubId: 'brand-u',
      articleId: 'how-to-price-your-first-nil-deal',
    })
    const artMeta = articleRoute.meta({ loaderData: art.data, matches } as never)
    expect(artMeta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
    const person = await callRoute(authorRoute.loader, makeRequest('/author/maya-okafor'), {
      authorId: 'maya-okafor',
    })
    const personMeta = authorRoute.meta({ loaderData: person.data, matches } as never)
    expect(personMeta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
    await db.update(articles).set({ noindex: false }).where(eq(articles.id, f.nil.id))
    await db.update(authors).set({ noindex: false }).where(eq(authors.id, f.author.id))
    const again = await callRoute(articleRoute.loader, makeRequest('/hub/brand-u/x'), {
      hubId: 'brand-u',
      articleId: 'how-to-price-your-first-nil-deal',
    })
    const meta = articleRoute.meta({ loaderData: again.data, matches } as never)
    expect(meta.some((m) => 'name' in m && m.name === 'robots')).toBe(false)
  })
})

describe('redirects', () => {
  const add = (user: TestUser | null, fromPath: string, toPath: string) =>
    callRoute(
      redirectsRoute.action,
      makeRequest('/admin/seo/redirects', { user, form: { intent: 'add', fromPath, toPath } }),
    )
  const count = async () => (await db.select().from(redirects)).length

  test('anonymous and members are refused and nothing is stored', async () => {
    for (const user of [null, member]) {
      expect((await add(user, '/old-a', '/about')).status).toBe(user ? 403 : 401)
      const load = await callRoute(
        redirectsRoute.loader,
        makeRequest('/admin/seo/redirects', { user }),
      )
      expect(load.status).toBe(user ? 403 : 401)
    }
    expect(await count()).toBe(0)
  })

  test('an editor adds one (audited); bad paths, loops and chains are refused', async () => {
    const before = await auditCount()
    const ok = await add(editor, '/old-story', '/about')
    expect(ok.status).toBe(302)
    expect(await auditCount()).toBe(before + 1)
    expect((await add(editor, 'old', '/about')).data.errors.fromPath).toBe(
      'Old path must be a path starting with /',
    )
    expect((await add(editor, '/same', '/same')).status).toBe(400)
    const loop = await add(editor, '/about', '/old-story')
    expect(loop.status).toBe(409)
    expect(loop.data.message).toBe('This redirect would create a loop')
    const chainTarget = await add(editor, '/older-story', '/old-story')
    expect(chainTarget.data.message).toBe(
      'The new path is itself redirected; point to its final address instead',
    )
    await add(editor, '/x-one', '/contact')
    const chainSource = await add(editor, '/contact', '/about')
    expect(chainSource.status).toBe(409)
    expect((await add(editor, '/old-story', '/terms')).data.message).toBe(
      'A redirect from this path already exists',
    )
    expect(await count()).toBe(2)
  })

  test('served where the site would answer 404, never over a live page', async () => {
    const run = (path: string, status: number) =>
      redirectsMiddleware(findRedirect)(
        { request: new Request(`http://localhost:3000${path}`), params: {}, context: {} } as never,
        async () => new Response('x', { status }),
      )
    const thrown = await Promise.resolve(run('/old-story?utm=x', 404)).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(301)
    expect((thrown as Response).headers.get('Location')).toBe('/about?utm=x')
    const live = (await run('/old-story', 200)) as Response
    expect(live.status).toBe(200)
    const unknown = (await run('/never-existed', 404)) as Response
    expect(unknown.status).toBe(404)
  })

  test('changing a live article slug adds a redirect and collapses older ones', async () => {
    const base = {
      title: f.makeup.title,
      excerpt: f.makeup.excerpt,
      hubId: 'game-face',
      category: 'Beauty & Self-Care',
      tags: '',
      authorId: '',
      imageUrl: '',
      imageAlt: '',
      metaTitle: '',
      metaDescription: '',
      socialImageUrl: '',
      socialTitle: '',
      socialDescription: '',
      block_type: ['text'],
      block_text: ['Primer first.'],
      block_heading: [''],
      block_level: [''],
      block_image_url: [''],
      block_caption: [''],
      block_alt_text: [''],
      block_items: [''],
      intent: 'publish',
    }
    const save = (slug: string) =>
      callRoute(
        editorRoute.action,
        makeRequest(`/admin/articles/${f.makeup.id}`, { user: editor, form: { ...base, slug } }),
        { id: f.makeup.id },
      )
    expect((await save('makeup-that-lasts')).status).toBeLessThan(400)
    expect((await save('overtime-makeup')).status).toBeLessThan(400)
    const rows = await db.select().from(redirects).where(eq(redirects.source, 'slug'))
    expect(rows.map((r) => [r.fromPath, r.toPath]).sort()).toEqual([
      ['/hub/game-face/game-day-makeup-that-lasts', '/hub/game-face/overtime-makeup'],
      ['/hub/game-face/makeup-that-lasts', '/hub/game-face/overtime-makeup'],
    ])
    // going back to an old slug makes that address live again
    await save('makeup-that-lasts')
    const after = await db.select().from(redirects).where(eq(redirects.source, 'slug'))
    expect(after.some((r) => r.fromPath === '/hub/game-face/makeup-that-lasts')).toBe(false)
    expect(after.every((r) => r.toPath === '/hub/game-face/makeup-that-lasts')).toBe(true)
    await db.transaction((tx) => recordPathChange(tx, { from: '/a', to: '/a', userId: null }))
    expect((await db.select().from(redirects).where(eq(redirects.fromPath, '/a'))).length).toBe(0)
  })
})

describe('site-wide SEO defaults', () => {
  const valid = {
    titleSuffix: 'BTG Chicago',
    defaultSocialImage: '/media/seed/card.jpg',
    orgName: 'Beyond the Game',
    orgLocality: 'Chicago',
    orgRegion: 'IL',
    orgCountry: 'us',
    orgEmail: 'hello@beyondthegame.example',
    orgLogo: '',
  }
  const save = (user: TestUser | null, form: Record<string, string>) =>
    callRoute(settingsRoute.action, makeRequest('/admin/seo/settings', { user, form }))

  test('only admins: anonymous, members and editors are refused and nothing changes', async () => {
    for (const user of [null, member, editor]) {
      expect((await save(user, valid)).status).toBe(user ? 403 : 401)
      const load = await callRoute(
        settingsRoute.loader,
        makeRequest('/admin/seo/settings', { user }),
      )
      expect(load.status).toBe(user ? 403 : 401)
    }
    expect(
      (await db.select().from(siteSettings).where(eq(siteSettings.key, 'seo')))[0]?.value,
    ).not.toMatchObject({ titleSuffix: 'BTG Chicago' })
  })

  test('an admin saves them; titles, images and JSON-LD follow', async () => {
    expect((await save(admin, { ...valid, orgEmail: 'nope' })).status).toBe(400)
    const res = await save(admin, valid)
    expect(res.status).toBe(200)
    clearSeoDefaultsCache()
    const seo = await getSeoDefaults()
    expect(seo.organisation).toMatchObject({ locality: 'Chicago', region: 'IL', country: 'US' })
    siteUrlFrom([{ id: 'root', loaderData: { siteUrl: 'http://x', seo } }])
    expect(brandTitle('Contact Us')).toBe('Contact Us | BTG Chicago')
    const meta = seoMeta({ siteUrl: 'http://x', path: '/contact', title: 'Contact Us' })
    expect(meta).toContainEqual({ property: 'og:image', content: 'http://x/media/seed/card.jpg' })
    const [org, site] = siteJsonLd('http://x', seo.organisation)
    expect(org).toMatchObject({
      '@type': 'Organization',
      address: { addressLocality: 'Chicago', addressRegion: 'IL' },
    })
    expect(JSON.stringify(site)).toContain('http://x/explore?q={search_term_string}')
  })
})
