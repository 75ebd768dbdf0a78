// Member notifications: what a member is told about her own contributions. Infrastructure like the
// audit log: any feature that decides on member content (moderation, discussions, community) calls
// notifyMember in the same transaction as its change, so a rolled-back decision notifies nobody.
// In that transaction it also NOTIFYs the member channel (the open streams of that member hear of
// it on commit) and queues the email when she has that kind switched on.
import { sql } from 'drizzle-orm'
import type { Tx } from '#app/db/client.server'
import { memberNotifications } from '#app/db/schema'
import { type MemberNotificationKind } from './member-notice-kinds'
import { emailNotice } from './member-notify-mail.server'

export { MEMBER_NOTIFICATION_KINDS, type MemberNotificationKind } from './member-notice-kinds'

/** Channel of the live member notifications (app/features/notifications/member-realtime.server.ts). */
export const MEMBER_CHANNEL = 'member_notifications'

export type MemberNotifyPayload = { id: string; userId: string }

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

/**
 * Stores one notice (or adds one to its unread group) and returns its id. A new row is also
 * emailed (when that kind is on); one more in an unread group is not, so reactions send one mail.
 */
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
  const returning = { id: memberNotifications.id, count: memberNotifications.count }
  const [row] = !values.groupKey
    ? await tx.insert(memberNotifications).values(values).returning(returning)
    : await tx
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
        .returning(returning)
  const payload: MemberNotifyPayload = { id: row!.id, userId: values.userId }
  await tx.execute(sql`select pg_notify(${MEMBER_CHANNEL}, ${JSON.stringify(payload)})`)
  if (row!.count === 1) await emailNotice(tx, values)
  return row!.id
}
