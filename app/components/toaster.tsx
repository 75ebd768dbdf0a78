import { lazy, Suspense, useEffect, useState } from 'react'

// The one toast helper. SPEC section 9: at most 3 visible; durations by type. The toast library
// loads with the first toast, so a page that shows none carries none of its code.
const SonnerToaster = lazy(() => import('./toaster-sonner'))

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

// the mounted <Toaster> host; toasts shown before it mounts wait in sonner's store (it replays them)
let mountToaster: (() => void) | null = null
let wanted = false

export function showToast({ type, title, description, duration }: ToastInput) {
  wanted = true
  mountToaster?.()
  void import('sonner').then(({ toast }) =>
    toast[type](title, { description, duration: duration ?? TOAST_DURATIONS[type] }),
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
      <SonnerToaster />
    </Suspense>
  )
}
