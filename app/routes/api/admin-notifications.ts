// /api/admin/notifications: the admin's realtime stream (Server-Sent Events) of audit events.
import { requireRole } from '#app/features/accounts/roles.server'
import { openNotificationStream } from '#app/features/notifications/realtime.server'
import type { Route } from './+types/admin-notifications'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export async function loader({ request }: Route.LoaderArgs) {
  const { user, role } = await requireRole(request, ADMIN_SECTIONS.shell.minRole)
  return openNotificationStream(request, user.id, role === 'admin' ? 'admin' : 'editor')
}
