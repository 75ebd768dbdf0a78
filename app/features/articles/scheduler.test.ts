import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, auditLogs, hubs } from '#app/db/schema'
import { publishDueArticles } from './scheduler.server'

beforeAll(async () => {
  await db
    .insert(hubs)
    .values({
      id: 'on-record',
      title: 'On Record',
      description: 'Stories',
      icon: 'mic',
      color: '#2f8f72',
    })
    .onConflictDoNothing()
})

async function scheduled(slug: string, at: Date, over: Partial<typeof articles.$inferInsert> = {}) {
  const [row] = await db
    .insert(articles)
    .values({
      slug,
      title: slug,
      hubId: 'on-record',
      status: 'scheduled',
      publishedAt: at,
      ...over,
    })
    .returning()
  return row!
}
const statusOf = async (id: string) =>
  (await db.select().from(articles).where(eq(articles.id, id)))[0]!.status

test('publishes due articles once, leaves future and trashed ones, audits each', async () => {
  const due = await scheduled('due', new Date(Date.now() - 1000))
  const future = await scheduled('future', new Date(Date.now() + 3600_000))
  const trashed = await scheduled('trashed', new Date(Date.now() - 1000), { deletedAt: new Date() })
  expect(await publishDueArticles()).toEqual([due.id])
  expect(await statusOf(due.id)).toBe('published')
  expect(await statusOf(future.id)).toBe('scheduled')
  expect(await statusOf(trashed.id)).toBe('scheduled')
  // idempotent: a second run (or a second process) publishes nothing again
  expect(await publishDueArticles()).toEqual([])
  const logs = await db.select().from(auditLogs).where(eq(auditLogs.entityId, due.id))
  expect(logs).toHaveLength(1)
  expect(logs[0]).toMatchObject({
    action: 'publish',
    entityData: { title: 'due', scheduled: true },
  })
})

test('runs started together publish each article exactly once', async () => {
  const ids = await Promise.all(
    ['c1', 'c2', 'c3'].map((s) => scheduled(s, new Date(Date.now() - 500)).then((r) => r.id)),
  )
  const results = await Promise.all([
    publishDueArticles(),
    publishDueArticles(),
    publishDueArticles(),
  ])
  expect(results.flat().sort()).toEqual([...ids].sort())
})

test('a missed schedule (server was down) is caught up on the next run', async () => {
  const missed = await scheduled('missed', new Date(Date.now() - 7 * 24 * 3600_000))
  await publishDueArticles(new Date())
  expect(await statusOf(missed.id)).toBe('published')
})
