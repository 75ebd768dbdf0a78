// Hubs and authors a member follows (table follows): the toggle, the state a page's button shows,
// and the list her "For you" reading starts from. Authors are kept by uuid, so a new slug keeps
// her follow.
import { and, asc, eq, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { authors, follows, hubs } from '#app/db/schema'
import { consumeRateLimit, hashPart } from '#app/features/accounts/rate-limit.server'
import { type DataResult, failure } from '#app/utils/action-result'
import { FOLLOW_MESSAGES, type FollowForm, type FollowTarget } from './follows.schema'

/** Follow changes a member may make per minute (a toggle pressed by hand stays far below). */
export const FOLLOW_CHANGES_PER_MINUTE = 30

export type FollowedItem = { type: FollowTarget; id: string; name: string; href: string }

export async function isFollowing(userId: string, type: FollowTarget, id: string) {
  const rows = await db
    .select({ id: follows.targetId })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.targetType, type), eq(follows.targetId, id)))
    .limit(1)
  return rows.length > 0
}

/** The page a target lives on, or null when it does not exist. */
async function targetPath(type: FollowTarget, id: string): Promise<string | null> {
  if (type === 'hub') {
    const [hub] = await db.select({ id: hubs.id }).from(hubs).where(eq(hubs.id, id))
    return hub ? `/hub/${hub.id}` : null
  }
  const [author] = await db.select({ slug: authors.slug }).from(authors).where(eq(authors.id, id))
  return author ? `/author/${author.slug}` : null
}

/** Follows or unfollows (both idempotent); answers where the target lives. */
export async function setFollow(
  userId: string,
  form: FollowForm,
): Promise<DataResult<{ following: boolean; path: string }>> {
  if (!(await consumeRateLimit(`app:follow:${hashPart(userId)}`, FOLLOW_CHANGES_PER_MINUTE, 60)))
    return failure(FOLLOW_MESSAGES.rateLimited, 429)
  const path = await targetPath(form.targetType, form.targetId)
  if (!path) return failure(FOLLOW_MESSAGES.unknown, 404, { targetId: FOLLOW_MESSAGES.unknown })
  const key = { userId, targetType: form.targetType, targetId: form.targetId }
  if (form.intent === 'follow') await db.insert(follows).values(key).onConflictDoNothing()
  else
    await db
      .delete(follows)
      .where(
        and(
          eq(follows.userId, userId),
          eq(follows.targetType, key.targetType),
          eq(follows.targetId, key.targetId),
        ),
      )
  return { ok: true, following: form.intent === 'follow', path }
}

/** What the member follows, with names and links (hubs in their order, then authors by name). */
export async function listFollows(userId: string): Promise<FollowedItem[]> {
  const rows = await db
    .select({
      type: follows.targetType,
      id: follows.targetId,
      hubTitle: hubs.title,
      authorName: authors.name,
      authorSlug: authors.slug,
    })
    .from(follows)
    .leftJoin(hubs, and(eq(follows.targetType, 'hub'), eq(hubs.id, follows.targetId)))
    .leftJoin(
      authors,
      and(eq(follows.targetType, 'author'), sql`${authors.id}::text = ${follows.targetId}`),
    )
    .where(eq(follows.userId, userId))
    .orderBy(asc(follows.targetType), asc(hubs.sortOrder), asc(authors.name))
  const out: FollowedItem[] = []
  for (const r of rows) {
    if (r.type === 'hub' && r.hubTitle)
      out.push({ type: 'hub', id: r.id, name: r.hubTitle, href: `/hub/${r.id}` })
    else if (r.type === 'author' && r.authorName)
      out.push({ type: 'author', id: r.id, name: r.authorName, href: `/author/${r.authorSlug}` })
  }
  // hubs first ('author' sorts before 'hub')
  return [...out.filter((f) => f.type === 'hub'), ...out.filter((f) => f.type === 'author')]
}
