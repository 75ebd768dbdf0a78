import { useEffect } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, isRouteErrorResponse, useRouteError } from 'react-router'
import type { Route } from './+types/root'
import { ErrorScreen } from '#app/components/error-screens'
import { Toaster } from '#app/components/toaster'
// accounts (issue 3): modal host and session watcher, mounted once
import { AuthModalHost } from '#app/features/accounts/components/auth-modal-host'
import { SessionWatcher } from '#app/features/accounts/components/session-watcher'
import { getUserRole } from '#app/features/accounts/roles.server'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { getEnv } from '#app/utils/env.server'
import { readToast } from '#app/utils/toast.server'
import { normalizeUrlMiddleware } from '#app/utils/url-normalize.server'
import './app.css'

export const middleware: Route.MiddlewareFunction[] = [normalizeUrlMiddleware]

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  const role = user ? await getUserRole(user.id) : null
  const { toast, headers } = await readToast(request)
  return data({ user, role, toast, siteUrl: getEnv().SITE_URL.replace(/\/$/, '') }, { headers })
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#dcc8a6" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <>
      <Outlet />
      <Toaster toast={loaderData.toast} />
      {/* accounts (issue 3) */}
      <AuthModalHost />
      <SessionWatcher userId={loaderData.user?.id ?? null} sessionExpiresAt={loaderData.user?.sessionExpiresAt ?? null} />
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen level="page" title="Page not found" message="We couldn't find the page you were looking for." />
  }
  return <ErrorScreen level="global" />
}
