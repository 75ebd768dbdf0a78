// System alerts (docs/product.md#system-alerts-and-metrics): raised by the system itself (metric
// thresholds, a scheduled article that failed to publish, database size, error rate), listed in the
// admin bell, resolved by an admin on /admin/system. Shared infrastructure: any feature may raise
// one.
import { and, desc, eq } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import { systemAlerts } from '#app/db/schema'
import type { SystemAlert } from '#app/utils/system-alerts'

export const ACTIVE_ALERTS_LIMIT = 10

export type AlertType = 'critical' | 'warning' | 'success' | 'info'
export type NewAlert = {
  alertType: AlertType
  category: string
  title: string
  description: string
  actionLabel?: string | null
  actionUrl?: string | null
}

function toAlert(r: typeof systemAlerts.$inferSelect): SystemAlert {
  return {
    id: r.id,
    alertType: r.alertType,
    category: r.category,
    title: r.title,
    description: r.description,
    actionLabel: r.actionLabel,
    actionUrl: r.actionUrl,
    createdAt: r.createdAt.toISOString(),
    isNew: r.isNew,
  }
}

/**
 * Active alerts, newest first, at most 10. A failing read gives an empty list
 * (docs/product.md#system-alerts-and-metrics).
 */
export async function listActiveAlerts(): Promise<SystemAlert[]> {
  try {
    const rows = await db
      .select()
      .from(systemAlerts)
      .where(eq(systemAlerts.isActive, true))
      .orderBy(desc(systemAlerts.createdAt))
      .limit(ACTIVE_ALERTS_LIMIT)
    return rows.map(toAlert)
  } catch (error) {
    console.error('system alerts: read failed, showing none', error)
    return []
  }
}

/**
 * Raises an alert unless an active one with the same category and title exists (a threshold that
 * stays crossed must not add a row every minute). Returns the new alert's id, or null.
 */
export async function raiseSystemAlert(alert: NewAlert, tx: Tx = db): Promise<string | null> {
  const [open] = await tx
    .select({ id: systemAlerts.id })
    .from(systemAlerts)
    .where(
      and(
        eq(systemAlerts.isActive, true),
        eq(systemAlerts.category, alert.category),
        eq(systemAlerts.title, alert.title),
      ),
    )
    .limit(1)
  if (open) return null
  const [row] = await tx
    .insert(systemAlerts)
    .values({
      alertType: alert.alertType,
      category: alert.category,
      title: alert.title,
      description: alert.description,
      actionLabel: alert.actionLabel ?? null,
      actionUrl: alert.actionUrl ?? null,
    })
    .returning({ id: systemAlerts.id })
  return row?.id ?? null
}
