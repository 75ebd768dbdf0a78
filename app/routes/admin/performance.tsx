import { useEffect } from 'react'
import { data, useRevalidator } from 'react-router'
import type { Route } from './+types/performance'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { requireRole } from '#app/features/accounts/roles.server'
import { PerformancePage } from '#app/features/analytics/components/performance-page'
import { getPerformance } from '#app/features/analytics/metrics.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [
  { title: 'Performance | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

// docs/product.md#system-alerts-and-metrics: metrics are refetched every 60 s
const REFETCH_MS = 60_000

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.performance.minRole)
  // a failing metrics read is an error (docs/product.md#system-alerts-and-metrics), shown by the
  // route's error boundary
  const report = await getPerformance()
  return data(report, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function AdminPerformance({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    const t = setInterval(() => {
      if (document.visibilityState === 'visible') void revalidate()
    }, REFETCH_MS)
    return () => clearInterval(t)
  }, [revalidate])
  return <PerformancePage {...loaderData} />
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.performance.minRole} />
}
