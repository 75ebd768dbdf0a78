import { count, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { emailOutbox, newsletterSubscribers, userSubmissions, users } from '#app/db/schema'
import { VERIFY_EMAIL_FIRST } from '#app/features/accounts/session.server'
import { action as communityAction } from '#app/routes/site/community'
import {
  confirmedSubscribersCsv,
  listConfirmedSubscribers,
} from '#app/features/newsletter/newsletter.server'
import { loader as confirmLoader } from '#app/routes/auth/newsletter-confirm'
import { loader as csvLoader } from '#app/routes/api/newsletter-csv'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'

let ip = 0
function submit(form: Record<string, string | string[]>, user?: TestUser, fixedIp?: string) {
  const req = makeRequest('/community', { form, user })
  req.headers.set('x-client-ip', fixedIp ?? `10.1.0.${++ip}`)
  return callRoute(communityAction, req)
}
const storyCount = async () => (await db.select({ n: count() }).from(userSubmissions))[0]!.n
const story = {
  intent: 'story',
  title: 'My first marathon',
  content: 'Mile 20 was the hardest.',
  category: 'Personal Stories',
}

describe('story form', () => {
  test('a signed-in member submits a pending story', async () => {
    const u = await createUser()
    const res = await submit(story, u)
    expect(res.status).toBe(200)
    expect(res.data).toEqual({
      intent: 'story',
      ok: true,
      message: "Story submitted successfully! We'll review it soon.",
    })
    const [row] = await db.select().from(userSubmissions)
    expect(row).toMatchObject({
      title: 'My first marathon',
      status: 'pending',
      submissionType: 'story',
      userId: u.id,
    })
  })

  test('signed out: You must be logged in to submit, nothing stored', async () => {
    const before = await storyCount()
    const res = await submit(story)
    expect(res.status).toBe(401)
    expect(res.data.message).toBe('You must be logged in to submit')
    expect(await storyCount()).toBe(before)
  })

  test('an unverified member is asked to confirm her email first (403), nothing stored', async () => {
    const u = await createUser()
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, u.id))
    const before = await storyCount()
    const res = await submit(story, u)
    expect(res.status).toBe(403)
    expect(res.data).toMatchObject({ ok: false, message: VERIFY_EMAIL_FIRST })
    expect(await storyCount()).toBe(before)
  })

  test.each(['title', 'content', 'category'])(
    'missing %s: Please fill in all fields, nothing stored',
    async (field) => {
      const u = await createUser()
      const before = await storyCount()
      const res = await submit({ ...story, [field]: '  ' }, u)
      expect(res.status).toBe(400)
      expect(res.data.message).toBe('Please fill in all fields')
      expect(await storyCount()).toBe(before)
    },
  )

  test('an unknown category is refused', async () => {
    const u = await createUser()
    const res = await submit({ ...story, category: 'Gossip' }, u)
    expect(res.status).toBe(400)
    expect(res.data.errors.category).toBe('Please choose a category from the list')
  })

  test('posting the same form twice creates one story', async () => {
    const u = await createUser()
    const before = await storyCount()
    const key = crypto.randomUUID()
    expect((await submit({ ...story, idempotencyKey: key }, u)).data.ok).toBe(true)
    expect((await submit({ ...story, idempotencyKey: key }, u)).data.ok).toBe(true)
    expect(await storyCount()).toBe(before + 1)
  })

  test('two members posting a form with the same key (a shared cached page) each get their story', async () => {
    const [a, b] = [await createUser(), await createUser()]
    const before = await storyCount()
    const key = crypto.randomUUID()
    expect((await submit({ ...story, idempotencyKey: key }, a)).data.ok).toBe(true)
    expect((await submit({ ...story, idempotencyKey: key }, b)).data.ok).toBe(true)
    expect(await storyCount()).toBe(before + 2)
  })

  test('too many stories in a window: 429', async () => {
    const u = await createUser()
    for (let i = 0; i < 10; i++) expect((await submit(story, u)).status).toBe(200)
    const res = await submit(story, u)
    expect(res.status).toBe(429)
    expect(res.data.message).toBe('Too many submissions. Please wait a minute and try again.')
  })
})

