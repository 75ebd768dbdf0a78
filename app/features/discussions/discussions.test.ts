import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import {
  answerHelpfulMarks,
  answers,
  auditLogs,
  contentReports,
  hubs,
  questions,
  rateLimits,
  emailOutbox,
  siteSettings,
  storyComments,
  storyReactions,
  userSubmissions,
  users,
} from '#app/db/schema'
import { VERIFY_EMAIL_FIRST } from '#app/features/accounts/session.server'
import * as qaAdmin from '#app/routes/admin/qa'
import * as reviews from '#app/routes/admin/reviews'
import * as community from '#app/routes/site/community'
import * as questionPage from '#app/routes/site/question'
import * as storyPage from '#app/routes/site/story'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { DISCUSSION_MESSAGES as M } from './discussions.schema'

const DAY = 86_400_000

/** A verified member whose account is older than the new-account window. */
async function trustedMember() {
  const u = await createUser()
  await db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 30 * DAY) })
    .where(eq(users.id, u.id))
  return u
}

/** A trusted member with an approved story: only such reporters can hide an item. */
async function trustedReporter() {
  const u = await trustedMember()
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
  form: Record<string, string>,
  params: Record<string, string> = {},
) => callRoute(route.action, makeRequest(url, { user, form }), params)

const ask = (user: TestUser | null, form: Record<string, string>) =>
  post(community, '/community', user, { intent: 'ask', ...form })

async function publishedQuestion(user: TestUser) {
  const r = await ask(user, {
    title: 'How do you recover after doubles?',
    body: 'Two practices a day and my legs are gone. Tips?',
    hubId: 'game-face',
  })
  expect(r.data).toMatchObject({ ok: true, message: M.published })
  const [q] = await db.select().from(questions).where(eq(questions.userId, user.id))
  return q!
}

const answerOn = (user: TestUser, questionId: string, body: string) =>
  post(
    questionPage,
    `/community/questions/${questionId}`,
    user,
    { intent: 'answer', questionId, body },
    { questionId },
  )

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

