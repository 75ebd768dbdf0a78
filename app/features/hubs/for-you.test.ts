// Following hubs and authors over POST /api/follow (with and without JavaScript), the hub and
// author pages' button state, and the "For you" list on the home page and /profile.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, authors, follows, hubs, profiles } from '#app/db/schema'
import { action as followAction, loader as followLoader } from '#app/routes/api/follow'
import { loader as authorLoader } from '#app/routes/site/author'
import { loader as communityLoader } from '#app/routes/site/community'
import { loader as homeLoader } from '#app/routes/site/home'
import { loader as hubLoader } from '#app/routes/site/hub'
import { loader as profileLoader } from '#app/routes/site/profile'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { FOLLOW_CHANGES_PER_MINUTE } from './follows.server'
import { interleave, type ForYouItem } from './for-you.server'
import { FOLLOW_MESSAGES } from './follows.schema'

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (n: number) => new Date(Date.now() - n * DAY)
let authorId = ''

beforeAll(async () => {
  await db.insert(hubs).values(
    ['game-face', 'fit-check', 'brand-u', 'on-record'].map((id, i) => ({
      id,
      title: { 'game-face': 'Game Face', 'fit-check': 'Fit Check' }[id] ?? id,
      description: id,
      icon: 'x',
      color: '#c2567a',
      sortOrder: i,
    })),
  )
  const [author] = await db
    .insert(authors)
    .values({ slug: 'dana-reyes', name: 'Dana Reyes', bio: 'Coach.' })
    .returning()
  authorId = author!.id
  const published = { status: 'published' as const, excerpt: 'x', readingTime: 4 }
  // newest first: the rest would lead a plain newest-first list
  await db.insert(articles).values([
    {
      ...published,
      slug: 'newest-news',
      title: 'Newest News',
      hubId: 'on-record',
      category: 'News',
      publishedAt: daysAgo(1),
    },
    {
      ...published,
      slug: 'fit-look',
      title: 'Fit Look',
      hubId: 'fit-check',
      category: 'Lifestyle',
      publishedAt: daysAgo(2),
    },
    {
      ...published,
      slug: 'hoops-fits',
      title: 'Hoops Fits',
      hubId: 'brand-u',
      category: 'News',
      tags: ['basketball'],
      publishedAt: daysAgo(3),
    },
    {
      ...published,
      slug: 'fuel-up',
      title: 'Fuel Up',
      hubId: 'on-record',
      category: 'Nutrition',
      publishedAt: daysAgo(4),
    },
    {
      ...published,
      slug: 'dana-column',
      title: 'Dana Column',
      hubId: 'brand-u',
      category: 'Career',
      authorId,
      authorName: 'Dana Reyes',
      publishedAt: daysAgo(9),
    },
    {
      ...published,
      slug: 'old-game-face',
      title: 'Old Game Face',
      hubId: 'game-face',
      category: 'Reviews',
      publishedAt: daysAgo(20),
    },
    { slug: 'draft-face', title: 'Draft Face', hubId: 'game-face', status: 'draft', authorId },
  ])
})

type Form = Record<string, string>
const follow = (user: TestUser | null, form: Form) =>
  callRoute(followAction, makeRequest('/api/follow', { user, form }))
const storedFollows = (userId: string) =>
  db.select().from(follows).where(eq(follows.userId, userId))
const titles = (items: { title: string }[]) => items.map((a) => a.title)

