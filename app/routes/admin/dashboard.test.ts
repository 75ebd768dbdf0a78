import { beforeAll, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, auditLogs, hubs, userSubmissions } from '#app/db/schema'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import * as audit from './audit'
import * as contentHub from './content-hub'
import * as dashboard from './dashboard'
import * as notFound from './not-found'
import * as search from './search'

let editor: TestUser
let member: TestUser

async function load(fn: (a: never) => Promise<unknown>, url: string, user: TestUser | null) {
  try {
    const out = (await fn({
      request: makeRequest(url, { user }),
      params: {},
      context: {},
    } as never)) as { data?: unknown } | Response
    if (out instanceof Response) return { status: out.status, body: await out.json() }
    return { status: 200, body: (out as { data: unknown }).data }
  } catch (e) {
    if (e instanceof Response) return { status: e.status, body: null }
    throw e
  }
}

beforeAll(async () => {
  await db
    .insert(hubs)
    .values([
      {
        id: 'game-face',
        title: 'Game Face',
        description: 'Beauty',
        icon: 'sparkles',
        color: '#c2567a',
      },
      {
        id: 'fit-check',
        title: 'Fit Check',
        description: 'Fashion',
        icon: 'shirt',
        color: '#5b6ee1',
      },
    ])
    .onConflictDoNothing()
  editor = await createUser({ role: 'editor', displayName: 'Erin Editor' })
  member = await createUser()
  await db.insert(articles).values([
    {
      slug: 'p1',
      title: 'Published glow',
      hubId: 'game-face',
      status: 'published',
      publishedAt: new Date(),
    },
    { slug: 'd1', title: 'Draft fit', hubId: 'fit-check' },
    {
      slug: 's1',
      title: 'Scheduled look',
      hubId: 'fit-check',
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 86400_000),
    },
    { slug: 't1', title: 'Trashed', hubId: 'game-face', deletedAt: new Date() },
  ])
  await db.insert(userSubmissions).values({
    title: 'My season',
    content: 'It was long.',
    category: 'Personal Stories',
    userId: member.id,
  })
  await db.insert(auditLogs).values({
    action: 'publish',
    entityType: 'article',
    entityData: { title: 'Published glow' },
    userId: editor.id,
  })
})

test('guards on the dashboard, content hub, audit log and search', async () => {
  for (const [fn, url] of [
    [dashboard.loader, '/admin'],
    [contentHub.loader, '/admin/content-hub'],
    [audit.loader, '/admin/audit'],
    [search.loader, '/admin/search?q=glow'],
  ] as const) {
    expect((await load(fn, url, null)).status).toBe(401)
    expect((await load(fn, url, member)).status).toBe(403)
    expect((await load(fn, url, editor)).status).toBe(200)
  }
})

test('dashboard shows real counts, activity and what is coming up', async () => {
  const { body } = await load(dashboard.loader, '/admin', editor)
  const d = body as {
    stats: {
      ok: true
      data: { articleCounts: Record<string, number>; pendingStories: number; members: number }
    }
    activity: { ok: true; data: { userName: string }[] }
    upcoming: { ok: true; data: { title: string }[] }
  }
  expect(d.stats.data.articleCounts).toEqual({
    all: 3,
    draft: 1,
    published: 1,
    scheduled: 1,
    trash: 1,
  })
  expect(d.stats.data.pendingStories).toBe(1)
  expect(d.stats.data.members).toBe(2)
  expect(d.activity.data[0]).toMatchObject({ userName: 'Erin Editor' })
  expect(d.upcoming.data.map((u) => u.title)).toEqual(['Scheduled look'])
})

test('content hub counts per hub and status', async () => {
  const { body } = await load(contentHub.loader, '/admin/content-hub', editor)
  const hubsOut = (
    body as { hubs: { id: string; counts: Record<string, number>; latest: { title: string }[] }[] }
  ).hubs
  const fit = hubsOut.find((h) => h.id === 'fit-check')!
  expect(fit.counts).toMatchObject({ draft: 1, scheduled: 1, published: 0 })
  expect(fit.latest.map((l) => l.title).sort()).toEqual(['Draft fit', 'Scheduled look'])
  expect(hubsOut.find((h) => h.id === 'game-face')!.counts).toMatchObject({
    published: 1,
    trash: 1,
  })
})

test('command palette search finds drafts and trashed articles', async () => {
  const { body } = await load(search.loader, '/admin/search?q=fit', editor)
  expect((body as { articles: { title: string }[] }).articles.map((a) => a.title)).toEqual([
    'Draft fit',
  ])
})

test('unknown admin paths: guard first, then 404', async () => {
  expect((await load(notFound.loader, '/admin/no-such-page', null)).status).toBe(401)
  expect((await load(notFound.loader, '/admin/no-such-page', member)).status).toBe(403)
  const out = (await notFound.loader({
    request: makeRequest('/admin/no-such-page', { user: editor }),
    params: {},
    context: {},
  } as never)) as unknown as { init: { status: number } }
  expect(out.init.status).toBe(404)
})
