// /admin/analytics.csv?range=day|week|month: the analytics report as a spreadsheet.
import { requireRole } from '#app/features/accounts/roles.server'
import { RangeSchema } from '#app/features/analytics/analytics.schema'
import { analyticsCsv, getAnalytics } from '#app/features/analytics/analytics.server'
import type { Route } from './+types/analytics-csv'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.analytics.minRole)
  const range = RangeSchema.parse(new URL(request.url).searchParams.get('range') ?? 'week')
  const csv = analyticsCsv(await getAnalytics(range))
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="analytics-${range}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
