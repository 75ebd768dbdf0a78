import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { profiles, userSubmissions, users } from '#app/db/schema'
import { loader as communityLoader } from '#app/routes/site/community'
import { loader as storyLoader } from '#app/routes/site/story'
import { makeRequest } from '#tests/factories'

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: makeRequest(url), params, context: {} }) as never

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise
    return 200
  } catch (e) {
    return (
      (e as { init?: { status?: number }; status?: number }).init?.status ??
      (e as { status?: number }).status
    )
  }
}

test('community: only approved stories, the 6 newest, with the profile display name (falling back to the account display name, never users.name)', async () => {
  await db.insert(users).values([
    { id: 'u1', name: 'Account Name', email: 'u1@example.com', displayName: 'Account Display' },
    // users.name may hold the email's local part (older pop-up sign-ups): never shown
    { id: 'u2', name: 'u2.secret', email: 'u2.secret@example.com', displayName: 'Second Person' },
  ])
  await db.insert(profiles).values({ userId: 'u1', displayName: 'Coach K' })
  const now = Date.now()
  await db.insert(userSubmissions).values(
    Array.from({ length: 8 }, (_, i) => ({
      title: `Approved ${i}`,
      content: `Story ${i} `.repeat(60),
      category: 'Personal Stories',
      status: 'approved' as const,
      userId: i % 2 ? 'u2' : 'u1',
      createdAt: new Date(now - i * 60_000), // Approved 0 is the newest
    })),
  )
  await db.insert(userSubmissions).values([
    {
      title: 'Pending',
      content: 'p',
      category: 'Other',
      status: 'pending',
      userId: 'u1',
      createdAt: new Date(now + 1000),
    },
    {
      title: 'Rejected',
      content: 'r',
      category: 'Other',
      status: 'rejected',
      userId: 'u1',
      createdAt: new Date(now + 1000),
    },
  ])
  const data = await communityLoader({
    request: new Request('http://localhost/community'),
  } as never)
  expect(data.stories.map((s) => s.title)).toEqual([
    'Approved 0',
    'Approved 1',
    'Approved 2',
    'Approved 3',
    'Approved 4',
    'Approved 5',
  ])
  expect(data.stories[0]!.authorName).toBe('Coach K')
  expect(data.stories[1]!.authorName).toBe('Second Person')
  expect(data.stories[0]!.excerpt.length).toBeLessThanOrEqual(181)
  expect(data.stories[0]).not.toHaveProperty('content')
})

test('story page: approved stories render; pending, rejected, unknown and malformed ids are 404', async () => {
  await db
    .insert(users)
    .values({ id: 'u3', name: 'u3', email: 'u3@example.com', displayName: 'Third' })
    .onConflictDoNothing()
  const [approved, pending, rejected] = await db
    .insert(userSubmissions)
    .values([
      {
        title: 'My first meet',
        content: 'Para one.\n\nPara two.',
        category: 'Personal Stories',
        status: 'approved',
        userId: 'u3',
      },
      { title: 'Pending story', content: 'p', category: 'Other', status: 'pending', userId: 'u3' },
      {
        title: 'Rejected story',
        content: 'r',
        category: 'Other',
        status: 'rejected',
        userId: 'u3',
      },
    ])
    .returning()
  const ok = await storyLoader(args(`/community/story/${approved!.id}`, { storyId: approved!.id }))
  expect(ok.story).toMatchObject({ title: 'My first meet', authorName: 'Third' })
  for (const id of [
    pending!.id,
    rejected!.id,
    '00000000-0000-4000-8000-000000000000',
    'not-a-uuid',
  ]) {
    expect(await statusOf(storyLoader(args(`/community/story/${id}`, { storyId: id })))).toBe(404)
  }
})

test('a name older sign-ups took from the email is never shown: the reader sees Community member', async () => {
  await db.insert(users).values({
    id: 'u-legacy',
    name: 'jordan.smith2010',
    email: 'jordan.smith2010@example.com',
  })
  await db.insert(profiles).values({ userId: 'u-legacy', displayName: 'jordan.smith2010' })
  const [story] = await db
    .insert(userSubmissions)
    .values({
      title: 'Legacy name',
      content: 'Still here.',
      category: 'Other',
      status: 'approved',
      userId: 'u-legacy',
    })
    .returning()
  const ok = await storyLoader(args(`/community/story/${story!.id}`, { storyId: story!.id }))
  expect(ok.story).toMatchObject({ title: 'Legacy name', authorName: 'Community member' })
  expect(JSON.stringify(ok)).not.toMatch(/jordan|smith2010/i)
  // once she picks a display name, that is shown
  await db
    .update(profiles)
    .set({ displayName: 'Court Queen' })
    .where(eq(profiles.userId, 'u-legacy'))
  const renamed = await storyLoader(args(`/community/story/${story!.id}`, { storyId: story!.id }))
  expect(renamed.story.authorName).toBe('Court Queen')
})
