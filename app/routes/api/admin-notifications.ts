// /api/admin/notifications: the admin's realtime stream (Server-Sent Events) of audit events.
import { requireRole } from '#app/features/accounts/roles.server'
import { openNotificationStream } from '#app/features/notifications/realtime.server'
import type { Route } from './+types/admin-notifications'

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireRole(request, 'editor')
  return openNotificationStream(request, user.id)
}
