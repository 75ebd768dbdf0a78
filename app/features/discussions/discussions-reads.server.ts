// What readers see of the Q&A: the latest questions on the community page, and one question with its
// visible answers and the viewer's own marks and reports.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import {
  answerHelpfulMarks,
  answers,
  contentReports,
  hubs,
  profiles,
  questions,
  users,
} from '#app/db/schema'
import { isUuid } from '#app/utils/uuid'
import { authorName, visible } from './discussions.server'

export type QuestionCard = {
  id: string
  title: string
  hubId: string
  hubTitle: string
  authorName: string
  createdAt: Date
  answerCount: number
}

export const QUESTIONS_ON_COMMUNITY = 6

export async function listPublishedQuestions(
  limit = QUESTIONS_ON_COMMUNITY,
): Promise<QuestionCard[]> {
  const answerCount = sql<number>`(select count(*)::int from ${answers} a where a.question_id = ${questions.id} and a.status = 'published' and a.hidden_at is null)`
  const rows = await db
    .select({
      id: questions.id,
      title: questions.title,
      hubId: questions.hubId,
      hubTitle: hubs.title,
      authorName,
      createdAt: questions.createdAt,
      answerCount,
    })
    .from(questions)
    .innerJoin(hubs, eq(hubs.id, questions.hubId))
    .leftJoin(users, eq(users.id, questions.userId))
    .leftJoin(profiles, eq(profiles.userId, questions.userId))
    .where(visible(questions))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(limit)
  return rows.map((r) => ({ ...r, answerCount: Number(r.answerCount) }))
}

export type PublicAnswer = {
  id: string
  body: string
  authorName: string
  createdAt: Date
  isExpert: boolean
  helpfulCount: number
  markedByMe: boolean
  reportedByMe: boolean
  mine: boolean
}

/** A published, not hidden question with its visible answers (expert answers first). */
export async function getPublicQuestion(id: string, viewerId?: string | null) {
  if (!isUuid(id)) return null
  const [question] = await db
    .select({
      id: questions.id,
      title: questions.title,
      body: questions.body,
      hubId: questions.hubId,
      hubTitle: hubs.title,
      authorName,
      userId: questions.userId,
      createdAt: questions.createdAt,
    })
    .from(questions)
    .innerJoin(hubs, eq(hubs.id, questions.hubId))
    .leftJoin(users, eq(users.id, questions.userId))
    .leftJoin(profiles, eq(profiles.userId, questions.userId))
    .where(and(eq(questions.id, id), visible(questions)))
  if (!question) return null
  const rows = await db
    .select({
      id: answers.id,
      body: answers.body,
      authorName,
      userId: answers.userId,
      createdAt: answers.createdAt,
      isExpert: answers.isExpert,
      helpfulCount: answers.helpfulCount,
    })
    .from(answers)
    .leftJoin(users, eq(users.id, answers.userId))
    .leftJoin(profiles, eq(profiles.userId, answers.userId))
    .where(and(eq(answers.questionId, id), visible(answers)))
    .orderBy(desc(answers.isExpert), desc(answers.helpfulCount), asc(answers.createdAt))
  const ids = rows.map((r) => r.id)
  const [marks, reports] =
    viewerId && ids.length
      ? await Promise.all([
          db
            .select({ id: answerHelpfulMarks.answerId })
            .from(answerHelpfulMarks)
            .where(
              and(
                eq(answerHelpfulMarks.userId, viewerId),
                inArray(answerHelpfulMarks.answerId, ids),
              ),
            ),
          db
            .select({ id: contentReports.itemId })
            .from(contentReports)
            .where(
              and(
                eq(contentReports.userId, viewerId),
                eq(contentReports.itemType, 'answer'),
                inArray(contentReports.itemId, ids),
              ),
            ),
        ])
      : [[], []]
  const marked = new Set(marks.map((m) => m.id))
  const reported = new Set(reports.map((m) => m.id))
  const list: PublicAnswer[] = rows.map(({ userId, ...a }) => ({
    ...a,
    markedByMe: marked.has(a.id),
    reportedByMe: reported.has(a.id),
    mine: Boolean(viewerId) && userId === viewerId,
  }))
  const { userId: askerId, ...rest } = question
  return { question: { ...rest, mine: Boolean(viewerId) && askerId === viewerId }, answers: list }
}
