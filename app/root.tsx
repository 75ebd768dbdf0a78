import { useEffect } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { ErrorScreen, isFetchFailure, RouteErrorContent } from '#app/components/error-screens'
import { Toaster } from '#app/components/toaster'
// the sign-in modal host and the session watcher, mounted once
import { AuthModalHost } from '#app/features/accounts/components/auth-modal-host'
import { SessionWatcher } from '#app/features/accounts/components/session-watcher'
import { getUserRole } from '#app/features/accounts/roles.server'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { countUnread } from '#app/features/notifications/member-notifications.server'
import { findRedirect } from '#app/features/seo/redirects.server'
import { redirectsMiddleware } from '#app/utils/redirect-middleware.server'
import { getSeoDefaults } from '#app/features/seo/seo-settings.server'
import { faviconType } from '#app/features/settings/favicon'
import { getFaviconUrl } from '#app/features/settings/settings.server'
import { installGlobalErrorHandlers } from '#app/utils/client-errors'
import { SITE } from '#app/utils/site'
import { getEnv } from '#app/utils/env.server'
import { NONCE_HEADER } from '#app/utils/security-headers.server'
import { readToast } from '#app/utils/toast.server'
import { normalizeUrlMiddleware } from '#app/utils/url-normalize.server'
import { databaseUnavailableMiddleware } from '#app/utils/db-unavailable.server'
import './app.css'

// zod compiles object parsers with new Function() when it may; the CSP forbids eval, and zod's probe
// for it would be reported as a violation in the browser. zod keeps its config on
// globalThis.__zod_globalConfig (zod/v4/core/core.js) and reuses an object found there, so setting
// it here is z.config({ jitless: true }) without pulling zod's core (~4 KiB gzip) into every page.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> }
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true })

export const middleware: Route.MiddlewareFunction[] = [
  databaseUnavailableMiddleware,
  normalizeUrlMiddleware,
  redirectsMiddleware(findRedirect),
]

export const links: Route.LinksFunction = () => [
  { rel: 'alternate', type: 'application/rss+xml', title: SITE.name, href: '/feed.xml' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  // signed-in pages are never shared by the HTML cache, so the bell's count may be rendered
  const [role, unreadNotices] = user
    ? await Promise.all([getUserRole(user.id), countUnread(user.id)])
    : [null, null]
  const [{ toast, headers }, seo, faviconUrl] = await Promise.all([
    readToast(request),
    getSeoDefaults(),
    getFaviconUrl(),
  ])
  const env = getEnv()
  // the response's CSP nonce, for the few inline scripts we write ourselves (see decision 0010)
  const nonce = request.headers.get(NONCE_HEADER) ?? undefined
  return data(
    {
      user,
      role,
      unreadNotices,
      toast,
      siteUrl: env.SITE_URL.replace(/\/$/, ''),
      seo,
      // typed on the server: the page's JavaScript carries no extension table
      favicon: { href: faviconUrl, type: faviconType(faviconUrl) },
      metricsSampleRate: env.METRICS_SAMPLE_RATE,
      nonce,
    },
    { headers },
  )
}

/** The CSP nonce of this page (undefined in development and on error pages without root data). */
export function useNonce(): string | undefined {
  return useRouteLoaderData<typeof loader>('root')?.nonce
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root')
  const nonce = root?.nonce
  // the favicon_url setting; error pages without root data fall back to the built-in icon
  const favicon = root?.favicon ?? { href: '/favicon.svg', type: 'image/svg+xml' }
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#dcc8a6" />
        <Meta />
        <link rel="icon" href={favicon.href} type={favicon.type} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/** Page views and sampled metrics: the beacon module loads after the page's load event. */
function usePageBeacon(sampleRate: number) {
  const { pathname } = useLocation()
  useEffect(() => {
    const run = () =>
      void import('#app/utils/page-beacon.client')
        .then((m) => m.onPageView(pathname, sampleRate))
        .catch(() => {})
    if (document.readyState === 'complete') run()
    else {
      window.addEventListener('load', run, { once: true })
      return () => window.removeEventListener('load', run)
    }
  }, [pathname, sampleRate])
}

/**
 * A key press before hydration starts the page's scripts (docs/decisions/0020-lcp.md) and moves the
 * focus before any component's focus handling runs: show the focused element whole (a tab half
 * hidden in a scrolling strip) once hydrated, if it is on screen.
 */
function showFocusedElement() {
  const el = document.activeElement
  if (!(el instanceof HTMLElement) || el === document.body) return
  const { top, bottom } = el.getBoundingClientRect()
  if (bottom > 0 && top < window.innerHeight)
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' })
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    installGlobalErrorHandlers()
    showFocusedElement()
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  usePageBeacon(loaderData.metricsSampleRate)
  return (
    <>
      <Outlet />
      <Toaster toast={loaderData.toast} />
      <AuthModalHost />
      <SessionWatcher
        userId={loaderData.user?.id ?? null}
        sessionExpiresAt={loaderData.user?.sessionExpiresAt ?? null}
      />
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorScreen
        level="page"
        title="Page not found"
        message="We couldn't find the page you were looking for."
      />
    )
  }
  // a failed load (a 5xx, a lost connection during a navigation) can be retried; a crash cannot
  if (isRouteErrorResponse(error) || isFetchFailure(error)) return <RouteErrorContent />
  return <ErrorScreen level="global" />
}
