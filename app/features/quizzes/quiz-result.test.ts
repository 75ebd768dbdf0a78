// A shared quiz result: its page recommends articles by the result's keywords (not only its hub),
// carries og: meta with its own social card, and /og/quiz-result/{slug}_{key}.png draws that card.
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, hubs, quizResultProfiles } from '#app/db/schema'
import { seedQuizzes } from '#app/db/seed/seed-quizzes.server'
import { loader as ogLoader } from '#app/routes/api/og-image'
import * as quizResult from '#app/routes/site/quiz-result'
import { makeRequest } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { spreadAcrossHubs } from './quiz-result.server'
import { quizToEditor } from './quizzes-admin.server'
import { parseResultBlocks } from './quizzes.schema'
import { getQuiz } from './quizzes.server'

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (n: number) => new Date(Date.now() - n * DAY)

beforeAll(async () => {
  await db.insert(hubs).values(
    ['game-face', 'fit-check', 'brand-u', 'on-record'].map((id) => ({
      id,
      title: id === 'game-face' ? 'Game Face' : id,
      description: id,
      icon: 'x',
      color: '#c2567a',
    })),
  )
  await seedQuizzes(db as never)
  const published = { status: 'published' as const, excerpt: 'x' }
  await db.insert(articles).values([
    // the power result's hub (game-face) has a newer article that matches none of its keywords
    {
      ...published,
      slug: 'newest-face',
      title: 'Newest Face Piece',
      hubId: 'game-face',
      category: 'Reviews',
      tags: ['makeup'],
      publishedAt: daysAgo(1),
    },
    {
      ...published,
      slug: 'lift-shoes',
      title: 'Lifting Shoes',
      hubId: 'fit-check',
      category: 'Equipment & Gear',
      tags: ['shoes', 'training'],
      publishedAt: daysAgo(10),
    },
    {
      ...published,
      slug: 'rest-days',
      title: 'Rest Days',
      hubId: 'on-record',
      category: 'News',
      tags: ['Recovery'],
      publishedAt: daysAgo(3),
    },
    {
      ...published,
      slug: 'gear-guide',
      title: 'Gear Guide',
      hubId: 'brand-u',
      category: 'Equipment & Gear',
      tags: [],
      publishedAt: daysAgo(5),
    },
    {
      slug: 'draft-training',
      title: 'Draft Training',
      hubId: 'game-face',
      category: 'Training',
      tags: ['training', 'recovery', 'shoes'],
      status: 'draft',
    },
  ])
})

const page = (slug: string, key: string) =>
  callRoute(quizResult.loader, makeRequest(`/quiz-center/${slug}/result/${key}`), {
    slug,
    resultKey: key,
  })

