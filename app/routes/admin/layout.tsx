import { Outlet, data } from 'react-router'
import type { Route } from './+types/layout'
import { AdminShell } from '#app/components/admin/admin-shell'
import { AdminErrorContent } from '#app/components/admin/guard-cards'
import { requireRole } from '#app/features/accounts/roles.server'
import { getShellCounts } from '#app/features/admin/admin-shell.server'
import { readSidebarCollapsed } from '#app/features/admin/sidebar-cookie'
import { SITE } from '#app/utils/site'

export const meta: Route.MetaFunction = () => [
  { title: `Admin | ${SITE.name}` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const { user, role } = await requireRole(request, 'editor')
  const counts = await getShellCounts()
  const collapsed = readSidebarCollapsed(request.headers.get('Cookie'))
  return data({ user, role, counts, collapsed }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, role, counts, collapsed } = loaderData
  return (
    <AdminShell user={user} role={role} counts={counts} initialCollapsed={collapsed}>
      <Outlet />
    </AdminShell>
  )
}

// The layout's guard failed: no shell, just the SPEC guard card on a calm page.
export function ErrorBoundary() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand-50 px-4 py-16">
      <AdminErrorContent role="editor" />
    </main>
  )
}
