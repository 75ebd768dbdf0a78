import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { makeRequest } from '#tests/factories'
import { db } from '#app/db/client.server'
import { articles, authors, products } from '#app/db/schema'
import {
  daysAgo,
  seedProductFixtures,
  seedReadingFixtures,
} from '#app/features/articles/testing/reading-fixtures'
import { loader } from '#app/routes/api/search'
import type { SearchResult } from './search.schema'

beforeAll(async () => {
  const f = await seedReadingFixtures()
  const p = await seedProductFixtures()
  // the blazer was added a long time ago; the makeup article is 10 days old
  await db
    .update(products)
    .set({ createdAt: daysAgo(400) })
    .where(eq(products.id, p.blazer.id))
  await db
    .update(articles)
    .set({ tags: ['skincare', 'acne', 'spf', 'sweat', 'summer'] })
    .where(eq(articles.id, f.skincare.id))
})

async function search(qs: string) {
  const res = (await loader({
    request: makeRequest(`/api/search?${qs}`),
    params: {},
    context: {},
  } as never)) as unknown as { data: { results: SearchResult[] }; init: ResponseInit | null }
  expect(res.init?.status ?? 200).toBe(200)
  return res.data.results
}
const titles = (r: SearchResult[]) => r.map((x) => x.title)

describe('/api/search', () => {
  test('matches titles, excerpts, tags and brands; trending first, then rating', async () => {
    const r = await search('q=skincare')
    // trending article and trending product first, then by rating (articles have none)
    expect(r[0]!.trending).toBe(true)
    expect(titles(r)).toContain('The Sweat-Proof Skincare Routine')
    expect(titles(r)).toContain('Game-Day Makeup That Lasts Through Overtime') // tag
    expect(titles(r)).toContain('Mineral Lip Balm') // product tag
    const nonTrending = r.filter((x) => !x.trending).map((x) => x.rating ?? -1)
    expect(nonTrending).toEqual([...nonTrending].sort((a, b) => b - a))
    expect(titles(await search('q=court'))).toEqual(['Travel Blazer']) // brand
    expect(
      r.find((x) => x.type === 'article' && x.title.startsWith('The Sweat'))!.tags,
    ).toHaveLength(4)
  })

  test('hidden articles and products never appear', async () => {
    const all = titles(await search('q=skincare')).concat(titles(await search('q=sunscreen')))
    for (const t of [
      'Draft Skincare Piece',
      'Scheduled Skincare Piece',
      'Future Skincare Piece',
      'Deleted Skincare Piece',
      'Retired Sunscreen Stick',
      'Trashed Sunscreen',
    ]) {
      expect(all).not.toContain(t)
    }
  })

  test('type, hub and podcast filters', async () => {
    expect(new Set((await search('q=skincare&type=product')).map((x) => x.type))).toEqual(
      new Set(['product']),
    )
    expect(new Set((await search('q=skincare&type=article')).map((x) => x.type))).toEqual(
      new Set(['article']),
    )
    expect(await search('q=skincare&type=podcast')).toEqual([])
    expect((await search('q=travel&hub=game-face')).length).toBe(0)
    expect(titles(await search('q=travel&hub=fit-check'))).toEqual(['Travel Blazer'])
  })

  test('minimum rating keeps rated items at or above it', async () => {
    const r = await search('q=solstice&rating=4.5')
    expect(titles(r)).toEqual(['Sport Gel SPF 50'])
    const r4 = await search('q=solstice&rating=4')
    expect(titles(r4).sort()).toEqual(['Bad Link Sunscreen', 'Sport Gel SPF 50'])
  })

  test('date range is applied', async () => {
    expect(titles(await search('q=skincare&type=article&date=week'))).toEqual([
      'The Sweat-Proof Skincare Routine',
    ])
    expect(titles(await search('q=skincare&type=article&date=month')).sort()).toEqual([
      'Game-Day Makeup That Lasts Through Overtime',
      'The Sweat-Proof Skincare Routine',
    ])
    expect(await search('q=blazer&date=year')).toEqual([])
    expect(titles(await search('q=blazer'))).toEqual(['Travel Blazer'])
  })

  test('typos in titles still match; an empty term returns nothing', async () => {
    expect(titles(await search('q=makup'))).toContain('Game-Day Makeup That Lasts Through Overtime')
    // a product title too, only when nothing contains the term
    expect(titles(await search('q=blazr'))).toEqual(['Travel Blazer'])
    expect(titles(await search('q=blazer&type=product'))).toEqual(['Travel Blazer'])
    expect(await search('q=')).toEqual([])
  })

  test('a term without letters or digits (an emoji) searches instead of failing', async () => {
    const res = (await loader({
      request: makeRequest(`/api/search?q=${encodeURIComponent('🏃‍♀️')}`),
      params: {},
      context: {},
    } as never)) as unknown as { data: { results: SearchResult[]; failed?: boolean } }
    expect(res.data.failed).toBeFalsy()
    expect(res.data.results).toEqual([])
  })

  test('results link to the hub article route or the click-tracking redirect', async () => {
    const r = await search('q=skincare')
    expect(r.find((x) => x.type === 'article')!.href).toMatch(/^\/hub\/game-face\//)
    expect(r.find((x) => x.type === 'product')!.href).toMatch(/^\/go\/[0-9a-f-]{36}\?from=search$/)
  })

  test('whole-word matches rank above prefix-only matches', async () => {
    const [author] = await db.select().from(authors).limit(1)
    // trending, and 'bra' is only the start of 'Brand': it must not come first
    await db.insert(articles).values({
      authorId: author!.id,
      authorName: author!.name,
      slug: 'your-personal-brand-in-sports',
      title: 'Your Personal Brand Starts in Sports',
      excerpt: 'What sponsors look for before they call.',
      category: 'Personal Branding',
      hubId: 'brand-u',
      status: 'published',
      publishedAt: daysAgo(1),
      trendingScore: 9,
      tags: ['nil'],
    })
    await db.insert(products).values({
      slug: 'seamless-sports-bra',
      title: 'Seamless Sports Bra',
      brand: 'Lane Nine',
      price: 48,
      rating: 4.1,
      affiliateUrl: 'https://shop.example/sports-bra',
      hubId: 'fit-check',
      tags: ['training'],
    })
    const r = await search('q=sports%20bra')
    expect(titles(r)[0]).toBe('Seamless Sports Bra')
    expect(r[0]!.wholeWord).toBe(true)
    const brand = r.find((x) => x.title === 'Your Personal Brand Starts in Sports')
    expect(brand?.wholeWord).toBe(false)
    // a whole word still finds the article, first
    expect(titles(await search('q=brand'))[0]).toBe('Your Personal Brand Starts in Sports')
  })
})