describe('questions and answers', () => {
  test('a trusted member publishes at once; a new account or a banned word waits; bad input stores nothing', async () => {
    const trusted = await trustedMember()
    const q = await publishedQuestion(trusted)
    expect(q).toMatchObject({ status: 'published', moderationNote: null, hubId: 'game-face' })

    const fresh = await createUser()
    const r1 = await ask(fresh, { title: 'First question', body: 'Hello all', hubId: 'brand-u' })
    expect([r1.status, r1.data.message]).toEqual([200, M.pending])
    await db.insert(siteSettings).values({ key: 'banned_words', value: ['spamword'] })
    const another = await trustedMember()
    const r2 = await ask(another, {
      title: 'Buy now',
      body: 'Cheap SPAMWORD deals',
      hubId: 'fit-check',
    })
    expect(r2.data.message).toBe(M.pending)
    const waiting = await db.select().from(questions).where(eq(questions.status, 'pending'))
    expect(waiting.map((w) => w.moderationNote).sort()).toEqual([
      'Account younger than 7 days',
      'Banned words: spamword',
    ])
    // only the published question is on /community
    const page = await callRoute(community.loader, makeRequest('/community'))
    expect(page.data.questions.map((x: { id: string }) => x.id)).toEqual([q.id])

    const before = (await db.select().from(questions)).length
    const bad: [Record<string, string>, string][] = [
      [{ title: '', body: 'x', hubId: 'game-face' }, 'Title is required'],
      [{ title: 't', body: ' ', hubId: 'game-face' }, 'Your question is required'],
      [{ title: 't', body: 'x', hubId: 'hype-circle' }, 'Please choose a hub'],
      [
        { title: 'x'.repeat(151), body: 'x', hubId: 'game-face' },
        'Title must be less than 150 characters',
      ],
      [
        { title: 't', body: 'x'.repeat(5001), hubId: 'game-face' },
        'Your question must be less than 5000 characters',
      ],
    ]
    for (const [form, message] of bad) {
      const r = await ask(trusted, form)
      expect([r.status, r.data.message]).toEqual([400, message])
    }
    const anon = await ask(null, { title: 't', body: 'x', hubId: 'game-face' })
    expect(anon.status).toBe(302)
    const unverified = await trustedMember()
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id))
    const u = await ask(unverified, { title: 't', body: 'x', hubId: 'game-face' })
    expect([u.status, u.data.message]).toEqual([403, VERIFY_EMAIL_FIRST])
    expect((await db.select().from(questions)).length).toBe(before)
  })

  test('answers, one helpful mark per member, own answers cannot be marked', async () => {
    const asker = await trustedMember()
    const helper = await trustedMember()
    const reader = await trustedMember()
    const q = await publishedQuestion(asker)
    const r = await answerOn(helper, q.id, 'Legs up the wall for ten minutes, then sleep.')
    expect(r.data).toMatchObject({ ok: true, message: M.published })
    const [a] = await db.select().from(answers).where(eq(answers.questionId, q.id))
    expect(a).toMatchObject({ status: 'published', userId: helper.id, helpfulCount: 0 })

    const mark = (user: TestUser, answerId: string) =>
      post(
        questionPage,
        `/community/questions/${q.id}`,
        user,
        { intent: 'helpful', answerId },
        { questionId: q.id },
      )
    expect((await mark(reader, a!.id)).data.message).toBe(M.helpfulMarked)
    const again = await mark(reader, a!.id)
    expect([again.status, again.data.message]).toEqual([409, M.helpfulAlready])
    const own = await mark(helper, a!.id)
    expect([own.status, own.data.message]).toEqual([403, M.helpfulOwn])
    expect((await mark(reader, randomUUID())).status).toBe(404)
    const [after] = await db.select().from(answers).where(eq(answers.id, a!.id))
    expect(after!.helpfulCount).toBe(1)
    expect(
      await db.select().from(answerHelpfulMarks).where(eq(answerHelpfulMarks.answerId, a!.id)),
    ).toHaveLength(1)

    // answers to unknown or unpublished questions are refused
    const pending = await createUser()
    await ask(pending, { title: 'Waiting', body: 'x', hubId: 'game-face' })
    const [waiting] = await db.select().from(questions).where(eq(questions.userId, pending.id))
    for (const questionId of [waiting!.id, randomUUID()]) {
      const res = await answerOn(helper, questionId, 'An answer')
      expect([res.status, res.data.message]).toEqual([404, M.questionNotFound])
    }
    const empty = await answerOn(helper, q.id, '   ')
    expect([empty.status, empty.data.message]).toEqual([400, 'Your answer is required'])
    expect(await db.select().from(answers).where(eq(answers.questionId, q.id))).toHaveLength(1)

    // the page: the visible answer, the reader's own mark
    const page = await callRoute(
      questionPage.loader,
      makeRequest(`/community/questions/${q.id}`, { user: reader }),
      { questionId: q.id },
    )
    expect(page.data.answers).toEqual([
      expect.objectContaining({ id: a!.id, markedByMe: true, helpfulCount: 1 }),
    ])
    const hidden = await callRoute(
      questionPage.loader,
      makeRequest(`/community/questions/${waiting!.id}`),
      { questionId: waiting!.id },
    )
    expect(hidden.status).toBe(404)
  })

  test('rate limit: 5 posts per member per 10 minutes, then a clear message and nothing stored', async () => {
    const member = await trustedMember()
    await db.delete(rateLimits)
    for (let i = 0; i < 5; i++) {
      const r = await ask(member, { title: `Question ${i}`, body: 'Body', hubId: 'on-record' })
      expect(r.status).toBe(200)
    }
    const sixth = await ask(member, { title: 'Sixth', body: 'Body', hubId: 'on-record' })
    expect([sixth.status, sixth.data.message]).toEqual([429, M.rateLimited])
    expect(await db.select().from(questions).where(eq(questions.userId, member.id))).toHaveLength(5)
  })
})

