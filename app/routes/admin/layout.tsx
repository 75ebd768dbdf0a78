import { Outlet, data, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/layout'
import { AdminShell } from '#app/shell/admin/admin-shell'
import { AdminErrorContent } from '#app/shell/admin/guard-cards'
import { requireRole } from '#app/features/accounts/roles.server'
import { getShellCounts } from '#app/features/dashboard/shell-counts.server'
import { loadBellState } from '#app/features/notifications/bell-state.server'
import { KIND_LABELS, QUEUE_KINDS } from '#app/features/moderation/review-queue.schema'
import { countPending } from '#app/features/moderation/review-queue.server'
import { readSidebarCollapsed } from '#app/components/admin/sidebar-cookie'
import { startScheduler } from '#app/features/articles/scheduler.server'
import { SITE } from '#app/utils/site'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [
  { title: `Admin | ${SITE.name}` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const { user, role } = await requireRole(request, ADMIN_SECTIONS.shell.minRole)
  startScheduler()
  const [shell, pending, bellState] = await Promise.all([
    getShellCounts(),
    countPending(),
    loadBellState(user.id, role),
  ])
  // per kind, in words: { stories: 2, comment: 1 }
  const pendingByKind = Object.fromEntries(
    QUEUE_KINDS.map((k) => [
      pending[k] === 1 ? KIND_LABELS[k].one : KIND_LABELS[k].many,
      pending[k],
    ]),
  )
  const counts = {
    ...shell,
    pendingReview: pending.total,
    pendingQa: pending.question + pending.answer,
    pendingByKind,
  }
  const bell = {
    ...bellState,
    pending: {
      total: pending.total,
      newest: pending.newest,
      parts: Object.entries(pendingByKind)
        .filter(([, n]) => n > 0)
        .map(([label, n]) => `${n} ${label}`),
    },
  }
  const collapsed = readSidebarCollapsed(request.headers.get('Cookie'))
  return data(
    { user, role, counts, bell, collapsed },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

// an autosave changes nothing the shell shows often enough to reload it every few seconds
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get('intent') === 'autosave') return false
  return defaultShouldRevalidate
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, role, counts, bell, collapsed } = loaderData
  return (
    <AdminShell user={user} role={role} counts={counts} bell={bell} initialCollapsed={collapsed}>
      <Outlet />
    </AdminShell>
  )
}

// The layout's guard failed: no shell, just the guard card (docs/product.md#guard-cards) on a calm
// page.
export function ErrorBoundary() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand-50 px-4 py-16">
      <AdminErrorContent minRole={ADMIN_SECTIONS.shell.minRole} />
    </main>
  )
}
