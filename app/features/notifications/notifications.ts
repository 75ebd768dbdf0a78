// Admin notifications: the in-memory model of docs/product.md#notifications, safe for the browser.
// Audit events (realtime) and system alerts (polled) both become a Notification; the bell keeps a
// bounded list and saves only the persistent ones.
import type { SystemAlert } from '#app/utils/system-alerts'

export type { SystemAlert }

export type NotificationType = 'success' | 'error' | 'warning' | 'info'
export type NotificationCategory = 'content' | 'system' | 'user' | 'security'
export const NOTIFICATION_CATEGORIES = ['all', 'content', 'system', 'user', 'security'] as const
export type CategoryFilter = (typeof NOTIFICATION_CATEGORIES)[number]

export type Notification = {
  id: string
  type: NotificationType
  category: NotificationCategory
  title: string
  message: string
  /** ISO time */
  timestamp: string
  isRead: boolean
  isPersistent: boolean
  metadata: {
    link?: string | null
    action?: string
    entityType?: string
    source: 'audit' | 'alert' | 'queue'
  }
}

export const MAX_NOTIFICATIONS = 100
export const STORAGE_KEY = 'admin_notifications'
export const SEEN_ALERTS_KEY = 'seen-notifications'
export const SEEN_ALERT_TTL_MS = 24 * 60 * 60 * 1000
export const ALERTS_POLL_MS = 2 * 60 * 1000
export const ALERTS_STALE_MS = 60 * 1000
export const CRITICAL_ALERT_TOAST_MS = 10_000
export const REVENUE_CRITICAL_TOAST_MS = 6_000

/** What the realtime stream sends for one audit_logs insert (built on the server). */
export type AuditEvent = {
  id: string
  action: string
  entityType: string
  entityId: string | null
  title: string | null
  createdAt: string
  /** the entity's admin page, when it still exists */
  link: string | null
}

const ENTITY_LABEL: Record<string, string> = {
  article: 'Article',
  product: 'Product',
  author: 'Author',
  page: 'Page',
  page_content: 'Page section',
  media: 'Media',
  story: 'Story',
  user: 'User',
  invitation: 'Invitation',
  site_settings: 'Settings',
}

export function categoryForEntity(entityType: string): NotificationCategory {
  if (entityType === 'user' || entityType === 'invitation' || entityType === 'story') return 'user'
  if (entityType === 'site_settings' || entityType === 'system_alert') return 'system'
  if (entityType === 'role' || entityType === 'session') return 'security'
  return 'content'
}

/**
 * A bulk deletion's audit title is its count ("1 article", "3 articles"): the message says it in
 * as many words, one item or many.
 */
function bulkDeletedMessage(title: string | null) {
  const count = /^(\d+)\s/.exec(title ?? '')
  if (!title || !count) return 'Several items were deleted'
  return `${title} ${count[1] === '1' ? 'was' : 'were'} deleted`
}

/** docs/product.md#notifications: audit action to notification. */
export function auditToNotification(event: AuditEvent): Notification {
  const label = ENTITY_LABEL[event.entityType] ?? event.entityType.replace(/_/g, ' ')
  const name = event.title ? `"${event.title}"` : (event.entityId ?? 'an item')
  const base = {
    id: `audit:${event.id}`,
    category: categoryForEntity(event.entityType),
    timestamp: event.createdAt,
    isRead: false,
    metadata: {
      link: event.link,
      action: event.action,
      entityType: event.entityType,
      source: 'audit' as const,
    },
  }
  switch (event.action) {
    case 'soft_delete':
    case 'hard_delete':
      return {
        ...base,
        type: 'warning',
        title: 'Content Deleted',
        message: `${label} ${name} was ${event.action === 'soft_delete' ? 'moved to trash' : 'deleted permanently'}`,
        isPersistent: true,
      }
    case 'bulk_delete':
      return {
        ...base,
        type: 'warning',
        title: 'Bulk Deletion',
        message: bulkDeletedMessage(event.title),
        isPersistent: true,
      }
    case 'restore':
      return {
        ...base,
        type: 'success',
        title: 'Content Restored',
        message: `${label} ${name} was restored`,
        isPersistent: true,
      }
    default:
      return {
        ...base,
        type: 'info',
        title: 'System Activity',
        message: `${label} ${name}: ${event.action.replace(/_/g, ' ')}`,
        isPersistent: false,
      }
  }
}

