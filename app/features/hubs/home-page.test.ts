import { SPORT_INTERESTS } from '#app/features/accounts/interests'
import { expect, test, vi } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, hubs, pollOptions, polls, siteSettings } from '#app/db/schema'
import { loader as homeLoader } from '#app/routes/site/home'
import { SECTION_FAULT_HEADER } from '#app/utils/section-data.server'

type HomeData = Awaited<ReturnType<typeof homeLoader>>
const callHome = async (headers?: Record<string, string>) => {
  const result = (await homeLoader({
    request: new Request('http://localhost/', { headers }),
  } as never)) as HomeData
  return result
}
const ok = <T>(part: { ok: true; data: T } | { ok: false }): T => {
  if (!part.ok) throw new Error('part failed')
  return part.data
}

test('home loader: 6 newest published articles, hubs with counts and a trending badge, active poll, form lists', async () => {
  // an empty site still renders: game-face is marked, no poll, default lists
  const empty = (await callHome()).data
  expect(ok(empty.latest)).toEqual([])
  expect(ok(empty.poll)).toBeNull()
  expect(empty.lists.sports).toContain('Track & Field')

  await db.insert(hubs).values(
    ['game-face', 'fit-check', 'brand-u', 'on-record'].map((id, i) => ({
      id,
      title: id,
      description: `About ${id}`,
      icon: 'star',
      color: '#000',
      sortOrder: i,
    })),
  )
  const now = Date.now()
  await db.insert(articles).values(
    Array.from({ length: 9 }, (_, i) => ({
      slug: `published-${i}`,
      title: `Published ${i}`,
      hubId: i % 2 ? 'fit-check' : 'on-record',
      status: 'published' as const,
      publishedAt: new Date(now - (i + 1) * 3_600_000), // published-0 is the newest
    })),
  )
  await db.insert(articles).values([
    {
      slug: 'draft',
      title: 'Draft',
      hubId: 'brand-u',
      status: 'draft',
      publishedAt: new Date(now - 60_000),
    },
    {
      slug: 'deleted',
      title: 'Deleted',
      hubId: 'brand-u',
      status: 'published',
      publishedAt: new Date(now - 60_000),
      deletedAt: new Date(),
    },
    {
      slug: 'scheduled',
      title: 'Scheduled',
      hubId: 'brand-u',
      status: 'scheduled',
      publishedAt: new Date(now + 3_600_000),
    },
  ])
  const [oldPoll] = await db
    .insert(polls)
    .values({ title: 'Old', isActive: false, createdAt: new Date(now - 86_400_000) })
    .returning()
  const [poll] = await db
    .insert(polls)
    .values({ title: 'Pre-game ritual?', isActive: true })
    .returning()
  await db.insert(polls).values({ title: 'Inactive', isActive: false })
  await db.insert(pollOptions).values([
    { pollId: poll!.id, optionText: 'Playlist', voteCount: 3, sortOrder: 0 },
    { pollId: poll!.id, optionText: 'Journaling', voteCount: 1, sortOrder: 1 },
    { pollId: oldPoll!.id, optionText: 'x', voteCount: 9 },
  ])
  await db.insert(siteSettings).values({ key: 'sport_options', value: ['Rowing', 'Climbing'] })

  const { data, init } = await callHome()
  expect(init?.headers).toBeUndefined()
  expect(ok(data.latest).map((a) => a.slug)).toEqual([
    'published-0',
    'published-1',
    'published-2',
    'published-3',
    'published-4',
    'published-5',
  ])
  const byId = Object.fromEntries(ok(data.hubs).map((h) => [h.id, h]))
  // both hubs qualify under the rule (docs/product.md#trending); only the most active one (5 recent
  // articles) keeps the badge
  expect(byId['fit-check']).toMatchObject({ articleCount: 4, trending: false })
  expect(byId['on-record']).toMatchObject({ articleCount: 5, trending: true })
  expect(byId['brand-u']).toMatchObject({ articleCount: 0, trending: false })
  expect(ok(data.poll)).toMatchObject({ title: 'Pre-game ritual?', totalVotes: 4 })
  expect(ok(data.poll)!.options.map((o) => [o.text, o.percent])).toEqual([
    ['Playlist', 75],
    ['Journaling', 25],
  ])
  // the newsletter offers the one interest taxonomy, whatever the old sport_options setting says
  expect(data.lists.sports).toEqual([...SPORT_INTERESTS])
})

test('home loader: a failing part comes back { ok: false } and the page is not cached', async () => {
  const previous = process.env.E2E_SECTION_FAULTS
  process.env.E2E_SECTION_FAULTS = '1'
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    const { data, init } = await callHome({ [SECTION_FAULT_HEADER]: 'home-poll,home-hubs' })
    expect(data.poll).toEqual({ ok: false })
    expect(data.hubs).toEqual({ ok: false })
    expect(data.latest.ok).toBe(true)
    expect(new Headers(init?.headers).get('Cache-Control')).toBe('private, no-store')
    expect(errors).toHaveBeenCalledWith('section home-poll: loading failed', expect.any(Error))
  } finally {
    errors.mockRestore()
    if (previous === undefined) delete process.env.E2E_SECTION_FAULTS
    else process.env.E2E_SECTION_FAULTS = previous
  }
  // without the test server's switch the header does nothing
  const { data } = await callHome({ [SECTION_FAULT_HEADER]: 'home-poll' })
  expect(data.poll.ok).toBe(true)
})
