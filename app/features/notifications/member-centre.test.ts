// The notification centre over HTTP: her notices only, mark one / all read, email settings (off by
// default under 18 or with no birth date), the live stream scoped to her, the signed one-click
// unsubscribe link (a forged one changes nothing), and delivery of the queued mail.
import { randomUUID } from 'node:crypto'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { emailOutbox, memberNotifications, memberNotificationSettings, users } from '#app/db/schema'
import * as root from '#app/root'
import { loader as streamLoader } from '#app/routes/api/member-notifications'
import * as centre from '#app/routes/site/profile-notifications'
import * as unsubscribe from '#app/routes/site/unsubscribe'
import { deliverQueuedMail } from '#app/utils/mail.server'
import { notifyMember, type MemberNotice } from '#app/utils/member-notify.server'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { ensureMemberListener, sweepMail } from './member-realtime.server'

let ana: TestUser
let bea: TestUser

const notice = (userId: string, title: string, extra: Partial<MemberNotice> = {}) =>
  db.transaction((tx) =>
    notifyMember(tx, {
      userId,
      kind: 'question_answered',
      title,
      body: 'About your question',
      link: '/community',
      ...extra,
    }),
  )

const centreAction = (user: TestUser | null, form: Record<string, string>) =>
  callRoute(centre.action, makeRequest('/profile/notifications', { user, form }))

const unreadOf = async (userId: string) =>
  (
    await db
      .select()
      .from(memberNotifications)
      .where(and(eq(memberNotifications.userId, userId), isNull(memberNotifications.readAt)))
  ).length

beforeAll(async () => {
  ana = await createUser()
  bea = await createUser()
  await ensureMemberListener()
})

describe('the centre', () => {
  test('lists only her notices, newest first; the root loader counts her unread for the bell', async () => {
    await notice(ana.id, 'Ana one')
    await notice(ana.id, 'Ana two')
    await notice(bea.id, 'Bea secret')
    const page = await callRoute(
      centre.loader,
      makeRequest('/profile/notifications', { user: ana }),
    )
    expect(page.status).toBe(200)
    const titles = (page.data.notices as { title: string }[]).map((n) => n.title)
    expect(titles.slice(0, 2)).toEqual(['Ana two', 'Ana one'])
    expect(titles).not.toContain('Bea secret')
    expect(page.data.unread).toBe(await unreadOf(ana.id))
    const r = await callRoute(root.loader, makeRequest('/', { user: ana }))
    expect(r.data.unreadNotices).toBe(await unreadOf(ana.id))
    const anon = await callRoute(root.loader, makeRequest('/'))
    expect(anon.data.unreadNotices).toBeNull()
    // signed out: sent to sign in
    const out = await callRoute(centre.loader, makeRequest('/profile/notifications'))
    expect(out.status).toBe(302)
  })

  test('mark one read (hers only), then all read; bad input is a 400, not a 500', async () => {
    const beaId = await notice(bea.id, 'Bea again')
    const anaId = await notice(ana.id, 'Ana three')
    // Bea's notice through Ana's session: not found, unchanged
    const foreign = await centreAction(ana, { intent: 'read', id: beaId })
    expect(foreign.status).toBe(404)
    const [still] = await db
      .select()
      .from(memberNotifications)
      .where(eq(memberNotifications.id, beaId))
    expect(still!.readAt).toBeNull()
    expect((await centreAction(ana, { intent: 'read', id: 'not-a-uuid' })).status).toBe(400)
    expect((await centreAction(ana, { intent: 'nope' })).status).toBe(400)

    const before = await unreadOf(ana.id)
    expect((await centreAction(ana, { intent: 'read', id: anaId })).data).toMatchObject({
      ok: true,
    })
    expect(await unreadOf(ana.id)).toBe(before - 1)
    expect((await centreAction(ana, { intent: 'read-all' })).status).toBe(200)
    expect(await unreadOf(ana.id)).toBe(0)
    expect(await unreadOf(bea.id)).toBeGreaterThan(0)
  })
})

