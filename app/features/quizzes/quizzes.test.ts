import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { auditLogs, hubs, quizAttempts, quizzes } from '#app/db/schema'
import { SEED_QUIZZES } from '#app/db/seed/quizzes'
import { seedQuizzes } from '#app/db/seed/seed-quizzes.server'
import * as quizEdit from '#app/routes/admin/quiz-edit'
import * as quizList from '#app/routes/admin/quizzes'
import * as quizRoute from '#app/routes/site/quiz'
import * as quizCenter from '#app/routes/site/quiz-center'
import * as quizResult from '#app/routes/site/quiz-result'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { QUIZ_MESSAGES } from './quizzes.schema'
import { getQuiz } from './quizzes.server'

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
  await seedQuizzes(db as never)
  await seedQuizzes(db as never) // idempotent
})

async function answersFor(
  slug: string,
  pick: (options: { id: string; resultId: string }[]) => string,
) {
  const quiz = (await getQuiz({ slug }))!
  const form: Record<string, string> = {}
  for (const q of quiz.questions) form[`q.${q.id}`] = pick(q.options)
  return { quiz, form }
}

const take = (slug: string, user: TestUser | null, form: Record<string, string>) =>
  callRoute(quizRoute.action, makeRequest(`/quiz-center/${slug}`, { user, form }), { slug })

describe('taking a quiz', () => {
  test('the seed has at least 4 published quizzes with 5 to 10 questions', async () => {
    const page = await callRoute(quizCenter.loader, makeRequest('/quiz-center'))
    expect(page.data.quizzes.length).toBeGreaterThanOrEqual(4)
    for (const q of page.data.quizzes) expect(q.questionCount).toBeGreaterThanOrEqual(5)
    expect(page.data.results).toBeNull()
    expect(SEED_QUIZZES.every((q) => q.questions.length >= 5 && q.questions.length <= 10)).toBe(
      true,
    )
  })

  test('anonymous: the result page, nothing stored; member: the result is kept and listed', async () => {
    const { quiz, form } = await answersFor('training-style', (o) => o[0]!.id)
    const power = quiz.results.find((r) => r.key === 'power')!
    const anon = await take('training-style', null, form)
    expect([anon.status, anon.location]).toEqual([302, '/quiz-center/training-style/result/power'])
    expect(await db.select().from(quizAttempts)).toHaveLength(0)

    const member = await createUser()
    const r = await take('training-style', member, form)
    expect(r.location).toBe('/quiz-center/training-style/result/power?saved=1')
    const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.userId, member.id))
    expect(attempt).toMatchObject({ quizId: quiz.id, resultId: power.id })
    expect(attempt!.optionIds).toEqual(quiz.questions.map((q) => q.options[0]!.id))

    const center = await callRoute(quizCenter.loader, makeRequest('/quiz-center', { user: member }))
    expect(center.data.results).toEqual([
      expect.objectContaining({
        quizSlug: 'training-style',
        resultKey: 'power',
        resultTitle: 'Power Builder',
      }),
    ])
    const result = await callRoute(
      quizResult.loader,
      makeRequest('/quiz-center/training-style/result/power'),
      { slug: 'training-style', resultKey: 'power' },
    )
    expect(result.data.result).toMatchObject({ title: 'Power Builder', hubId: 'game-face' })
  })

  test('bad input: a missing answer, an answer of another quiz, unknown quiz: 4xx, nothing stored', async () => {
    const member = await createUser()
    const { quiz, form } = await answersFor('game-day-skincare', (o) => o[1]!.id)
    const other = await answersFor('nil-brand-voice', (o) => o[0]!.id)

    const missing = { ...form }
    delete missing[`q.${quiz.questions[0]!.id}`]
    const r1 = await take('game-day-skincare', member, missing)
    expect([r1.status, r1.data.message]).toEqual([400, QUIZ_MESSAGES.answerAll])

    // an option id of another quiz for one of this quiz's questions
    const mixed = { ...form, [`q.${quiz.questions[0]!.id}`]: Object.values(other.form)[0]! }
    const r2 = await take('game-day-skincare', member, mixed)
    expect([r2.status, r2.data.message]).toEqual([400, QUIZ_MESSAGES.wrongQuiz])
    // a question of another quiz
    const r3 = await take('game-day-skincare', member, { ...form, ...other.form })
    expect([r3.status, r3.data.message]).toEqual([400, QUIZ_MESSAGES.wrongQuiz])
    const r4 = await take('game-day-skincare', member, { ...form, 'q.nope': 'x' })
    expect(r4.status).toBe(400)
    const r5 = await take('no-such-quiz', member, form)
    expect(r5.status).toBe(404)
    expect(
      await db.select().from(quizAttempts).where(eq(quizAttempts.userId, member.id)),
    ).toHaveLength(0)
  })
})

