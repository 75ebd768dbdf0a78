// Deleting an account over HTTP (/profile, intent delete) leaves nothing that names her: after it,
// no text or jsonb column of any table (found in the database catalogue, so a new table is covered)
// holds her id, her email or the title of anything she wrote.
import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { db, rowsOf } from '#app/db/client.server'
import { emailOutbox, hubs, questions, users } from '#app/db/schema'
import { auth } from '#app/features/accounts/auth.server'
import { approveQa } from '#app/features/discussions/discussions-admin.server'
import { askQuestion, postAnswer } from '#app/features/discussions/discussions.server'
import { postComment } from '#app/features/discussions/story-interactions.server'
import { approveStory } from '#app/features/moderation/moderation.server'
import { changeMemberRole } from '#app/features/users/users.server'
import { createInvitation } from '#app/features/users/invitations.server'
import { action as profileAction } from '#app/routes/site/profile-settings'
import { action as homeAction } from '#app/routes/site/home'
import { notifyMember } from '#app/utils/member-notify.server'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'

/** Every (table, column) of type text, varchar or jsonb in the app's schema. */
async function textColumns() {
  return rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'jsonb', 'json')
        and table_name not like '\\_\\_drizzle%'
      order by table_name, column_name`),
  )
}

/** `table.column` for each place a needle still appears. */
async function whereFound(needles: string[]) {
  const found: string[] = []
  for (const { table_name, column_name } of await textColumns()) {
    for (const needle of needles) {
      const rows = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where position(lower(${needle}) in lower(${sql.identifier(column_name)}::text)) > 0`,
        ),
      )
      if (rows[0]!.n > 0) found.push(`${table_name}.${column_name} holds ${JSON.stringify(needle)}`)
    }
  }
  return found
}

let admin: TestUser
beforeAll(async () => {
  admin = await createUser({ role: 'admin', email: 'staff-admin@example.test' })
  await db
    .insert(hubs)
    .values({ id: 'game-face', title: 'Game Face', description: 'x', icon: 'star', color: 'sand' })
    .onConflictDoNothing()
})

test('after she deletes her account, no table holds her id, email or the titles of her content', async () => {
  const actor = { id: admin.id, email: admin.email }
  const email = 'maya.minor@example.test'
  // she was invited, accepted later by signing up; an admin changed her role and back
  expect((await createInvitation(actor, { email, role: 'user', customMessage: null })).ok).toBe(
    true,
  )
  // her public name shows nothing of her address (the sign-up rule refuses one that does)
  const her = await createUser({ email, displayName: 'Lane Four' })
  const storyTitle = 'Why I almost quit swimming at fifteen'
  const questionTitle = 'How do I tell my coach about my anxiety before meets'
  const answerText = 'Breathing ladders before every race helped me a lot'
  const commentText = 'Reading this on the bus before my own meet, thank you'

  // her story, submitted through the community form (rate-limit key with her id), approved (audit)
  const storyForm = makeRequest('/community', {
    user: her,
    form: {
      intent: 'story',
      title: storyTitle,
      content: 'It started with early practices and ended with a coach who listened.',
      category: 'Training & Performance',
      idempotencyKey: crypto.randomUUID(),
    },
  })
  expect((await callRoute(homeAction, storyForm)).data).toMatchObject({ ok: true })
  const [story] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from user_submissions where user_id = ${her.id}`),
  )
  expect((await approveStory(actor, story!.id)).ok).toBe(true)

  // a question and an answer (on another member's question) and a comment, all approved (audited)
  const other = await createUser()
  expect(
    (await askQuestion(her.id, { title: questionTitle, body: 'Every meet.', hubId: 'game-face' }))
      .ok,
  ).toBe(true)
  expect(
    (
      await askQuestion(other.id, {
        title: 'Best pre-race snack?',
        body: 'Ideas?',
        hubId: 'game-face',
      })
    ).ok,
  ).toBe(true)
  const qs = await db.select().from(questions)
  const hers = qs.find((q) => q.userId === her.id)!
  const theirs = qs.find((q) => q.userId === other.id)!
  for (const q of qs) expect((await approveQa(actor, 'question', q.id)).ok).toBe(true)
  expect((await postAnswer(her.id, { questionId: theirs.id, body: answerText })).ok).toBe(true)
  expect((await postComment(her.id, { storyId: story!.id, body: commentText })).ok).toBe(true)
  const [answer] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from answers where user_id = ${her.id}`),
  )
  const [comment] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from story_comments where user_id = ${her.id}`),
  )
  expect((await approveQa(actor, 'answer', answer!.id)).ok).toBe(true)
  await db.execute(sql`update story_comments set status = 'published' where id = ${comment!.id}`)
  expect((await changeMemberRole(actor, her.id, 'editor')).ok).toBe(true)
  expect((await changeMemberRole(actor, her.id, 'user')).ok).toBe(true)

  // the asker of the other question heard about her answer, with its words
  await db.transaction((tx) =>
    notifyMember(tx, {
      userId: other.id,
      kind: 'question_answered',
      title: `New answer to “${theirs.title}”`,
      body: answerText,
      link: `/community/questions/${theirs.id}`,
      itemType: 'answer',
      itemId: answer!.id,
    } as never),
  )
  // a password-reset request (a verification row holding her id, reset-mail limit rows, a mail)
  await auth.api.requestPasswordReset({
    body: { email, redirectTo: '/auth/reset-password' },
    headers: new Headers({ 'x-client-ip': '192.0.2.33' }),
  })
  // a staff notice that quotes her address
  await db.insert(emailOutbox).values({
    to: 'staff@example.test',
    subject: 'New contact message',
    text: `From Maya Minor <${email}>: hello`,
  })

  const needles = [her.id, email, storyTitle, questionTitle, answerText, commentText]
  // the setup really left her everywhere the check looks
  expect((await whereFound(needles)).length).toBeGreaterThan(10)

  const res = await callRoute(
    profileAction,
    makeRequest('/profile/settings', { user: her, form: { intent: 'delete', confirm: 'DELETE' } }),
  )
  expect(res.status).toBe(302)
  expect(await db.select().from(users).where(eq(users.id, her.id))).toEqual([])

  expect(await whereFound(needles)).toEqual([])
  // what is not hers stays: the other member's question, the admin's own audit trail
  expect(await db.select().from(questions).where(eq(questions.id, theirs.id))).toHaveLength(1)
  expect(hers.id).toBeTruthy()
  expect(
    rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from audit_logs where user_id = ${admin.id}`),
    )[0]!.n,
  ).toBeGreaterThan(5)
})
