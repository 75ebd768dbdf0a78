// Focus rules for Radix dialogs opened from outside a Radix Trigger (lazy dialogs, events).
// Radix would focus the first tabbable element (the Close button: typing goes nowhere and phones
// show no keyboard) and, with no Trigger, leave focus on <body> when the dialog closes.
import { useRef } from 'react'

const FIELD =
  'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])'

/** onOpenAutoFocus: the dialog's first element matching `selector`, if any (otherwise Radix's default). */
export function focusFirst(selector: string) {
  return (event: Event) => {
    const root = event.currentTarget as HTMLElement | null
    const field = root?.querySelector<HTMLElement>(selector)
    if (!field) return
    event.preventDefault()
    field.focus()
  }
}

/** onOpenAutoFocus: the dialog's first field, if it has one (otherwise Radix's default). */
export const focusFirstField = focusFirst(FIELD)

/** onCloseAutoFocus: back to the element that opened the dialog, while it is still on the page. */
export function returnFocusTo(opener: () => HTMLElement | null | undefined) {
  return (event: Event) => {
    const el = opener()
    if (!el?.isConnected) return
    event.preventDefault()
    el.focus()
  }
}

/**
 * For a dialog opened by a plain button or an event: `remember()` in onOpenAutoFocus (Radix calls it
 * before it moves focus, so the opener still has it), and onCloseAutoFocus gives focus back to that
 * element, or to `fallback()` when it has left the page.
 */
export function useOpenerFocus(fallback?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null)
  return {
    remember() {
      const el = document.activeElement
      opener.current = el instanceof HTMLElement && el !== document.body ? el : null
    },
    onCloseAutoFocus: returnFocusTo(() =>
      opener.current?.isConnected ? opener.current : fallback?.(),
    ),
  }
}