describe('reports', () => {
  test('one report per member; three trusted members hide the item until a moderator reviews it', async () => {
    const asker = await trustedMember()
    const author = await trustedMember()
    const q = await publishedQuestion(asker)
    await answerOn(author, q.id, 'Reported answer text')
    const [a] = await db.select().from(answers).where(eq(answers.questionId, q.id))
    const report = (user: TestUser | null, form: Record<string, string>) =>
      post(
        questionPage,
        `/community/questions/${q.id}`,
        user,
        { intent: 'report', itemType: 'answer', itemId: a!.id, ...form },
        { questionId: q.id },
      )

    const r1 = await trustedReporter()
    expect((await report(r1, { reason: 'spam' })).data.message).toBe(M.reported)
    const dup = await report(r1, { reason: 'harassment' })
    expect([dup.status, dup.data.message]).toEqual([409, M.reportedAlready])
    const r2 = await trustedReporter()
    const noDetails = await report(r2, { reason: 'other' })
    expect([noDetails.status, noDetails.data.message]).toEqual([
      400,
      'Please tell us what is wrong',
    ])
    expect((await report(r2, { reason: 'bogus' })).status).toBe(400)
    expect((await report(r2, { reason: 'spam', itemId: randomUUID() })).status).toBe(404)
    expect((await report(null, { reason: 'spam' })).status).toBe(302)
    await report(r2, { reason: 'other', details: 'Selling something' })
    let [row] = await db.select().from(answers).where(eq(answers.id, a!.id))
    expect(row!.hiddenAt).toBeNull()
    const r3 = await trustedReporter()
    await report(r3, { reason: 'minor_safety' })
    ;[row] = await db.select().from(answers).where(eq(answers.id, a!.id))
    expect(row!.hiddenAt).not.toBeNull()
    const stored = await db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.itemType, 'answer'), eq(contentReports.itemId, a!.id)))
    expect(stored.map((s) => s.reason).sort()).toEqual(['minor_safety', 'other', 'spam'])
    const page = await callRoute(questionPage.loader, makeRequest(`/community/questions/${q.id}`), {
      questionId: q.id,
    })
    expect(page.data.answers).toEqual([])

    // the Reports tab lists it; an editor keeps it: visible again, reports closed, audited
    const editor = await createUser({ role: 'editor' })
    const tab = await callRoute(
      reviews.loader,
      makeRequest('/admin/reviews?tab=reports', { user: editor }),
    )
    expect(tab.data.reports).toEqual([
      expect.objectContaining({ itemType: 'answer', itemId: a!.id, hidden: true }),
    ])
    expect(tab.data.reports[0].reports).toHaveLength(3)
    const member = await trustedMember()
    const refused = await post(reviews, '/admin/reviews', member, {
      intent: 'resolve-report',
      itemType: 'answer',
      itemId: a!.id,
      decision: 'keep',
    })
    expect(refused.status).toBe(403)
    const keep = await post(reviews, '/admin/reviews', editor, {
      intent: 'resolve-report',
      itemType: 'answer',
      itemId: a!.id,
      decision: 'keep',
    })
    expect(keep.status).toBe(200)
    ;[row] = await db.select().from(answers).where(eq(answers.id, a!.id))
    expect(row).toMatchObject({ hiddenAt: null, status: 'published' })
    const open = await db.select().from(contentReports).where(eq(contentReports.status, 'open'))
    expect(open).toHaveLength(0)
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.entityId, a!.id))
    expect(audit.map((x) => [x.action, x.userId])).toEqual([['reports_dismissed', editor.id]])
  })
})

