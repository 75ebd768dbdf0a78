// The Quiz Center: published quizzes, scoring (the result profile most chosen wins, ties to the
// first listed) and members' kept results. Anonymous results are never stored; only chosen option
// ids are, never free text.
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import {
  hubs,
  quizAttempts,
  quizOptions,
  quizQuestions,
  quizResultProfiles,
  quizzes,
} from '#app/db/schema'
import { type DataResult, failure } from '#app/utils/action-result'
import { QUIZ_MESSAGES } from './quizzes.schema'

export type QuizSummary = {
  id: string
  slug: string
  title: string
  description: string
  hubId: string
  hubTitle: string
  questionCount: number
}

export async function listPublishedQuizzes(): Promise<QuizSummary[]> {
  const rows = await db
    .select({
      id: quizzes.id,
      slug: quizzes.slug,
      title: quizzes.title,
      description: quizzes.description,
      hubId: quizzes.hubId,
      hubTitle: hubs.title,
    })
    .from(quizzes)
    .innerJoin(hubs, eq(hubs.id, quizzes.hubId))
    .where(eq(quizzes.isPublished, true))
    .orderBy(asc(quizzes.createdAt), asc(quizzes.title))
  const counts = rows.length
    ? await db
        .select({ quizId: quizQuestions.quizId })
        .from(quizQuestions)
        .where(
          inArray(
            quizQuestions.quizId,
            rows.map((r) => r.id),
          ),
        )
    : []
  return rows.map((r) => ({
    ...r,
    questionCount: counts.filter((c) => c.quizId === r.id).length,
  }))
}

export type FullQuiz = NonNullable<Awaited<ReturnType<typeof getQuiz>>>

/** A quiz with its questions, options and result profiles (published only unless asked). */
export async function getQuiz(by: { slug?: string; id?: string }, opts = { publishedOnly: true }) {
  const where = by.id ? eq(quizzes.id, by.id) : eq(quizzes.slug, by.slug ?? '')
  const [quiz] = await db
    .select()
    .from(quizzes)
    .where(opts.publishedOnly ? and(where, eq(quizzes.isPublished, true)) : where)
  if (!quiz) return null
  const [questions, results] = await Promise.all([
    db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quiz.id))
      .orderBy(asc(quizQuestions.sortOrder)),
    db
      .select()
      .from(quizResultProfiles)
      .where(eq(quizResultProfiles.quizId, quiz.id))
      .orderBy(asc(quizResultProfiles.sortOrder)),
  ])
  const options = questions.length
    ? await db
        .select()
        .from(quizOptions)
        .where(
          inArray(
            quizOptions.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(quizOptions.sortOrder))
    : []
  return {
    ...quiz,
    results,
    questions: questions.map((q) => ({
      id: q.id,
      prompt: q.prompt,
      options: options
        .filter((o) => o.questionId === q.id)
        .map((o) => ({ id: o.id, text: o.text, resultId: o.resultId })),
    })),
  }
}

/**
 * Checks that every question is answered with one of its own options, then picks the result.
 * An option id of another question or quiz is a 400, never a guess.
 */
export function scoreQuiz(
  quiz: FullQuiz,
  answers: Map<string, string>,
): DataResult<{ resultId: string; optionIds: string[] }> {
  const questionIds = new Set(quiz.questions.map((q) => q.id))
  for (const id of answers.keys()) if (!questionIds.has(id)) return failure(QUIZ_MESSAGES.wrongQuiz)
  const tally = new Map<string, number>()
  const optionIds: string[] = []
  for (const q of quiz.questions) {
    const chosen = answers.get(q.id)
    if (!chosen) return failure(QUIZ_MESSAGES.answerAll)
    const option = q.options.find((o) => o.id === chosen)
    if (!option) return failure(QUIZ_MESSAGES.wrongQuiz)
    optionIds.push(option.id)
    tally.set(option.resultId, (tally.get(option.resultId) ?? 0) + 1)
  }
  let best = quiz.results[0]!
  for (const r of quiz.results) if ((tally.get(r.id) ?? 0) > (tally.get(best.id) ?? 0)) best = r
  return { ok: true, resultId: best.id, optionIds }
}

export async function saveQuizAttempt(
  userId: string,
  quizId: string,
  resultId: string,
  optionIds: string[],
) {
  await db.insert(quizAttempts).values({ userId, quizId, resultId, optionIds })
}

export type MemberQuizResult = {
  id: string
  quizSlug: string
  quizTitle: string
  resultKey: string
  resultTitle: string
  createdAt: Date
}

/** The member's kept results, newest first. */
export async function listMemberResults(userId: string, limit = 20): Promise<MemberQuizResult[]> {
  return db
    .select({
      id: quizAttempts.id,
      quizSlug: quizzes.slug,
      quizTitle: quizzes.title,
      resultKey: quizResultProfiles.key,
      resultTitle: quizResultProfiles.title,
      createdAt: quizAttempts.createdAt,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(quizResultProfiles, eq(quizResultProfiles.id, quizAttempts.resultId))
    .where(eq(quizAttempts.userId, userId))
    .orderBy(desc(quizAttempts.createdAt))
    .limit(limit)
}
