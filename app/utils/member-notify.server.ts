// Member notifications: what a member is told about her own contributions. Infrastructure like the
// audit log: any feature that decides on member content (moderation, discussions, community) calls
// notifyMember in the same transaction as its change, so a rolled-back decision notifies nobody.
// The notification centre (reading, marking read, live push, email) builds on these rows.
import { sql } from 'drizzle-orm'
import type { Tx } from '#app/db/client.server'
import { memberNotifications } from '#app/db/schema'

/** Every event a member can be told about; the email settings on /profile are keyed by these. */
export const MEMBER_NOTIFICATION_KINDS = [
  'content_approved',
  'content_rejected',
  'question_answered',
  'answer_marked',
  'comment_reply',
  'story_reactions',
] as const
export type MemberNotificationKind = (typeof MEMBER_NOTIFICATION_KINDS)[number]

export type MemberNotice = {
  userId: string
  kind: MemberNotificationKind
  /** short, in the site's own words; never a moderator's name or another member's email */
  title: string
  body?: string
  /** a path on this site */
  link?: string | null
  itemType?: string | null
  itemId?: string | null
  /** unread notices with the same key become one row whose count grows (reactions on a story) */
  groupKey?: string | null
}

/** Stores one notice (or adds one to its unread group) and returns its id. */
export async function notifyMember(tx: Tx, notice: MemberNotice): Promise<string> {
  const values = {
    userId: notice.userId,
    kind: notice.kind,
    title: notice.title.slice(0, 200),
    body: (notice.body ?? '').slice(0, 500),
    link: notice.link ?? null,
    itemType: notice.itemType ?? null,
    itemId: notice.itemId ?? null,
    groupKey: notice.groupKey ?? null,
  }
  if (!values.groupKey) {
    const [row] = await tx
      .insert(memberNotifications)
      .values(values)
      .returning({ id: memberNotifications.id })
    return row!.id
  }
  const [row] = await tx
    .insert(memberNotifications)
    .values(values)
    .onConflictDoUpdate({
      target: [memberNotifications.userId, memberNotifications.groupKey],
      targetWhere: sql`read_at IS NULL AND group_key IS NOT NULL`,
      set: {
        count: sql`${memberNotifications.count} + 1`,
        title: values.title,
        body: values.body,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: memberNotifications.id })
  return row!.id
}
