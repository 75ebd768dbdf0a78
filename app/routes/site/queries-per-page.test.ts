// Database statements per anonymous page render (root + layout + page loaders), the figure that
// decides uncached throughput. Shared data (site frame, hub carousel, latest articles, form lists)
// comes from the in-process cache after the first request; the invalidation every admin write calls
// empties it, so a change shows on the next request.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, test, vi } from 'vitest'
import { db, queryCount } from '#app/db/client.server'
import {
  seedManyArticles,
  seedReadingFixtures,
} from '#app/features/articles/testing/reading-fixtures'
import { getPublicArticle } from '#app/features/articles/article-page.server'
import { loader as rootLoader } from '#app/root'
import { loader as articleLoader } from '#app/routes/site/article'
import { loader as exploreLoader } from '#app/routes/site/explore'
import { loader as hubLoader } from '#app/routes/site/hub'
import { loader as homeLoader } from '#app/routes/site/home'
import { loader as layoutLoader } from '#app/routes/site/layout'
import { invalidatePublicCache } from '#app/utils/public-cache.server'
import { makeRequest } from '#tests/factories'

// tests/setup.ts turns the shared-data cache off for the other test files
vi.hoisted(() => {
  process.env.DATA_CACHE_SECONDS = '60'
})

beforeAll(async () => {
  await seedReadingFixtures()
  await seedManyArticles(8)
})

async function statementsFor(path: string, page: (request: Request) => Promise<unknown>) {
  const request = makeRequest(path)
  const before = queryCount()
  await Promise.all([
    rootLoader({ request, params: {}, context: {} } as never),
    layoutLoader(),
    page(request),
  ])
  return queryCount() - before
}

const article = (request: Request) =>
  articleLoader({
    request,
    params: { hubId: 'game-face', articleId: 'sweat-proof-skincare-routine' },
    context: {},
  } as never)
const home = (request: Request) => homeLoader({ request, params: {}, context: {} } as never)

test('an anonymous article render: the article and its related list, then nothing once shared', async () => {
  const path = '/hub/game-face/sweat-proof-skincare-routine'
  // the site frame (and SEO defaults), once per process, then the article and its related list
  expect(await statementsFor(path, article)).toBeGreaterThan(2)
  expect(await statementsFor(path, article)).toBe(0)
  // what an admin write calls: the article is read again, once
  await invalidatePublicCache()
  expect(await statementsFor(path, article)).toBeGreaterThanOrEqual(2)
  expect(await statementsFor(path, article)).toBe(0)
})

test('a shared article shows a change after the invalidation; a missing one is never kept', async () => {
  const title = async (slug: string) =>
    ((await getPublicArticle(slug)) as { article: { title: string } } | null)?.article.title
  const before = await title('sweat-proof-skincare-routine')
  await db.execute(
    sql`update articles set title = 'Changed title' where slug = 'sweat-proof-skincare-routine'`,
  )
  expect(await title('sweat-proof-skincare-routine')).toBe(before)
  await invalidatePublicCache()
  expect(await title('sweat-proof-skincare-routine')).toBe('Changed title')
  // not public yet: null each time, and public as soon as its row says so (no write announces a
  // scheduled time passing)
  expect(await title('scheduled-piece')).toBeUndefined()
  await db.execute(
    sql`update articles set status = 'published', published_at = now() - interval '1 minute' where slug = 'scheduled-piece'`,
  )
  expect(await title('scheduled-piece')).toBeTypeOf('string')
})

test('an anonymous home render reads only the poll once the shared data is cached', async () => {
  const first = await statementsFor('/', home)
  expect(first).toBeGreaterThanOrEqual(4)
  // the active poll with its options, one statement (whether a poll is active or not)
  expect(await statementsFor('/', home)).toBe(1)
})

test('an invalidation (what admin writes call) shows a change on the next request', async () => {
  const links = async () => (await layoutLoader()).socialLinks.map((l) => l.url)
  await links()
  await db.execute(
    sql`insert into site_settings (key, value) values ('social_links', ${JSON.stringify({ instagram: 'https://instagram.com/cached-check' })}::jsonb)
        on conflict (key) do update set value = excluded.value`,
  )
  expect(await links()).not.toContain('https://instagram.com/cached-check') // still the cached frame
  await invalidatePublicCache()
  expect(await links()).toContain('https://instagram.com/cached-check')
})

test('/explore: its list, categories and trending marks are read once, then shared until an article write', async () => {
  const explore = (request: Request) => exploreLoader({ request, params: {}, context: {} } as never)
  type ExploreData = {
    list: { items: { id: string; slug: string; title: string }[] }
    trendingIds: string[]
  }
  const view = async (path: string) => (await explore(makeRequest(path))) as unknown as ExploreData
  for (const path of ['/explore', '/explore?category=Career'])
    expect(await statementsFor(path, explore)).toBeGreaterThanOrEqual(1)
  expect(await statementsFor('/explore', explore)).toBe(0)
  expect(await statementsFor('/explore?category=Career', explore)).toBe(0)

  const before = await view('/explore')
  const last = before.list.items.at(-1)!
  expect(before.trendingIds).not.toContain(last.id)
  await db.execute(
    sql`update articles set title = 'Retitled', trending_score = 99 where id = ${last.id}`,
  )
  // still the shared list and marks, until what every article write calls
  expect((await view('/explore')).list.items.at(-1)!.title).toBe(last.title)
  expect((await view('/explore')).trendingIds).not.toContain(last.id)
  await invalidatePublicCache()
  const after = await view('/explore')
  expect(after.list.items.find((a) => a.id === last.id)?.title).toBe('Retitled')
  expect(after.trendingIds).toContain(last.id)
  // the site frame was emptied too: read once more, then nothing
  await statementsFor('/explore', explore)
  expect(await statementsFor('/explore', explore)).toBe(0)
})

test('a hub page: the hub, its list and marks are shared after the first render; an unknown hub is a 404', async () => {
  const hub = (hubId: string) => (request: Request) =>
    hubLoader({ request, params: { hubId }, context: {} } as never)
  expect(await statementsFor('/hub/game-face', hub('game-face'))).toBeGreaterThanOrEqual(1)
  expect(await statementsFor('/hub/game-face', hub('game-face'))).toBe(0)
  expect(await statementsFor('/hub/game-face?page=2', hub('game-face'))).toBeGreaterThanOrEqual(1)
  const missing = await hub('no-such-hub')(makeRequest('/hub/no-such-hub')).catch((e: unknown) => e)
  expect((missing as { init?: { status?: number } }).init?.status).toBe(404)
})
