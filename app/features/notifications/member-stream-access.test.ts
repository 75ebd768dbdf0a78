// Who keeps the member notification stream (real streaming requests to the route): it ends at once
// when her session ends (sign-out, a password reset), when she is suspended or deletes her account
// from another device, and at the heartbeat when her session expired; another member's stream
// stays open and keeps receiving her own notices.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { emailOutbox, sessions } from '#app/db/schema'
import { auth } from '#app/features/accounts/auth.server'
import { DELETE_CONFIRMATION } from '#app/features/accounts/profile.schema'
import { loader as streamLoader } from '#app/routes/api/member-notifications'
import * as usersRoute from '#app/routes/admin/users'
import * as settingsRoute from '#app/routes/site/profile-settings'
import { action as authAction } from '#app/routes/auth/auth'
import { notifyMember } from '#app/utils/member-notify.server'
import { cookieFromSetCookie, createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import {
  ensureMemberListener,
  openMemberStreamCount,
  recheckOpenMemberStreams,
} from './member-realtime.server'

let admin: TestUser
let bystander: TestUser
let kept: Awaited<ReturnType<typeof open>>

const dec = new TextDecoder()

async function open(cookie: string) {
  const ctrl = new AbortController()
  const req = new Request('http://localhost:3000/api/notifications', {
    headers: { Cookie: cookie },
    signal: ctrl.signal,
  })
  const res = (await streamLoader({ request: req, params: {}, context: {} } as never)) as Response
  expect(res.headers.get('Content-Type')).toContain('text/event-stream')
  return { reader: res.body!.getReader(), abort: () => ctrl.abort() }
}

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

const notice = (userId: string, title: string) =>
  db.transaction((tx) =>
    notifyMember(tx, { userId, kind: 'question_answered', title, link: '/community' }),
  )

/** The bystander's stream is still open and still gets her notices. */
async function bystanderStillLive() {
  const title = `still-live-${randomUUID()}`
  await notice(bystander.id, title)
  expect(await readUntil(kept.reader, title)).toMatchObject({ ended: false })
}

beforeAll(async () => {
  admin = await createUser({ role: 'admin' })
  bystander = await createUser()
  await ensureMemberListener()
  kept = await open(bystander.cookie)
})

test('signing out ends her stream at once; another member stays connected', async () => {
  const member = await createUser()
  const s = await open(member.cookie)
  const res = await callRoute(
    authAction,
    makeRequest('/auth', { user: member, form: { intent: 'sign-out' } }),
  )
  expect(res.status).toBe(302)
  expect((await readUntil(s.reader, null)).ended).toBe(true)
  expect(openMemberStreamCount(member.id)).toBe(0)
  await bystanderStillLive()
})

test('suspending her ends her stream at once', async () => {
  const member = await createUser()
  const s = await open(member.cookie)
  const res = await callRoute(
    usersRoute.action as never,
    makeRequest('/admin/users', { user: admin, form: { intent: 'suspend', userId: member.id } }),
  )
  expect(res.status).toBe(200)
  expect((await readUntil(s.reader, null)).ended).toBe(true)
  await bystanderStillLive()
})

test('a password reset ends her stream at once', async () => {
  const member = await createUser()
  const s = await open(member.cookie)
  const api = (path: string, body: unknown) =>
    auth.handler(
      new Request(`http://localhost:3000/api/auth${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
        body: JSON.stringify(body),
      }),
    )
  await api('/request-password-reset', { email: member.email, redirectTo: '/reset-password' })
  const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, member.email))
  const mail = mails.find((m) => m.subject.startsWith('Reset your'))!
  const token = /reset-password\/([^?\s]+)/.exec(mail.text)![1]!
  const ok = await api('/reset-password', { token, newPassword: 'Reset-Strong-Pass-9!' })
  expect(ok.status).toBe(200)
  expect((await readUntil(s.reader, null)).ended).toBe(true)
  await bystanderStillLive()
})

test('deleting her account on another device ends the stream on this one at once', async () => {
  const member = await createUser()
  const s = await open(member.cookie)
  const { headers } = await auth.api.signInEmail({
    body: { email: member.email, password: member.password },
    returnHeaders: true,
  })
  const otherDevice = { ...member, cookie: cookieFromSetCookie(headers.getSetCookie()) }
  const res = await callRoute(
    settingsRoute.action as never,
    makeRequest('/profile/settings', {
      user: otherDevice,
      form: { intent: 'delete', confirm: DELETE_CONFIRMATION },
    }),
  )
  expect(res.status).toBe(302)
  expect((await readUntil(s.reader, null)).ended).toBe(true)
  await bystanderStillLive()
})

test('an expired session ends her stream at the heartbeat', async () => {
  const member = await createUser()
  const s = await open(member.cookie)
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.userId, member.id))
  await recheckOpenMemberStreams()
  expect((await readUntil(s.reader, null)).ended).toBe(true)
  await bystanderStillLive()
  kept.abort()
})