describe('POST /api/follow', () => {
  test('signed out: redirected to sign in, nothing stored; GET goes to the profile', async () => {
    const res = await follow(null, { intent: 'follow', targetType: 'hub', targetId: 'game-face' })
    expect(res.status).toBe(302)
    expect(res.location).toMatch(/^\/auth\?redirectTo=/)
    expect(await db.select().from(follows)).toHaveLength(0)
    expect((await callRoute(followLoader, makeRequest('/api/follow'))).location).toBe('/profile')
  })

  test('a form post (no JavaScript) follows and goes back; the fetcher gets JSON; unfollow', async () => {
    const u = await createUser()
    const plain = await follow(u, {
      intent: 'follow',
      targetType: 'hub',
      targetId: 'game-face',
      redirectTo: '/hub/game-face',
    })
    expect([plain.status, plain.location]).toEqual([302, '/hub/game-face'])
    expect(await storedFollows(u.id)).toMatchObject([{ targetType: 'hub', targetId: 'game-face' }])
    // following twice keeps one row
    const again = await follow(u, {
      intent: 'follow',
      targetType: 'hub',
      targetId: 'game-face',
      via: 'fetcher',
    })
    expect(again.data).toEqual({ ok: true, following: true })
    expect(await storedFollows(u.id)).toHaveLength(1)

    const off = await follow(u, {
      intent: 'unfollow',
      targetType: 'hub',
      targetId: 'game-face',
      via: 'fetcher',
    })
    expect(off.data).toEqual({ ok: true, following: false })
    expect(await storedFollows(u.id)).toHaveLength(0)
  })

  test('an author by uuid; an off-site redirectTo goes to the author page instead', async () => {
    const u = await createUser()
    const res = await follow(u, {
      intent: 'follow',
      targetType: 'author',
      targetId: authorId,
      redirectTo: 'https://evil.example/',
    })
    expect(res.location).toBe('/author/dana-reyes')
    expect(await storedFollows(u.id)).toMatchObject([{ targetType: 'author', targetId: authorId }])
  })

  test.each([
    [{ intent: 'follow', targetType: 'user', targetId: 'game-face' }, 'targetType', 400],
    [{ intent: 'follow', targetType: 'author', targetId: 'dana-reyes' }, 'targetId', 400],
    [{ intent: 'follow', targetType: 'hub', targetId: '<script>' }, 'targetId', 400],
    [{ intent: 'maybe', targetType: 'hub', targetId: 'game-face' }, 'intent', 400],
    [{ intent: 'follow', targetType: 'hub', targetId: 'no-such-hub' }, 'targetId', 404],
    [
      { intent: 'follow', targetType: 'author', targetId: '00000000-0000-4000-8000-000000000000' },
      'targetId',
      404,
    ],
  ])('refuses %o with a field error, stores nothing', async (form, field, status) => {
    const u = await createUser()
    const res = await follow(u, form)
    expect(res.status).toBe(status)
    expect(res.data.errors[field]).toBeTruthy()
    expect(await storedFollows(u.id)).toHaveLength(0)
  })

  test('rate limited: too many changes in a minute answer 429 and change nothing', async () => {
    const u = await createUser()
    for (let i = 0; i < FOLLOW_CHANGES_PER_MINUTE; i++) {
      const res = await follow(u, {
        intent: i % 2 ? 'unfollow' : 'follow',
        targetType: 'hub',
        targetId: 'fit-check',
        via: 'fetcher',
      })
      expect(res.status).toBe(200)
    }
    const res = await follow(u, { intent: 'follow', targetType: 'hub', targetId: 'brand-u' })
    expect(res.status).toBe(429)
    expect(res.data.message).toBe(FOLLOW_MESSAGES.rateLimited)
    expect(
      await db
        .select()
        .from(follows)
        .where(and(eq(follows.userId, u.id), eq(follows.targetId, 'brand-u'))),
    ).toHaveLength(0)
  })
})

describe('the Follow button state', () => {
  test('hub and author pages say whether the member follows; anonymous: not following', async () => {
    const u = await createUser()
    const hub = (user: TestUser | null) =>
      callRoute(hubLoader, makeRequest('/hub/fit-check', { user }), { hubId: 'fit-check' })
    const author = (user: TestUser | null) =>
      callRoute(authorLoader, makeRequest('/author/dana-reyes', { user }), {
        authorId: 'dana-reyes',
      })
    expect((await hub(u)).data.following).toBe(false)
    await follow(u, { intent: 'follow', targetType: 'hub', targetId: 'fit-check' })
    await follow(u, { intent: 'follow', targetType: 'author', targetId: authorId })
    expect((await hub(u)).data.following).toBe(true)
    expect((await author(u)).data.following).toBe(true)
    expect((await hub(null)).data.following).toBe(false)
    expect((await author(null)).data.following).toBe(false)
  })
})

