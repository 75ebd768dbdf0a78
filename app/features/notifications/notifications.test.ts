import { expect, test } from 'vitest'
import {
  MAX_NOTIFICATIONS,
  SEEN_ALERT_TTL_MS,
  addNotifications,
  alertToNotification,
  alertToast,
  auditToNotification,
  filterByCategory,
  markAllRead,
  markRead,
  parseStored,
  persistable,
  pruneSeen,
  removeNotification,
  unreadBadge,
  type AuditEvent,
  type SystemAlert,
} from './notifications'

const event = (over: Partial<AuditEvent> = {}): AuditEvent => ({
  id: crypto.randomUUID(),
  action: 'update',
  entityType: 'article',
  entityId: crypto.randomUUID(),
  title: 'Tempo runs for sprinters',
  createdAt: new Date().toISOString(),
  link: null,
  ...over,
})

const alert = (over: Partial<SystemAlert> = {}): SystemAlert => ({
  id: crypto.randomUUID(),
  alertType: 'warning',
  category: 'performance',
  title: 'Slow pages',
  description: 'Average page load 3,400 ms',
  actionLabel: null,
  actionUrl: null,
  createdAt: new Date().toISOString(),
  isNew: true,
  ...over,
})

test('audit actions map to the product notification types and titles', () => {
  const soft = auditToNotification(event({ action: 'soft_delete' }))
  expect([soft.type, soft.title, soft.isPersistent]).toEqual(['warning', 'Content Deleted', true])
  expect(soft.message).toContain('"Tempo runs for sprinters"')
  expect(auditToNotification(event({ action: 'hard_delete' })).title).toBe('Content Deleted')
  const bulk = auditToNotification(event({ action: 'bulk_delete' }))
  expect([bulk.type, bulk.title]).toEqual(['warning', 'Bulk Deletion'])
  // the audit title of a bulk deletion is its count (articles-bulk.server.ts)
  const one = auditToNotification(event({ action: 'bulk_delete', title: '1 article' }))
  expect(one.message).toBe('1 article was deleted')
  const three = auditToNotification(event({ action: 'bulk_delete', title: '3 articles' }))
  expect(three.message).toBe('3 articles were deleted')
  const restore = auditToNotification(event({ action: 'restore', link: '/admin/articles/x' }))
  expect([restore.type, restore.title, restore.metadata.link]).toEqual([
    'success',
    'Content Restored',
    '/admin/articles/x',
  ])
  const other = auditToNotification(event({ action: 'publish' }))
  expect([other.type, other.title, other.isPersistent]).toEqual(['info', 'System Activity', false])
  expect(auditToNotification(event({ entityType: 'user' })).category).toBe('user')
  expect(auditToNotification(event({ entityType: 'site_settings' })).category).toBe('system')
})

test('system alerts map to notifications; High Database Usage is skipped', () => {
  expect(alertToNotification(alert({ alertType: 'critical' }))!.type).toBe('error')
  expect(alertToNotification(alert({ alertType: 'success' }))!.type).toBe('success')
  expect(alertToNotification(alert({ alertType: 'warning' }))!.type).toBe('warning')
  expect(alertToNotification(alert({ alertType: 'notice' }))!.type).toBe('info')
  expect(alertToNotification(alert({ category: 'revenue' }))!.category).toBe('system')
  expect(alertToNotification(alert({ category: 'performance' }))!.category).toBe('system')
  expect(alertToNotification(alert({ category: 'security' }))!.category).toBe('security')
  expect(alertToNotification(alert({ title: 'High Database Usage' }))).toBeNull()
})

test('a critical alert toasts 10 s once per day; a revenue Critical warning 6 s', () => {
  const now = Date.now()
  const crit = alert({ alertType: 'critical' })
  expect(alertToast(crit, {}, now)).toMatchObject({ type: 'error', duration: 10_000 })
  expect(alertToast(crit, { [crit.id]: now - 1000 }, now)).toBeNull()
  expect(alertToast(crit, { [crit.id]: now - SEEN_ALERT_TTL_MS - 1 }, now)).not.toBeNull()
  expect(pruneSeen({ a: now - SEEN_ALERT_TTL_MS - 1, b: now }, now)).toEqual({ b: now })
  const revenue = alert({ category: 'revenue', title: 'Critical: affiliate clicks dropped' })
  expect(alertToast(revenue, {}, now)).toMatchObject({ type: 'warning', duration: 6_000 })
  expect(alertToast(alert({ category: 'revenue', title: 'Clicks dipped' }), {}, now)).toBeNull()
  expect(alertToast(alert({ alertType: 'warning' }), {}, now)).toBeNull()
  expect(alertToast(alert({ alertType: 'critical', isNew: false }), {}, now)).toBeNull()
})

test('the list keeps 100, counts unread as 9+, filters, reads, removes, persists', () => {
  const many = Array.from({ length: 120 }, (_, i) =>
    auditToNotification(
      event({
        action: i % 2 ? 'soft_delete' : 'update',
        createdAt: new Date(i * 1000).toISOString(),
      }),
    ),
  )
  let list = addNotifications([], many)
  expect(list).toHaveLength(MAX_NOTIFICATIONS)
  expect(list[0]!.timestamp).toBe(new Date(119_000).toISOString())
  expect(unreadBadge(list)).toBe('9+')
  expect(unreadBadge(list.slice(0, 9))).toBe('9')
  list = markRead(list, list[0]!.id)
  expect(list[0]!.isRead).toBe(true)
  // an update of the same notification keeps its read state
  list = addNotifications(list, [{ ...list[0]!, isRead: false }])
  expect(list[0]!.isRead).toBe(true)
  expect(unreadBadge(markAllRead(list))).toBeNull()
  expect(removeNotification(list, list[1]!.id)).toHaveLength(99)
  expect(filterByCategory(list, 'user')).toHaveLength(0)
  expect(filterByCategory(list, 'content')).toHaveLength(100)
  const saved = persistable(list)
  expect(saved.every((n) => n.isPersistent)).toBe(true)
  expect(parseStored(JSON.stringify(saved))).toHaveLength(saved.length)
  expect(parseStored('not json')).toEqual([])
  expect(parseStored('[{"id":1}]')).toEqual([])
})
