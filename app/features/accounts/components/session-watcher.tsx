// Mounted once (app/root.tsx). docs/product.md#sessions: the session is revalidated at most every 5
// minutes, refreshed when within 5 minutes of expiry, auth events are debounced by 100 ms, and a
// sign-out in one tab signs the others out.
import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import { showToast } from '#app/components/toaster'
import { broadcastAuthEvent, onAuthEvent, type AuthEvent } from './auth-events'

export const REVALIDATE_MS = 5 * 60 * 1000
export const REFRESH_WINDOW_S = 5 * 60
export const AUTH_EVENT_DEBOUNCE_MS = 100

type SessionReply = { session: { expiresAt: string } } | null

async function fetchSession(): Promise<SessionReply> {
  const res = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
  if (!res.ok) throw new Error(`get-session ${res.status}`)
  return (await res.json()) as SessionReply
}

export function SessionWatcher({
  userId,
  sessionExpiresAt,
}: {
  userId: string | null
  sessionExpiresAt: number | null
}) {
  const { revalidate } = useRevalidator()
  const lastCheck = useRef(Date.now())
  const networkFailed = useRef(false)
  const expiresAt = useRef(sessionExpiresAt)
  expiresAt.current = sessionExpiresAt

  // this tab signed in or out (menu, modal, profile, deletion): tell the others once it has happened
  const previousUser = useRef(userId)
  useEffect(() => {
    if (previousUser.current === userId) return
    const type = userId ? 'signed-in' : 'signed-out'
    previousUser.current = userId
    broadcastAuthEvent(type)
  }, [userId])

  // other tabs signed in or out: refresh this tab's data (debounced)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const off = onAuthEvent((e: AuthEvent) => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (e.type === 'signed-out' && userId)
          showToast({ type: 'info', title: 'Signed out successfully' })
        void revalidate()
      }, AUTH_EVENT_DEBOUNCE_MS)
    })
    return () => {
      clearTimeout(timer)
      off()
    }
  }, [userId, revalidate])

  useEffect(() => {
    if (!userId) return
    let cancelled = false
    const check = async (reason: 'interval' | 'refresh') => {
      lastCheck.current = Date.now()
      try {
        const reply = await fetchSession()
        if (cancelled) return
        const wasOffline = networkFailed.current
        networkFailed.current = false
        if (!reply) {
          const title = wasOffline
            ? 'Session repair failed. Please sign in again.'
            : reason === 'refresh'
              ? 'Session expired. Please log in again.'
              : 'Session expired. Please sign in again.'
          showToast({ type: 'warning', title })
          void revalidate()
          return
        }
        const next = Math.floor(new Date(reply.session.expiresAt).getTime() / 1000)
        if (wasOffline) showToast({ type: 'success', title: 'Session restored successfully!' })
        else if (reason === 'refresh' && expiresAt.current && next > expiresAt.current)
          showToast({ type: 'success', title: 'Session refreshed successfully' })
        if (next !== expiresAt.current) void revalidate()
      } catch {
        if (cancelled) return
        if (reason === 'refresh')
          showToast({ type: 'error', title: 'Session refresh failed. Please log in again.' })
        networkFailed.current = true
      }
    }
    const tick = () => {
      const exp = expiresAt.current
      const nearExpiry = exp !== null && exp - Date.now() / 1000 <= REFRESH_WINDOW_S
      if (nearExpiry) void check('refresh')
      else if (Date.now() - lastCheck.current >= REVALIDATE_MS) void check('interval')
    }
    const interval = setInterval(tick, 30_000)
    const onVisible = () => document.visibilityState === 'visible' && tick()
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('online', tick)
    tick()
    return () => {
      cancelled = true
      clearInterval(interval)
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('online', tick)
    }
  }, [userId, revalidate])
  return null
}
