import { describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, hubs } from '#app/db/schema'
import {
  getHubsWithStats,
  getTrendingHubIds,
  pickTrendingHubs,
  MAX_TRENDING_HUBS,
  type HubActivity,
} from './trending.server'

const a = (hubId: string, recentScore: number, recentCount: number): HubActivity => ({
  hubId,
  recentScore,
  recentCount,
})

describe('pickTrendingHubs (pure rule)', () => {
  test('no recent articles at all: game-face', () => {
    expect(pickTrendingHubs([])).toEqual(['game-face'])
    expect(pickTrendingHubs([a('fit-check', 0, 0), a('brand-u', 0, 0)])).toEqual(['game-face'])
  })
  test('a summed score above 0 makes a hub trending, even with one article', () => {
    expect(pickTrendingHubs([a('game-face', 0, 1), a('fit-check', 0.5, 1)])).toEqual(['fit-check'])
  })
  test('two or more recent articles make a hub trending with a zero score', () => {
    expect(pickTrendingHubs([a('game-face', 0, 1), a('brand-u', 0, 2)])).toEqual(['brand-u'])
  })
  test('of the hubs meeting a condition only the most active keeps the badge', () => {
    expect(MAX_TRENDING_HUBS).toBe(1)
    expect(
      pickTrendingHubs([
        a('game-face', 3, 1),
        a('fit-check', 0, 1),
        a('brand-u', 0, 4),
        a('on-record', 0, 0),
      ]),
    ).toEqual(['game-face'])
    // every hub qualifies (the seeded site): still one badge, the highest summed score
    expect(
      pickTrendingHubs([
        a('game-face', 12, 3),
        a('fit-check', 30, 2),
        a('brand-u', 30, 5),
        a('on-record', 8, 4),
      ]),
    ).toEqual(['brand-u'])
  })
  test('none trending: the hub with the highest score plus count is marked', () => {
    // one article each, scores 0 or below: the highest score+count wins
    expect(
      pickTrendingHubs([a('game-face', -2, 1), a('fit-check', 0, 1), a('on-record', -1, 1)]),
    ).toEqual(['fit-check'])
  })
  test('none trending and a tie: the first hub in order wins', () => {
    expect(pickTrendingHubs([a('on-record', 0, 1), a('brand-u', 0, 1)])).toEqual(['on-record'])
  })
  test('a hub with only a zero score and one article is not trending when another is', () => {
    expect(pickTrendingHubs([a('game-face', 0, 1), a('on-record', 0, 3)])).not.toContain(
      'game-face',
    )
  })
})

describe('getHubsWithStats (query)', () => {
  const now = new Date('2026-03-10T12:00:00Z')
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000)
  let n = 0
  const art = (
    hubId: string,
    publishedAt: Date,
    trendingScore = 0,
    extra: Partial<typeof articles.$inferInsert> = {},
  ) => ({
    slug: `a-${n++}`,
    title: `Article ${n}`,
    hubId,
    status: 'published' as const,
    publishedAt,
    trendingScore,
    ...extra,
  })

  test('counts published articles, and applies the rule to the last 7 days only', async () => {
    expect(await getTrendingHubIds(now)).toEqual(['game-face']) // no hubs, no articles
    expect(await getHubsWithStats(now)).toEqual([])
    await db.insert(hubs).values(
      ['game-face', 'fit-check', 'brand-u', 'on-record'].map((id, i) => ({
        id,
        title: id,
        description: id,
        icon: 'star',
        color: '#000',
        sortOrder: i,
      })),
    )
    await db.insert(articles).values([
      art('fit-check', daysAgo(1)),
      art('fit-check', daysAgo(3)), // 2 recent: trending
      art('brand-u', daysAgo(2), 0), // 1 recent, zero score: not trending
      art('on-record', daysAgo(10), 50), // old: ignored by the rule but counted
      art('on-record', daysAgo(1), 0, { status: 'draft' }), // drafts ignored
      art('game-face', daysAgo(1), 9, { deletedAt: daysAgo(0) }), // deleted ignored
      art('game-face', new Date(now.getTime() + 86_400_000), 9), // future publish time ignored
    ])
    const stats = await getHubsWithStats(now)
    const by = Object.fromEntries(stats.map((s) => [s.id, s]))
    expect(stats.map((s) => s.id)).toEqual(['game-face', 'fit-check', 'brand-u', 'on-record'])
    expect(by['fit-check']).toMatchObject({
      articleCount: 2,
      recentCount: 2,
      recentScore: 0,
      trending: true,
    })
    expect(by['brand-u']).toMatchObject({ articleCount: 1, recentCount: 1, trending: false })
    expect(by['on-record']).toMatchObject({ articleCount: 1, recentCount: 0, trending: false })
    expect(by['game-face']).toMatchObject({ articleCount: 0, trending: false })
  })

  test('none trending: highest score plus count; a recent positive score wins over count', async () => {
    await db.delete(articles)
    await db.insert(articles).values([art('brand-u', daysAgo(2)), art('on-record', daysAgo(6))])
    // both have one article, score 0: tie, brand-u comes first in sort order
    expect(await getTrendingHubIds(now)).toEqual(['brand-u'])
    await db.insert(articles).values(art('on-record', daysAgo(1), 0.2))
    expect(await getTrendingHubIds(now)).toEqual(['on-record'])
  })

  test('articles older than 7 days only: game-face', async () => {
    await db.delete(articles)
    await db
      .insert(articles)
      .values([art('on-record', daysAgo(8), 100), art('fit-check', daysAgo(30), 5)])
    expect(await getTrendingHubIds(now)).toEqual(['game-face'])
  })
})
