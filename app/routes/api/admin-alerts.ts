// /api/admin/alerts: the active system alerts the admin shell polls (every 2 minutes).
import { requireRole } from '#app/features/accounts/roles.server'
import { listActiveAlerts } from '#app/utils/system-alerts.server'
import type { Route } from './+types/admin-alerts'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.shell.minRole)
  const alerts = await listActiveAlerts()
  return Response.json({ alerts }, { headers: { 'Cache-Control': 'private, no-store' } })
}
