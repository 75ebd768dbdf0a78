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
import { invalidatePublicPages } from '#app/utils/public-cache.server'
import { DISCUSSION_MESSAGES as M, type Reaction, REACTIONS } from './discussions.schema'
import { authorName } from './discussions.server'
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
  const inserted = await db
    .insert(storyReactions)
    .values({ storyId, userId, reaction })
    .onConflictDoNothing()
    .returning({ reaction: storyReactions.reaction })
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
  // the counts show on the story's page only: the rest of the cache stays warm
  await invalidatePublicPages([storyPagePath(storyId)])
  const label = REACTIONS.find((r) => r.value === reaction)!.label
  return {
    ok: true,
    message: inserted.length ? `You reacted: ${label}` : `Reaction removed: ${label}`,
  }
}
