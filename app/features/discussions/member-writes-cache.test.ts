// A member's reaction refreshes the story's page and nothing else in the anonymous HTML cache (one
// member toggling reactions used to empty the whole cache), and every member write is limited: the
// write after the window's allowance gets 429 and changes nothing. The cache is the real
// middleware on a real HTTP server; the writes are real Requests to the route modules.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, count, eq } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { userConsent, pollOptions, polls, storyReactions, userSubmissions } from '#app/db/schema'
import { MEMBER_WRITE_LIMITS } from '#app/features/accounts/rate-limit.server'
import * as consentApi from '#app/routes/api/consent'
import * as home from '#app/routes/site/home'
import * as storyPage from '#app/routes/site/story'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import {
  INVALIDATE_CHANNEL,
  clearLocalPublicCache,
  createPublicCacheMiddleware,
  invalidatePublicPages,
  publicCacheState,
} from '#app/utils/public-cache.server'

let member: TestUser
let storyId = ''
let server: Server
let base = ''

const reactions = async () =>
  Number(
    (
      await db
        .select({ n: count() })
        .from(storyReactions)
        .where(eq(storyReactions.storyId, storyId))
    )[0]!.n,
  )

// stands in for React Router's render: the home page, and the story page with its live count
async function handle(request: Request) {
  const { pathname } = new URL(request.url)
  const body =
    pathname === `/community/story/${storyId}`
      ? `reactions: ${await reactions()}`
      : `page ${pathname}`
  return new Response(`<html><body>${body}</body></html>`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })
}

beforeAll(async () => {
  member = await createUser()
  const [story] = await db
    .insert(userSubmissions)
    .values({
      title: 'First race',
      content: 'Text',
      category: 'Other',
      status: 'approved',
      userId: member.id,
    })
    .returning({ id: userSubmissions.id })
  storyId = story!.id
  const mw = createPublicCacheMiddleware(handle)
  server = createServer((req, res) => mw(req, res, () => res.end('not cached')))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

const get = async (path: string) => {
  const res = await fetch(base + path)
  return { cache: res.headers.get('x-cache'), text: await res.text() }
}
const react = (reaction = 'inspiring') =>
  callRoute(
    storyPage.action,
    makeRequest(`/community/story/${storyId}`, {
      user: member,
      form: { intent: 'react', storyId, reaction },
    }),
    { storyId },
  )

test('a reaction refreshes the story page; the cached home page stays a hit', async () => {
  clearLocalPublicCache()
  const storyPath = `/community/story/${storyId}`
  expect((await get('/')).cache).toBe('MISS')
  expect((await get('/')).cache).toBe('HIT')
  expect(await get(storyPath)).toEqual({
    cache: 'MISS',
    text: expect.stringContaining('reactions: 0'),
  })
  expect((await get(storyPath)).cache).toBe('HIT')
  const generation = publicCacheState().generation

  const res = await react()
  expect(res.status).toBe(200)
  expect(await reactions()).toBe(1)

  expect((await get('/')).cache).toBe('HIT')
  expect(publicCacheState().generation).toBe(generation)
  const story = await get(storyPath)
  expect(story.cache).toBe('MISS')
  expect(story.text).toContain('reactions: 1')
  // taken back: the page shows it again at once
  await react()
  expect((await get(storyPath)).text).toContain('reactions: 0')
  expect((await get('/')).cache).toBe('HIT')
})

test('a targeted invalidation drops every query variant of its path, and only those', async () => {
  clearLocalPublicCache()
  await get('/community')
  await get('/community?page=2')
  await get('/')
  await invalidatePublicPages(['/community'])
  expect(publicCacheState().keys).toEqual(['/'])
})

test('the reaction after the window allowance gets 429 and changes nothing', async () => {
  const max = MEMBER_WRITE_LIMITS.reaction.max
  // two reactions were used above; toggling the same one keeps the count between 0 and 1
  for (let i = 2; i < max; i++) expect((await react()).status).toBe(200)
  const before = await reactions()
  const refused = await react('respect')
  expect(refused.status).toBe(429)
  expect(await reactions()).toBe(before)
  const stored = await db
    .select()
    .from(storyReactions)
    .where(and(eq(storyReactions.storyId, storyId), eq(storyReactions.reaction, 'respect')))
  expect(stored).toHaveLength(0)
})

test('poll votes and consent records are limited too', async () => {
  const [poll] = await db
    .insert(polls)
    .values({ title: 'Best warm-up?', isActive: true })
    .returning({ id: polls.id })
  const options = await db
    .insert(pollOptions)
    .values([
      { pollId: poll!.id, optionText: 'Jog', sortOrder: 0 },
      { pollId: poll!.id, optionText: 'Skip', sortOrder: 1 },
    ])
    .returning({ id: pollOptions.id })
  const voter = await createUser()
  const vote = () =>
    callRoute(
      home.action,
      makeRequest('/', {
        user: voter,
        form: { intent: 'vote', pollId: poll!.id, optionId: options[0]!.id },
      }),
    )
  // the first vote counts, the next ones are refused as repeats until the window is used up
  for (let i = 0; i < MEMBER_WRITE_LIMITS.vote.max; i++) expect((await vote()).status).not.toBe(429)
  expect((await vote()).status).toBe(429)

  const save = () =>
    callRoute(
      consentApi.action,
      new Request('http://localhost:3000/api/consent', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: 'http://localhost:3000',
          'x-client-ip': '198.51.100.7',
        },
        body: JSON.stringify({
          version: '2.0',
          categories: {
            necessary: true,
            analytics: true,
            advertising: false,
            preferences: true,
            marketing: false,
          },
          method: 'custom',
          source: 'banner',
        }),
      }),
      {},
    )
  const first = await save()
  expect(first.status, JSON.stringify(first.data)).toBe(200)
  for (let i = 1; i < MEMBER_WRITE_LIMITS.consent.max; i++) await save()
  const rows = (await db.select({ n: count() }).from(userConsent))[0]!.n
  expect((await save()).status).toBe(429)
  expect((await db.select({ n: count() }).from(userConsent))[0]!.n).toBe(rows)
})

