// The reports review: items members reported, grouped with their reports, and the moderator's
// decision to keep or remove them. Every decision is audited in its transaction and refreshes the
// public cache.
import { and, eq, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import {
  answers,
  contentReports,
  questions,
  storyComments,
  userSubmissions,
  users,
} from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import type { ActionResult } from '#app/utils/action-result'
import type { ReportItemType } from './discussions.schema'
import { failure } from '#app/utils/action-result'

export type ReportedItem = {
  itemType: ReportItemType
  itemId: string
  excerpt: string
  link: string | null
  hidden: boolean
  reports: { reason: string; details: string; reporterEmail: string | null; createdAt: Date }[]
}

/** Items with open reports, most reported first. */
export async function listOpenReports(): Promise<ReportedItem[]> {
  const rows = await db
    .select({
      itemType: contentReports.itemType,
      itemId: contentReports.itemId,
      reason: contentReports.reason,
      details: contentReports.details,
      reporterEmail: users.email,
      createdAt: contentReports.createdAt,
    })
    .from(contentReports)
    .leftJoin(users, eq(users.id, contentReports.userId))
    .where(eq(contentReports.status, 'open'))
    .orderBy(contentReports.createdAt)
    .limit(500)
  const byItem = new Map<string, ReportedItem>()
  for (const r of rows) {
    const key = `${r.itemType}:${r.itemId}`
    let item = byItem.get(key)
    if (!item) {
      item = {
        itemType: r.itemType as ReportItemType,
        itemId: r.itemId,
        excerpt: '',
        link: null,
        hidden: false,
        reports: [],
      }
      byItem.set(key, item)
    }
    item.reports.push({
      reason: r.reason,
      details: r.details,
      reporterEmail: r.reporterEmail,
      createdAt: r.createdAt,
    })
  }
  const items = [...byItem.values()]
  await Promise.all(items.map(describeItem))
  return items.sort((a, b) => b.reports.length - a.reports.length)
}

async function describeItem(item: ReportedItem) {
  const id = item.itemId
  if (item.itemType === 'story') {
    const [s] = await db
      .select({ text: userSubmissions.title, hiddenAt: userSubmissions.hiddenAt })
      .from(userSubmissions)
      .where(eq(userSubmissions.id, id))
    Object.assign(item, {
      excerpt: s?.text ?? '(deleted)',
      hidden: Boolean(s?.hiddenAt),
      link: `/community/story/${id}`,
    })
  } else if (item.itemType === 'question') {
    const [q] = await db
      .select({ text: questions.title, hiddenAt: questions.hiddenAt })
      .from(questions)
      .where(eq(questions.id, id))
    Object.assign(item, {
      excerpt: q?.text ?? '(deleted)',
      hidden: Boolean(q?.hiddenAt),
      link: `/community/questions/${id}`,
    })
  } else if (item.itemType === 'answer') {
    const [a] = await db
      .select({ text: answers.body, hiddenAt: answers.hiddenAt, questionId: answers.questionId })
      .from(answers)
      .where(eq(answers.id, id))
    Object.assign(item, {
      excerpt: a?.text ?? '(deleted)',
      hidden: Boolean(a?.hiddenAt),
      link: a ? `/community/questions/${a.questionId}` : null,
    })
  } else {
    const [c] = await db
      .select({
        text: storyComments.body,
        hiddenAt: storyComments.hiddenAt,
        storyId: storyComments.storyId,
      })
      .from(storyComments)
      .where(eq(storyComments.id, id))
    Object.assign(item, {
      excerpt: c?.text ?? '(deleted)',
      hidden: Boolean(c?.hiddenAt),
      link: c ? `/community/story/${c.storyId}` : null,
    })
  }
}

const REPORT_TABLES = {
  story: { table: userSubmissions, removed: { status: 'rejected' as const } },
  question: { table: questions, removed: { status: 'hidden' as const } },
  answer: { table: answers, removed: { status: 'hidden' as const } },
  comment: { table: storyComments, removed: { status: 'hidden' as const } },
}

/**
 * 'keep': the reports were unfounded; the item is shown again. 'remove': the item leaves the site
 * (a story is rejected, a question, answer or comment hidden). Either way its open reports close.
 */
export async function resolveReports(
  actor: Actor,
  itemType: ReportItemType,
  itemId: string,
  decision: 'keep' | 'remove',
): Promise<ActionResult> {
  const { table: t, removed } = REPORT_TABLES[itemType]
  const done = await db.transaction(async (tx) => {
    const closed = await tx
      .update(contentReports)
      .set({ status: 'resolved', resolvedBy: actor.id, resolvedAt: new Date() })
      .where(
        and(
          eq(contentReports.itemType, itemType),
          eq(contentReports.itemId, itemId),
          eq(contentReports.status, 'open'),
        ),
      )
      .returning({ id: contentReports.id })
    if (!closed.length) return false
    await tx
      .update(t)
      .set((decision === 'keep' ? { hiddenAt: null } : { ...removed, hiddenAt: null }) as never)
      .where(eq(t.id, itemId))
    await recordAudit(tx, {
      action: decision === 'keep' ? 'reports_dismissed' : 'reports_upheld',
      entityType: itemType,
      entityId: itemId,
      entityData: { reports: closed.length },
      userId: actor.id,
    })
    return true
  })
  if (!done) return failure('There are no open reports for this item', 404)
  return {
    ok: true,
    message:
      decision === 'keep'
        ? 'Reports dismissed; the item is visible again'
        : 'The item was removed from the site',
  }
}

export async function countOpenReports() {
  const [row] = await db
    .select({
      n: sql<number>`count(distinct (${contentReports.itemType}, ${contentReports.itemId}))::int`,
    })
    .from(contentReports)
    .where(eq(contentReports.status, 'open'))
  return Number(row?.n ?? 0)
}
