// Errors that escape every boundary in the browser (a failing event handler, a rejected promise
// nobody awaited) are logged to the server and suppressed, so the page stays usable.
export const CLIENT_ERROR_ENDPOINT = '/api/client-errors'
export const CLIENT_ERROR_MAX_BYTES = 8 * 1024

export type ClientError = {
  kind: 'error' | 'unhandledrejection'
  message: string
  source?: string
  line?: number
  column?: number
  stack?: string
  page: string
}

const MAX_REPORTS_PER_PAGE = 10
let sent = 0

function report(error: ClientError) {
  if (sent >= MAX_REPORTS_PER_PAGE) return
  sent += 1
  const body = JSON.stringify(error).slice(0, CLIENT_ERROR_MAX_BYTES)
  try {
    const blob = new Blob([body], { type: 'application/json' })
    if (!navigator.sendBeacon?.(CLIENT_ERROR_ENDPOINT, blob))
      void fetch(CLIENT_ERROR_ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => {})
  } catch {
    // reporting must never raise an error of its own
  }
}

function describe(reason: unknown) {
  if (reason instanceof Error) return { message: reason.message, stack: reason.stack }
  return { message: typeof reason === 'string' ? reason : String(reason) }
}

/** Logs an error a section boundary caught (the boundary shows it; the server log keeps it). */
export function reportClientError(error: unknown) {
  const { message, stack } = describe(error)
  report({
    kind: 'error',
    message: (message || 'Unknown error').slice(0, 1000),
    stack: stack?.slice(0, 4000),
    page: location.pathname.slice(0, 500),
  })
}

/** Installs the window handlers once. */
export function installGlobalErrorHandlers() {
  if (typeof window === 'undefined' || (window as { __errorsHooked?: boolean }).__errorsHooked)
    return
  ;(window as { __errorsHooked?: boolean }).__errorsHooked = true
  const page = () => location.pathname.slice(0, 500)
  window.addEventListener('error', (event) => {
    // resource load failures (images, scripts) arrive here without an error object: not ours to log
    if (!(event instanceof ErrorEvent)) return
    const { message, stack } = describe(event.error ?? event.message)
    report({
      kind: 'error',
      message: (message || 'Unknown error').slice(0, 1000),
      source: event.filename?.slice(0, 500) || undefined,
      line: event.lineno || undefined,
      column: event.colno || undefined,
      stack: stack?.slice(0, 4000),
      page: page(),
    })
    event.preventDefault()
  })
  window.addEventListener('unhandledrejection', (event) => {
    const { message, stack } = describe(event.reason)
    report({
      kind: 'unhandledrejection',
      message: (message || 'Unhandled promise rejection').slice(0, 1000),
      stack: stack?.slice(0, 4000),
      page: page(),
    })
    event.preventDefault()
  })
}
