// Q&A and story comments written by members: pre-moderation (new accounts and banned words wait in
// the queue), a shared posting rate limit, helpful marks (one per member), and reports (one per
// member and item; three from trusted members hide the item until a moderator reviews it).
import { and, eq, isNull, sql } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import {
  answerHelpfulMarks,
  answers,
  contentReports,
  questions,
  siteSettings,
  storyComments,
  userSubmissions,
  users,
} from '#app/db/schema'
import { consumeRateLimit } from '#app/features/accounts/rate-limit.server'
import type { ActionResult } from '#app/utils/action-result'
import { publicMemberName } from '#app/utils/public-name.server'
import {
  type AnswerForm,
  DISCUSSION_MESSAGES as M,
  NEW_ACCOUNT_DAYS,
  POSTS_PER_WINDOW,
  type QuestionForm,
  RATE_WINDOW_SECONDS,
  REPORTS_TO_HIDE,
  type PostResult,
  type ReportForm,
} from './discussions.schema'
import { failure } from '#app/utils/action-result'
import { noticeAnswerPublished, noticeHelpfulMark } from './discussions-notices.server'
import { openReportWeight, TRUSTED_WEIGHT } from './report-weight.server'

export const BANNED_WORDS_KEY = 'banned_words'
/** Used until an admin stores a list under site_settings 'banned_words'. */
export const DEFAULT_BANNED_WORDS = [
  'idiot',
  'stupid',
  'loser',
  'ugly',
  'fat',
  'kill yourself',
  'kys',
  'slut',
  'whore',
  'retard',
  'onlyfans',
  'cashapp',
  'venmo me',
  'dm me for pics',
]

/** never users.name nor anything from the email (app/utils/public-name.server.ts) */
export const authorName = publicMemberName

