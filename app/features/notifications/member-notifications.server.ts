// The member notification centre: her notices (newest first), the unread count for the header bell,
// marking one or all read. Every query is scoped to the signed-in member's id.
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { memberNotifications } from '#app/db/schema'
import type { MemberNotice } from './member-notifications.schema'

/** How many notices the centre lists. */
export const CENTRE_LIMIT = 50

const columns = {
  id: memberNotifications.id,
  kind: memberNotifications.kind,
  title: memberNotifications.title,
  body: memberNotifications.body,
  link: memberNotifications.link,
  count: memberNotifications.count,
  readAt: memberNotifications.readAt,
  createdAt: memberNotifications.createdAt,
}

type Row = typeof memberNotifications.$inferSelect

function toNotice(r: Pick<Row, keyof typeof columns>): MemberNotice {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    // only paths on this site are linked
    link: r.link && r.link.startsWith('/') && !r.link.startsWith('//') ? r.link : null,
    count: r.count,
    read: Boolean(r.readAt),
    createdAt: r.createdAt.toISOString(),
  }
}

export async function listMemberNotices(userId: string, limit = CENTRE_LIMIT) {
  const rows = await db
    .select(columns)
    .from(memberNotifications)
    .where(eq(memberNotifications.userId, userId))
    .orderBy(desc(memberNotifications.createdAt), desc(memberNotifications.id))
    .limit(limit)
  return rows.map(toNotice)
}

/** One notice of this member (null when it is another member's or gone). */
export async function getMemberNotice(userId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(memberNotifications)
    .where(and(eq(memberNotifications.id, id), eq(memberNotifications.userId, userId)))
  return row ? toNotice(row) : null
}

export async function countUnread(userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberNotifications)
    .where(and(eq(memberNotifications.userId, userId), isNull(memberNotifications.readAt)))
  return Number(row?.n ?? 0)
}

/** Marks one of her notices read; false when there is no such unread notice of hers. */
export async function markNoticeRead(userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(memberNotifications)
    .set({ readAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(memberNotifications.id, id),
        eq(memberNotifications.userId, userId),
        isNull(memberNotifications.readAt),
      ),
    )
    .returning({ id: memberNotifications.id })
  return rows.length > 0
}

/** Marks all her unread notices read; returns how many. */
export async function markAllNoticesRead(userId: string): Promise<number> {
  const rows = await db
    .update(memberNotifications)
    .set({ readAt: new Date(), updatedAt: new Date() })
    .where(and(eq(memberNotifications.userId, userId), isNull(memberNotifications.readAt)))
    .returning({ id: memberNotifications.id })
  return rows.length
}
