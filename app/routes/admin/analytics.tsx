import { data } from 'react-router'
import type { Route } from './+types/analytics'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { requireRole } from '#app/features/accounts/roles.server'
import { RangeSchema } from '#app/features/analytics/analytics.schema'
import { getAnalytics } from '#app/features/analytics/analytics.server'
import { AnalyticsPage } from '#app/features/analytics/components/analytics-page'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [
  { title: 'Analytics | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.analytics.minRole)
  const range = RangeSchema.parse(new URL(request.url).searchParams.get('range') ?? 'week')
  const report = await getAnalytics(range)
  return data(report, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsPage report={loaderData} />
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.analytics.minRole} />
}
