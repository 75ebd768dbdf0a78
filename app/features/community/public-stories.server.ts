// Public reads of community stories (docs/product.md#moderation: approved ones only, newest first,
// 6 on /community, with the author's display name from profiles, falling back to the account's
// display name or name).
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { media, profiles, userSubmissions, users } from '#app/db/schema'
import { isUuid } from '#app/utils/uuid'
import { publicMemberName } from '#app/utils/public-name.server'

export const COMMUNITY_STORY_LIMIT = 6

export type PublicStory = {
  id: string
  title: string
  content: string
  category: string
  createdAt: Date
  authorName: string
}

const columns = {
  id: userSubmissions.id,
  title: userSubmissions.title,
  content: userSubmissions.content,
  category: userSubmissions.category,
  createdAt: userSubmissions.createdAt,
  authorName: publicMemberName,
}

// a story hidden by members' reports stays out of view until a moderator reviews it
const approvedStory = and(
  eq(userSubmissions.status, 'approved'),
  eq(userSubmissions.submissionType, 'story'),
  isNull(userSubmissions.hiddenAt),
)

export async function getApprovedStories(limit = COMMUNITY_STORY_LIMIT): Promise<PublicStory[]> {
  return db
    .select(columns)
    .from(userSubmissions)
    .leftJoin(users, eq(users.id, userSubmissions.userId))
    .leftJoin(profiles, eq(profiles.userId, userSubmissions.userId))
    .where(approvedStory)
    .orderBy(desc(userSubmissions.createdAt), desc(userSubmissions.id))
    .limit(limit)
}

export type StoryPhoto = { url: string; alt: string; width: number; height: number }

/**
 * One approved story with its photo (the member's alt text), or null (pending, rejected, unknown or
 * malformed ids alike).
 */
export async function getApprovedStory(
  id: string,
): Promise<(PublicStory & { photo: StoryPhoto | null }) | null> {
  if (!isUuid(id)) return null
  const [row] = await db
    .select({
      ...columns,
      photoUrl: media.url,
      photoAlt: userSubmissions.photoAlt,
      photoWidth: media.width,
      photoHeight: media.height,
    })
    .from(userSubmissions)
    .leftJoin(users, eq(users.id, userSubmissions.userId))
    .leftJoin(profiles, eq(profiles.userId, userSubmissions.userId))
    .leftJoin(media, eq(media.id, userSubmissions.photoMediaId))
    .where(and(approvedStory, eq(userSubmissions.id, id)))
    .limit(1)
  if (!row) return null
  const { photoUrl, photoAlt, photoWidth, photoHeight, ...story } = row
  return {
    ...story,
    photo: photoUrl
      ? { url: photoUrl, alt: photoAlt, width: photoWidth ?? 0, height: photoHeight ?? 0 }
      : null,
  }
}

export const MORE_STORIES_LIMIT = 3

/** 'More stories like this': the newest approved stories of the same category, this one excluded. */
export async function getMoreStories(category: string, excludeId: string): Promise<PublicStory[]> {
  return db
    .select(columns)
    .from(userSubmissions)
    .leftJoin(users, eq(users.id, userSubmissions.userId))
    .leftJoin(profiles, eq(profiles.userId, userSubmissions.userId))
    .where(
      and(approvedStory, eq(userSubmissions.category, category), ne(userSubmissions.id, excludeId)),
    )
    .orderBy(desc(userSubmissions.createdAt), desc(userSubmissions.id))
    .limit(MORE_STORIES_LIMIT)
}

/** /community: a page of approved stories, optionally of one category (one extra row tells if more). */
export async function getStoryPage(opts: { page: number; category: string | null }) {
  const where = opts.category
    ? and(approvedStory, eq(userSubmissions.category, opts.category))
    : approvedStory
  const rows = await db
    .select(columns)
    .from(userSubmissions)
    .leftJoin(users, eq(users.id, userSubmissions.userId))
    .leftJoin(profiles, eq(profiles.userId, userSubmissions.userId))
    .where(where)
    .orderBy(desc(userSubmissions.createdAt), desc(userSubmissions.id))
    .limit(COMMUNITY_STORY_LIMIT + 1)
    .offset((opts.page - 1) * COMMUNITY_STORY_LIMIT)
  return {
    stories: rows.slice(0, COMMUNITY_STORY_LIMIT),
    hasMore: rows.length > COMMUNITY_STORY_LIMIT,
  }
}

/** The authors of these stories (for the minors' noindex rule; ids never reach the browser). */
export async function storyAuthorIds(ids: string[]): Promise<(string | null)[]> {
  if (!ids.length) return []
  const rows = await db
    .select({ userId: userSubmissions.userId })
    .from(userSubmissions)
    .where(inArray(userSubmissions.id, ids))
  return rows.map((r) => r.userId)
}
