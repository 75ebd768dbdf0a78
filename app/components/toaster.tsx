import { useEffect } from 'react'
import { Toaster as Sonner, toast as sonner } from 'sonner'

// The one toast helper. SPEC section 9: at most 3 visible; durations by type.
export const TOAST_DURATIONS = { success: 4000, error: 6000, warning: 5000, info: 4000, autosave: 2000 } as const

export type ToastInput = { type: 'success' | 'error' | 'warning' | 'info'; title: string; description?: string; duration?: number }

export function showToast({ type, title, description, duration }: ToastInput) {
  sonner[type](title, { description, duration: duration ?? TOAST_DURATIONS[type] })
}

export function Toaster({ toast }: { toast?: ToastInput | null }) {
  useEffect(() => {
    if (toast) showToast(toast)
  }, [toast])
  return <Sonner visibleToasts={3} position="bottom-right" richColors closeButton />
}
