// The toast queue (docs/product.md#toasts): at most 3 visible; each closes after its type's
// duration (or its own) or when dismissed; a dismissed toast is removed 5 s after dismissal.
//
// What "removed 5 s after dismissal" means here: dismissing (the close button, the duration running
// out, or a newer toast pushing it past the visible limit) closes a toast at once, hidden from view
// and from assistive technology, but its entry stays in the queue for TOAST_REMOVE_DELAY_MS, marked
// closed (the list keeps it in the page as a hidden item). Raising the same toast again (same type,
// title and description) while its entry is still in the queue, open or closed, re-opens that entry
// with a fresh duration instead of stacking a copy, so a repeated message never shows twice. After
// the delay the entry is gone and the same message makes a new toast.
export type ToastType = 'success' | 'error' | 'warning' | 'info'

export type ToastItem = {
  id: number
  type: ToastType
  title: string
  description?: string
  /** milliseconds it stays open */
  duration: number
  open: boolean
}

export const TOAST_LIMIT = 3
export const TOAST_REMOVE_DELAY_MS = 5000

type Timer = ReturnType<typeof setTimeout>

export function createToastStore({
  limit = TOAST_LIMIT,
  removeDelay = TOAST_REMOVE_DELAY_MS,
} = {}) {
  /** newest first */
  let toasts: ToastItem[] = []
  let nextId = 1
  let paused = false
  const listeners = new Set<() => void>()
  const closing = new Map<number, { timer?: Timer; endsAt: number; left: number }>()
  const removing = new Map<number, Timer>()

  const emit = () => listeners.forEach((l) => l())
  const same = (t: ToastItem, input: Omit<ToastItem, 'id' | 'open'>) =>
    t.type === input.type && t.title === input.title && t.description === input.description

  function arm(id: number, ms: number) {
    const entry = { endsAt: Date.now() + ms, left: ms, timer: undefined as Timer | undefined }
    if (!paused) entry.timer = setTimeout(() => dismiss(id), ms)
    closing.set(id, entry)
  }

  function disarm(id: number) {
    clearTimeout(closing.get(id)?.timer)
    closing.delete(id)
  }

  function add(input: Omit<ToastItem, 'id' | 'open'>): number {
    const existing = toasts.find((t) => same(t, input))
    const id = existing?.id ?? nextId++
    if (existing) {
      clearTimeout(removing.get(id))
      removing.delete(id)
      disarm(id)
    }
    toasts = [{ ...input, id, open: true }, ...toasts.filter((t) => t.id !== id)]
    arm(id, input.duration)
    // past the visible limit the oldest open toasts are dismissed (and removed 5 s later)
    toasts
      .filter((t) => t.open)
      .slice(limit)
      .forEach((t) => dismiss(t.id, false))
    emit()
    return id
  }

  function dismiss(id: number, notify = true) {
    const toast = toasts.find((t) => t.id === id)
    if (!toast?.open) return
    disarm(id)
    toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t))
    removing.set(
      id,
      setTimeout(() => {
        removing.delete(id)
        toasts = toasts.filter((t) => t.id !== id)
        emit()
      }, removeDelay),
    )
    if (notify) emit()
  }

  /** Holds every open toast's clock (pointer over or focus in the list), so none closes unread. */
  function pause() {
    if (paused) return
    paused = true
    const now = Date.now()
    for (const entry of closing.values()) {
      clearTimeout(entry.timer)
      entry.timer = undefined
      entry.left = Math.max(0, entry.endsAt - now)
    }
  }

  function resume() {
    if (!paused) return
    paused = false
    for (const [id, entry] of closing) {
      entry.endsAt = Date.now() + entry.left
      entry.timer = setTimeout(() => dismiss(id), entry.left)
    }
  }

  return {
    add,
    dismiss,
    pause,
    resume,
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type ToastStore = ReturnType<typeof createToastStore>

/** The page's one queue. */
export const toastStore = createToastStore()
