// What members do on an approved story: reactions (a fixed set, one of each per member, a second
// press takes it back) and comments (same pre-moderation, reports and rate limit as answers).
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import {
  contentReports,
  profiles,
  storyComments,
  storyReactions,
  userSubmissions,
  users,
} from '#app/db/schema'
import type { ActionResult } from '#app/utils/action-result'
import {
  type CommentForm,
  DISCUSSION_MESSAGES as M,
  type PostResult,
  type Reaction,
  REACTIONS,
} from './discussions.schema'
import {
  afterPost,
  authorName,
  consumePostAllowance,
  moderationNoteFor,
} from './discussions.server'
import { noticeReplyPublished, noticeStoryReaction } from './discussions-notices.server'
import { failure } from '#app/utils/action-result'

export type StoryReactionCounts = Record<Reaction, number>

/** The public page of a story: where its reactions and comments show. */
export const storyPagePath = (storyId: string) => `/community/story/${storyId}`

export async function getStoryInteractions(storyId: string, viewerId?: string | null) {
  const [counts, mine, comments] = await Promise.all([
    db
      .select({ reaction: storyReactions.reaction, n: count() })
      .from(storyReactions)
      .where(eq(storyReactions.storyId, storyId))
      .groupBy(storyReactions.reaction),
    viewerId
      ? db
          .select({ reaction: storyReactions.reaction })
          .from(storyReactions)
          .where(and(eq(storyReactions.storyId, storyId), eq(storyReactions.userId, viewerId)))
      : Promise.resolve([]),
    db
      .select({
        id: storyComments.id,
        parentId: storyComments.parentId,
        body: storyComments.body,
        authorName,
        userId: storyComments.userId,
        createdAt: storyComments.createdAt,
      })
      .from(storyComments)
      .leftJoin(users, eq(users.id, storyComments.userId))
      .leftJoin(profiles, eq(profiles.userId, storyComments.userId))
      .where(
        and(
          eq(storyComments.storyId, storyId),
          eq(storyComments.status, 'published'),
          // hidden by reports until reviewed
          isNull(storyComments.hiddenAt),
        ),
      )
      .orderBy(asc(storyComments.createdAt)),
  ])
  const reactions = Object.fromEntries(REACTIONS.map((r) => [r.value, 0])) as StoryReactionCounts
  for (const c of counts)
    if (c.reaction in reactions) reactions[c.reaction as Reaction] = Number(c.n)
  const reported =
    viewerId && comments.length
      ? new Set(
          (
            await db
              .select({ id: contentReports.itemId })
              .from(contentReports)
              .where(
                and(
                  eq(contentReports.userId, viewerId),
                  eq(contentReports.itemType, 'comment'),
                  inArray(
                    contentReports.itemId,
                    comments.map((c) => c.id),
                  ),
                ),
              )
          ).map((r) => r.id),
        )
      : new Set<string>()
  return {
    reactions,
    myReactions: mine.map((m) => m.reaction as Reaction),
    comments: comments.map(({ userId, ...c }) => ({
      ...c,
      mine: Boolean(viewerId) && userId === viewerId,
      reportedByMe: reported.has(c.id),
    })),
  }
}

/** Adds the member's reaction, or takes it back when it is already there. */
export async function toggleReaction(
  userId: string,
  storyId: string,
  reaction: Reaction,
): Promise<ActionResult> {
  const [story] = await db
    .select({ id: userSubmissions.id, hiddenAt: userSubmissions.hiddenAt })
    .from(userSubmissions)
    .where(and(eq(userSubmissions.id, storyId), eq(userSubmissions.status, 'approved')))
  if (!story || story.hiddenAt) return failure(M.storyNotFound, 404)
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(storyReactions)
      .values({ storyId, userId, reaction })
      .onConflictDoNothing()
      .returning({ reaction: storyReactions.reaction })
    if (rows.length) await noticeStoryReaction(tx, storyId, userId)
    return rows
  })
  if (!inserted.length)
    await db
      .delete(storyReactions)
      .where(
        and(
          eq(storyReactions.storyId, storyId),
          eq(storyReactions.userId, userId),
          eq(storyReactions.reaction, reaction),
        ),
      )
  const label = REACTIONS.find((r) => r.value === reaction)!.label
  return {
    ok: true,
    message: inserted.length ? `You reacted: ${label}` : `Reaction removed: ${label}`,
  }
}

/**
 * A comment on an approved story, or a reply to one of its published comments (one level deep: a
 * reply to a reply joins its thread). Same pre-moderation and rate limit as every member post; a
 * reply published at once tells the comment's author.
 */
export async function postComment(userId: string, form: CommentForm): Promise<PostResult> {
  const [story] = await db
    .select({ id: userSubmissions.id })
    .from(userSubmissions)
    .where(
      and(
        eq(userSubmissions.id, form.storyId),
        eq(userSubmissions.status, 'approved'),
        isNull(userSubmissions.hiddenAt),
      ),
    )
  if (!story) return failure(M.storyNotFound, 404)
  let parentId: string | null = null
  if (form.parentId) {
    const [parent] = await db
      .select({ id: storyComments.id, parentId: storyComments.parentId })
      .from(storyComments)
      .where(
        and(
          eq(storyComments.id, form.parentId),
          eq(storyComments.storyId, form.storyId),
          eq(storyComments.status, 'published'),
          isNull(storyComments.hiddenAt),
        ),
      )
    if (!parent) return failure(M.commentNotFound, 404)
    parentId = parent.parentId ?? parent.id
  }
  const note = await moderationNoteFor(userId, form.body)
  if (!(await consumePostAllowance(userId))) return failure(M.rateLimited, 429)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(storyComments)
      .values({
        storyId: form.storyId,
        parentId,
        body: form.body,
        userId,
        status: note ? 'pending' : 'published',
        moderationNote: note,
      })
      .returning({ id: storyComments.id })
    if (!note && parentId) await noticeReplyPublished(tx, row!.id, form.parentId)
    return row!.id
  })
  return { ...afterPost(Boolean(note)), id }
}