describe('newsletter form', () => {
  const form = {
    intent: 'newsletter',
    first_name: 'Ava',
    last_name: 'Lee',
    email: 'Ava.Lee@Example.test',
    sports: ['Soccer', 'Tennis'],
    interests: ['Nutrition'],
  }

  test('stores a pending subscriber, mails a hashed-token link; confirming makes them exportable', async () => {
    const res = await submit(form)
    expect(res.data).toEqual({
      intent: 'newsletter',
      ok: true,
      message: 'Successfully subscribed to newsletter!',
      detail:
        'A confirmation email is on its way: open its link to start receiving the newsletter.',
    })
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ava.lee@example.test'))
    expect(row).toMatchObject({
      status: 'pending',
      firstName: 'Ava',
      sports: ['Soccer', 'Tennis'],
      interests: ['Nutrition'],
    })
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'ava.lee@example.test'))
    const token = /newsletter\/confirm\?token=([\w-]+)/.exec(mail!.text)![1]!
    expect(row!.confirmTokenHash).not.toContain(token)
    expect(await listConfirmedSubscribers()).toEqual([])

    const confirmed = await callRoute(
      confirmLoader,
      makeRequest(`/newsletter/confirm?token=${token}`),
    )
    expect(confirmed.status).toBe(302)
    expect((await listConfirmedSubscribers()).map((s) => s.email)).toEqual(['ava.lee@example.test'])
    // a used token does nothing
    await callRoute(confirmLoader, makeRequest(`/newsletter/confirm?token=${token}`))
    expect(await listConfirmedSubscribers()).toHaveLength(1)
    expect(await confirmedSubscribersCsv()).toMatch(
      /^email,first_name,last_name,sports,interests,confirmed_at\r\n"ava.lee@example.test","Ava","Lee","Soccer; Tennis","Nutrition",/,
    )
  })

  test("the form does not change a confirmed subscriber's details until the inbox confirms", async () => {
    const email = 'confirmed.ava@example.test'
    await db.insert(newsletterSubscribers).values({
      email,
      firstName: 'Ava',
      lastName: 'Lee',
      sports: ['Soccer'],
      status: 'confirmed',
      confirmedAt: new Date(),
    })
    const res = await submit({ ...form, email, first_name: 'Mallory', sports: [] })
    expect(res.data.ok).toBe(true)
    const read = async () =>
      (
        await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
      )[0]!
    expect(await read()).toMatchObject({
      firstName: 'Ava',
      sports: ['Soccer'],
      status: 'confirmed',
    })
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email))
    expect(mails.at(-1)!.subject).toMatch(/Confirm the changes/)
    const token = /newsletter\/confirm\?token=([\w-]+)/.exec(mails.at(-1)!.text)![1]!
    await callRoute(confirmLoader, makeRequest(`/newsletter/confirm?token=${token}`))
    expect(await read()).toMatchObject({
      firstName: 'Mallory',
      sports: [],
      status: 'confirmed',
      pendingProfile: null,
    })
  })

  test('re-subscribing updates the one row', async () => {
    await submit({ ...form, email: 'twice@example.test' })
    await submit({ ...form, email: 'TWICE@example.test', first_name: 'Avery', sports: [] })
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'twice@example.test'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ firstName: 'Avery', sports: [] })
  })

  test.each(['first_name', 'last_name', 'email'])(
    'missing %s: Please fill in all required fields, nothing stored',
    async (field) => {
      const before = (await db.select({ n: count() }).from(newsletterSubscribers))[0]!.n
      const res = await submit({ ...form, email: 'someone@example.test', [field]: '' })
      expect(res.status).toBe(400)
      expect(res.data.message).toBe('Please fill in all required fields')
      expect((await db.select({ n: count() }).from(newsletterSubscribers))[0]!.n).toBe(before)
    },
  )

  test('an invalid email is refused', async () => {
    const res = await submit({ ...form, email: 'nope' })
    expect(res.status).toBe(400)
    expect(res.data.errors.email).toBe('Please enter a valid email address')
  })

  test('rate limit per IP', async () => {
    for (let i = 0; i < 10; i++)
      await submit({ ...form, email: `r${i}@example.test` }, undefined, '198.51.100.9')
    const res = await submit({ ...form, email: 'r11@example.test' }, undefined, '198.51.100.9')
    expect(res.status).toBe(429)
  })

  test('CSV export: admins only', async () => {
    const member = await createUser()
    const admin = await createUser({ role: 'admin' })
    expect((await callRoute(csvLoader, makeRequest('/admin/newsletter.csv'))).status).toBe(401)
    expect(
      (await callRoute(csvLoader, makeRequest('/admin/newsletter.csv', { user: member }))).status,
    ).toBe(403)
    const ok = await callRoute(csvLoader, makeRequest('/admin/newsletter.csv', { user: admin }))
    expect(ok.status).toBe(200)
    expect(ok.headers.get('Content-Type')).toContain('text/csv')
  })

  test('CSV cells cannot start a formula', async () => {
    await db.insert(newsletterSubscribers).values({
      email: 'f@example.test',
      firstName: '=HYPERLINK("x")',
      lastName: 'L',
      status: 'confirmed',
      confirmedAt: new Date(),
    })
    expect(await confirmedSubscribersCsv()).toContain(`"'=HYPERLINK(""x"")"`)
  })
})
