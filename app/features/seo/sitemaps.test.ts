import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { validateXML } from 'xmllint-wasm'
import { db } from '#app/db/client.server'
import { articles, auditLogs, authors } from '#app/db/schema'
import { seedReadingFixtures } from '#app/features/articles/testing/reading-fixtures'
import * as sitemapAdmin from '#app/routes/admin/sitemap'
import { loader as feedLoader } from '#app/routes/api/feed'
import { loader as fileLoader } from '#app/routes/api/sitemap-file'
import { loader as indexLoader } from '#app/routes/api/sitemap-index'
import { callRoute } from '#tests/route-result'
import { createUser, makeRequest } from '#tests/factories'
import {
  clearSitemapCache,
  getSitemap,
  getSitemapIndex,
  listSitemapFiles,
  parseSitemapFile,
} from './sitemaps.server'

const schema = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(`../../../tests/schemas/${name}`, import.meta.url), 'utf8'),
})

async function expectValid(xml: string, xsd: 'sitemap.xsd' | 'siteindex.xsd') {
  const result = await validateXML({
    xml: [{ fileName: 'doc.xml', contents: xml }],
    schema: [schema(xsd)],
  })
  expect(result.errors).toEqual([])
  expect(result.valid).toBe(true)
}

let f: Awaited<ReturnType<typeof seedReadingFixtures>>
beforeAll(async () => {
  f = await seedReadingFixtures()
})

