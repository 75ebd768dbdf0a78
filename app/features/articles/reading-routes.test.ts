import { beforeAll, describe, expect, test } from 'vitest'
import { makeRequest } from '#tests/factories'
import { loader as articleLoader } from '#app/routes/site/article'
import { loader as exploreLoader } from '#app/routes/site/explore'
import { loader as hubLoader } from '#app/routes/site/hub'
import { seedManyArticles, seedReadingFixtures } from './testing/reading-fixtures'

type Fixtures = Awaited<ReturnType<typeof seedReadingFixtures>>
let f: Fixtures

beforeAll(async () => {
  f = await seedReadingFixtures()
  await seedManyArticles(14)
})

async function thrown(run: () => Promise<unknown>): Promise<any> {
  try {
    await run()
  } catch (e) {
    return e
  }
  throw new Error('expected the loader to throw')
}
const statusOf = (e: any) => (e instanceof Response ? e.status : e?.init?.status)

const hub = (path: string, hubId: string) =>
  hubLoader({ request: makeRequest(path), params: { hubId }, context: {} } as never)
const article = (path: string, params: Record<string, string>) =>
  articleLoader({ request: makeRequest(path), params, context: {} } as never) as Promise<any>
async function explore(search: string) {
  const result: any = await exploreLoader({
    request: makeRequest(`/explore${search}`),
    params: {},
    context: {},
  } as never)
  return result.data ?? result
}

describe('hub page', () => {
  test('lists only the hub’s public articles, newest first', async () => {
    const data: any = await hub('/hub/game-face', 'game-face')
    expect(data.hub.title).toBe('Game Face')
    expect(data.list.items.map((a: any) => a.slug)).toEqual([
      'sweat-proof-skincare-routine',
      'game-day-makeup-that-lasts',
    ])
    expect(data.list.total).toBe(2)
  })

  test('paginates with ?page=', async () => {
    const first: any = await hub('/hub/on-record', 'on-record')
    const second: any = await hub('/hub/on-record?page=2', 'on-record')
    expect(first.list).toMatchObject({ total: 14, pageCount: 2, page: 1 })
    expect(first.list.items).toHaveLength(12)
    expect(second.list.items.map((a: any) => a.slug)).toEqual(['career-note-13', 'career-note-14'])
  })

  test('an unknown hub is a 404', async () => {
    expect(statusOf(await thrown(() => hub('/hub/hype-circle', 'hype-circle')))).toBe(404)
  })
})

describe('article page', () => {
  test('by slug, with author, hub, reading time and related articles', async () => {
    const data = await article('/hub/game-face/sweat-proof-skincare-routine', {
      hubId: 'game-face',
      articleId: 'sweat-proof-skincare-routine',
    })
    expect(data.article.title).toBe('The Sweat-Proof Skincare Routine')
    expect(data.article.minutes).toBe(6)
    expect(data.article.canonical).toBe('/hub/game-face/sweat-proof-skincare-routine')
    expect(data.author.slug).toBe('maya-okafor')
    expect(data.hub.id).toBe('game-face')
    expect(data.article.contentBlocks.map((b: any) => b.type)).toEqual([
      'text',
      'heading',
      'image',
      'quote',
      'list',
    ])
    const related = data.related.map((a: any) => a.slug)
    expect(related).toContain('game-day-makeup-that-lasts')
    expect(related).not.toContain('sweat-proof-skincare-routine')
    expect(related.length).toBeLessThanOrEqual(3)
  })

  test('by uuid on /article/{id}', async () => {
    const data = await article(`/article/${f.nil.id}`, { articleId: f.nil.id })
    expect(data.article.slug).toBe('how-to-price-your-first-nil-deal')
    // reading-time fallback: 450 characters of excerpt / 200, rounded up
    expect(data.article.minutes).toBe(3)
  })

  test('a wrong hub in the URL is a 301 to the right one', async () => {
    const res = await thrown(() =>
      article('/hub/brand-u/sweat-proof-skincare-routine', {
        hubId: 'brand-u',
        articleId: 'sweat-proof-skincare-routine',
      }),
    )
    expect(res).toBeInstanceOf(Response)
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe('/hub/game-face/sweat-proof-skincare-routine')
  })

  test.each(['draft-piece', 'scheduled-piece', 'future-piece', 'deleted-piece', 'no-such-article'])(
    '%s is a 404',
    async (slug) => {
      expect(
        statusOf(
          await thrown(() =>
            article(`/hub/game-face/${slug}`, { hubId: 'game-face', articleId: slug }),
          ),
        ),
      ).toBe(404)
    },
  )
})

