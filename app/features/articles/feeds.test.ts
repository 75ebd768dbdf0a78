import { beforeAll, describe, expect, test } from 'vitest'
import { loader as ogLoader } from '#app/routes/api/og-image'
import { loader as robotsLoader } from '#app/routes/api/robots'
import { loader as sitemapLoader } from '#app/routes/api/sitemap-articles'
import { seedReadingFixtures } from './testing/reading-fixtures'
import { wrapTitle } from './og-image.server'

let f: Awaited<ReturnType<typeof seedReadingFixtures>>
beforeAll(async () => {
  f = await seedReadingFixtures()
})

describe('/sitemap-articles.xml', () => {
  test('valid urlset with the public articles only (hubs have their own file)', async () => {
    const res = (await sitemapLoader()) as Response
    expect(res.headers.get('Content-Type')).toMatch(/^application\/xml/)
    const xml = await res.text()
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true)
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
    expect(xml).toContain(
      '<loc>http://localhost:3000/hub/game-face/sweat-proof-skincare-routine</loc>',
    )
    expect(xml).not.toContain('<loc>http://localhost:3000/hub/brand-u</loc>')
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
    for (const slug of ['draft-piece', 'scheduled-piece', 'future-piece', 'deleted-piece'])
      expect(xml).not.toContain(slug)
    expect(xml.match(/<url>/g)).toHaveLength(3)
    expect(xml).not.toContain('<html')
  })
})

describe('/robots.txt', () => {
  test('allows the site, keeps crawlers out of admin and api, names the sitemap index', async () => {
    const res = robotsLoader() as Response
    const body = await res.text()
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/)
    expect(body).toContain('User-agent: *\nAllow: /')
    expect(body).toContain('Disallow: /admin')
    expect(body).toContain('Disallow: /api')
    expect(body).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })
})

describe('/og/{kind}/{id}.png', () => {
  const og = (kind: string, id: string) =>
    ogLoader({
      request: new Request(`http://x/og/${kind}/${id}.png`),
      params: { kind, id },
      context: {},
    } as never) as Promise<Response>

  test('article and site cards are 1200x630 PNGs with a long cache', async () => {
    for (const [kind, id] of [
      ['article', f.skincare.id],
      ['site', 'default'],
    ] as const) {
      const res = await og(kind, id)
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toBe('image/png')
      expect(res.headers.get('Cache-Control')).toMatch(/max-age=\d{5,}/)
      const buf = Buffer.from(await res.arrayBuffer())
      expect(buf.subarray(1, 4).toString()).toBe('PNG')
      expect([buf.readUInt32BE(16), buf.readUInt32BE(20)]).toEqual([1200, 630])
    }
  })

  test('unknown or hidden articles and kinds are 404', async () => {
    expect((await og('article', f.hidden[0]!.id)).status).toBe(404)
    expect((await og('article', 'nope')).status).toBe(404)
    expect((await og('poster', 'default')).status).toBe(404)
  })

  test('titles wrap into at most four lines', () => {
    const lines = wrapTitle('word '.repeat(60), 24, 4)
    expect(lines).toHaveLength(4)
    expect(lines[3]!.endsWith('…')).toBe(true)
    expect(wrapTitle('Short title', 24, 4)).toEqual(['Short title'])
  })
})