describe('/admin/qa', () => {
  test('guards: anonymous 401, member 403, nothing changed', async () => {
    const fresh = await createUser()
    await ask(fresh, { title: 'Guarded', body: 'x', hubId: 'game-face' })
    const [q] = await db.select().from(questions).where(eq(questions.userId, fresh.id))
    const member = await trustedMember()
    for (const [user, status] of [
      [null, 401],
      [member, 403],
    ] as const) {
      expect((await callRoute(qaAdmin.loader, makeRequest('/admin/qa', { user }))).status).toBe(
        status,
      )
      const r = await post(qaAdmin, '/admin/qa', user, {
        intent: 'approve',
        kind: 'question',
        id: q!.id,
      })
      expect(r.status).toBe(status)
    }
    const [still] = await db.select().from(questions).where(eq(questions.id, q!.id))
    expect(still!.status).toBe('pending')
  })

  test('an editor approves with edits, rejects, hides, marks an expert answer, deletes: audited', async () => {
    const editor = await createUser({ role: 'editor' })
    const fresh = await createUser()
    await ask(fresh, {
      title: 'New here: how to start NIL?',
      body: 'Where do I begin',
      hubId: 'brand-u',
    })
    await ask(fresh, { title: 'Second one', body: 'x', hubId: 'brand-u' })
    const [first, second] = await db
      .select()
      .from(questions)
      .where(eq(questions.userId, fresh.id))
      .orderBy(questions.createdAt)
    const act = (form: Record<string, string>) => post(qaAdmin, '/admin/qa', editor, form)

    const queue = await callRoute(qaAdmin.loader, makeRequest('/admin/qa', { user: editor }))
    expect(queue.data.items.map((i: { id: string }) => i.id)).toEqual(
      expect.arrayContaining([first!.id, second!.id]),
    )

    const bad = await act({
      intent: 'approve',
      kind: 'question',
      id: first!.id,
      title: '',
      body: 'x',
    })
    expect([bad.status, bad.data.message]).toEqual([400, 'Title is required'])
    expect((await act({ intent: 'approve', kind: 'poll', id: first!.id })).status).toBe(400)
    expect((await act({ intent: 'approve', kind: 'question', id: randomUUID() })).status).toBe(404)

    const ok = await act({
      intent: 'approve',
      kind: 'question',
      id: first!.id,
      title: 'How do I start with NIL?',
      body: 'Where do I begin?',
    })
    expect(ok.status).toBe(200)
    const [approved] = await db.select().from(questions).where(eq(questions.id, first!.id))
    expect(approved).toMatchObject({
      status: 'published',
      title: 'How do I start with NIL?',
      reviewedBy: editor.id,
    })
    const page = await callRoute(community.loader, makeRequest('/community'))
    expect(page.data.questions.map((x: { id: string }) => x.id)).toContain(first!.id)

    expect((await act({ intent: 'reject', kind: 'question', id: second!.id })).status).toBe(200)
    const [rejected] = await db.select().from(questions).where(eq(questions.id, second!.id))
    expect(rejected!.status).toBe('rejected')

    const helper = await trustedMember()
    await answerOn(helper, first!.id, 'Start with a media kit.')
    const [a] = await db.select().from(answers).where(eq(answers.questionId, first!.id))
    expect((await act({ intent: 'expert', kind: 'answer', id: a!.id })).status).toBe(200)
    expect((await act({ intent: 'expert', kind: 'question', id: first!.id })).status).toBe(400)
    const [expert] = await db.select().from(answers).where(eq(answers.id, a!.id))
    expect(expert!.isExpert).toBe(true)

    expect((await act({ intent: 'hide', kind: 'answer', id: a!.id })).status).toBe(200)
    const [hidden] = await db.select().from(answers).where(eq(answers.id, a!.id))
    expect(hidden!.status).toBe('hidden')

    expect((await act({ intent: 'delete', kind: 'question', id: first!.id })).status).toBe(200)
    expect(await db.select().from(questions).where(eq(questions.id, first!.id))).toHaveLength(0)
    expect(await db.select().from(answers).where(eq(answers.id, a!.id))).toHaveLength(0)

    const audit = await db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.userId, editor.id))
      .orderBy(auditLogs.createdAt)
    expect(audit.map((x) => x.action)).toEqual([
      'approve',
      'reject',
      'mark_expert',
      'hide',
      'hard_delete',
    ])
  })
})

