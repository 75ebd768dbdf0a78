import { lazy, Suspense, useEffect, useState } from 'react'
import type * as ToastStoreModule from './toast-store'

// The one toast helper. docs/product.md#toasts: at most 3 visible, removed 5 s after dismissal,
// durations by type (toast-store.ts keeps the queue). The queue and the list load with the first
// toast, so a page that shows none carries none of their code.
const ToastList = lazy(() => import('./toast-list'))

export const TOAST_DURATIONS = {
  success: 4000,
  error: 6000,
  warning: 5000,
  info: 4000,
  autosave: 2000,
} as const

export type ToastInput = {
  type: 'success' | 'error' | 'warning' | 'info'
  title: string
  description?: string
  duration?: number
}

// the mounted <Toaster> host; toasts shown before it mounts wait in the queue until the list shows them
let mountToaster: (() => void) | null = null
let wanted = false
let queue: Promise<typeof ToastStoreModule> | null = null

export function showToast({ type, title, description, duration }: ToastInput) {
  wanted = true
  mountToaster?.()
  // one shared import: toasts raised together reach the queue in the order they were raised
  queue ??= import('./toast-store')
  void queue.then(({ toastStore }) =>
    toastStore.add({ type, title, description, duration: duration ?? TOAST_DURATIONS[type] }),
  )
}

export function Toaster({ toast }: { toast?: ToastInput | null }) {
  const [active, setActive] = useState(false)
  useEffect(() => {
    mountToaster = () => setActive(true)
    if (wanted) setActive(true)
    return () => {
      mountToaster = null
    }
  }, [])
  useEffect(() => {
    if (toast) showToast(toast)
  }, [toast])
  if (!active) return null
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  )
}
