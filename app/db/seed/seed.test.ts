import { and, eq, isNull, sql } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { db } from '#app/db/client.server'
import * as schema from '#app/db/schema'
import { seed, seedIfEmpty } from '#app/db/seed/seed.server'
import { INTERFACE_DEFAULTS } from '#app/features/cms/interface-defaults'
import { IMAGE_WIDTHS } from '#app/utils/image-url'
import { getMediaStorage } from '#app/utils/storage.server'
import { countWords } from './seed-kit'
import {
  DEFAULT_ARTICLE_CATEGORIES,
  DEFAULT_CONTENT_PREFERENCES,
  DEFAULT_SPORT_OPTIONS,
  SOCIAL_PLATFORMS,
  STORY_CATEGORIES,
} from '#app/utils/site'

// generating the pictures takes a while on a busy two-core machine
vi.setConfig({ testTimeout: 300_000 })

const TABLES = [
  'hubs',
  'authors',
  'articles',
  'products',
  'media',
  'site_settings',
  'page_content',
  'polls',
  'poll_options',
  'users',
  'profiles',
  'user_submissions',
  'consent_purposes',
  'consent_vendors',
] as const

async function counts() {
  const out: Record<string, number> = {}
  for (const t of TABLES) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sql.raw(t))
    out[t] = row!.n
  }
  return out
}

test('seedIfEmpty seeds an empty database once; seeding again changes nothing', async () => {
  expect(await seedIfEmpty(db)).toBe(true)
  const first = await counts()
  const articlesBefore = await db
    .select({ id: schema.articles.id, publishedAt: schema.articles.publishedAt })
    .from(schema.articles)
  expect(await seedIfEmpty(db)).toBe(false)
  await seed(db)
  expect(await counts()).toEqual(first)
  const articlesAfter = await db
    .select({ id: schema.articles.id, publishedAt: schema.articles.publishedAt })
    .from(schema.articles)
  expect(articlesAfter).toEqual(expect.arrayContaining(articlesBefore))
  expect(first.hubs).toBe(4)
  expect(first.authors).toBeGreaterThanOrEqual(4)
  expect(first.products).toBeGreaterThanOrEqual(24)
})

test('every hub has at least 8 published articles with mixed content blocks', async () => {
  const rows = await db
    .select()
    .from(schema.articles)
    .where(and(eq(schema.articles.status, 'published'), isNull(schema.articles.deletedAt)))
  for (const hub of ['game-face', 'fit-check', 'brand-u', 'on-record']) {
    expect(rows.filter((a) => a.hubId === hub).length).toBeGreaterThanOrEqual(8)
  }
  const types = new Set(rows.flatMap((a) => a.contentBlocks.map((b) => b.type)))
  expect([...types].sort()).toEqual([
    'audio',
    'callout',
    'divider',
    'embed',
    'gallery',
    'heading',
    'image',
    'list',
    'product',
    'pullquote',
    'quote',
    'text',
    'video',
  ])
  // an embed facade of every provider, figures with a credit
  const embeds = rows.flatMap((a) => a.contentBlocks.filter((b) => b.type === 'embed'))
  expect(new Set(embeds.map((e) => e.provider)).size).toBe(6)
  expect(rows.some((a) => a.contentBlocks.some((b) => b.type === 'image' && b.credit))).toBe(true)
  // every published story links others in its text
  const linking = rows.filter((a) =>
    a.contentBlocks.some(
      (b) => b.type === 'text' && JSON.stringify(b.rich ?? '').includes('"/hub/'),
    ),
  )
  expect(linking.length).toBeGreaterThanOrEqual(rows.length - 2)
  for (const a of rows) {
    expect(a.contentBlocks.length).toBeGreaterThanOrEqual(4)
    // 4 to 8 blocks of text, plus a product embed in some (the showcase stories have more)
    const rich = a.contentBlocks.some((b) => b.type === 'embed')
    expect(a.contentBlocks.filter((b) => b.type !== 'product').length).toBeLessThanOrEqual(
      rich ? 16 : 8,
    )
    expect(DEFAULT_ARTICLE_CATEGORIES).toContain(a.category)
    expect(a.authorId).not.toBeNull()
    expect(a.excerpt.length).toBeGreaterThan(40)
    expect(a.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now())
  }
  const week = Date.now() - 7 * 86_400_000
  expect(rows.filter((a) => a.publishedAt!.getTime() > week).length).toBeGreaterThanOrEqual(4)
  expect(rows.filter((a) => a.trendingScore > 5).length).toBeGreaterThanOrEqual(4)
  expect(rows.some((a) => a.trendingScore === 0)).toBe(true)
  expect(rows.some((a) => a.readingTime === null)).toBe(true)
  const statuses = (
    await db
      .select({ s: schema.articles.status, at: schema.articles.publishedAt })
      .from(schema.articles)
  ).map((r) => r.s)
  expect(statuses).toContain('draft')
  expect(statuses).toContain('scheduled')
})

