import { and, eq } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import * as schema from '#app/db/schema'
import {
  answers,
  auditLogs,
  contentReports,
  hubs,
  memberNotifications,
  products,
  questions,
  siteSettings,
  storyComments,
  userSubmissions,
  users,
} from '#app/db/schema'
import * as queueRoute from '#app/routes/admin/review-queue'
import * as reviewsRoute from '#app/routes/admin/reviews'
import * as qaRoute from '#app/routes/admin/qa'
import * as community from '#app/routes/site/community'
import * as questionPage from '#app/routes/site/question'
import * as storyPage from '#app/routes/site/story'
import * as productPage from '#app/routes/site/product'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import type { QueueItem } from './review-queue.server'
import { QUEUE_TABLES } from './review-queue.server'
import type { ContentKind } from './review-queue.schema'

const DAY = 86_400_000

/** An older account with an approved story: a trusted member whose posts publish at once. */
async function trustedMember() {
  const u = await createUser()
  await db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 30 * DAY) })
    .where(eq(users.id, u.id))
  await db.insert(userSubmissions).values({
    title: 'An earlier story',
    content: 'Approved before.',
    category: 'Other',
    userId: u.id,
    status: 'approved',
  })
  return u
}

const post = (
  route: { action: (a: any) => unknown },
  url: string,
  user: TestUser | null,
  form: Record<string, string | string[]>,
  params: Record<string, string> = {},
) => callRoute(route.action, makeRequest(url, { user, form }), params)

const queue = async (user: TestUser | null, qs = '') =>
  callRoute(queueRoute.loader, makeRequest(`/admin/queue${qs}`, { user }))
const decide = (user: TestUser | null, form: Record<string, string | string[]>) =>
  post(queueRoute, '/admin/queue', user, form)

async function approvedStory(author: TestUser, title = 'Game day') {
  const [s] = await db
    .insert(userSubmissions)
    .values({ title, content: 'We won.', category: 'Other', userId: author.id, status: 'approved' })
    .returning()
  return s!
}

/** Tables with a moderation state: a status of the submission/discussion enums, or a user_id
 * with a rejection reason, moderation note, reviewer or hidden mark. */
function moderatedTables(): string[] {
  const moderated = new Set(['submission_status', 'discussion_status'])
  const marks = ['rejection_reason', 'moderation_note', 'reviewed_by', 'hidden_at']
  return (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => v instanceof PgTable)
    .map((t) => getTableConfig(t))
    .filter(({ columns }) => {
      const names = columns.map((c) => c.name)
      const statusEnum = columns.some(
        (c) =>
          c.name === 'status' &&
          moderated.has((c as { enum?: { enumName?: string } }).enum?.enumName ?? ''),
      )
      return statusEnum || (names.includes('user_id') && marks.some((m) => names.includes(m)))
    })
    .map((t) => t.name)
}

beforeAll(async () => {
  await db
    .insert(hubs)
    .values(
      ['game-face', 'fit-check', 'brand-u', 'on-record'].map((id) => ({
        id,
        title: id,
        description: id,
        icon: 'x',
        color: 'x',
      })),
    )
    .onConflictDoNothing()
})

