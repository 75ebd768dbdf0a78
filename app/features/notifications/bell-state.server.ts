// The admin bell on page load: the latest audit events (what the realtime stream would have shown
// while no tab was open) and the staff member's "read up to" mark (staff_notification_state), so
// the unread count comes from the database, not only from events that arrive while a tab is open.
import { and, desc, eq, ne } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { auditLogs, staffNotificationState } from '#app/db/schema'
import { auditVisibleTo } from '#app/utils/audit.server'
import { toEvent } from './audit-events.server'
import type { AuditEvent } from './notifications'

/** How many recent audit events the bell shows on page load. */
export const BELL_RECENT = 10

/** `role`: an editor never sees user-management entries (members' and invitees' emails). */
export async function loadBellState(userId: string, role: string) {
  const [state, rows] = await Promise.all([
    db
      .select({ readBefore: staffNotificationState.readBefore })
      .from(staffNotificationState)
      .where(eq(staffNotificationState.userId, userId)),
    db
      .select()
      .from(auditLogs)
      // autosaves are audited too, but they would drown the bell
      .where(and(ne(auditLogs.action, 'autosave'), auditVisibleTo(role)))
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(BELL_RECENT),
  ])
  const events: AuditEvent[] = await Promise.all(
    rows.map((r) => {
      const data = (r.entityData ?? {}) as Record<string, unknown>
      const t = data.title ?? data.name ?? data.email
      return toEvent({
        id: r.id,
        action: r.action,
        entityType: r.entityType,
        entityId: r.entityId,
        title: typeof t === 'string' ? t.slice(0, 200) : null,
        createdAt: r.createdAt.toISOString(),
      })
    }),
  )
  return { readBefore: state[0]?.readBefore?.toISOString() ?? null, events }
}

/** Everything up to `at` is read for this staff member (Mark all read, Clear all). */
export async function markBellRead(userId: string, at = new Date()) {
  await db
    .insert(staffNotificationState)
    .values({ userId, readBefore: at })
    .onConflictDoUpdate({
      target: staffNotificationState.userId,
      set: { readBefore: at, updatedAt: new Date() },
    })
}