describe('explore', () => {
  test('defaults: every public article, newest first, with the count', async () => {
    const data = await explore('')
    expect(data.list.total).toBe(17)
    expect(data.list.items[0].slug).toBe('sweat-proof-skincare-routine')
    expect(data.categories).toEqual(['Beauty & Self-Care', 'Personal Branding', 'Career'])
  })

  test('text search, including a typo in the title', async () => {
    expect((await explore('?q=skincare')).list.items.map((a: any) => a.slug)).toEqual([
      'sweat-proof-skincare-routine',
    ])
    expect((await explore('?q=makup')).list.items.map((a: any) => a.slug)).toEqual([
      'game-day-makeup-that-lasts',
    ])
    expect((await explore('?q=waterproof')).list.items.map((a: any) => a.slug)).toEqual([
      'game-day-makeup-that-lasts',
    ])
    expect((await explore('?q=zebra')).list.total).toBe(0)
    // word prefixes: "skin" finds "skincare"; the typo branch stays off when full text finds something
    expect((await explore('?q=skin')).list.items.map((a: any) => a.slug)).toEqual([
      'sweat-proof-skincare-routine',
    ])
  })

  test('category filter and tabs', async () => {
    const beauty = await explore('?category=Beauty+%26+Self-Care')
    expect(beauty.list.items.map((a: any) => a.slug).sort()).toEqual([
      'game-day-makeup-that-lasts',
      'sweat-proof-skincare-routine',
    ])
    const trending = await explore('?tab=trending')
    expect(trending.list.items.map((a: any) => a.slug)).toEqual([
      'sweat-proof-skincare-routine',
      'game-day-makeup-that-lasts',
    ])
    const recent = await explore('?tab=recent')
    expect(recent.list.items.map((a: any) => a.slug)).toEqual(['sweat-proof-skincare-routine'])
  })

  test('sorts: oldest, title, reading time', async () => {
    expect((await explore('?sort=oldest')).list.items[0].slug).toBe('career-note-14')
    expect(
      (await explore('?category=Beauty+%26+Self-Care&sort=title')).list.items.map(
        (a: any) => a.title,
      ),
    ).toEqual(['Game-Day Makeup That Lasts Through Overtime', 'The Sweat-Proof Skincare Routine'])
    const byTime = (await explore('?sort=reading-time')).list.items.map((a: any) => a.readingTime)
    expect(byTime.slice(0, 2)).toEqual([4, 6])
  })

  test('pagination', async () => {
    const p2 = await explore('?page=2')
    expect(p2.list).toMatchObject({ page: 2, pageCount: 2, total: 17 })
    expect(p2.list.items).toHaveLength(5)
  })

  test('defaults and empty fields redirect to the one clean URL', async () => {
    const res = await thrown(() => explore('?q=&category=&tab=featured&sort=newest'))
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/explore')
    // client navigations carry _routes: not a reason to redirect (that would loop)
    expect((await explore('?q=skin&_routes=root%2Croutes%2Fsite%2Fexplore')).query.q).toBe('skin')
  })

  test('?article={uuid} redirects to the article; unknown is a 404', async () => {
    const res = await thrown(() => explore(`?article=${f.skincare.id}`))
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/hub/game-face/sweat-proof-skincare-routine')
    expect(
      statusOf(await thrown(() => explore('?article=00000000-0000-4000-8000-000000000000'))),
    ).toBe(404)
    expect(statusOf(await thrown(() => explore(`?article=${f.hidden[0]!.id}`)))).toBe(404)
  })
})

describe('trending marks and offered categories', () => {
  test('every listed article above the threshold is marked, however many; the filter offers only used categories', async () => {
    const { db } = await import('#app/db/client.server')
    const { sql } = await import('drizzle-orm')
    const { invalidatePublicCache } = await import('#app/utils/public-cache.server')
    // five more articles above 5: six in all, more than the old cap of three per list
    await db.execute(
      sql`update articles set trending_score = 9 where slug in ('career-note-1', 'career-note-2', 'career-note-3', 'career-note-4', 'career-note-5')`,
    )
    await invalidatePublicCache()
    try {
      const all = await explore('')
      const above = all.list.items.filter((a: any) => a.trendingScore > 5).map((a: any) => a.id)
      expect(above).toHaveLength(6)
      expect([...all.trendingIds].sort()).toEqual([...above].sort())
      const hubPage: any = await hub('/hub/on-record', 'on-record')
      expect(hubPage.trendingIds).toHaveLength(5)
      // Training and News are configured but hold no article: not offered
      expect(all.categories).toContain('Career')
      expect(all.categories).toContain('Beauty & Self-Care')
      expect(all.categories).not.toContain('Training')
      expect(all.categories).not.toContain('News')
    } finally {
      await db.execute(sql`update articles set trending_score = 0 where slug like 'career-note-%'`)
      await invalidatePublicCache()
    }
  })
})