export async function getBannedWords(): Promise<string[]> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, BANNED_WORDS_KEY))
  const list = Array.isArray(row?.value) ? row.value : DEFAULT_BANNED_WORDS
  return list.filter((w): w is string => typeof w === 'string' && w.trim() !== '')
}

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The banned words a text contains (whole words, case-insensitive). */
export function findBannedWords(text: string, words: string[]): string[] {
  return words.filter((w) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(w.trim())}($|[^\\p{L}\\p{N}])`, 'iu').test(text),
  )
}

/** Whether a member's post waits for a moderator, and why (null: it is published at once). */
export async function moderationNoteFor(userId: string, text: string): Promise<string | null> {
  const [user] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
  const notes: string[] = []
  if (!user || Date.now() - user.createdAt.getTime() < NEW_ACCOUNT_DAYS * 86_400_000)
    notes.push(`Account younger than ${NEW_ACCOUNT_DAYS} days`)
  const banned = findBannedWords(text, await getBannedWords())
  if (banned.length) notes.push(`Banned words: ${banned.join(', ')}`)
  return notes.length ? notes.join('; ') : null
}

/** Counts one post against the member's window; false when the limit is used up. */
export function consumePostAllowance(userId: string) {
  return consumeRateLimit(`app:community-post:${userId}`, POSTS_PER_WINDOW, RATE_WINDOW_SECONDS)
}

/**
 * A stored post's result: published at once or waiting for a moderator (`pending`). The route's
 * intent empties the public pages a published post shows on (discussion-intents.server.ts).
 */
export function afterPost(pending: boolean): PostResult {
  return { ok: true, message: pending ? M.pending : M.published, pending }
}

export async function askQuestion(userId: string, form: QuestionForm): Promise<PostResult> {
  const note = await moderationNoteFor(userId, `${form.title}\n${form.body}`)
  if (!(await consumePostAllowance(userId))) return failure(M.rateLimited, 429)
  const [row] = await db
    .insert(questions)
    .values({ ...form, userId, status: note ? 'pending' : 'published', moderationNote: note })
    .returning({ id: questions.id })
  return { ...afterPost(Boolean(note)), id: row!.id }
}

/** Published and not hidden by reports: what readers see. */
export const visible = <T extends { status: unknown; hiddenAt: unknown }>(t: T) =>
  and(eq(t.status as never, 'published'), isNull(t.hiddenAt as never))

export async function postAnswer(userId: string, form: AnswerForm): Promise<PostResult> {
  const [question] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, form.questionId), visible(questions)))
  if (!question) return failure(M.questionNotFound, 404)
  const note = await moderationNoteFor(userId, form.body)
  if (!(await consumePostAllowance(userId))) return failure(M.rateLimited, 429)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(answers)
      .values({
        questionId: form.questionId,
        body: form.body,
        userId,
        status: note ? 'pending' : 'published',
        moderationNote: note,
      })
      .returning({ id: answers.id })
    // published at once: the asker hears of it now (a held one, when a moderator approves it)
    if (!note) await noticeAnswerPublished(tx, row!.id)
    return row!.id
  })
  return { ...afterPost(Boolean(note)), id }
}

/** One helpful mark per member and answer; the mark and the count change together. */
export async function markHelpful(userId: string, answerId: string): Promise<ActionResult> {
  const outcome = await db.transaction(async (tx) => {
    const [answer] = await tx
      .select({ id: answers.id, userId: answers.userId })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(and(eq(answers.id, answerId), visible(answers), visible(questions)))
    if (!answer) return 'not-found' as const
    if (answer.userId === userId) return 'own' as const
    const inserted = await tx
      .insert(answerHelpfulMarks)
      .values({ answerId, userId })
      .onConflictDoNothing()
      .returning({ answerId: answerHelpfulMarks.answerId })
    if (!inserted.length) return 'already' as const
    await tx
      .update(answers)
      .set({ helpfulCount: sql`${answers.helpfulCount} + 1` })
      .where(eq(answers.id, answerId))
    await noticeHelpfulMark(tx, answerId)
    return 'marked' as const
  })
  if (outcome === 'not-found') return failure(M.answerNotFound, 404)
  if (outcome === 'own') return failure(M.helpfulOwn, 403)
  if (outcome === 'already') return failure(M.helpfulAlready, 409)
  return { ok: true, message: M.helpfulMarked }
}

// ---------------------------------------------------------------- reports

const REPORTABLE = {
  story: { table: userSubmissions, visible: eq(userSubmissions.status, 'approved') },
  question: { table: questions, visible: eq(questions.status, 'published') },
  answer: { table: answers, visible: eq(answers.status, 'published') },
  comment: { table: storyComments, visible: eq(storyComments.status, 'published') },
} as const

/**
 * One report per member and item (unique index). The item row is locked first so concurrent
 * reports are counted one after another: the third trusted member hides it, exactly once
 * (report-weight.server.ts: new accounts' reports wait for a moderator).
 */
export async function reportItem(
  userId: string,
  form: ReportForm,
): Promise<ActionResult & { hidden?: boolean }> {
  const target = REPORTABLE[form.itemType]
  const outcome = await db.transaction(async (tx) => {
    const t = target.table
    const [item] = await tx
      .select({ id: t.id, userId: t.userId, hiddenAt: t.hiddenAt })
      .from(t)
      .where(and(eq(t.id, form.itemId), target.visible))
      .for('update')
    if (!item) return 'not-found' as const
    const inserted = await tx
      .insert(contentReports)
      .values({ ...form, userId })
      .onConflictDoNothing()
      .returning({ id: contentReports.id })
    if (!inserted.length) return 'already' as const
    // only trusted reporters can hide an item; anyone else's report waits for a moderator
    const weight = await openReportWeight(tx, form.itemType, form.itemId)
    if (!item.hiddenAt && weight.trusted * TRUSTED_WEIGHT >= REPORTS_TO_HIDE) {
      await tx.update(t).set({ hiddenAt: new Date() }).where(eq(t.id, form.itemId))
      return 'hidden' as const
    }
    return 'reported' as const
  })
  if (outcome === 'not-found') return failure(M.itemNotFound, 404)
  if (outcome === 'already') return failure(M.reportedAlready, 409)
  // hidden: the route's intent empties every cached page (the item may show on many)
  return { ok: true, message: M.reported, hidden: outcome === 'hidden' }
}

export type { Tx }