describe('stories: reactions, comments, reports, approval email', () => {
  async function approvedStory(userId: string, category = 'Mental Health') {
    const [s] = await db
      .insert(userSubmissions)
      .values({
        title: `Story ${randomUUID().slice(0, 6)}`,
        content: 'Text',
        category,
        status: 'approved',
        userId,
      })
      .returning()
    return s!
  }
  const onStory = (user: TestUser | null, storyId: string, form: Record<string, string>) =>
    post(storyPage, `/community/story/${storyId}`, user, form, { storyId })

  test('reactions: one of each per member, a second press takes it back; counts on the page', async () => {
    const author = await trustedMember()
    const story = await approvedStory(author.id)
    const a = await trustedMember()
    const b = await trustedMember()
    expect(
      (await onStory(a, story.id, { intent: 'react', storyId: story.id, reaction: 'respect' }))
        .status,
    ).toBe(200)
    await onStory(a, story.id, { intent: 'react', storyId: story.id, reaction: 'me_too' })
    await onStory(b, story.id, { intent: 'react', storyId: story.id, reaction: 'respect' })
    await onStory(b, story.id, { intent: 'react', storyId: story.id, reaction: 'inspiring' })
    await onStory(b, story.id, { intent: 'react', storyId: story.id, reaction: 'inspiring' }) // undo
    const rows = await db.select().from(storyReactions).where(eq(storyReactions.storyId, story.id))
    expect(rows.map((r) => `${r.userId === a.id ? 'a' : 'b'}:${r.reaction}`).sort()).toEqual([
      'a:me_too',
      'a:respect',
      'b:respect',
    ])
    const page = await callRoute(
      storyPage.loader,
      makeRequest(`/community/story/${story.id}`, { user: a }),
      { storyId: story.id },
    )
    expect(page.data.interactions.reactions).toEqual({ respect: 2, me_too: 1, inspiring: 0 })
    expect(page.data.interactions.myReactions.sort()).toEqual(['me_too', 'respect'])
    // bad input stores nothing
    expect(
      (await onStory(a, story.id, { intent: 'react', storyId: story.id, reaction: 'love' })).status,
    ).toBe(400)
    expect(
      (await onStory(a, story.id, { intent: 'react', storyId: randomUUID(), reaction: 'respect' }))
        .status,
    ).toBe(404)
    expect(
      (await onStory(null, story.id, { intent: 'react', storyId: story.id, reaction: 'respect' }))
        .status,
    ).toBe(302)
    expect(
      await db.select().from(storyReactions).where(eq(storyReactions.storyId, story.id)),
    ).toHaveLength(3)
  })

  test('comments follow the answer rules; three reports hide a story; the author gets an approval email', async () => {
    const author = await trustedMember()
    const story = await approvedStory(author.id)
    const trusted = await trustedMember()
    const fresh = await createUser()
    expect(
      (
        await onStory(trusted, story.id, {
          intent: 'comment',
          storyId: story.id,
          body: 'Love this',
        })
      ).data.message,
    ).toBe(M.published)
    expect(
      (await onStory(fresh, story.id, { intent: 'comment', storyId: story.id, body: 'Me too' }))
        .data.message,
    ).toBe(M.pending)
    const empty = await onStory(trusted, story.id, {
      intent: 'comment',
      storyId: story.id,
      body: '',
    })
    expect([empty.status, empty.data.message]).toEqual([400, 'Your comment is required'])
    const long = await onStory(trusted, story.id, {
      intent: 'comment',
      storyId: story.id,
      body: 'x'.repeat(2001),
    })
    expect(long.status).toBe(400)
    const comments = await db
      .select()
      .from(storyComments)
      .where(eq(storyComments.storyId, story.id))
    expect(comments.map((c) => c.status).sort()).toEqual(['pending', 'published'])
    const page = await callRoute(storyPage.loader, makeRequest(`/community/story/${story.id}`), {
      storyId: story.id,
    })
    expect(page.data.interactions.comments.map((c: { body: string }) => c.body)).toEqual([
      'Love this',
    ])

    for (let i = 0; i < 3; i++) {
      const reporter = await trustedReporter()
      expect(
        (
          await onStory(reporter, story.id, {
            intent: 'report',
            itemType: 'story',
            itemId: story.id,
            reason: 'inappropriate',
            details: '',
          })
        ).status,
      ).toBe(200)
    }
    const gone = await callRoute(storyPage.loader, makeRequest(`/community/story/${story.id}`), {
      storyId: story.id,
    })
    expect(gone.status).toBe(404)

    // approval email (the member notification's) through the moderation queue, once
    const pending = (
      await db
        .insert(userSubmissions)
        .values({ title: 'My first season', content: 'Text', category: 'Other', userId: author.id })
        .returning()
    )[0]!
    const editor = await createUser({ role: 'editor' })
    const approve = await post(reviews, '/admin/reviews', editor, {
      intent: 'approve',
      id: pending.id,
    })
    expect(approve.status).toBe(200)
    const [authorRow] = await db.select().from(users).where(eq(users.id, author.id))
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, authorRow!.email))
    expect(mails.map((m) => m.subject).filter((m) => m.startsWith('Your story'))).toEqual([
      'Your story was approved | Beyond the Game',
    ])
  })
})

