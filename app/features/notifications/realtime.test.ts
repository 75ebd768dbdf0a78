import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, auditLogs, hubs } from '#app/db/schema'
import { recordAudit } from '#app/utils/audit.server'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { loader as alertsLoader } from '#app/routes/api/admin-alerts'
import { loader as streamLoader } from '#app/routes/api/admin-notifications'
import { callRoute } from '#tests/route-result'
import type { AuditEvent } from './notifications'
import { ensureRealtimeListener, onAuditEvent, openStreamCount } from './realtime.server'

let editor: TestUser
let member: TestUser
let articleId: string

beforeAll(async () => {
  await db
    .insert(hubs)
    .values({
      id: 'game-face',
      title: 'Game Face',
      description: 'Beauty',
      icon: 'x',
      color: '#c2567a',
    })
    .onConflictDoNothing()
  const [a] = await db
    .insert(articles)
    .values({ slug: 'glow', title: 'Race-day glow', hubId: 'game-face' })
    .returning({ id: articles.id })
  articleId = a!.id
  editor = await createUser({ role: 'editor' })
  member = await createUser()
  await ensureRealtimeListener()
})

function nextEvent(match: (e: AuditEvent) => boolean) {
  return new Promise<AuditEvent>((resolve) => {
    const off = onAuditEvent((e) => {
      if (match(e)) {
        off()
        resolve(e)
      }
    })
  })
}

async function audit(action: string, entityId = articleId, title = 'Race-day glow') {
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      action,
      entityType: 'article',
      entityId,
      entityData: { title },
      userId: null,
    })
  })
}

test('an audit insert reaches listeners after commit, with the title and a link while the entity exists', async () => {
  const got = nextEvent((e) => e.action === 'update')
  await audit('update')
  const e = await got
  expect(e).toMatchObject({
    entityType: 'article',
    title: 'Race-day glow',
    link: `/admin/articles/${articleId}`,
  })

  await db.update(articles).set({ deletedAt: new Date() }).where(eq(articles.id, articleId))
  const gone = nextEvent((x) => x.action === 'soft_delete')
  await audit('soft_delete')
  expect((await gone).link).toBeNull()
  await db.update(articles).set({ deletedAt: null }).where(eq(articles.id, articleId))
})

test('a rolled-back write sends nothing', async () => {
  const seen: AuditEvent[] = []
  const off = onAuditEvent((e) => seen.push(e))
  await db
    .transaction(async (tx) => {
      await recordAudit(tx, {
        action: 'rolled_back',
        entityType: 'article',
        entityId: articleId,
        entityData: { title: 'x' },
        userId: null,
      })
      throw new Error('abort')
    })
    .catch(() => {})
  const marker = nextEvent((e) => e.action === 'marker')
  await audit('marker')
  await marker
  off()
  expect(seen.map((e) => e.action)).not.toContain('rolled_back')
})

test('the stream refuses anonymous and members; alerts too', async () => {
  const anon = await callRoute(streamLoader, makeRequest('/api/admin/notifications'))
  expect(anon.status).toBe(401)
  const m = await callRoute(streamLoader, makeRequest('/api/admin/notifications', { user: member }))
  expect(m.status).toBe(403)
  expect((await callRoute(alertsLoader, makeRequest('/api/admin/alerts'))).status).toBe(401)
  expect(
    (await callRoute(alertsLoader, makeRequest('/api/admin/alerts', { user: member }))).status,
  ).toBe(403)
  const ok = await callRoute(alertsLoader, makeRequest('/api/admin/alerts', { user: editor }))
  expect(ok.status).toBe(200)
  expect(ok.data.alerts).toEqual([])
})

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, needle: string) {
  const dec = new TextDecoder()
  let text = ''
  while (!text.includes(needle)) {
    const { value, done } = await reader.read()
    if (done) break
    text += dec.decode(value)
  }
  return text
}

test('an editor gets an SSE stream of events; Last-Event-ID resumes what was missed', async () => {
  const ctrl = new AbortController()
  const req = new Request(makeRequest('/api/admin/notifications', { user: editor }), {
    signal: ctrl.signal,
  })
  const res = (await streamLoader({ request: req, params: {}, context: {} } as never)) as Response
  expect(res.headers.get('Content-Type')).toContain('text/event-stream')
  expect(openStreamCount()).toBeGreaterThan(0)
  const reader = res.body!.getReader()
  await audit('first_live')
  const text = await readUntil(reader, 'first_live')
  const firstId = /id: (\S+)\nevent: notification\ndata: .*first_live/.exec(text)![1]!
  ctrl.abort()
  await reader.cancel().catch(() => {})

  // while disconnected
  await audit('missed_one')
  const delivered = nextEvent((e) => e.action === 'missed_two')
  await audit('missed_two')
  await delivered

  const again = new Request(makeRequest('/api/admin/notifications', { user: editor }), {
    headers: { Cookie: editor.cookie, 'Last-Event-ID': firstId },
  })
  const res2 = (await streamLoader({
    request: again,
    params: {},
    context: {},
  } as never)) as Response
  const r2 = res2.body!.getReader()
  const text2 = await readUntil(r2, 'missed_two')
  expect(text2).toContain('missed_one')
  expect(text2).not.toContain('first_live')
  await r2.cancel()
})

test('Last-Event-ID this process never saw (the client was on another process): read from audit_logs', async () => {
  // an audit row committed elsewhere: in the database, never in this process's buffer
  const [elsewhere] = await db
    .insert(auditLogs)
    .values({
      action: 'seen_on_a',
      entityType: 'article',
      entityId: articleId,
      entityData: { title: 'Race-day glow' },
      userId: null,
      createdAt: new Date(Date.now() - 60_000),
    })
    .returning({ id: auditLogs.id })
  await db.insert(auditLogs).values({
    action: 'missed_on_a',
    entityType: 'article',
    entityId: articleId,
    entityData: { title: 'Race-day glow' },
    userId: null,
    createdAt: new Date(Date.now() - 30_000),
  })
  const req = new Request(makeRequest('/api/admin/notifications', { user: editor }), {
    headers: { Cookie: editor.cookie, 'Last-Event-ID': elsewhere!.id },
  })
  const res = (await streamLoader({ request: req, params: {}, context: {} } as never)) as Response
  const reader = res.body!.getReader()
  const text = await readUntil(reader, 'missed_on_a')
  expect(text).toMatch(/event: notification\ndata: .*"action":"missed_on_a"/)
  expect(text).not.toContain('seen_on_a')
  // and live events keep coming on the resumed stream
  await audit('live_after_resume')
  expect(await readUntil(reader, 'live_after_resume')).toContain('live_after_resume')
  await reader.cancel()
})