describe('sitemaps', () => {
  test('the schema check itself rejects a broken sitemap', async () => {
    const bad = await validateXML({
      xml: [
        {
          fileName: 'bad.xml',
          contents:
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>',
        },
      ],
      schema: [schema('sitemap.xsd')],
    })
    expect(bad.valid).toBe(false)
  })

  test('the index names every file and validates against siteindex.xsd', async () => {
    clearSitemapCache()
    const res = (await indexLoader()) as Response
    expect(res.headers.get('Content-Type')).toMatch(/^application\/xml/)
    const xml = await res.text()
    await expectValid(xml, 'siteindex.xsd')
    for (const path of [
      '/sitemap-articles.xml',
      '/sitemaps/hubs.xml',
      '/sitemaps/pages.xml',
      '/sitemaps/authors.xml',
      '/sitemaps/products.xml',
    ])
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`)
  })

  test('every file validates against sitemap.xsd and carries lastmod', async () => {
    clearSitemapCache()
    for (const file of ['hubs.xml', 'pages.xml', 'authors.xml', 'products.xml']) {
      const needsLastmod = file !== 'products.xml'
      const res = (await fileLoader({ params: { file } } as never)) as Response
      expect(res.status).toBe(200)
      const xml = await res.text()
      await expectValid(xml, 'sitemap.xsd')
      // the products page has a lastmod once a product is listed (none in these fixtures)
      if (needsLastmod) expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
    }
    const hubs = (await getSitemap('hubs', 1))!.xml
    expect(hubs).toContain('<loc>http://localhost:3000/hub/brand-u</loc>')
    const pages = (await getSitemap('pages', 1))!.xml
    expect(pages).toContain('<loc>http://localhost:3000/privacy</loc>')
    expect(pages).toContain('<loc>http://localhost:3000/</loc>')
    const people = (await getSitemap('authors', 1))!.xml
    expect(people).toContain('<loc>http://localhost:3000/author/maya-okafor</loc>')
    const shop = (await getSitemap('products', 1))!.xml
    expect(shop).toContain('<loc>http://localhost:3000/products</loc>')
  })

  test('unknown files are 404, the first article file keeps its address', async () => {
    for (const file of ['nope.xml', 'articles.xml', 'hubs-1.xml', 'articles-9.xml', 'hubs'])
      expect(((await fileLoader({ params: { file } } as never)) as Response).status).toBe(404)
    expect(parseSitemapFile('articles-2.xml')).toEqual({ kind: 'articles', page: 2 })
  })

  test('splits the articles at the per-file limit, each file valid, no URL twice', async () => {
    clearSitemapCache()
    const perFile = 2
    const files = (await listSitemapFiles(perFile)).filter((x) => x.kind === 'articles')
    const total = files.reduce((n, x) => n + x.urls, 0)
    expect(total).toBeGreaterThan(perFile)
    expect(files).toHaveLength(Math.ceil(total / perFile))
    expect(files[0]!.path).toBe('/sitemap-articles.xml')
    expect(files[1]!.path).toBe('/sitemaps/articles-2.xml')
    const seen = new Set<string>()
    for (const file of files) {
      const built = (await getSitemap('articles', file.page, perFile))!
      await expectValid(built.xml, 'sitemap.xsd')
      expect(built.urls).toBe(file.urls)
      expect(built.urls).toBeLessThanOrEqual(perFile)
      for (const [, loc] of built.xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        expect(seen.has(loc!)).toBe(false)
        seen.add(loc!)
      }
    }
    expect(seen.size).toBe(total)
    expect(await getSitemap('articles', files.length + 1, perFile)).toBeNull()
    const index = await getSitemapIndex(perFile)
    await expectValid(index.xml, 'siteindex.xsd')
    expect(index.xml).toContain('/sitemaps/articles-2.xml')
  })

  test('drafts, scheduled, deleted and noindex items stay out', async () => {
    await db.update(articles).set({ noindex: true }).where(eq(articles.id, f.skincare.id))
    await db.update(authors).set({ noindex: true }).where(eq(authors.slug, 'maya-okafor'))
    clearSitemapCache()
    const xml = (await getSitemap('articles', 1))!.xml
    expect(xml).not.toContain('sweat-proof-skincare-routine')
    for (const slug of ['draft-piece', 'scheduled-piece', 'future-piece', 'deleted-piece'])
      expect(xml).not.toContain(slug)
    expect((await getSitemap('authors', 1))!.xml).not.toContain('maya-okafor')
    const editor = await createUser({ role: 'editor' })
    const page = await callRoute(
      sitemapAdmin.loader,
      makeRequest('/admin/sitemap', { user: editor }),
    )
    const excluded = page.data.excluded as { path: string; reason: string }[]
    expect(excluded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: '/hub/game-face/sweat-proof-skincare-routine',
          reason: 'noindex',
        }),
        expect.objectContaining({ reason: 'Draft' }),
        expect.objectContaining({ reason: 'Scheduled' }),
        expect.objectContaining({ reason: 'In the trash' }),
        expect.objectContaining({ path: '/author/maya-okafor', reason: 'noindex' }),
      ]),
    )
    await db.update(articles).set({ noindex: false }).where(eq(articles.id, f.skincare.id))
    await db.update(authors).set({ noindex: false }).where(eq(authors.slug, 'maya-okafor'))
    clearSitemapCache()
  })
})

describe('/admin/sitemap', () => {
  test('anonymous and members are refused and nothing is regenerated or audited', async () => {
    const member = await createUser()
    const before = (await db.select().from(auditLogs)).length
    for (const user of [null, member]) {
      const load = await callRoute(sitemapAdmin.loader, makeRequest('/admin/sitemap', { user }))
      expect(load.status).toBe(user ? 403 : 401)
      const act = await callRoute(
        sitemapAdmin.action,
        makeRequest('/admin/sitemap', { user, form: { intent: 'regenerate' } }),
      )
      expect(act.status).toBe(user ? 403 : 401)
    }
    expect((await db.select().from(auditLogs)).length).toBe(before)
  })

  test('an editor sees counts and generation times, and regenerates (audited)', async () => {
    const editor = await createUser({ role: 'editor' })
    clearSitemapCache()
    const before = await callRoute(
      sitemapAdmin.loader,
      makeRequest('/admin/sitemap', { user: editor }),
    )
    const files = before.data.files as { path: string; urls: number; generatedAt: string | null }[]
    expect(files.find((x) => x.path === '/sitemaps/hubs.xml')).toMatchObject({
      urls: 4,
      generatedAt: null,
    })
    const res = await callRoute(
      sitemapAdmin.action,
      makeRequest('/admin/sitemap', { user: editor, form: { intent: 'regenerate' } }),
    )
    expect(res.status).toBe(200)
    const after = await callRoute(
      sitemapAdmin.loader,
      makeRequest('/admin/sitemap', { user: editor }),
    )
    for (const file of after.data.files as { generatedAt: unknown }[])
      expect(file.generatedAt).not.toBeNull()
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.entityType, 'sitemap'))
    expect(audit).toHaveLength(1)
    expect(audit[0]!.userId).toBe(editor.id)
  })
})

describe('RSS feeds', () => {
  const feed = (hubId?: string) =>
    feedLoader({ params: hubId ? { hubId } : {} } as never) as Promise<Response>

  test('the site feed is valid RSS 2.0 with escaped text, author and image enclosure', async () => {
    await db
      .update(articles)
      .set({ excerpt: 'Tips & tricks for <game day> "glow"' })
      .where(eq(articles.id, f.skincare.id))
    const res = await feed()
    expect(res.headers.get('Content-Type')).toMatch(/^application\/rss\+xml/)
    const xml = await res.text()
    const lint = await validateXML({
      xml: [{ fileName: 'feed.xml', contents: xml }],
      normalization: 'format',
    })
    expect(lint.errors).toEqual([])
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain(
      '<description>Tips &amp; tricks for &lt;game day&gt; &quot;glow&quot;</description>',
    )
    expect(xml).toContain('<dc:creator>Maya Okafor</dc:creator>')
    expect(xml).toMatch(
      /<enclosure url="http:\/\/localhost:3000\/[^"]+" length="\d+" type="image\/[a-z+]+"\/>/,
    )
    expect(xml).toContain(
      '<link>http://localhost:3000/hub/game-face/sweat-proof-skincare-routine</link>',
    )
    for (const slug of ['draft-piece', 'scheduled-piece', 'future-piece', 'deleted-piece'])
      expect(xml).not.toContain(slug)
  })

  test('a hub feed holds only that hub; an unknown hub is 404', async () => {
    const xml = await (await feed('brand-u')).text()
    expect(xml).toContain('how-to-price-your-first-nil-deal')
    expect(xml).not.toContain('sweat-proof-skincare-routine')
    expect((await feed('nope')).status).toBe(404)
  })
})
