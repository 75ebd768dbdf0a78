// A moderator's decision on items of the review queue, one or many at once. Each item changes, is
// audited and its author is told (member_notifications), all in one transaction: approving
// publishes, rejecting stores the reason in the item's rejection_reason; for a reported item,
// approving keeps it (reports dismissed, shown again) and rejecting removes it. Either way the
// item's open reports close.
import { and, eq, inArray } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import {
  answers,
  contentReports,
  productReviews,
  products,
  questions,
  storyComments,
  userSubmissions,
} from '#app/db/schema'
import { recomputeProductRating } from '#app/features/products/product-reviews.server'
import { type ActionResult, failure } from '#app/utils/action-result'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { notifyMember } from '#app/utils/member-notify.server'
import {
  noticeAnswerPublished,
  noticeReplyPublished,
} from '#app/features/discussions/discussions-notices.server'
import { publicLink } from './review-queue.server'
import {
  type ContentKind,
  KIND_LABELS,
  type QueueDecision,
  type QueueItemKey,
  rejectionText,
} from './review-queue.schema'

const TABLES = {
  story: { table: userSubmissions, live: 'approved', removed: 'rejected' },
  question: { table: questions, live: 'published', removed: 'hidden' },
  answer: { table: answers, live: 'published', removed: 'hidden' },
  comment: { table: storyComments, live: 'published', removed: 'hidden' },
  review: { table: productReviews, live: 'approved', removed: 'rejected' },
} as const

type Changed = {
  id: string
  userId: string | null
  text: string
  parentId: string | null
  parentSlug?: string | null
}

async function changeItem(
  tx: Tx,
  actor: Actor,
  itemType: ContentKind,
  id: string,
  set: Record<string, unknown>,
  from: string[],
): Promise<Changed | null> {
  const t = TABLES[itemType].table
  const [row] = await tx
    .update(t)
    .set({ ...set, reviewedBy: actor.id, reviewedAt: new Date() } as never)
    .where(and(eq(t.id, id), inArray(t.status, from as never[])))
    .returning(
      itemType === 'story'
        ? { id: userSubmissions.id, userId: userSubmissions.userId, text: userSubmissions.title }
        : itemType === 'question'
          ? { id: questions.id, userId: questions.userId, text: questions.title }
          : itemType === 'answer'
            ? {
                id: answers.id,
                userId: answers.userId,
                text: answers.body,
                parentId: answers.questionId,
              }
            : itemType === 'comment'
              ? {
                  id: storyComments.id,
                  userId: storyComments.userId,
                  text: storyComments.body,
                  parentId: storyComments.storyId,
                }
              : {
                  id: productReviews.id,
                  userId: productReviews.userId,
                  text: productReviews.body,
                  parentId: productReviews.productId,
                },
    )
  if (!row) return null
  const changed: Changed = { parentId: null, ...(row as Omit<Changed, 'parentId'>) }
  if (itemType === 'review' && changed.parentId) {
    // the product's rating and count follow its approved reviews, in the same transaction
    await recomputeProductRating(tx, changed.parentId)
    const [p] = await tx
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, changed.parentId))
    changed.parentSlug = p?.slug ?? null
  }
  return changed
}

/** What the author reads: in the site's words, never the moderator's name. */
export function decisionNotice(
  itemType: ContentKind,
  outcome: 'approved' | 'rejected' | 'removed',
  item: Changed,
  reason: string | null,
) {
  const what = KIND_LABELS[itemType].one
  if (outcome === 'approved')
    return {
      kind: 'content_approved' as const,
      title: `Your ${what} was approved`,
      body:
        itemType === 'story' || itemType === 'question'
          ? 'It is now live on Community. Thank you for sharing!'
          : itemType === 'review'
            ? 'It is now live on the product page. Thank you for helping other athletes choose!'
            : `It is now live. Thank you for joining the conversation!`,
      link: publicLink(itemType, item.id, item.parentId, true, item.parentSlug),
    }
  return {
    kind: 'content_rejected' as const,
    title: outcome === 'removed' ? `Your ${what} was removed` : `Your ${what} was not published`,
    body: reason ? `Reason: ${reason}` : 'It does not follow the community guidelines.',
    link: '/profile',
  }
}