test('a vote refreshes the home page and /community only; a post awaiting review refreshes nothing', async () => {
  // one active poll at a time: the limits test above leaves its poll open
  await db.update(polls).set({ isActive: false }).where(eq(polls.isActive, true))
  const [poll] = await db
    .insert(polls)
    .values({ title: 'Favourite recovery?', isActive: true })
    .returning({ id: polls.id })
  const [option] = await db
    .insert(pollOptions)
    .values({ pollId: poll!.id, optionText: 'Sleep', sortOrder: 0 })
    .returning({ id: pollOptions.id })
  const storyPath = `/community/story/${storyId}`
  clearLocalPublicCache()
  for (const path of ['/', '/community', '/about', storyPath]) await get(path)
  const voter = await createUser()
  const vote = await callRoute(
    home.action,
    makeRequest('/', {
      user: voter,
      form: { intent: 'vote', pollId: poll!.id, optionId: option!.id },
    }),
  )
  expect(vote.data).toMatchObject({ ok: true, intent: 'vote' })
  expect(publicCacheState().keys.sort()).toEqual(['/about', storyPath])
  // one active poll at a time (the test below makes its own)
  await db.update(polls).set({ isActive: false }).where(eq(polls.id, poll!.id))

  // a new account's comment waits for a moderator: the story page stays cached
  const comment = await callRoute(
    storyPage.action,
    makeRequest(storyPath, {
      user: await createUser(),
      form: { intent: 'comment', storyId, body: 'Loved this, thank you for sharing.' },
    }),
    { storyId },
  )
  expect(comment.data).toMatchObject({ ok: true, pending: true, intent: 'comment' })
  // served from the cache (a slow machine may find it past its freshness: STALE), not re-rendered
  expect((await get(storyPath)).cache).not.toBe('MISS')
})

test.skipIf(!process.env.DATABASE_URL)(
  'another process: a targeted NOTIFY drops only those paths here, and ours is sent with the paths',
  async () => {
    const other = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} })
    try {
      const received: string[] = []
      await other.listen(INVALIDATE_CHANNEL, (payload) => received.push(payload))
      clearLocalPublicCache()
      await get('/')
      await get(`/community/story/${storyId}`)
      expect((await get('/')).cache).toBe('HIT')
      await other`select pg_notify(${INVALIDATE_CHANNEL}, ${`another-process\n/community/story/${storyId}`})`
      await expect.poll(() => publicCacheState().keys).toEqual(['/'])
      // what this process sends: its id, then the paths (the reactions' allowance is used up above)
      await invalidatePublicPages([`/community/story/${storyId}`])
      await expect
        .poll(() =>
          received.filter(
            (p) => !p.startsWith('another-process') && p.endsWith(`\n/community/story/${storyId}`),
          ),
        )
        .toHaveLength(1)
    } finally {
      await other.end()
    }
  },
)
