// Browser-side auth events: opening the sign-in modal from anywhere, and telling other tabs about
// sign-in / sign-out (BroadcastChannel, with a localStorage fallback).
export type AuthModalMode = 'sign-in' | 'sign-up'
const OPEN_EVENT = 'btg:open-auth-modal'
const CHANNEL = 'btg-auth'
const STORAGE_KEY = 'btg-auth-event'

let hostMounted = false
export function setAuthModalHostMounted(v: boolean) {
  hostMounted = v
}

export type OpenAuthModalOptions = {
  mode?: AuthModalMode
  onSuccess?: () => void
  /** where focus goes when the modal closes; by default the element focused when it opened */
  returnFocusTo?: HTMLElement | null
}

/** Whether a modal host is mounted (otherwise callers follow their /auth link). */
export function canOpenAuthModal() {
  return hostMounted
}

/** Opens the modal; false when no host is mounted yet (the caller then follows its /auth link). */
export function openAuthModal(opts: OpenAuthModalOptions = {}) {
  if (!hostMounted) return false
  const opener = opts.returnFocusTo ?? (document.activeElement as HTMLElement | null)
  window.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: { ...opts, returnFocusTo: opener } }))
  return true
}

export function onOpenAuthModal(fn: (opts: OpenAuthModalOptions) => void) {
  const handler = (e: Event) => fn((e as CustomEvent).detail ?? {})
  window.addEventListener(OPEN_EVENT, handler)
  return () => window.removeEventListener(OPEN_EVENT, handler)
}

export type AuthEvent = { type: 'signed-in' | 'signed-out'; at: number; tab?: string }

// BroadcastChannel also reaches other channel objects in the same tab: tag events with the sender
const TAB_ID = Math.random().toString(36).slice(2)

export function broadcastAuthEvent(type: AuthEvent['type']) {
  const event: AuthEvent = { type, at: Date.now(), tab: TAB_ID }
  try {
    if ('BroadcastChannel' in window) {
      const ch = new BroadcastChannel(CHANNEL)
      ch.postMessage(event)
      ch.close()
    } else {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(event))
    }
  } catch {
    /* private mode or blocked storage: other tabs catch up on their next check */
  }
}

export function onAuthEvent(fn: (e: AuthEvent) => void) {
  if ('BroadcastChannel' in window) {
    const ch = new BroadcastChannel(CHANNEL)
    ch.onmessage = (m) => {
      const e = m.data as AuthEvent
      if (e.tab !== TAB_ID) fn(e)
    }
    return () => ch.close()
  }
  const handler = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEY || !e.newValue) return
    try {
      fn(JSON.parse(e.newValue) as AuthEvent)
    } catch {
      /* ignore malformed values */
    }
  }
  const w = window as Window
  w.addEventListener('storage', handler)
  return () => w.removeEventListener('storage', handler)
}
