// Focus rules for Radix dialogs opened from outside a Radix Trigger (lazy dialogs, events).
// Radix would focus the first tabbable element (the Close button: typing goes nowhere and phones
// show no keyboard) and, with no Trigger, leave focus on <body> when the dialog closes.

const FIELD =
  'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])'

/** onOpenAutoFocus: the dialog's first field, if it has one (otherwise Radix's default). */
export function focusFirstField(event: Event) {
  const root = event.currentTarget as HTMLElement | null
  const field = root?.querySelector<HTMLElement>(FIELD)
  if (!field) return
  event.preventDefault()
  field.focus()
}

/** onCloseAutoFocus: back to the element that opened the dialog, while it is still on the page. */
export function returnFocusTo(opener: () => HTMLElement | null | undefined) {
  return (event: Event) => {
    const el = opener()
    if (!el?.isConnected) return
    event.preventDefault()
    el.focus()
  }
}
