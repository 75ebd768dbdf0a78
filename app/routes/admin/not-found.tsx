import { Link, data } from 'react-router'
import { LayoutDashboard } from 'lucide-react'
import type { Route } from './+types/not-found'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { buttonClass } from '#app/components/ui/button'
import { requireRole } from '#app/features/accounts/roles.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

// Unknown /admin/* paths: the guard first, then a 404 inside the admin shell.
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.shell.minRole)
  return data(null, { status: 404 })
}

export default function AdminNotFound() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <p className="font-display text-7xl font-semibold text-sand-700">404</p>
      <h1 className="mt-4 font-display text-3xl font-semibold">Page not found</h1>
      <p className="mt-3 text-sand-800">
        This admin page doesn't exist. Use the sidebar or search to find what you need.
      </p>
      <Link to="/admin" className={buttonClass('primary', 'md', 'mt-6')}>
        <LayoutDashboard aria-hidden className="size-4" /> Back to the dashboard
      </Link>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.shell.minRole} />
}