test('every seeded article (all statuses, not podcast episodes) has a body of 600-1,200 words', async () => {
  const rows = await db
    .select({ slug: schema.articles.slug, blocks: schema.articles.contentBlocks })
    .from(schema.articles)
    .where(
      and(eq(schema.articles.isPodcast, false), sql`${schema.articles.slug} not like 'bench-%'`),
    )
  expect(rows.length).toBeGreaterThanOrEqual(32)
  const outside = rows
    .map((a) => ({ slug: a.slug, words: countWords(a.blocks) }))
    .filter((a) => a.words < 600 || a.words > 1200)
  expect(outside).toEqual([])
})

test('site settings hold the product defaults exactly', async () => {
  const rows = await db.select().from(schema.siteSettings)
  const settings = Object.fromEntries(rows.map((r) => [r.key, r.value]))
  expect(settings.article_categories).toEqual([...DEFAULT_ARTICLE_CATEGORIES])
  expect((settings.article_categories as string[]).length).toBe(17)
  expect(settings.sport_options).toEqual([
    'Basketball',
    'Soccer',
    'Tennis',
    'Running',
    'Swimming',
    'Volleyball',
    'Softball',
    'Track & Field',
    'Field Hockey',
    'Yoga',
    'Other',
  ])
  expect(settings.sport_options).toEqual([...DEFAULT_SPORT_OPTIONS])
  expect(settings.content_preferences).toEqual([
    'Training',
    'Nutrition',
    'Fashion',
    'Beauty',
    'Mental Health',
    'Stories',
  ])
  expect(settings.content_preferences).toEqual([...DEFAULT_CONTENT_PREFERENCES])
  // jsonb keeps no key order: readers order the links by SOCIAL_PLATFORMS
  expect(Object.keys(settings.social_links as object).sort()).toEqual([...SOCIAL_PLATFORMS].sort())
  expect(settings.favicon_url).toBe('/favicon.svg')
})

test('interface texts, page sections, poll, stories and consent data are in place', async () => {
  const iface = await db
    .select()
    .from(schema.pageContent)
    .where(eq(schema.pageContent.pageSlug, 'interface'))
  expect(Object.fromEntries(iface.map((r) => [r.sectionKey, r.contentData]))).toEqual(
    INTERFACE_DEFAULTS,
  )
  expect(iface.every((r) => r.isPublished && r.publishDate && r.contentType === 'json')).toBe(true)
  const hero = iface.find((r) => r.sectionKey === 'hero')!.contentData
  expect(hero.subtitle).toBe(
    'Where 10,000+ female athletes discover fashion, beauty, branding, and life beyond sport',
  )
  for (const page of ['index', 'footer']) {
    expect(
      (await db.select().from(schema.pageContent).where(eq(schema.pageContent.pageSlug, page)))
        .length,
    ).toBeGreaterThan(0)
  }

  const active = await db.query.polls.findMany({ where: eq(schema.polls.isActive, true) })
  expect(active).toHaveLength(1)
  const options = await db
    .select()
    .from(schema.pollOptions)
    .where(eq(schema.pollOptions.pollId, active[0]!.id))
  expect(options).toHaveLength(4)
  expect(options.every((o) => o.voteCount > 0)).toBe(true)

  const stories = await db.select().from(schema.userSubmissions)
  const approved = stories.filter((s) => s.status === 'approved')
  expect(approved.length).toBeGreaterThanOrEqual(6)
  expect(stories.filter((s) => s.status === 'pending').length).toBeGreaterThanOrEqual(2)
  for (const s of stories) {
    expect(s.submissionType).toBe('story')
    expect(STORY_CATEGORIES).toContain(s.category)
  }
  const names = await db
    .select({ id: schema.profiles.userId, name: schema.profiles.displayName })
    .from(schema.profiles)
  for (const s of approved) expect(names.find((n) => n.id === s.userId)?.name).toBeTruthy()

  const purposes = await db.select().from(schema.consentPurposes)
  expect(purposes.map((p) => p.name).sort()).toEqual([
    'advertising',
    'analytics',
    'marketing',
    'necessary',
    'preferences',
  ])
  expect((await db.select().from(schema.consentVendors)).length).toBeGreaterThanOrEqual(4)
})