async function decideOne(
  tx: Tx,
  actor: Actor,
  key: QueueItemKey,
  decision: QueueDecision,
): Promise<{ itemType: ContentKind; id: string; outcome: string } | null> {
  const { itemType, id } = key
  const { live, removed } = TABLES[itemType]
  const reason = decision.intent === 'reject' ? rejectionText(decision) : null
  const approve = decision.intent === 'approve'
  let row: Changed | null
  let outcome: 'approved' | 'rejected' | 'removed' | 'kept'
  if (key.kind === 'report') {
    const closed = await tx
      .update(contentReports)
      .set({ status: 'resolved', resolvedBy: actor.id, resolvedAt: new Date() })
      .where(
        and(
          eq(contentReports.itemType, itemType),
          eq(contentReports.itemId, id),
          eq(contentReports.status, 'open'),
        ),
      )
      .returning({ id: contentReports.id })
    if (!closed.length) return null
    outcome = approve ? 'kept' : 'removed'
    row = await changeItem(
      tx,
      actor,
      itemType,
      id,
      approve ? { hiddenAt: null } : { status: removed, hiddenAt: null, rejectionReason: reason },
      [live],
    )
  } else {
    outcome = approve ? 'approved' : 'rejected'
    row = await changeItem(
      tx,
      actor,
      itemType,
      id,
      approve
        ? { status: live, hiddenAt: null, rejectionReason: null }
        : { status: 'rejected', rejectionReason: reason },
      ['pending'],
    )
    if (!row) return null
    // a decision closes the reports about the item too
    await tx
      .update(contentReports)
      .set({ status: 'resolved', resolvedBy: actor.id, resolvedAt: new Date() })
      .where(
        and(
          eq(contentReports.itemType, itemType),
          eq(contentReports.itemId, id),
          eq(contentReports.status, 'open'),
        ),
      )
  }
  await recordAudit(tx, {
    action:
      outcome === 'kept'
        ? 'reports_dismissed'
        : outcome === 'removed'
          ? 'reports_upheld'
          : outcome === 'approved'
            ? 'approve'
            : 'reject',
    entityType: itemType,
    entityId: id,
    entityData: {
      title: (row?.text ?? '').slice(0, 80),
      source: 'review_queue',
      ...(reason ? { reason } : {}),
    },
    userId: actor.id,
  })
  if (row?.userId && outcome !== 'kept') {
    const notice = decisionNotice(itemType, outcome, row, reason)
    await notifyMember(tx, { userId: row.userId, itemType, itemId: id, ...notice })
  }
  // a published answer or reply is news for the member it answers, too
  if (outcome === 'approved' && itemType === 'answer') await noticeAnswerPublished(tx, id)
  if (outcome === 'approved' && itemType === 'comment') await noticeReplyPublished(tx, id)
  return { itemType, id, outcome }
}

/**
 * Applies one decision to every item given, in one transaction. Items already decided (by another
 * moderator meanwhile) are skipped; the answer says how many changed.
 */
export async function decideQueueItems(
  actor: Actor,
  decision: QueueDecision,
): Promise<ActionResult> {
  const done = await db.transaction(async (tx) => {
    const out = []
    for (const key of decision.item) {
      const r = await decideOne(tx, actor, key, decision)
      if (r) out.push(r)
    }
    return out
  })
  if (!done.length) return failure('These items were already handled by another moderator', 409)
  const n = done.length
  const first = done[0]!
  const verb = done.every((d) => d.outcome === first.outcome) ? first.outcome : 'decided'
  return {
    ok: true,
    message:
      n === 1
        ? `The ${KIND_LABELS[first.itemType].one} was ${verb === 'kept' ? 'kept and its reports dismissed' : verb}`
        : `${n} items were ${verb}`,
  }
}

/**
 * For the Q&A screen's approve and reject (app/features/discussions): tells the author in the
 * decision's transaction, as the queue does.
 */
export function notifyQaDecision(
  itemType: 'question' | 'answer',
  outcome: 'approved' | 'rejected',
) {
  return async (
    tx: Tx,
    row: { id: string; userId: string; text: string; questionId: string | null },
  ) => {
    const notice = decisionNotice(
      itemType,
      outcome,
      { id: row.id, userId: row.userId, text: row.text, parentId: row.questionId },
      null,
    )
    await notifyMember(tx, { userId: row.userId, itemType, itemId: row.id, ...notice })
  }
}
