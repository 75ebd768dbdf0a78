import { useState } from 'react'
import {
  Link,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useRevalidator,
  useRouteError,
} from 'react-router'
import { AlertTriangle, ArrowLeft, Home, RefreshCw, RotateCcw } from 'lucide-react'

// The four levels (docs/product.md#error-screens) with their titles, texts and actions.
export type ErrorLevel = 'global' | 'page' | 'section' | 'component'

const TITLES: Record<ErrorLevel, string> = {
  global: 'Application Error',
  page: 'Page Error',
  section: 'Section Error',
  component: 'Component Error',
}
const TEXTS: Record<ErrorLevel, string> = {
  global:
    'A critical error occurred in the application. Please refresh the page or contact support.',
  page: 'Something went wrong. Please try again.',
  section: 'Something went wrong. Please try again.',
  component: 'Something went wrong. Please try again.',
}
export const MAX_RETRIES = 3
export const NAVIGATION_ERROR = {
  title: 'Navigation Error',
  message: 'Something went wrong with navigation. This might be a routing issue.',
}
export const NETWORK_ERROR = 'Network error. Please check your connection.'
export const NOT_AUTHORIZED = 'You are not authorized to perform this action.'

const btn =
  'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-3'

export function ErrorScreen({
  level,
  title,
  message,
  onRetry,
  retriesLeft,
  busy = false,
}: {
  level: ErrorLevel
  title?: string
  message?: string
  onRetry?: () => void
  retriesLeft?: number
  busy?: boolean
}) {
  const navigate = useNavigateSafe()
  const full = level === 'global' || level === 'page'
  const exhausted = retriesLeft !== undefined && retriesLeft <= 0
  const Heading = full ? 'h1' : 'h2'
  return (
    <div
      role="alert"
      className={
        full
          ? 'mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center'
          : 'flex flex-col items-center rounded-2xl border border-clay-500/30 bg-white p-6 text-center'
      }
    >
      <AlertTriangle aria-hidden className="mb-4 size-10 text-clay-600" />
      {/* a part of a page sits under the page's own h1 */}
      <Heading
        className={
          full ? 'font-display text-3xl font-semibold' : 'font-display text-xl font-semibold'
        }
      >
        {title ?? TITLES[level]}
      </Heading>
      <p className={full ? 'mt-3 text-sand-800' : 'mt-2 text-sand-800'}>
        {message ?? TEXTS[level]}
      </p>
      <div
        className={
          full
            ? 'mt-6 flex flex-wrap justify-center gap-3'
            : 'mt-4 flex flex-wrap justify-center gap-3'
        }
      >
        {onRetry && (retriesLeft === undefined || retriesLeft > 0) ? (
          <button
            type="button"
            onClick={onRetry}
            disabled={busy}
            className={`${btn} bg-ink text-white hover:bg-sand-900 disabled:opacity-70`}
          >
            <RotateCcw aria-hidden className={busy ? 'size-4 animate-spin' : 'size-4'} />
            {busy ? 'Trying again...' : 'Try Again'}
            {retriesLeft !== undefined ? (
              <span className="font-normal">({retriesLeft} left)</span>
            ) : null}
          </button>
        ) : null}
        {level === 'global' || exhausted ? (
          // an empty href reloads the current address, with or without JavaScript
          // eslint-disable-next-line jsx-a11y/anchor-is-valid
          <a href="" className={`${btn} bg-ink text-white hover:bg-sand-900`}>
            <RefreshCw aria-hidden className="size-4" /> Refresh Page
          </a>
        ) : null}
        {full ? (
          <a href="/" className={`${btn} border border-sand-400 bg-white hover:bg-sand-100`}>
            <Home aria-hidden className="size-4" /> Go Home
          </a>
        ) : null}
        {level === 'page' && navigate ? (
          <button
            type="button"
            onClick={() => navigate(-1)}
            className={`${btn} border border-sand-400 bg-white hover:bg-sand-100`}
          >
            <ArrowLeft aria-hidden className="size-4" /> Go Back
          </button>
        ) : null}
      </div>
    </div>
  )
}

function useNavigateSafe() {
  try {
    return useNavigate()
  } catch {
    return null
  }
}

/** A failed route load: 'Loading Error' with a Refresh Page button. */
export function LoadingErrorScreen() {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center"
    >
      <AlertTriangle aria-hidden className="mb-4 size-10 text-clay-600" />
      <h1 className="font-display text-3xl font-semibold">Loading Error</h1>
      <p className="mt-3 text-sand-800">
        This page failed to load. Check your connection and refresh the page.
      </p>
      {/* a real reload that works before hydration too */}
      {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
      <a href="" className={`${btn} mt-6 bg-ink text-white hover:bg-sand-900`}>
        <RefreshCw aria-hidden className="size-4" /> Refresh Page
      </a>
    </div>
  )
}

// Retries used per page, kept across re-renders of the boundary while the reader stays on it.
const retriesUsed = new Map<string, number>()

export function isFetchFailure(error: unknown) {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message)
}

function isModuleLoadFailure(error: unknown) {
  return error instanceof TypeError && /import|module/i.test(error.message)
}

/**
 * What a failed route shows, for the public site and the admin alike: the not-found text for 404,
 * 'Loading Error' when the route's code failed to load, 'Navigation Error' (or the network text when
 * offline) when a client navigation's fetch failed, the not-authorized text for a 403, and otherwise
 * the page error with Try Again. Try Again re-runs the loaders (revalidation), at most MAX_RETRIES
 * times per page; then Go Home and Refresh Page remain.
 */
export function RouteErrorContent() {
  const error = useRouteError()
  const location = useLocation()
  const revalidator = useRevalidator()
  const key = location.pathname + location.search
  const [used, setUsed] = useState(() => retriesUsed.get(key) ?? 0)
  const retry = () => {
    const next = used + 1
    retriesUsed.set(key, next)
    setUsed(next)
    void revalidator.revalidate()
  }
  const retryProps = {
    onRetry: retry,
    retriesLeft: MAX_RETRIES - used,
    busy: revalidator.state === 'loading',
  }
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />
    if (error.status === 403) return <ErrorScreen level="page" message={NOT_AUTHORIZED} />
    if (error.status < 500)
      return (
        <ErrorScreen
          level="page"
          message={typeof error.data === 'string' && error.data ? error.data : undefined}
        />
      )
    return <ErrorScreen level="page" {...retryProps} />
  }
  if (isModuleLoadFailure(error)) return <LoadingErrorScreen />
  if (isFetchFailure(error)) {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false
    return (
      <ErrorScreen
        level="page"
        title={NAVIGATION_ERROR.title}
        message={offline ? NETWORK_ERROR : NAVIGATION_ERROR.message}
        {...retryProps}
      />
    )
  }
  return <ErrorScreen level="page" {...retryProps} />
}

/** Route-level boundary used by page routes. */
export function PageErrorBoundary() {
  return <RouteErrorContent />
}

export function NotFound() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <p className="font-display text-7xl font-semibold text-sand-700">404</p>
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
