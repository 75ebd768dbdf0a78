// What the bell starts with on page load (browser-safe): the recent audit events and the pending
// review work, each unread when it is newer than the staff member's "read up to" mark.
import { auditToNotification, type AuditEvent, type Notification } from './notifications'

export type BellSeed = {
  /** ISO time: everything up to it is read (null: nothing read yet) */
  readBefore: string | null
  events: AuditEvent[]
  /** the review queue: how many items wait, per kind ('3 stories'), and when the newest came */
  pending: { total: number; newest: string | null; parts: string[] }
}

export const PENDING_ID = 'pending:review'

const isRead = (at: string | null, readBefore: string | null) =>
  Boolean(at && readBefore && at <= readBefore)

/** The pending-work notification, or null when nothing waits. */
export function pendingNotification(
  pending: BellSeed['pending'],
  readBefore: string | null,
): Notification | null {
  if (!pending.total) return null
  return {
    id: PENDING_ID,
    type: 'warning',
    category: 'content',
    title: 'Waiting for review',
    message: `${pending.parts.join(', ')} waiting in the review queue`,
    timestamp: pending.newest ?? new Date(0).toISOString(),
    isRead: isRead(pending.newest, readBefore),
    isPersistent: false,
    metadata: { link: '/admin/queue', source: 'queue' },
  }
}

export function seedNotifications(seed: BellSeed): Notification[] {
  const events = seed.events.map((e) => ({
    ...auditToNotification(e),
    isRead: isRead(e.createdAt, seed.readBefore),
  }))
  const pending = pendingNotification(seed.pending, seed.readBefore)
  return pending ? [pending, ...events] : events
}
