import { useCallback, useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { TOAST_DURATIONS, showToast } from '#app/components/toaster'
import type { DataResult } from '#app/utils/action-result'

export const AUTOSAVE_DELAY_MS = 2500
type AutosaveData = DataResult<{ savedAt: string }>

/**
 * Debounced autosave of a draft through a fetcher (no navigation, no reload of the page).
 * `schedule()` after every change; the autosave toast (docs/product.md#toasts) shows for 2 s after
 * each save.
 */
export function useAutosave(formRef: React.RefObject<HTMLFormElement | null>, enabled: boolean) {
  const fetcher = useFetcher<AutosaveData>()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [dirty, setDirty] = useState(false)
  const seen = useRef<unknown>(null)

  const flush = useCallback(() => {
    const form = formRef.current
    if (!form || !enabled) return
    const fd = new FormData(form)
    fd.set('intent', 'autosave')
    fetcher.submit(fd, { method: 'post' })
    setDirty(false)
  }, [enabled, fetcher, formRef])

  const schedule = useCallback(() => {
    setDirty(true)
    if (!enabled) return
    clearTimeout(timer.current)
    timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS)
  }, [enabled, flush])

  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || seen.current === fetcher.data) return
    seen.current = fetcher.data
    if (fetcher.data.ok)
      showToast({ type: 'success', title: 'Draft saved', duration: TOAST_DURATIONS.autosave })
  }, [fetcher.state, fetcher.data])

  const status =
    fetcher.state !== 'idle'
      ? { tone: 'busy' as const, text: 'Saving...' }
      : fetcher.data && !fetcher.data.ok
        ? {
            tone: 'error' as const,
            text: `Autosave paused: ${fetcher.data.message || 'check the form'}`,
          }
        : dirty
          ? { tone: 'idle' as const, text: enabled ? 'Unsaved changes' : 'Unsaved changes' }
          : fetcher.data?.ok
            ? { tone: 'ok' as const, text: 'All changes saved' }
            : null
  return { schedule, cancel: () => clearTimeout(timer.current), dirty, status, setDirty }
}