describe('email', () => {
  test('on by default for adults; off for members under 18 or with no birth date; switchable per kind', async () => {
    const teen = await createUser()
    const unknown = await createUser()
    const born = new Date()
    born.setFullYear(born.getFullYear() - 15)
    await db
      .update(users)
      .set({ birthDate: born.toISOString().slice(0, 10) })
      .where(eq(users.id, teen.id))
    await db.update(users).set({ birthDate: null }).where(eq(users.id, unknown.id))
    const queued = (email: string) =>
      db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, email), isNotNull(emailOutbox.headers)))
    for (const u of [teen, unknown]) {
      await notice(u.id, 'Your question got an answer')
      expect(await queued(u.email)).toHaveLength(0)
      const page = await callRoute(
        centre.loader,
        makeRequest('/profile/notifications', { user: u }),
      )
      expect(Object.values(page.data.email)).toEqual([false, false, false, false, false, false])
    }
    // the teen switches one kind on herself
    expect(
      (await centreAction(teen, { intent: 'email-settings', question_answered: 'on' })).status,
    ).toBe(200)
    await notice(teen.id, 'Your question got an answer')
    await notice(teen.id, 'Someone replied to your comment', { kind: 'comment_reply' })
    const mail = await queued(teen.email)
    expect(mail.map((m) => m.subject)).toEqual([
      expect.stringContaining('Your question got an answer'),
    ])
    // what the email says: the notice, its link, the stop link; nothing else
    expect(mail[0]!.text).toContain('/community')
    expect(mail[0]!.text).toContain('/notifications/unsubscribe?')
  })

  test('the one-click link stops that kind for that member only, without signing in; a forged one is refused', async () => {
    const member = await createUser()
    await db.transaction((tx) =>
      notifyMember(tx, {
        userId: member.id,
        kind: 'comment_reply',
        title: 'Someone replied to your comment',
      }),
    )
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, member.email), isNotNull(emailOutbox.headers)))
    const url = /<(.+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!
    expect(mail!.text).toContain(url)
    const path = new URL(url).pathname + new URL(url).search

    // opening it changes nothing (link scanners open links)
    const view = await callRoute(unsubscribe.loader, makeRequest(path))
    expect(view.status).toBe(200)
    expect(view.data.label).toBe('Someone replied to your comment')
    const settings = () =>
      db
        .select({ email: memberNotificationSettings.email })
        .from(memberNotificationSettings)
        .where(eq(memberNotificationSettings.userId, member.id))
    expect(await settings()).toEqual([])

    // forged: another kind, another member, a made-up signature
    const u = new URL(url)
    const forge = (k: string, v: string) => {
      const f = new URL(u)
      f.searchParams.set(k, v)
      return f.pathname + f.search
    }
    const oneClick = { 'List-Unsubscribe': 'One-Click' }
    for (const bad of [
      forge('k', 'question_answered'),
      forge('u', bea.id),
      forge('s', 'AAAA'),
      forge('s', u.searchParams.get('s')!.slice(0, -1)),
    ]) {
      const r = await callRoute(unsubscribe.action, makeRequest(bad, { form: oneClick }))
      expect(r.status).toBe(403)
      expect((await callRoute(unsubscribe.loader, makeRequest(bad))).status).toBe(400)
    }
    expect(await settings()).toEqual([])
    const beaBefore = await db
      .select()
      .from(memberNotificationSettings)
      .where(eq(memberNotificationSettings.userId, bea.id))

    // the mail client's one-click POST, no session
    const done = await callRoute(unsubscribe.action, makeRequest(path, { form: oneClick }))
    expect(done.status).toBe(200)
    expect(done.data.ok).toBe(true)
    expect(await settings()).toEqual([{ email: { comment_reply: false } }])
    expect(
      await db
        .select()
        .from(memberNotificationSettings)
        .where(eq(memberNotificationSettings.userId, bea.id)),
    ).toEqual(beaBefore)
    // that kind sends no more mail; the others still do
    const before = await db.select().from(emailOutbox).where(eq(emailOutbox.to, member.email))
    await notice(member.id, 'Another reply', { kind: 'comment_reply' })
    await notice(member.id, 'An answer', { kind: 'question_answered' })
    const after = await db.select().from(emailOutbox).where(eq(emailOutbox.to, member.email))
    expect(after.length - before.length).toBe(1)
  })

  test('queued mail is delivered once (to the outbox without SMTP); a rolled-back decision queues none', async () => {
    const member = await createUser()
    await db
      .transaction(async (tx) => {
        await notifyMember(tx, {
          userId: member.id,
          kind: 'question_answered',
          title: 'Rolled back',
        })
        throw new Error('abort')
      })
      .catch(() => {})
    const rows = () =>
      db.select().from(emailOutbox).where(eq(emailOutbox.subject, `Delivered | Beyond the Game`))
    await notice(member.id, 'Delivered')
    // this process listens: the commit's notification delivers it; a second run finds nothing
    await sweepMail()
    expect((await rows()).map((r) => r.transport)).toEqual(['outbox'])
    expect(await deliverQueuedMail()).toBe(0)
    expect(await rows()).toHaveLength(1)
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, 'Rolled back | Beyond the Game')),
    ).toEqual([])
  })
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

const openStream = async (user: TestUser, signal: AbortSignal) =>
  (await streamLoader({
    request: new Request(makeRequest('/api/notifications', { user }), { signal }),
    params: {},
    context: {},
  } as never)) as Response

test('the member stream delivers her own notices only; anonymous gets 401', async () => {
  expect((await callRoute(streamLoader, makeRequest('/api/notifications'))).status).toBe(401)
  const ctrlA = new AbortController()
  const ctrlB = new AbortController()
  const resA = await openStream(ana, ctrlA.signal)
  const resB = await openStream(bea, ctrlB.signal)
  expect(resA.headers.get('Content-Type')).toContain('text/event-stream')
  const a = resA.body!.getReader()
  const b = resB.body!.getReader()
  const secret = `for-bea-${randomUUID()}`
  const mine = `for-ana-${randomUUID()}`
  await notice(bea.id, secret)
  await notice(ana.id, mine)
  const textA = await readUntil(a, mine)
  expect(textA).toMatch(
    /event: notice\ndata: \{"notice":\{"id":"[0-9a-f-]+","kind":"question_answered"/,
  )
  expect(textA).toContain(`"unread":${await unreadOf(ana.id)}`)
  expect(textA).not.toContain(secret)
  const textB = await readUntil(b, secret)
  expect(textB).not.toContain(mine)
  ctrlA.abort()
  ctrlB.abort()
  await a.cancel().catch(() => {})
  await b.cancel().catch(() => {})
})