describe('site search', () => {
  test('approved stories and published questions are found; pending and hidden ones never', async () => {
    const { searchSite } = await import('#app/features/search/search.server')
    const { parseSearchQuery } = await import('#app/features/search/search.schema')
    const trusted = await trustedMember()
    const fresh = await createUser()
    await ask(trusted, {
      title: 'Zephyrine recovery smoothie ideas',
      body: 'Post-practice blends?',
      hubId: 'game-face',
    })
    await ask(fresh, { title: 'Zephyrine pending question', body: 'Waiting', hubId: 'game-face' })
    await db.insert(userSubmissions).values([
      {
        title: 'Zephyrine story approved',
        content: 'My season',
        category: 'Other',
        status: 'approved',
        userId: trusted.id,
      },
      {
        title: 'Zephyrine story pending',
        content: 'My season',
        category: 'Other',
        status: 'pending',
        userId: trusted.id,
      },
      {
        title: 'Zephyrine story hidden',
        content: 'My season',
        category: 'Other',
        status: 'approved',
        userId: trusted.id,
        hiddenAt: new Date(),
      },
    ])
    const all = await searchSite(parseSearchQuery(new URLSearchParams('q=zephyrine')))
    expect(all.map((r) => `${r.type}:${r.title}`).sort()).toEqual([
      'question:Zephyrine recovery smoothie ideas',
      'story:Zephyrine story approved',
    ])
    const onlyCommunity = await searchSite(
      parseSearchQuery(new URLSearchParams('q=zephyrine&type=community')),
    )
    expect(onlyCommunity).toHaveLength(2)
    const articlesOnly = await searchSite(
      parseSearchQuery(new URLSearchParams('q=zephyrine&type=article')),
    )
    expect(articlesOnly).toHaveLength(0)
  })
})

describe('reports at once', () => {
  test('five members reporting the same question at once: five reports, hidden exactly once', async () => {
    const { reportItem } = await import('./discussions.server')
    const asker = await trustedMember()
    const q = await publishedQuestion(asker)
    const ids = Array.from({ length: 5 }, () => `reporter-${randomUUID().slice(0, 12)}`)
    const longAgo = new Date(Date.now() - 30 * DAY)
    await db.insert(users).values(
      ids.map((id) => ({
        id,
        name: id,
        email: `${id}@example.test`,
        emailVerified: true,
        createdAt: longAgo,
      })),
    )
    // trusted reporters: older accounts with an approved story each
    await db.insert(userSubmissions).values(
      ids.map((userId) => ({
        title: 'Earlier',
        content: 'x',
        category: 'Other',
        status: 'approved' as const,
        userId,
      })),
    )
    const results = await Promise.all(
      ids.map((id) =>
        reportItem(id, { itemType: 'question', itemId: q.id, reason: 'spam', details: '' }),
      ),
    )
    expect(results.every((r) => r.ok)).toBe(true)
    const rows = await db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.itemType, 'question'), eq(contentReports.itemId, q.id)))
    expect(rows).toHaveLength(5)
    const [after] = await db.select().from(questions).where(eq(questions.id, q.id))
    expect(after!.hiddenAt).not.toBeNull()
  })
})