describe('a shared quiz result', () => {
  test('recommends articles by its keywords, best match first, across hubs', async () => {
    const res = await page('training-style', 'power')
    expect(res.status).toBe(200)
    const related = res.data.result.related
    // Lifting Shoes carries two keywords and its category; the others one each, newest first
    expect(related.map((a: { title: string }) => a.title)).toEqual([
      'Lifting Shoes',
      'Rest Days',
      'Gear Guide',
    ])
    expect(related[0].matched).toEqual(['training', 'shoes', 'Equipment & Gear'])
    expect(related[1].matched).toEqual(['recovery'])
    expect(res.data.shareUrl).toMatch(/\/quiz-center\/training-style\/result\/power$/)
  })

  test('one hub does not take every place while another hub has a match', async () => {
    // two newer Fit Check matches outrank the rest: without the spread all three would be Fit Check
    const added = await db
      .insert(articles)
      .values([
        {
          status: 'published' as const,
          excerpt: 'x',
          slug: 'squat-shoes',
          title: 'Squat Shoes',
          hubId: 'fit-check',
          category: 'Reviews',
          tags: ['shoes', 'training'],
          publishedAt: daysAgo(2),
        },
        {
          status: 'published' as const,
          excerpt: 'x',
          slug: 'gym-bag',
          title: 'Gym Bag',
          hubId: 'fit-check',
          category: 'Equipment & Gear',
          tags: ['training'],
          publishedAt: daysAgo(1),
        },
      ])
      .returning({ id: articles.id })
    try {
      const res = await page('training-style', 'power')
      const related = res.data.result.related as { title: string; hubId: string }[]
      expect(related.map((a) => a.title)).toEqual(['Lifting Shoes', 'Gym Bag', 'Rest Days'])
      expect(related.map((a) => a.hubId)).toEqual(['fit-check', 'fit-check', 'on-record'])
    } finally {
      for (const { id } of added) await db.delete(articles).where(eq(articles.id, id))
    }
    // with a single hub matching, it takes every place
    expect(
      spreadAcrossHubs(
        ['a', 'b', 'c', 'd'].map((id) => ({ id, hubId: 'fit-check' })),
        3,
      ).map((r) => r.id),
    ).toEqual(['a', 'b', 'c'])
  })

  test('without keywords the newest of its hub fill the list', async () => {
    await db
      .update(quizResultProfiles)
      .set({ tags: [] })
      .where(eq(quizResultProfiles.key, 'minimal'))
    const res = await page('game-day-skincare', 'minimal')
    expect(res.data.result.related.map((a: { title: string }) => a.title)).toEqual([
      'Newest Face Piece',
    ])
    expect(res.data.result.related[0].matched).toEqual([])
  })

  test('og: meta with its own card; unknown results are 404', async () => {
    const res = await page('training-style', 'power')
    const tags = quizResult.meta({
      loaderData: res.data,
      matches: [{ id: 'root', loaderData: { siteUrl: 'https://site.example' } }],
    } as never) as Array<Record<string, string>>
    const prop = (p: string) => tags.find((t) => t.property === p)?.content
    expect(prop('og:url')).toBe('https://site.example/quiz-center/training-style/result/power')
    expect(prop('og:image')).toBe('https://site.example/og/quiz-result/training-style_power.png')
    expect(prop('og:title')).toMatch(/^Power Builder: Which training style fits you\?/)
    expect(prop('og:description')).toMatch(/^You love a plan/)
    expect(tags.find((t) => t.name === 'twitter:card')?.content).toBe('summary_large_image')
    expect((await page('training-style', 'nope')).status).toBe(404)
  })

  test('/og/quiz-result/{slug}_{key}.png is a 1200x630 PNG; unknown or malformed ids are 404', async () => {
    const og = (id: string) =>
      callRoute(ogLoader, new Request(`http://x/og/quiz-result/${id}.png`), {
        kind: 'quiz-result',
        id,
      })
    const ok = await ogLoader({
      params: { kind: 'quiz-result', id: 'training-style_power' },
      request: new Request('http://x/og/quiz-result/training-style_power.png'),
    } as never)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('Content-Type')).toBe('image/png')
    const meta = await sharp(Buffer.from(await ok.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 630])
    for (const id of ['training-style_nope', 'training-style', '../etc_passwd', 'A_B'])
      expect((await og(id)).status).toBe(404)
  })
})

describe('the quiz editor keeps keywords', () => {
  test('a fourth field on the result line, and back', async () => {
    const [r] = parseResultBlocks(
      'power | Power Builder | game-face | training, shoes ,training\nLift.',
    )
    expect(r).toMatchObject({ key: 'power', hubId: 'game-face', tags: ['training', 'shoes'] })
    expect(parseResultBlocks('a | A | game-face\nText.')[0]!.tags).toEqual([])
    const quiz = (await getQuiz({ slug: 'training-style' }))!
    expect(quizToEditor(quiz).results).toContain(
      'power | Power Builder | game-face | training, recovery, shoes, Equipment & Gear\n',
    )
  })
})
