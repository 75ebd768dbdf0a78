import { count, eq } from 'drizzle-orm'
import { beforeAll, beforeEach, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { auditLogs, contactMessages, contactReplies, emailOutbox } from '#app/db/schema'
import * as contactRoute from '#app/routes/site/contact'
import * as inboxRoute from '#app/routes/admin/inbox'
import * as messageRoute from '#app/routes/admin/inbox-message'
import { getEnv } from '#app/utils/env.server'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { purgeArchivedMessages } from './inbox.server'

let editor: TestUser
let member: TestUser

async function addMessage(values: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      kind: 'contact',
      name: 'Jordan Lee',
      email: 'jordan@example.test',
      subject: 'Question about NIL deals',
      message: 'How do I know if a brand deal is fair for a college athlete?',
      ...values,
    })
    .returning()
  return row!
}

async function snapshot() {
  const [[m], [r], [a], [o]] = await Promise.all([
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(contactReplies),
    db.select({ n: count() }).from(auditLogs),
    db.select({ n: count() }).from(emailOutbox),
  ])
  const statuses = await db
    .select({ id: contactMessages.id, status: contactMessages.status })
    .from(contactMessages)
  return { messages: m!.n, replies: r!.n, audits: a!.n, mails: o!.n, statuses }
}

beforeAll(async () => {
  editor = await createUser({ role: 'editor', displayName: 'Erin Editor' })
  member = await createUser()
})

beforeEach(async () => {
  await db.delete(contactMessages)
})

test('anonymous and members are refused on every inbox loader and action; nothing changes', async () => {
  const message = await addMessage()
  const before = await snapshot()
  for (const user of [null, member]) {
    const list = await callRoute(inboxRoute.loader, makeRequest('/admin/inbox', { user }))
    expect([302, 401, 403]).toContain(list.status)
    const one = await callRoute(
      messageRoute.loader,
      makeRequest(`/admin/inbox/${message.id}`, { user }),
      { messageId: message.id },
    )
    expect([302, 401, 403]).toContain(one.status)
    const forms: Record<string, string>[] = [
      { intent: 'reply', body: 'Hello there' },
      { intent: 'status', status: 'archived' },
      { intent: 'delete' },
    ]
    for (const form of forms) {
      const res = await callRoute(
        messageRoute.action,
        makeRequest(`/admin/inbox/${message.id}`, { user, form }),
        { messageId: message.id },
      )
      expect([302, 401, 403]).toContain(res.status)
    }
  }
  expect(await snapshot()).toEqual(before)
})

test('editors list, filter and search messages with counts by status', async () => {
  await addMessage()
  await addMessage({
    kind: 'business',
    name: 'Sam Rivera',
    email: 'sam@brand.example',
    company: 'Courtside Skin',
    subject: 'Brand partnership',
    status: 'replied',
  })
  const all = await callRoute(inboxRoute.loader, makeRequest('/admin/inbox', { user: editor }))
  expect(all.status).toBe(200)
  expect(all.data.total).toBe(2)
  expect(all.data.counts).toEqual({ new: 1, replied: 1, archived: 0 })

  const business = await callRoute(
    inboxRoute.loader,
    makeRequest('/admin/inbox?kind=business', { user: editor }),
  )
  expect(business.data.items.map((i: { name: string }) => i.name)).toEqual(['Sam Rivera'])

  const search = await callRoute(
    inboxRoute.loader,
    makeRequest('/admin/inbox?q=courtside', { user: editor }),
  )
  expect(search.data.items).toHaveLength(1)

  // a LIKE wildcard in the search is literal text, and bad filters fall back to defaults
  const wildcard = await callRoute(
    inboxRoute.loader,
    makeRequest('/admin/inbox?q=%25&status=bogus&page=-4', { user: editor }),
  )
  expect(wildcard.status).toBe(200)
  expect(wildcard.data.total).toBe(0)
  expect(wildcard.data.filter).toMatchObject({ status: 'all', page: 1 })
})

test('a reply is emailed, kept with the message, marks it replied and is audited', async () => {
  const message = await addMessage()
  const res = await callRoute(
    messageRoute.action,
    makeRequest(`/admin/inbox/${message.id}`, {
      user: editor,
      form: { intent: 'reply', body: 'Thanks for asking! Our Brand U guide covers this.' },
    }),
    { messageId: message.id },
  )
  expect(res.status).toBe(200)
  expect(res.data).toMatchObject({ ok: true, message: 'Reply sent to jordan@example.test' })

  const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, message.id))
  expect(stored!.status).toBe('replied')
  expect(stored!.repliedAt).toBeInstanceOf(Date)
  const replies = await db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, message.id))
  expect(replies).toMatchObject([
    { body: 'Thanks for asking! Our Brand U guide covers this.', sentTo: 'jordan@example.test' },
  ])
  const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'jordan@example.test'))
  expect(mail.at(-1)!.subject).toBe('Re: Question about NIL deals')
  expect(mail.at(-1)!.text).toContain('Our Brand U guide covers this.')
  const audit = await db.select().from(auditLogs).where(eq(auditLogs.entityId, message.id))
  expect(audit.map((a) => a.action)).toContain('reply')

  const view = await callRoute(
    messageRoute.loader,
    makeRequest(`/admin/inbox/${message.id}`, { user: editor }),
    { messageId: message.id },
  )
  expect(view.data.message.replies).toHaveLength(1)
  expect(view.data.message.replies[0].authorName).toBe('Erin Editor')
})

