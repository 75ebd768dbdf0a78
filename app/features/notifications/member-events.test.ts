// Each event a member is told about, produced through the real route actions: an answer on her
// question (at once, and when a moderator approves a held one), helpful and expert marks on her
// answer, a reply to her comment, reactions on her story (grouped). Nobody hears of her own doing.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import {
  answers,
  emailOutbox,
  hubs,
  memberNotifications,
  questions,
  storyComments,
  userSubmissions,
  users,
} from '#app/db/schema'
import * as qaAdmin from '#app/routes/admin/qa'
import * as community from '#app/routes/site/community'
import * as questionPage from '#app/routes/site/question'
import * as storyPage from '#app/routes/site/story'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'

const DAY = 86_400_000

async function trustedMember() {
  const u = await createUser()
  await db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 30 * DAY) })
    .where(eq(users.id, u.id))
  return u
}

const post = (
  route: { action: (a: any) => unknown },
  url: string,
  user: TestUser | null,
  form: Record<string, string>,
  params: Record<string, string> = {},
) => callRoute(route.action, makeRequest(url, { user, form }), params)

const noticesOf = (userId: string) =>
  db
    .select()
    .from(memberNotifications)
    .where(eq(memberNotifications.userId, userId))
    .orderBy(memberNotifications.createdAt)

/** notification mail waiting for delivery (sign-up sent its verification mail too) */
const mailTo = (email: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.transport, 'queued')))

async function askedQuestion(user: TestUser) {
  const r = await post(community, '/community', user, {
    intent: 'ask',
    title: `Recovery after doubles ${randomUUID().slice(0, 4)}?`,
    body: 'Two practices a day and my legs are gone. Tips?',
    hubId: 'game-face',
  })
  expect(r.status).toBe(200)
  const [q] = await db.select().from(questions).where(eq(questions.userId, user.id))
  return q!
}

const answerOn = (user: TestUser, questionId: string, body = 'Sleep, then protein.') =>
  post(
    questionPage,
    `/community/questions/${questionId}`,
    user,
    { intent: 'answer', questionId, body },
    { questionId },
  )

async function approvedStory(userId: string) {
  const [s] = await db
    .insert(userSubmissions)
    .values({
      title: 'My first final',
      content: 'Text',
      category: 'Mental Health',
      status: 'approved',
      userId,
    })
    .returning()
  return s!
}
const onStory = (user: TestUser, storyId: string, form: Record<string, string>) =>
  post(storyPage, `/community/story/${storyId}`, user, { storyId, ...form }, { storyId })

beforeAll(async () => {
  await db
    .insert(hubs)
    .values({ id: 'game-face', title: 'Game Face', description: 'x', icon: 'x', color: '#000' })
    .onConflictDoNothing()
})