test('products are complete and every seeded picture has its files', async () => {
  const products = await db.select().from(schema.products)
  for (const p of products) {
    expect(p.rating).toBeGreaterThanOrEqual(3.5)
    expect(p.rating).toBeLessThanOrEqual(5)
    expect(p.affiliateUrl).toMatch(/^https:\/\//)
    expect(p.brand).not.toBe('')
    expect(p.imageUrl).toMatch(/^\/media\/seed\/product-/)
    expect(p.imageAlt).toMatch(/^Illustration of /)
    expect(p.reviewCount).toBeGreaterThan(0)
  }
  const mascara = products.find((p) => p.slug === 'waterproof-tubing-mascara')!
  expect(mascara.imageUrl).toBe('/media/seed/product-mascara-waterproof-tubing-mascara.jpg')
  expect(mascara.imageAlt).toContain('mascara')
  expect(new Set(products.map((p) => p.hubId)).size).toBe(4)
  expect(products.some((p) => p.isTrending)).toBe(true)

  const storage = getMediaStorage()
  const rows = await db.select().from(schema.media)
  for (const m of rows) {
    expect(await storage.exists(m.url.slice('/media/'.length))).toBe(true)
    if (m.mimeType.startsWith('audio/')) continue // podcast episodes: checked in their own test
    expect(m.variants.map((v) => v.width).sort((a, b) => a - b)).toEqual(
      [...IMAGE_WIDTHS, ...IMAGE_WIDTHS].sort((a, b) => a - b),
    )
    for (const v of m.variants) expect(await storage.exists(v.key)).toBe(true)
  }
  // no two published stories of a hub share a cover (a hub page lists them all)
  const published = await db
    .select({ hub: schema.articles.hubId, url: schema.articles.imageUrl })
    .from(schema.articles)
    .where(and(eq(schema.articles.status, 'published'), isNull(schema.articles.deletedAt)))
  for (const hub of new Set(published.map((a) => a.hub))) {
    const urls = published
      .filter((a) => a.hub === hub && !a.url?.includes('bench'))
      .map((a) => a.url)
    expect(new Set(urls).size, hub).toBe(urls.length)
  }
  const covers = await db.select({ url: schema.articles.imageUrl }).from(schema.articles)
  const known = new Set(rows.map((m) => m.url))
  for (const c of covers) expect(known.has(c.url!)).toBe(true)
})

test('the benchmark data set is deterministic and idempotent', async () => {
  const { seedBenchmarkArticles } = await import('#app/db/seed/bench.server')
  const first = await seedBenchmarkArticles(db, 1500)
  expect(first.inserted).toBe(1500)
  expect((await seedBenchmarkArticles(db, 1500)).inserted).toBe(0)
  const rows = await db
    .select({
      slug: schema.articles.slug,
      title: schema.articles.title,
      status: schema.articles.status,
      authorId: schema.articles.authorId,
      imageUrl: schema.articles.imageUrl,
    })
    .from(schema.articles)
    .where(sql`${schema.articles.slug} like 'bench-%'`)
  expect(rows).toHaveLength(1500)
  expect(rows.map((r) => r.slug).sort()[0]).toBe('bench-000001')
  expect(new Set(rows.map((r) => r.title)).size).toBeGreaterThan(300)
  expect(
    rows.every(
      (r) => r.status === 'published' && r.authorId && r.imageUrl?.startsWith('/media/seed/'),
    ),
  ).toBe(true)
})

test('two podcast episodes with generated MP3 audio, a duration and a transcript', async () => {
  const episodes = await db
    .select()
    .from(schema.articles)
    .where(and(eq(schema.articles.isPodcast, true), eq(schema.articles.status, 'published')))
  expect(episodes.length).toBeGreaterThanOrEqual(2)
  const storage = getMediaStorage()
  for (const e of episodes) {
    const block = e.contentBlocks.find((b) => b.type === 'audio')
    if (block?.type !== 'audio') throw new Error('no audio block')
    expect(block.audio_url).toMatch(/^\/media\/seed\/podcasts\/[a-z-]+\.mp3$/)
    expect(block.mime_type).toBe('audio/mpeg')
    expect(block.duration).toBeGreaterThanOrEqual(5)
    expect(block.transcript.length).toBeGreaterThan(100)
    const file = await storage.get(block.audio_url.slice('/media/'.length))
    expect(file?.body.length).toBe(block.size)
    // an MPEG audio frame (sync word) at the start: a real MP3, not a renamed placeholder
    expect(file!.body[0]).toBe(0xff)
    expect(file!.body[1]! & 0xe0).toBe(0xe0)
  }
})