describe('For you', () => {
  const home = (user: TestUser | null) => callRoute(homeLoader, makeRequest('/', { user }))

  test('anonymous: no member part on the home page', async () => {
    expect((await home(null)).data.member).toBeNull()
  })

  test('followed author, then followed hub, then her sport and interests, then the newest', async () => {
    const u = await createUser()
    await db
      .insert(profiles)
      .values({ userId: u.id, sportsInterests: ['Basketball'], contentInterests: ['Nutrition'] })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { sportsInterests: ['Basketball'], contentInterests: ['Nutrition'] },
      })
    // interests alone: her sport and interest first, the newest after
    let forYou = (await home(u)).data.member.forYou.data
    expect(forYou.personalised).toBe(true)
    expect(titles(forYou.items).slice(0, 2)).toEqual(['Hoops Fits', 'Fuel Up'])
    expect(forYou.items[0].reason).toBe('For your sport: Basketball')
    expect(forYou.items[1].reason).toBe('For your interest: Nutrition')
    expect(titles(forYou.items)).not.toContain('Draft Face')

    // following changes the list at once
    await follow(u, { intent: 'follow', targetType: 'hub', targetId: 'game-face' })
    await follow(u, { intent: 'follow', targetType: 'author', targetId: authorId })
    forYou = (await home(u)).data.member.forYou.data
    expect(titles(forYou.items).slice(0, 4)).toEqual([
      'Dana Column',
      'Old Game Face',
      'Hoops Fits',
      'Fuel Up',
    ])
    expect(forYou.items[0].reason).toBe('You follow Dana Reyes')
    expect(forYou.items[1].reason).toBe('You follow Game Face')
    expect(forYou.items.slice(4).every((a: { reason: string | null }) => a.reason === null)).toBe(
      true,
    )
    expect(forYou.follows).toEqual([
      { type: 'hub', id: 'game-face', name: 'Game Face', href: '/hub/game-face' },
      { type: 'author', id: authorId, name: 'Dana Reyes', href: '/author/dana-reyes' },
    ])

    // /profile shows the same list
    const profile = await callRoute(profileLoader, makeRequest('/profile', { user: u }))
    expect(titles(profile.data.forYou.items)).toEqual(titles(forYou.items))
  })

  test('nothing picked: the newest articles, not personalised', async () => {
    const u = await createUser()
    const forYou = (await home(u)).data.member.forYou.data
    expect(forYou.personalised).toBe(false)
    expect(titles(forYou.items)).toEqual([
      'Newest News',
      'Fit Look',
      'Hoops Fits',
      'Fuel Up',
      'Dana Column',
      'Old Game Face',
    ])
  })
})

describe('newsletter prefill', () => {
  test('a member with a real name: first and last name, email and chips', async () => {
    const u = await createUser({ displayName: 'Maya Lopez' })
    await db
      .insert(profiles)
      .values({
        userId: u.id,
        displayName: 'Maya Lopez',
        sportsInterests: ['Soccer'],
        contentInterests: ['Nutrition', 'Fashion'],
      })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { sportsInterests: ['Soccer'], contentInterests: ['Nutrition', 'Fashion'] },
      })
    const { prefill } = (await callRoute(homeLoader, makeRequest('/', { user: u }))).data.member
    expect(prefill).toEqual({
      first_name: 'Maya',
      last_name: 'Lopez',
      email: u.email,
      sports: ['Soccer'],
      interests: ['Nutrition', 'Fashion & Style'],
    })
  })

  test('the community page fills in the same; anonymous readers get an empty form', async () => {
    const u = await createUser({ displayName: 'Ava Chen' })
    const member = await callRoute(communityLoader, makeRequest('/community', { user: u }))
    expect(member.data.prefill).toMatchObject({
      first_name: 'Ava',
      last_name: 'Chen',
      email: u.email,
    })
    expect((await callRoute(communityLoader, makeRequest('/community'))).data.prefill).toBeNull()
  })

  test('a handle is not taken for a name', async () => {
    const u = await createUser({ displayName: 'SwiftStriker482' })
    const { prefill } = (await callRoute(homeLoader, makeRequest('/', { user: u }))).data.member
    expect(prefill).toMatchObject({ first_name: '', last_name: '', email: u.email })
  })
})

describe('taking turns between reasons', () => {
  test('one followed author with many new articles does not fill the list', () => {
    const item = (title: string, reason: string) => ({ title, reason }) as ForYouItem
    const c = (title: string, reason: string, weight: number) => ({
      item: item(title, reason),
      weight,
    })
    const out = interleave([
      c('A1', 'You follow Ann', 4),
      c('A2', 'You follow Ann', 4),
      c('S1', 'For your sport: Golf', 2),
      c('A3', 'You follow Ann', 4),
      c('H1', 'You follow Fit Check', 3),
      c('I1', 'For your interest: Nutrition', 2),
      c('H2', 'You follow Fit Check', 3),
    ])
    expect(out.map((i) => i.title)).toEqual(['A1', 'H1', 'S1', 'I1', 'A2', 'H2', 'A3'])
  })
})