describe('review queue', () => {
  test('every table of member content with a moderation state is a kind of the queue', () => {
    const tables = moderatedTables()
    expect(tables.length).toBeGreaterThanOrEqual(4)
    for (const table of tables)
      expect(
        QUEUE_TABLES[table],
        `table ${table} holds member content with a moderation state but the review queue does not list it: map it to a kind in QUEUE_TABLES (app/features/moderation/review-queue.server.ts)`,
      ).toBeTruthy()
  })

  test('one pending item of every kind (new account, banned words) and an open report appear, oldest first', async () => {
    const trusted = await trustedMember()
    const fresh = await createUser({ displayName: 'Fresh Face' })
    await db.update(users).set({ birthDate: '2012-05-01' }).where(eq(users.id, fresh.id))
    await db.insert(siteSettings).values({ key: 'banned_words', value: ['spamword'] })
    const story = await approvedStory(trusted)
    const ask = await post(community, '/community', trusted, {
      intent: 'ask',
      title: 'Recovery after doubles?',
      body: 'Legs gone.',
      hubId: 'game-face',
    })
    expect(ask.data.message).toMatch(/live/)
    const [question] = await db.select().from(questions).where(eq(questions.userId, trusted.id))

    const [product] = await db
      .insert(products)
      .values({
        slug: `queue-pick-${Date.now()}`,
        title: 'Queue Pick Shorts',
        brand: 'Test',
        price: 20,
        affiliateUrl: 'https://shop.example/shorts',
        hubId: 'fit-check',
      })
      .returning()
    // one way in per kind: the public forms, as the new account (and a banned word)
    const create: Record<ContentKind, () => Promise<unknown>> = {
      story: () =>
        post(community, '/community', fresh, {
          intent: 'story',
          title: 'My first race',
          content: 'I was so nervous.',
          category: 'Personal Stories',
        }),
      question: () =>
        post(community, '/community', fresh, {
          intent: 'ask',
          title: 'Which spikes?',
          body: 'For the 400 m.',
          hubId: 'fit-check',
        }),
      answer: () =>
        post(
          questionPage,
          `/community/questions/${question!.id}`,
          fresh,
          { intent: 'answer', questionId: question!.id, body: 'Ice baths help me.' },
          { questionId: question!.id },
        ),
      comment: () =>
        post(
          storyPage,
          `/community/story/${story.id}`,
          trusted,
          { intent: 'comment', storyId: story.id, body: 'Buy spamword now' },
          { storyId: story.id },
        ),
      review: () =>
        post(
          productPage,
          `/products/${product!.slug}`,
          fresh,
          { intent: 'review', rating: '4', body: 'Held up through a whole season of practice.' },
          { slug: product!.slug },
        ),
    }
    for (const table of moderatedTables()) {
      const kind = QUEUE_TABLES[table]!
      const r = (await create[kind]()) as { status: number }
      expect(r.status, `creating a pending ${kind}`).toBe(200)
    }
    for (let i = 0; i < 3; i++) {
      const reporter = await createUser()
      const r = await post(
        storyPage,
        `/community/story/${story.id}`,
        reporter,
        { intent: 'report', itemType: 'story', itemId: story.id, reason: 'spam', details: '' },
        { storyId: story.id },
      )
      expect(r.status).toBe(200)
    }

    const editor = await createUser({ role: 'editor' })
    const all = await queue(editor)
    expect(all.status).toBe(200)
    const items = all.data.items as QueueItem[]
    for (const kind of [...new Set(Object.values(QUEUE_TABLES)), 'report'] as const) {
      const found = items.filter((i) => i.kind === kind)
      expect(found, `kind ${kind} is listed in the queue`).toHaveLength(1)
      expect(all.data.counts[kind]).toBe(1)
      const only = await queue(editor, `?kind=${kind}`)
      expect((only.data.items as QueueItem[]).map((i) => i.kind)).toEqual([kind])
    }
    const times = items.map((i) => new Date(i.createdAt).getTime())
    expect(times).toEqual([...times].sort((a, b) => a - b))
    const byKind = Object.fromEntries(items.map((i) => [i.kind, i]))
    expect(byKind.story).toMatchObject({
      authorName: 'Fresh Face',
      authorMinor: true,
      authorDays: 0,
      link: '/community',
    })
    expect(byKind.answer).toMatchObject({
      link: `/community/questions/${question!.id}`,
      parentTitle: 'Recovery after doubles?',
      note: 'Account younger than 7 days',
    })
    expect(byKind.comment).toMatchObject({
      link: `/community/story/${story.id}`,
      note: 'Banned words: spamword',
      authorMinor: false,
    })
    expect(byKind.review).toMatchObject({
      link: `/products/${product!.slug}`,
      parentTitle: 'Queue Pick Shorts',
      authorName: 'Fresh Face',
    })
    expect(byKind.report).toMatchObject({
      id: story.id,
      hidden: false,
      reports: { count: 3, trusted: 0, reasons: ['spam'] },
    })
  })

  test('reject with a reason, approve, bulk: stored, audited, the author told; reports kept or upheld', async () => {
    const trusted = await trustedMember()
    const author = await createUser()
    const story = await approvedStory(trusted, 'Hosting story')
    const comment = async (body: string) =>
      (
        await db
          .insert(storyComments)
          .values({ storyId: story.id, userId: author.id, body, status: 'pending' })
          .returning()
      )[0]!
    const c1 = await comment('First comment')
    const editor = await createUser({ role: 'editor' })

    const missing = await decide(editor, { intent: 'reject', item: `comment:${c1.id}` })
    expect([missing.status, missing.data.errors]).toEqual([
      400,
      { reason: 'Please choose a reason' },
    ])
    const other = await decide(editor, {
      intent: 'reject',
      item: `comment:${c1.id}`,
      reason: 'other',
    })
    expect(other.data.errors).toEqual({ details: 'Please say why in a few words' })
    expect((await decide(editor, { intent: 'approve', item: 'comment:not-a-uuid' })).status).toBe(
      400,
    )
    expect((await decide(editor, { intent: 'approve' })).data.errors).toEqual({
      item: 'Select at least one item',
    })

    const rejected = await decide(editor, {
      intent: 'reject',
      item: `comment:${c1.id}`,
      reason: 'unkind',
      details: 'Please keep it friendly.',
    })
    expect(rejected.status).toBe(200)
    const [row] = await db.select().from(storyComments).where(eq(storyComments.id, c1.id))
    expect(row).toMatchObject({
      status: 'rejected',
      rejectionReason: 'It is unkind or hurtful to someone. Please keep it friendly.',
      reviewedBy: editor.id,
    })
    const notes = await db
      .select()
      .from(memberNotifications)
      .where(eq(memberNotifications.userId, author.id))
    expect(notes).toEqual([
      expect.objectContaining({
        kind: 'content_rejected',
        title: 'Your comment was not published',
        body: 'Reason: It is unkind or hurtful to someone. Please keep it friendly.',
        link: '/profile',
        itemType: 'comment',
        itemId: c1.id,
      }),
    ])
    // the moderator is never named to the author
    expect(JSON.stringify(notes)).not.toContain(editor.email)
    const again = await decide(editor, { intent: 'approve', item: `comment:${c1.id}` })
    expect(again.status).toBe(409)

    // bulk approve: a comment and a question, each audited and its author told
    const c2 = await comment('Second comment')
    const [q] = await db
      .insert(questions)
      .values({ userId: author.id, hubId: 'game-face', title: 'Pending Q', body: 'Body' })
      .returning()
    const bulk = await decide(editor, {
      intent: 'approve',
      item: [`comment:${c2.id}`, `question:${q!.id}`],
    })
    expect([bulk.status, bulk.data.message]).toEqual([200, '2 items were approved'])
    expect((await db.select().from(questions).where(eq(questions.id, q!.id)))[0]!.status).toBe(
      'published',
    )
    const approvedNotes = await db
      .select({ title: memberNotifications.title, link: memberNotifications.link })
      .from(memberNotifications)
      .where(
        and(
          eq(memberNotifications.userId, author.id),
          eq(memberNotifications.kind, 'content_approved'),
        ),
      )
    expect(approvedNotes).toEqual(
      expect.arrayContaining([
        { title: 'Your comment was approved', link: `/community/story/${story.id}` },
        { title: 'Your question was approved', link: `/community/questions/${q!.id}` },
      ]),
    )
    const audit = await db
      .select({ action: auditLogs.action, entityId: auditLogs.entityId, userId: auditLogs.userId })
      .from(auditLogs)
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'reject', entityId: c1.id, userId: editor.id },
        { action: 'approve', entityId: c2.id, userId: editor.id },
        { action: 'approve', entityId: q!.id, userId: editor.id },
      ]),
    )

    // a reported answer removed: hidden with the reason, reports closed, author told
    const [a] = await db
      .insert(answers)
      .values({
        questionId: q!.id,
        userId: author.id,
        body: 'Reported answer',
        status: 'published',
      })
      .returning()
    await db
      .insert(contentReports)
      .values({ itemType: 'answer', itemId: a!.id, userId: trusted.id, reason: 'spam' })
    const removed = await decide(editor, {
      intent: 'reject',
      item: `report-answer:${a!.id}`,
      reason: 'spam',
    })
    expect(removed.status).toBe(200)
    const [gone] = await db.select().from(answers).where(eq(answers.id, a!.id))
    expect(gone).toMatchObject({ status: 'hidden', rejectionReason: 'It is spam or advertising' })
    const open = await db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.itemId, a!.id), eq(contentReports.status, 'open')))
    expect(open).toEqual([])
    const left = (await queue(editor)).data.items as QueueItem[]
    expect(left.filter((i) => [c1.id, c2.id, q!.id, a!.id].includes(i.id))).toEqual([])
  })

  test('the stories and Q&A screens tell the author too', async () => {
    const author = await createUser()
    const editor = await createUser({ role: 'editor' })
    const [s1] = await db
      .insert(userSubmissions)
      .values({ title: 'Pending one', content: 'x', category: 'Other', userId: author.id })
      .returning()
    const r = await post(reviewsRoute, '/admin/reviews', editor, {
      intent: 'reject',
      id: s1!.id,
      reason: 'Please remove the phone number',
    })
    expect(r.status).toBe(200)
    const notes = await db
      .select({ title: memberNotifications.title, body: memberNotifications.body })
      .from(memberNotifications)
      .where(eq(memberNotifications.userId, author.id))
    expect(notes).toEqual([
      { title: 'Your story was not published', body: 'Reason: Please remove the phone number' },
    ])

    const [q] = await db
      .insert(questions)
      .values({ userId: author.id, hubId: 'game-face', title: 'Qa screen', body: 'Body' })
      .returning()
    const [a] = await db
      .insert(answers)
      .values({ questionId: q!.id, userId: author.id, body: 'An answer' })
      .returning()
    expect(
      (await post(qaRoute, '/admin/qa', editor, { intent: 'approve', kind: 'question', id: q!.id }))
        .status,
    ).toBe(200)
    expect(
      (await post(qaRoute, '/admin/qa', editor, { intent: 'reject', kind: 'answer', id: a!.id }))
        .status,
    ).toBe(200)
    const qaNotes = await db
      .select({ title: memberNotifications.title, link: memberNotifications.link })
      .from(memberNotifications)
      .where(eq(memberNotifications.userId, author.id))
    expect(qaNotes).toEqual(
      expect.arrayContaining([
        { title: 'Your question was approved', link: `/community/questions/${q!.id}` },
        { title: 'Your answer was not published', link: '/profile' },
      ]),
    )
  })

  test('anonymous and members are refused and nothing changes', async () => {
    const member = await createUser()
    const trusted = await trustedMember()
    const story = await approvedStory(trusted)
    const [c] = await db
      .insert(storyComments)
      .values({ storyId: story.id, userId: member.id, body: 'Wait', status: 'pending' })
      .returning()
    expect((await queue(null)).status).toBe(401)
    expect((await queue(member)).status).toBe(403)
    expect((await queue(await createUser({ role: 'admin' }))).status).toBe(200)
    for (const who of [null, member]) {
      const r = await decide(who, { intent: 'approve', item: `comment:${c!.id}` })
      expect(r.status).toBe(who ? 403 : 401)
    }
    const [row] = await db.select().from(storyComments).where(eq(storyComments.id, c!.id))
    expect(row!.status).toBe('pending')
    expect(await db.select().from(auditLogs).where(eq(auditLogs.entityId, c!.id))).toEqual([])
    expect(
      await db.select().from(memberNotifications).where(eq(memberNotifications.userId, member.id)),
    ).toEqual([])
  })
})