const SKIPPED_ALERT_TITLES = new Set(['High Database Usage'])

/** docs/product.md#notifications: system alert to notification; null when the alert is skipped. */
export function alertToNotification(alert: SystemAlert): Notification | null {
  if (SKIPPED_ALERT_TITLES.has(alert.title)) return null
  const type: NotificationType =
    alert.alertType === 'critical'
      ? 'error'
      : alert.alertType === 'success' || alert.alertType === 'warning'
        ? alert.alertType
        : 'info'
  const category: NotificationCategory =
    alert.category === 'revenue' || alert.category === 'performance'
      ? 'system'
      : (['content', 'system', 'user', 'security'] as string[]).includes(alert.category)
        ? (alert.category as NotificationCategory)
        : 'system'
  return {
    id: `alert:${alert.id}`,
    type,
    category,
    title: alert.title,
    message: alert.description,
    timestamp: alert.createdAt,
    isRead: false,
    isPersistent: false,
    metadata: { link: alert.actionUrl, source: 'alert' },
  }
}

export type SeenAlerts = Record<string, number>

/** Drops seen-alert entries older than 24 hours. */
export function pruneSeen(seen: SeenAlerts, now: number): SeenAlerts {
  return Object.fromEntries(Object.entries(seen).filter(([, at]) => now - at < SEEN_ALERT_TTL_MS))
}

/**
 * Which toast a polled alert raises (docs/product.md#notifications): a new critical alert 10 s,
 * once per day per session; a new revenue warning whose title contains 'Critical' 6 s. Null when
 * none (or already seen).
 */
export function alertToast(
  alert: SystemAlert,
  seen: SeenAlerts,
  now: number,
): { type: 'error' | 'warning'; title: string; description: string; duration: number } | null {
  const at = seen[alert.id]
  if (at !== undefined && now - at < SEEN_ALERT_TTL_MS) return null
  if (!alert.isNew) return null
  if (alert.alertType === 'critical')
    return {
      type: 'error',
      title: alert.title,
      description: alert.description,
      duration: CRITICAL_ALERT_TOAST_MS,
    }
  if (alert.alertType === 'warning' && alert.category === 'revenue' && /Critical/.test(alert.title))
    return {
      type: 'warning',
      title: alert.title,
      description: alert.description,
      duration: REVENUE_CRITICAL_TOAST_MS,
    }
  return null
}

// ---- the list kept by the bell

/** Adds (or replaces, keeping the read state) and keeps the newest 100. */
export function addNotifications(list: Notification[], incoming: Notification[]): Notification[] {
  if (!incoming.length) return list
  const byId = new Map(list.map((n) => [n.id, n]))
  for (const n of incoming) {
    const old = byId.get(n.id)
    byId.set(n.id, old ? { ...n, isRead: old.isRead } : n)
  }
  return [...byId.values()]
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, MAX_NOTIFICATIONS)
}

export const markRead = (list: Notification[], id: string) =>
  list.map((n) => (n.id === id ? { ...n, isRead: true } : n))
export const markAllRead = (list: Notification[]) => list.map((n) => ({ ...n, isRead: true }))
export const removeNotification = (list: Notification[], id: string) =>
  list.filter((n) => n.id !== id)

export function filterByCategory(list: Notification[], filter: CategoryFilter) {
  return filter === 'all' ? list : list.filter((n) => n.category === filter)
}

/** The badge: nothing at 0, '9+' beyond 9. */
export function unreadBadge(list: Notification[]): string | null {
  const unread = list.filter((n) => !n.isRead).length
  if (unread === 0) return null
  return unread > 9 ? '9+' : String(unread)
}

/** What goes to local storage: only the persistent ones. */
export function persistable(list: Notification[]): Notification[] {
  return list.filter((n) => n.isPersistent)
}

/** Reads the saved list, ignoring anything malformed. */
export function parseStored(raw: string | null): Notification[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    return value
      .filter(
        (n): n is Notification =>
          !!n &&
          typeof n === 'object' &&
          typeof (n as Notification).id === 'string' &&
          typeof (n as Notification).title === 'string' &&
          typeof (n as Notification).timestamp === 'string',
      )
      .slice(0, MAX_NOTIFICATIONS)
  } catch {
    return []
  }
}
