// The back office of member Q&A: the queue (approve, reject, edit) and published questions and
// answers (hide, delete, expert answer). Every write is audited in its transaction; anything that
// changes what readers see refreshes the public cache.
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import { answers, contentReports, questions, users } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import type { ActionResult } from '#app/utils/action-result'
import type { QaEdit } from './discussions.schema'
import { failure } from '#app/utils/action-result'
import { noticeAnswerPublished, noticeExpertMark } from './discussions-notices.server'

type Kind = 'question' | 'answer'
const LIST_LIMIT = 50

export type QaItem = {
  kind: Kind
  id: string
  title: string | null
  questionId: string
  questionTitle: string
  body: string
  status: 'pending' | 'published' | 'rejected' | 'hidden'
  moderationNote: string | null
  hidden: boolean
  isExpert: boolean
  authorEmail: string | null
  createdAt: Date
}

async function listKind(kind: Kind, statuses: QaItem['status'][]): Promise<QaItem[]> {
  if (kind === 'question') {
    const rows = await db
      .select({
        id: questions.id,
        title: questions.title,
        body: questions.body,
        status: questions.status,
        moderationNote: questions.moderationNote,
        hiddenAt: questions.hiddenAt,
        authorEmail: users.email,
        createdAt: questions.createdAt,
      })
      .from(questions)
      .leftJoin(users, eq(users.id, questions.userId))
      .where(inArray(questions.status, statuses))
      .orderBy(desc(questions.createdAt))
      .limit(LIST_LIMIT)
    return rows.map(({ hiddenAt, ...r }) => ({
      ...r,
      kind,
      questionId: r.id,
      questionTitle: r.title,
      hidden: Boolean(hiddenAt),
      isExpert: false,
    }))
  }
  const rows = await db
    .select({
      id: answers.id,
      questionId: answers.questionId,
      questionTitle: questions.title,
      body: answers.body,
      status: answers.status,
      moderationNote: answers.moderationNote,
      hiddenAt: answers.hiddenAt,
      isExpert: answers.isExpert,
      authorEmail: users.email,
      createdAt: answers.createdAt,
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .leftJoin(users, eq(users.id, answers.userId))
    .where(inArray(answers.status, statuses))
    .orderBy(desc(answers.createdAt))
    .limit(LIST_LIMIT)
  return rows.map(({ hiddenAt, ...r }) => ({ ...r, kind, title: null, hidden: Boolean(hiddenAt) }))
}

export async function listQa(tab: 'queue' | 'published') {
  const statuses: QaItem['status'][] = tab === 'queue' ? ['pending'] : ['published', 'hidden']
  const [qs, as, pending] = await Promise.all([
    listKind('question', statuses),
    listKind('answer', statuses),
    Promise.all([
      db.select({ n: count() }).from(questions).where(eq(questions.status, 'pending')),
      db.select({ n: count() }).from(answers).where(eq(answers.status, 'pending')),
    ]),
  ])
  const items = [...qs, ...as].sort((a, b) =>
    tab === 'queue'
      ? a.createdAt.getTime() - b.createdAt.getTime()
      : b.createdAt.getTime() - a.createdAt.getTime(),
  )
  return { items, pendingCount: Number(pending[0][0]!.n) + Number(pending[1][0]!.n) }
}

const TABLE = { question: questions, answer: answers } as const

/** Runs in the decision's transaction with the changed row (the route tells the author). */
export type QaDecisionHook = (
  tx: Tx,
  row: { id: string; userId: string; text: string; questionId: string | null },
) => Promise<void>

type Change = {
  set: Record<string, unknown>
  onDecided?: QaDecisionHook
  action: string
  message: string
  /** only rows in these states may change */
  from?: QaItem['status'][]
  /** in the same transaction, after the change (tells the member concerned) */
  after?: (tx: Tx) => Promise<void>
}

async function changeQa(
  actor: Actor,
  kind: Kind,
  id: string,
  change: Change,
): Promise<ActionResult> {
  const t = TABLE[kind]
  const row = await db.transaction(async (tx) => {
    const where = change.from ? and(eq(t.id, id), inArray(t.status, change.from)) : eq(t.id, id)
    const [updated] = await tx
      .update(t)
      .set(change.set as never)
      .where(where)
      .returning({ id: t.id, body: t.body, status: t.status, userId: t.userId })
    if (!updated) return null
    await change.after?.(tx)
    if (change.onDecided)
      await change.onDecided(tx, {
        id,
        userId: updated.userId,
        text: kind === 'question' ? '' : updated.body,
        questionId: kind === 'answer' ? ((await answerQuestion(tx, id)) ?? null) : null,
      })
    await recordAudit(tx, {
      action: change.action,
      entityType: kind,
      entityId: id,
      entityData: { title: updated.body.slice(0, 80), status: updated.status },
      userId: actor.id,
    })
    // a moderator's decision closes the reports about the item
    if (change.set.status && change.set.status !== 'pending')
      await tx
        .update(contentReports)
        .set({ status: 'resolved', resolvedBy: actor.id, resolvedAt: new Date() })
        .where(
          and(
            eq(contentReports.itemType, kind),
            eq(contentReports.itemId, id),
            eq(contentReports.status, 'open'),
          ),
        )
    return updated
  })
  if (!row) return failure(`This ${kind} was not found or was already handled`, 404)
  return { ok: true, message: change.message }
}

async function answerQuestion(tx: Tx, id: string) {
  const [row] = await tx
    .select({ questionId: answers.questionId })
    .from(answers)
    .where(eq(answers.id, id))
  return row?.questionId
}

const reviewed = (actor: Actor) => ({ reviewedBy: actor.id, reviewedAt: new Date() })

export function approveQa(
  actor: Actor,
  kind: Kind,
  id: string,
  edit?: QaEdit | null,
  onDecided?: QaDecisionHook,
) {
  return changeQa(actor, kind, id, {
    onDecided,
    set: { status: 'published', hiddenAt: null, ...editSet(kind, edit), ...reviewed(actor) },
    action: 'approve',
    message: `The ${kind} is published`,
    from: ['pending', 'hidden'],
    // the asker hears of an answer once, when it is first published
    after: kind === 'answer' ? (tx) => noticeAnswerPublished(tx, id) : undefined,
  })
}

export function rejectQa(actor: Actor, kind: Kind, id: string, onDecided?: QaDecisionHook) {
  return changeQa(actor, kind, id, {
    onDecided,
    set: { status: 'rejected', ...reviewed(actor) },
    action: 'reject',
    message: `The ${kind} was rejected`,
    from: ['pending'],
  })
}

export function hideQa(actor: Actor, kind: Kind, id: string) {
  return changeQa(actor, kind, id, {
    set: { status: 'hidden', ...reviewed(actor) },
    action: 'hide',
    message: `The ${kind} is hidden from the site`,
    from: ['published'],
  })
}

function editSet(kind: Kind, edit?: QaEdit | null) {
  if (!edit) return {}
  return kind === 'question' && edit.title
    ? { title: edit.title, body: edit.body }
    : { body: edit.body }
}

export function editQa(actor: Actor, kind: Kind, id: string, edit: QaEdit) {
  return changeQa(actor, kind, id, {
    set: editSet(kind, edit),
    action: 'update',
    message: `The ${kind} was saved`,
  })
}

export function setExpertAnswer(actor: Actor, id: string, expert: boolean) {
  return changeQa(actor, 'answer', id, {
    set: { isExpert: expert },
    action: expert ? 'mark_expert' : 'unmark_expert',
    message: expert ? 'Marked as an expert answer' : 'Expert mark removed',
    from: ['published'],
    after: expert ? (tx) => noticeExpertMark(tx, id) : undefined,
  })
}

export async function deleteQa(actor: Actor, kind: Kind, id: string): Promise<ActionResult> {
  const t = TABLE[kind]
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(t).where(eq(t.id, id)).returning({ body: t.body })
    if (!deleted) return null
    await tx
      .delete(contentReports)
      .where(and(eq(contentReports.itemType, kind), eq(contentReports.itemId, id)))
    await recordAudit(tx, {
      action: 'hard_delete',
      entityType: kind,
      entityId: id,
      entityData: { title: deleted.body.slice(0, 80) },
      userId: actor.id,
    })
    return deleted
  })
  if (!row) return failure(`This ${kind} was not found`, 404)
  return { ok: true, message: `The ${kind} was deleted` }
}
