// The community story queue: list by status, approve (optionally with edits), reject with a reason,
// edit. Approved stories are what /community shows, so each change refreshes the public cache.
import { and, count, desc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { profiles, userSubmissions, users } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import type { ActionResult } from '#app/utils/action-result'
import type { ModerationStatus, StoryEdit } from './moderation.schema'
import { failure } from '#app/utils/action-result'
import { notifyMember } from '#app/utils/member-notify.server'
import { decisionNotice } from './review-decisions.server'
import { publicMemberName } from '#app/utils/public-name.server'

export const STORIES_PER_PAGE = 20

const isStory = eq(userSubmissions.submissionType, 'story')

export async function listStories(filter: { status: ModerationStatus; page: number }) {
  const where = and(isStory, eq(userSubmissions.status, filter.status))
  const [stories, counts] = await Promise.all([
    db
      .select({
        id: userSubmissions.id,
        title: userSubmissions.title,
        content: userSubmissions.content,
        category: userSubmissions.category,
        status: userSubmissions.status,
        createdAt: userSubmissions.createdAt,
        reviewedAt: userSubmissions.reviewedAt,
        rejectionReason: userSubmissions.rejectionReason,
        authorName: publicMemberName,
        authorEmail: users.email,
      })
      .from(userSubmissions)
      .leftJoin(users, eq(users.id, userSubmissions.userId))
      .leftJoin(profiles, eq(profiles.userId, userSubmissions.userId))
      .where(where)
      .orderBy(
        filter.status === 'pending' ? userSubmissions.createdAt : desc(userSubmissions.createdAt),
      )
      .limit(STORIES_PER_PAGE)
      .offset((filter.page - 1) * STORIES_PER_PAGE),
    db
      .select({ status: userSubmissions.status, n: count() })
      .from(userSubmissions)
      .where(isStory)
      .groupBy(userSubmissions.status),
  ])
  const totals = { pending: 0, approved: 0, rejected: 0 } as Record<ModerationStatus, number>
  for (const c of counts) totals[c.status] = Number(c.n)
  return {
    stories,
    totals,
    pages: Math.max(1, Math.ceil(totals[filter.status] / STORIES_PER_PAGE)),
  }
}

type Change = {
  status?: ModerationStatus
  edit?: StoryEdit | null
  reason?: string | null
  action: string
  message: string
}

async function changeStory(actor: Actor, id: string, change: Change): Promise<ActionResult> {
  const row = await db.transaction(async (tx) => {
    const review = change.status
      ? {
          status: change.status,
          reviewedBy: actor.id,
          reviewedAt: new Date(),
          rejectionReason: change.reason ?? null,
        }
      : {}
    const [story] = await tx
      .update(userSubmissions)
      .set({ ...(change.edit ?? {}), ...review })
      .where(and(eq(userSubmissions.id, id), isStory))
      .returning({
        id: userSubmissions.id,
        title: userSubmissions.title,
        status: userSubmissions.status,
        userId: userSubmissions.userId,
      })
    if (!story) return null
    // the author is told of a decision (never by whom), in the same transaction
    if (story.userId && (change.status === 'approved' || change.status === 'rejected')) {
      const notice = decisionNotice(
        'story',
        change.status,
        { id: story.id, userId: story.userId, text: story.title, parentId: null },
        change.reason ?? null,
      )
      await notifyMember(tx, {
        userId: story.userId,
        itemType: 'story',
        itemId: story.id,
        ...notice,
      })
    }
    await recordAudit(tx, {
      action: change.action,
      entityType: 'story',
      entityId: story.id,
      entityData: {
        title: story.title,
        status: story.status,
        ...(change.reason ? { reason: change.reason } : {}),
      },
      userId: actor.id,
    })
    return story
  })
  if (!row) return failure('Story not found', 404)
  return { ok: true, message: change.message }
}

export function approveStory(actor: Actor, id: string, edit?: StoryEdit | null) {
  return changeStory(actor, id, {
    status: 'approved',
    edit,
    action: 'approve',
    message: 'Story approved and published on Community',
  })
}

export function rejectStory(actor: Actor, id: string, reason: string) {
  return changeStory(actor, id, {
    status: 'rejected',
    reason,
    action: 'reject',
    message: 'Story rejected',
  })
}

export function updateStory(actor: Actor, id: string, edit: StoryEdit) {
  return changeStory(actor, id, { edit, action: 'update', message: 'Story updated' })
}
