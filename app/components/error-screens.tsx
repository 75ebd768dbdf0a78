import { useState } from 'react'
import { Link, isRouteErrorResponse, useNavigate, useRouteError } from 'react-router'
import { AlertTriangle, ArrowLeft, Home, RefreshCw, RotateCcw } from 'lucide-react'

// SPEC section 2 and 8: four levels with their titles, texts and actions.
export type ErrorLevel = 'global' | 'page' | 'section' | 'component'

const TITLES: Record<ErrorLevel, string> = {
  global: 'Application Error',
  page: 'Page Error',
  section: 'Section Error',
  component: 'Component Error',
}
const TEXTS: Record<ErrorLevel, string> = {
  global: 'A critical error occurred in the application. Please refresh the page or contact support.',
  page: 'Something went wrong. Please try again.',
  section: 'Something went wrong. Please try again.',
  component: 'Something went wrong. Please try again.',
}
export const MAX_RETRIES = 3

const btn =
  'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-3'

export function ErrorScreen({
  level,
  title,
  message,
  onRetry,
  retriesLeft,
}: {
  level: ErrorLevel
  title?: string
  message?: string
  onRetry?: () => void
  retriesLeft?: number
}) {
  const navigate = useNavigateSafe()
  const full = level === 'global' || level === 'page'
  return (
    <div
      role="alert"
      className={
        full
          ? 'mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center'
          : 'rounded-2xl border border-clay-500/30 bg-white p-6 text-center'
      }
    >
      <AlertTriangle aria-hidden className="mb-4 size-10 text-clay-600" />
      <h1 className={full ? 'font-display text-3xl font-semibold' : 'font-display text-xl font-semibold'}>
        {title ?? TITLES[level]}
      </h1>
      <p className="mt-3 text-sand-800">{message ?? TEXTS[level]}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onRetry && (retriesLeft === undefined || retriesLeft > 0) ? (
          <button type="button" onClick={onRetry} className={`${btn} bg-ink text-white hover:bg-sand-900`}>
            <RotateCcw aria-hidden className="size-4" /> Try Again
            {retriesLeft !== undefined ? <span className="font-normal">({retriesLeft} left)</span> : null}
          </button>
        ) : null}
        {level === 'global' ? (
          <a href="/" onClick={() => window.location.reload()} className={`${btn} bg-ink text-white hover:bg-sand-900`}>
            <RefreshCw aria-hidden className="size-4" /> Refresh Page
          </a>
        ) : null}
        {full ? (
          <a href="/" className={`${btn} border border-sand-400 bg-white hover:bg-sand-100`}>
            <Home aria-hidden className="size-4" /> Go Home
          </a>
        ) : null}
        {level === 'page' && navigate ? (
          <button type="button" onClick={() => navigate(-1)} className={`${btn} border border-sand-400 bg-white hover:bg-sand-100`}>
            <ArrowLeft aria-hidden className="size-4" /> Go Back
          </button>
        ) : null}
      </div>
    </div>
  )
}

function useNavigateSafe() {
  try {
    // eslint-disable-next-line react-hooks/rules-of-hooks
    return useNavigate()
  } catch {
    return null
  }
}

/** A failed route load: 'Loading Error' with a Refresh Page button. */
export function LoadingErrorScreen() {
  return (
    <div role="alert" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <AlertTriangle aria-hidden className="mb-4 size-10 text-clay-600" />
      <h1 className="font-display text-3xl font-semibold">Loading Error</h1>
      <p className="mt-3 text-sand-800">This page failed to load. Check your connection and refresh the page.</p>
      <a href="" className={`${btn} mt-6 bg-ink text-white hover:bg-sand-900`}>
        <RefreshCw aria-hidden className="size-4" /> Refresh Page
      </a>
    </div>
  )
}

/** Route-level boundary used by page routes: 404s get the not-found text, load failures 'Loading Error'. */
export function PageErrorBoundary() {
  const error = useRouteError()
  const [, setTick] = useState(0)
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />
    if (error.status >= 500) return <LoadingErrorScreen />
    return <ErrorScreen level="page" message={typeof error.data === 'string' ? error.data : undefined} />
  }
  if (error instanceof TypeError && /fetch|import|module/i.test(error.message)) return <LoadingErrorScreen />
  return <ErrorScreen level="page" onRetry={() => setTick((t) => t + 1)} />
}

export function NotFound() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <p className="font-display text-7xl font-semibold text-sand-400">404</p>
      <h1 className="mt-4 font-display text-3xl font-semibold">Page not found</h1>
      <p className="mt-3 text-sand-800">The page you're looking for doesn't exist or has moved.</p>
      <div className="mt-6 flex gap-3">
        <Link to="/" className={`${btn} bg-ink text-white hover:bg-sand-900`}>
          <Home aria-hidden className="size-4" /> Go Home
        </Link>
        <Link to="/explore" className={`${btn} border border-sand-400 bg-white hover:bg-sand-100`}>
          Explore articles
        </Link>
      </div>
    </div>
  )
}
