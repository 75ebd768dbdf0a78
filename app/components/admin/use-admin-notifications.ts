import { useCallback, useEffect, useRef, useState } from 'react'
import { showToast } from '#app/components/toaster'
import {
  ALERTS_POLL_MS,
  ALERTS_STALE_MS,
  SEEN_ALERTS_KEY,
  STORAGE_KEY,
  addNotifications,
  alertToNotification,
  alertToast,
  auditToNotification,
  markAllRead,
  markRead,
  parseStored,
  persistable,
  pruneSeen,
  removeNotification,
  type AuditEvent,
  type Notification,
  type SeenAlerts,
  type SystemAlert,
} from '#app/features/notifications/notifications'

export type AdminNotifications = {
  list: Notification[]
  markRead: (id: string) => void
  markAllRead: () => void
  remove: (id: string) => void
  clear: () => void
}

function readSeen(): SeenAlerts {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(SEEN_ALERTS_KEY) ?? '{}')
    return v && typeof v === 'object' ? (v as SeenAlerts) : {}
  } catch {
    return {}
  }
}

/** Toasts for new alerts, each at most once per day per session (SPEC section 4). */
function toastNewAlerts(alerts: SystemAlert[]) {
  const now = Date.now()
  const seen = pruneSeen(readSeen(), now)
  for (const a of alerts) {
    const toast = alertToast(a, seen, now)
    if (toast) showToast(toast)
    seen[a.id] ??= now
  }
  try {
    sessionStorage.setItem(SEEN_ALERTS_KEY, JSON.stringify(seen))
  } catch {
    /* private mode: toasts may repeat */
  }
}

/**
 * The admin's notification list: audit events from the realtime stream, active system alerts polled
 * every 2 minutes (again on focus once older than 1 minute), persistent ones kept in local storage.
 */
export function useAdminNotifications(): AdminNotifications {
  const [list, setList] = useState<Notification[]>([])
  const [restored, setRestored] = useState(false)

  useEffect(() => {
    setList((l) => addNotifications(l, parseStored(localStorage.getItem(STORAGE_KEY))))
    setRestored(true)
  }, [])

  useEffect(() => {
    if (!restored) return
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(persistable(list)))
    } catch {
      /* storage full or blocked: the list still works for this page */
    }
  }, [list, restored])

  useEffect(() => {
    // EventSource reconnects by itself and sends Last-Event-ID, so nothing in between is missed
    const source = new EventSource('/api/admin/notifications')
    source.addEventListener('notification', (e) => {
      let event: AuditEvent
      try {
        event = JSON.parse((e as MessageEvent<string>).data) as AuditEvent
      } catch {
        return
      }
      const n = auditToNotification(event)
      setList((l) => addNotifications(l, [n]))
      showToast({ type: n.type, title: n.title, description: n.message })
    })
    return () => source.close()
  }, [])

  const lastPoll = useRef(0)
  useEffect(() => {
    let cancelled = false
    async function poll() {
      lastPoll.current = Date.now()
      let alerts: SystemAlert[] = []
      try {
        const res = await fetch('/api/admin/alerts', { headers: { Accept: 'application/json' } })
        if (res.ok) alerts = ((await res.json()) as { alerts: SystemAlert[] }).alerts
      } catch {
        alerts = []
      }
      if (cancelled) return
      const current = alerts.map(alertToNotification).filter((n): n is Notification => !!n)
      const ids = new Set(current.map((n) => n.id))
      // resolved alerts leave the list
      setList((l) =>
        addNotifications(
          l.filter((n) => n.metadata.source !== 'alert' || ids.has(n.id)),
          current,
        ),
      )
      toastNewAlerts(alerts.filter((a) => ids.has(`alert:${a.id}`)))
    }
    void poll()
    const timer = setInterval(poll, ALERTS_POLL_MS)
    const onFocus = () => {
      if (Date.now() - lastPoll.current > ALERTS_STALE_MS) void poll()
    }
    window.addEventListener('focus', onFocus)
    return () => {
      cancelled = true
      clearInterval(timer)
      window.removeEventListener('focus', onFocus)
    }
  }, [])

  return {
    list,
    markRead: useCallback((id: string) => setList((l) => markRead(l, id)), []),
    markAllRead: useCallback(() => setList((l) => markAllRead(l)), []),
    remove: useCallback((id: string) => setList((l) => removeNotification(l, id)), []),
    clear: useCallback(() => setList([]), []),
  }
}
