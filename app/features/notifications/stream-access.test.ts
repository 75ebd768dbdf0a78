// Who keeps the admin stream (real streaming requests to the route): a suspended, demoted or
// signed-out staff member's stream ends at once, not at the next heartbeat (the role was the only
// thing re-checked, and a suspension does not change the role); an expired session ends it at the
// heartbeat. Editors never get user management (members' and invitees' emails) from the stream,
// its backlog, the dashboard or the audit log.
import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { auditLogs, sessions } from '#app/db/schema'
import { recordAudit } from '#app/utils/audit.server'
import { loader as streamLoader } from '#app/routes/api/admin-notifications'
import * as usersRoute from '#app/routes/admin/users'
import * as auditRoute from '#app/routes/admin/audit'
import * as dashboardRoute from '#app/routes/admin/dashboard'
import { action as authAction } from '#app/routes/auth/auth'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { ensureRealtimeListener, recheckOpenStreams } from './realtime.server'

let admin: TestUser
const SECRET_EMAIL = 'invitee.private@example.test'

beforeAll(async () => {
  admin = await createUser({ role: 'admin' })
  await ensureRealtimeListener()
})

async function open(user: TestUser, lastEventId?: string) {
  const ctrl = new AbortController()
  const headers = new Headers({ Cookie: user.cookie })
  if (lastEventId) headers.set('Last-Event-ID', lastEventId)
  const req = new Request('http://localhost:3000/api/admin/notifications', {
    headers,
    signal: ctrl.signal,
  })
  const res = (await streamLoader({ request: req, params: {}, context: {} } as never)) as Response
  expect(res.headers.get('Content-Type')).toContain('text/event-stream')
  return { reader: res.body!.getReader(), abort: () => ctrl.abort() }
}

const dec = new TextDecoder()
/** Reads until `needle` shows, or the stream ends; the text and whether it ended. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, needle: string | null) {
  let text = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return { text, ended: true }
    text += dec.decode(value)
    if (needle && text.includes(needle)) return { text, ended: false }
  }
}

async function audit(entityType: string, action: string, data: Record<string, unknown>) {
  await db.transaction((tx) =>
    recordAudit(tx, { action, entityType, entityId: null, entityData: data, userId: admin.id }),
  )
}

const post = (
  route: { action: (a: never) => unknown },
  url: string,
  form: Record<string, string>,
) => callRoute(route.action as never, makeRequest(url, { user: admin, form }))

test('editors get no user management events, admins do', async () => {
  const editor = await createUser({ role: 'editor' })
  const e = await open(editor)
  const a = await open(admin)
  await audit('invitation', 'invite', { email: SECRET_EMAIL })
  await audit('user', 'role_change', { name: SECRET_EMAIL })
  await audit('article', 'marker_after_users', { title: 'Race-day glow' })
  const seenByEditor = await readUntil(e.reader, 'marker_after_users')
  const seenByAdmin = await readUntil(a.reader, 'marker_after_users')
  expect(seenByEditor.text).not.toContain(SECRET_EMAIL)
  expect(seenByEditor.text).not.toMatch(/"entityType":"(user|invitation)"/)
  expect(seenByAdmin.text).toContain(SECRET_EMAIL)
  e.abort()
  a.abort()
})

test('the backlog (Last-Event-ID), the dashboard and the audit log: no user management for editors', async () => {
  const editor = await createUser({ role: 'editor' })
  const [first] = await db
    .insert(auditLogs)
    .values({
      action: 'seen',
      entityType: 'article',
      entityData: { title: 'Seen' },
      createdAt: new Date(Date.now() - 60_000),
    })
    .returning({ id: auditLogs.id })
  await db.insert(auditLogs).values([
    {
      action: 'invite',
      entityType: 'invitation',
      entityData: { email: SECRET_EMAIL },
      createdAt: new Date(Date.now() - 50_000),
    },
    {
      action: 'resume_marker',
      entityType: 'article',
      entityData: { title: 'After' },
      createdAt: new Date(Date.now() - 40_000),
    },
  ])
  const e = await open(editor, first!.id)
  const resumed = await readUntil(e.reader, 'resume_marker')
  expect(resumed.text).not.toContain(SECRET_EMAIL)
  e.abort()
  const a = await open(admin, first!.id)
  expect((await readUntil(a.reader, 'resume_marker')).text).toContain(SECRET_EMAIL)
  a.abort()

  for (const [route, url] of [
    [auditRoute, '/admin/audit'],
    [dashboardRoute, '/admin'],
  ] as const) {
    const asEditor = await callRoute(route.loader as never, makeRequest(url, { user: editor }))
    expect(asEditor.status).toBe(200)
    expect(JSON.stringify(asEditor.data)).not.toContain(SECRET_EMAIL)
    const asAdmin = await callRoute(route.loader as never, makeRequest(url, { user: admin }))
    expect(JSON.stringify(asAdmin.data)).toContain(SECRET_EMAIL)
  }
  const facets = await callRoute(auditRoute.loader, makeRequest('/admin/audit', { user: editor }))
  expect((facets.data as { facets: { entityTypes: string[] } }).facets.entityTypes).not.toContain(
    'invitation',
  )
})

test('suspending a staff member ends her open stream at once', async () => {
  const editor = await createUser({ role: 'editor' })
  const s = await open(editor)
  const res = await post(usersRoute, '/admin/users', { intent: 'suspend', userId: editor.id })
  expect(res.status).toBe(200)
  const after = await readUntil(s.reader, null)
  expect(after.ended).toBe(true)
})

test('taking the role away ends the stream at once', async () => {
  const editor = await createUser({ role: 'editor' })
  const s = await open(editor)
  const res = await post(usersRoute, '/admin/users', {
    intent: 'change-role',
    userId: editor.id,
    role: 'user',
  })
  expect(res.status).toBe(200)
  expect((await readUntil(s.reader, null)).ended).toBe(true)
})

test('signing out ends the stream at once', async () => {
  const editor = await createUser({ role: 'editor' })
  const s = await open(editor)
  const res = await callRoute(
    authAction,
    makeRequest('/auth', { user: editor, form: { intent: 'sign-out' } }),
  )
  expect(res.status).toBe(302)
  expect((await readUntil(s.reader, null)).ended).toBe(true)
})

test('an expired or deleted session ends the stream at the heartbeat', async () => {
  const editor = await createUser({ role: 'editor' })
  const other = await createUser({ role: 'editor' })
  const s = await open(editor)
  const kept = await open(other)
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.userId, editor.id))
  await recheckOpenStreams()
  expect((await readUntil(s.reader, null)).ended).toBe(true)
  // the other editor's stream still receives events
  await audit('article', 'still_live', { title: 'x' })
  expect((await readUntil(kept.reader, 'still_live')).ended).toBe(false)
  kept.abort()
})