describe('fair reports', () => {
  const report = (user: TestUser, storyId: string) =>
    post(
      storyPage,
      `/community/story/${storyId}`,
      user,
      {
        intent: 'report',
        itemType: 'story',
        itemId: storyId,
        reason: 'inappropriate',
        details: '',
      },
      { storyId },
    )
  const publicStory = (storyId: string) =>
    callRoute(storyPage.loader, makeRequest(`/community/story/${storyId}`), { storyId })

  test('three new accounts cannot hide a story; three trusted members can', async () => {
    const author = await trustedMember()
    const story = await approvedStory(author, 'Keep me up')
    for (let i = 0; i < 3; i++)
      expect((await report(await createUser(), story.id)).status).toBe(200)
    // an old account without any approved contribution counts for little too
    const idle = await createUser()
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 90 * DAY) })
      .where(eq(users.id, idle.id))
    await report(idle, story.id)
    expect((await publicStory(story.id)).status).toBe(200)

    for (let i = 0; i < 2; i++) await report(await trustedMember(), story.id)
    expect((await publicStory(story.id)).status).toBe(200)
    await report(await trustedMember(), story.id)
    expect((await publicStory(story.id)).status).toBe(404)
    const [row] = await db.select().from(userSubmissions).where(eq(userSubmissions.id, story.id))
    expect(row!.hiddenAt).not.toBeNull()
  })

  test('staff count fully', async () => {
    const author = await trustedMember()
    const story = await approvedStory(author, 'Staff reported')
    for (let i = 0; i < 3; i++) await report(await createUser({ role: 'editor' }), story.id)
    expect((await publicStory(story.id)).status).toBe(404)
  })
})
