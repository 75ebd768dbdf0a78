import { useCallback, useEffect, useRef, useState } from 'react'
import { showToast } from '#app/components/toaster'
import {
  type BellSeed,
  PENDING_ID,
  pendingNotification,
  seedNotifications,
} from '#app/features/notifications/bell-seed'
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

/** Toasts for new alerts, each at most once per day per session (docs/product.md#notifications). */
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

/** Everything up to now is read, for this staff member on every device (staff_notification_state). */
function saveReadMark() {
  const body = new FormData()
  body.set('intent', 'mark-read')
  void fetch('/api/admin/notifications/read', { method: 'POST', body }).catch(() => {})
}

/**
 * The admin's notification list: on page load the recent audit events and the pending review work
 * (read or unread by the staff member's saved mark), then audit events from the realtime stream,
 * active system alerts polled every 2 minutes (again on focus once older than 1 minute), persistent
 * ones kept in local storage.
 */
export function useAdminNotifications(seed: BellSeed): AdminNotifications {
  const [list, setList] = useState<Notification[]>(() => seedNotifications(seed))
  const [restored, setRestored] = useState(false)
  const readBefore = useRef(seed.readBefore)

  useEffect(() => {
    // the saved list's read marks are kept; anything older than the saved read mark is read too
    const mark = readBefore.current
    setList((l) =>
      addNotifications(parseStored(localStorage.getItem(STORAGE_KEY)), l).map((n) =>
        !n.isRead && mark && n.timestamp <= mark ? { ...n, isRead: true } : n,
      ),
    )
    setRestored(true)
  }, [])

  // the queue's counts change after each decision (the shell's loader runs again)
  const { total, newest } = seed.pending
  const parts = seed.pending.parts.join('|')
  useEffect(() => {
    const n = pendingNotification(
      { total, newest, parts: parts ? parts.split('|') : [] },
      readBefore.current,
    )
    setList((l) => {
      const rest = l.filter((x) => x.id !== PENDING_ID)
      return n ? addNotifications(rest, [n]) : rest
    })
  }, [total, newest, parts])

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
    markAllRead: useCallback(() => {
      readBefore.current = new Date().toISOString()
      saveReadMark()
      setList((l) => markAllRead(l))
    }, []),
    remove: useCallback((id: string) => setList((l) => removeNotification(l, id)), []),
    clear: useCallback(() => {
      readBefore.current = new Date().toISOString()
      saveReadMark()
      setList([])
    }, []),
  }
}