describe('answers on her question', () => {
  test('a member answering over the question page tells the asker (and emails her), not the answerer', async () => {
    const asker = await trustedMember()
    const answerer = await trustedMember()
    const q = await askedQuestion(asker)
    expect((await answerOn(answerer, q.id)).data).toMatchObject({ ok: true, pending: false })
    const [a] = await db.select().from(answers).where(eq(answers.questionId, q.id))
    const notices = await noticesOf(asker.id)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({
      kind: 'question_answered',
      title: 'Your question got an answer',
      link: `/community/questions/${q.id}#answer-${a!.id}`,
      itemId: a!.id,
      readAt: null,
    })
    expect(notices[0]!.body).toContain(q.title)
    expect(await noticesOf(answerer.id)).toHaveLength(0)
    // her own answer on her own question tells nobody
    await answerOn(asker, q.id, 'Update: ice baths helped.')
    expect(await noticesOf(asker.id)).toHaveLength(1)

    const mail = await mailTo(asker.email)
    expect(mail).toHaveLength(1)
    expect(mail[0]!.subject).toContain('Your question got an answer')
    expect(mail[0]!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(
        /^<http.+\/notifications\/unsubscribe\?u=.+&k=question_answered&s=.+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(await mailTo(answerer.email)).toHaveLength(0)
  })

  test('a held answer tells the asker only when a moderator approves it, once', async () => {
    const asker = await trustedMember()
    const newcomer = await createUser() // a new account: its posts wait for a moderator
    const editor = await createUser({ role: 'editor' })
    const q = await askedQuestion(asker)
    expect((await answerOn(newcomer, q.id)).data).toMatchObject({ ok: true, pending: true })
    expect(await noticesOf(asker.id)).toHaveLength(0)
    const [a] = await db.select().from(answers).where(eq(answers.questionId, q.id))
    const approve = () =>
      post(qaAdmin, '/admin/qa', editor, { intent: 'approve', kind: 'answer', id: a!.id })
    expect((await approve()).status).toBe(200)
    expect((await noticesOf(asker.id)).map((n) => n.kind)).toEqual(['question_answered'])
    // hidden and approved again: no second notice
    await post(qaAdmin, '/admin/qa', editor, { intent: 'hide', kind: 'answer', id: a!.id })
    await approve()
    expect(await noticesOf(asker.id)).toHaveLength(1)
  })
})

test('helpful marks on her answer are one growing notice; an expert mark is its own', async () => {
  const asker = await trustedMember()
  const answerer = await trustedMember()
  const [m1, m2] = [await trustedMember(), await trustedMember()]
  const editor = await createUser({ role: 'editor' })
  const q = await askedQuestion(asker)
  await answerOn(answerer, q.id)
  const [a] = await db.select().from(answers).where(eq(answers.questionId, q.id))
  const helpful = (u: TestUser) =>
    post(
      questionPage,
      `/community/questions/${q.id}`,
      u,
      { intent: 'helpful', answerId: a!.id },
      {
        questionId: q.id,
      },
    )
  expect((await helpful(m1)).status).toBe(200)
  expect((await helpful(m2)).status).toBe(200)
  expect((await helpful(m2)).status).toBe(409) // already marked: nothing more
  let notices = await noticesOf(answerer.id)
  expect(notices).toHaveLength(1)
  expect(notices[0]).toMatchObject({
    kind: 'answer_marked',
    count: 2,
    groupKey: `helpful:${a!.id}`,
  })
  // one email for the group, not one per mark
  expect(await mailTo(answerer.email)).toHaveLength(1)

  expect(
    (await post(qaAdmin, '/admin/qa', editor, { intent: 'expert', kind: 'answer', id: a!.id }))
      .status,
  ).toBe(200)
  notices = await noticesOf(answerer.id)
  expect(notices.map((n) => n.title)).toContain('Your answer was marked as an expert answer')
  // the editor's name is never in what the member is told
  const [ed] = await db.select({ name: users.name }).from(users).where(eq(users.id, editor.id))
  for (const n of notices) expect(`${n.title} ${n.body}`).not.toContain(ed!.name)
})

describe('replies to comments', () => {
  test('a reply is stored under its parent (one level), shown under it, and tells the comment author', async () => {
    const author = await trustedMember()
    const commenter = await trustedMember()
    const replier = await trustedMember()
    const story = await approvedStory(author.id)
    expect(
      (await onStory(commenter, story.id, { intent: 'comment', body: 'So proud of you' })).status,
    ).toBe(200)
    const [parent] = await db
      .select()
      .from(storyComments)
      .where(eq(storyComments.userId, commenter.id))
    const r = await onStory(replier, story.id, {
      intent: 'reply',
      parentId: parent!.id,
      body: 'Same here!',
    })
    expect(r.data).toMatchObject({ ok: true, intent: 'reply', parentId: parent!.id })
    const [reply] = await db
      .select()
      .from(storyComments)
      .where(eq(storyComments.userId, replier.id))
    expect(reply).toMatchObject({ parentId: parent!.id, status: 'published' })
    // a reply to the reply joins the same thread
    await onStory(commenter, story.id, { intent: 'reply', parentId: reply!.id, body: 'Thank you' })
    const [third] = await db
      .select()
      .from(storyComments)
      .where(and(eq(storyComments.userId, commenter.id), eq(storyComments.body, 'Thank you')))
    expect(third!.parentId).toBe(parent!.id)

    const notices = await noticesOf(commenter.id)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({
      kind: 'comment_reply',
      title: 'Someone replied to your comment',
      link: `/community/story/${story.id}#comment-${parent!.id}`,
      itemId: reply!.id,
    })
    // the commenter answered the reply: its author is told, though the thread is the commenter's
    expect((await noticesOf(replier.id)).map((n) => [n.kind, n.itemId])).toEqual([
      ['comment_reply', third!.id],
    ])

    const page = await callRoute(storyPage.loader, makeRequest(`/community/story/${story.id}`), {
      storyId: story.id,
    })
    const comments = page.data.interactions.comments as { id: string; parentId: string | null }[]
    expect(comments.find((c) => c.id === reply!.id)!.parentId).toBe(parent!.id)
  })

  test('replies follow the comment rules: validation 400, unknown parent 404, held ones tell nobody yet', async () => {
    const author = await trustedMember()
    const commenter = await trustedMember()
    const story = await approvedStory(author.id)
    await onStory(commenter, story.id, { intent: 'comment', body: 'Great read' })
    const [parent] = await db
      .select()
      .from(storyComments)
      .where(eq(storyComments.userId, commenter.id))
    const empty = await onStory(author, story.id, {
      intent: 'reply',
      parentId: parent!.id,
      body: ' ',
    })
    expect(empty.status).toBe(400)
    expect(empty.data.errors).toMatchObject({ body: 'Your reply is required' })
    expect(
      (await onStory(author, story.id, { intent: 'reply', parentId: 'nope', body: 'x' })).status,
    ).toBe(400)
    expect(
      (await onStory(author, story.id, { intent: 'reply', parentId: randomUUID(), body: 'x' }))
        .status,
    ).toBe(404)
    const newcomer = await createUser()
    const held = await onStory(newcomer, story.id, {
      intent: 'reply',
      parentId: parent!.id,
      body: 'Hi!',
    })
    expect(held.data).toMatchObject({ ok: true, pending: true })
    expect(await noticesOf(commenter.id)).toHaveLength(0)
  })
})

test('reactions on her story are one notice whose count grows while unread, and one email', async () => {
  const author = await trustedMember()
  const [a, b] = [await trustedMember(), await trustedMember()]
  const story = await approvedStory(author.id)
  await onStory(a, story.id, { intent: 'react', reaction: 'respect' })
  await onStory(b, story.id, { intent: 'react', reaction: 'inspiring' })
  await onStory(b, story.id, { intent: 'react', reaction: 'inspiring' }) // taken back: no notice
  await onStory(author, story.id, { intent: 'react', reaction: 'me_too' }) // her own
  const notices = await noticesOf(author.id)
  expect(notices).toHaveLength(1)
  expect(notices[0]).toMatchObject({
    kind: 'story_reactions',
    count: 2,
    link: `/community/story/${story.id}`,
    groupKey: `reactions:${story.id}`,
  })
  expect(await mailTo(author.email)).toHaveLength(1)
})