test('bad input is a 4xx with a message and changes nothing', async () => {
  const message = await addMessage()
  const before = await snapshot()
  const cases: [Record<string, string>, number, string][] = [
    [{ intent: 'reply', body: '   ' }, 400, 'Reply is required'],
    [{ intent: 'reply', body: 'x'.repeat(5001) }, 400, 'Reply must be less than 5000 characters'],
    [{ intent: 'status', status: 'replied' }, 400, 'Unknown status'],
    [{ intent: 'explode' }, 400, 'Unknown action'],
  ]
  for (const [form, status, text] of cases) {
    const res = await callRoute(
      messageRoute.action,
      makeRequest(`/admin/inbox/${message.id}`, { user: editor, form }),
      { messageId: message.id },
    )
    expect(res.status).toBe(status)
    expect(res.data.message).toBe(text)
  }
  const missing = await callRoute(
    messageRoute.action,
    makeRequest('/admin/inbox/not-a-uuid', { user: editor, form: { intent: 'delete' } }),
    { messageId: 'not-a-uuid' },
  )
  expect(missing.status).toBe(404)
  expect(await snapshot()).toEqual(before)
})

test('archive, move back and delete; each audited', async () => {
  const message = await addMessage()
  const call = (form: Record<string, string>) =>
    callRoute(
      messageRoute.action,
      makeRequest(`/admin/inbox/${message.id}`, { user: editor, form }),
      { messageId: message.id },
    )
  expect((await call({ intent: 'status', status: 'archived' })).status).toBe(200)
  let [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, message.id))
  expect(row!.status).toBe('archived')
  expect(row!.archivedAt).toBeInstanceOf(Date)

  await call({ intent: 'status', status: 'new' })
  ;[row] = await db.select().from(contactMessages).where(eq(contactMessages.id, message.id))
  expect(row).toMatchObject({ status: 'new', archivedAt: null })

  const deleted = await call({ intent: 'delete' })
  expect(deleted.status).toBe(302)
  expect(deleted.location).toBe('/admin/inbox')
  expect(await db.$count(contactMessages, eq(contactMessages.id, message.id))).toBe(0)
  const actions = (await db.select().from(auditLogs).where(eq(auditLogs.entityId, message.id))).map(
    (a) => a.action,
  )
  expect(actions).toEqual(expect.arrayContaining(['archive', 'unarchive', 'hard_delete']))
})

test('retention deletes only archived messages past the period', async () => {
  const day = 24 * 60 * 60 * 1000
  const days = getEnv().INBOX_RETENTION_DAYS
  const old = await addMessage({
    status: 'archived',
    archivedAt: new Date(Date.now() - (days + 1) * day),
  })
  const recent = await addMessage({
    status: 'archived',
    archivedAt: new Date(Date.now() - (days - 1) * day),
  })
  const open = await addMessage({ createdAt: new Date(Date.now() - (days + 30) * day) })
  expect(await purgeArchivedMessages()).toBe(1)
  const left = (await db.select({ id: contactMessages.id }).from(contactMessages)).map((r) => r.id)
  expect(left).not.toContain(old.id)
  expect(left).toEqual(expect.arrayContaining([recent.id, open.id]))
})

test('a contact form message reaches the staff address when one is configured', async () => {
  const env = getEnv()
  const previous = env.STAFF_INBOX_EMAIL
  env.STAFF_INBOX_EMAIL = 'staff@beyondthegame.example'
  try {
    const res = await callRoute(
      contactRoute.action,
      makeRequest('/contact', {
        form: {
          name: 'Ava Chen',
          email: 'ava@example.test',
          subject: 'Story idea',
          message: 'I would love to share how I balance rowing and college.',
        },
      }),
    )
    expect(res.status).toBe(200)
    const [stored] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ava@example.test'))
    expect(stored!.status).toBe('new')
    const notices = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'staff@beyondthegame.example'))
    expect(notices.at(-1)!.subject).toBe('New contact message: Story idea')
    expect(notices.at(-1)!.text).toContain(`/admin/inbox/${stored!.id}`)
  } finally {
    env.STAFF_INBOX_EMAIL = previous
  }
})