const QUESTIONS = Array.from(
  { length: 5 },
  (_, i) => `Question ${i + 1}?\n- Yes => yes\n- No => no`,
).join('\n\n')
const RESULTS = 'yes | The Yes | game-face\nYou said yes.\n\nno | The No | brand-u\nYou said no.'

describe('quiz admin', () => {
  test('guards: anonymous 401, member 403, nothing stored', async () => {
    const member = await createUser()
    const before = (await db.select().from(quizzes)).length
    for (const [user, status] of [
      [null, 401],
      [member, 403],
    ] as const) {
      expect(
        (await callRoute(quizList.loader, makeRequest('/admin/quizzes', { user }))).status,
      ).toBe(status)
      const r = await callRoute(
        quizEdit.action,
        makeRequest('/admin/quizzes/new', {
          user,
          form: {
            title: 'X',
            slug: 'x',
            hubId: 'game-face',
            results: RESULTS,
            questions: QUESTIONS,
          },
        }),
      )
      expect(r.status).toBe(status)
    }
    expect((await db.select().from(quizzes)).length).toBe(before)
  })

  test('an editor creates, validates, edits, unpublishes a quiz: audited', async () => {
    const editor = await createUser({ role: 'editor' })
    const create = (form: Record<string, string>, quizId?: string) =>
      callRoute(
        quizEdit.action,
        makeRequest(quizId ? `/admin/quizzes/${quizId}` : '/admin/quizzes/new', {
          user: editor,
          form,
        }),
        quizId ? { quizId } : {},
      )
    const base = {
      title: 'Yes or no',
      slug: 'yes-or-no',
      hubId: 'game-face',
      results: RESULTS,
      questions: QUESTIONS,
      isPublished: 'on',
    }
    const bad: [Record<string, string>, string, string][] = [
      [{ ...base, title: '' }, 'title', 'Title is required'],
      [
        { ...base, questions: QUESTIONS.split('\n\n').slice(0, 4).join('\n\n') },
        'questions',
        'A quiz needs 5 to 10 questions',
      ],
      [
        { ...base, questions: QUESTIONS.replace('=> no', '=> maybe') },
        'questions',
        '"No" points to an unknown result key "maybe"',
      ],
      [{ ...base, slug: 'Not a slug!' }, 'slug', 'Slug: lower-case letters, numbers and hyphens'],
      [{ ...base, slug: 'training-style' }, 'slug', 'Another quiz already uses this slug'],
    ]
    for (const [form, field, message] of bad) {
      const r = await create(form)
      expect([r.status >= 400, r.data.errors[field]]).toEqual([true, message])
    }
    const ok = await create(base)
    expect([ok.status, ok.location]).toEqual([302, '/admin/quizzes'])
    const [created] = await db.select().from(quizzes).where(eq(quizzes.slug, 'yes-or-no'))
    const full = await getQuiz({ id: created!.id })
    expect(full!.questions).toHaveLength(5)
    expect(full!.results.map((r) => r.key)).toEqual(['yes', 'no'])

    const edited = await create(
      {
        ...base,
        title: 'Yes, no',
        questions: `${QUESTIONS}\n\nOne more?\n- Yes => yes\n- No => no`,
      },
      created!.id,
    )
    expect(edited.status).toBe(302)
    expect((await getQuiz({ id: created!.id }))!.questions).toHaveLength(6)

    const unpublish = await callRoute(
      quizList.action,
      makeRequest('/admin/quizzes', {
        user: editor,
        form: { intent: 'unpublish', id: created!.id },
      }),
    )
    expect(unpublish.status).toBe(200)
    expect(await getQuiz({ slug: 'yes-or-no' })).toBeNull()
    const page = await callRoute(quizRoute.loader, makeRequest('/quiz-center/yes-or-no'), {
      slug: 'yes-or-no',
    })
    expect(page.status).toBe(404)

    const audit = await db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.entityId, created!.id))
      .orderBy(auditLogs.createdAt)
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'unpublish'])
  })
})
