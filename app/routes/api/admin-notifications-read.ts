// POST /api/admin/notifications/read: the bell's Mark all read (and Clear all). Everything up to
// now counts as read for this staff member on every device and after a reload.
import { z } from 'zod'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { requireRole } from '#app/features/accounts/roles.server'
import { markBellRead } from '#app/features/notifications/bell-state.server'
import { actionResponse } from '#app/utils/action-response.server'
import { invalidResult } from '#app/utils/action-result'
import { readFormData } from '#app/utils/form-data.server'
import type { Route } from './+types/admin-notifications-read'

const BellReadSchema = z.object({ intent: z.literal('mark-read', 'Unknown action') })

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.shell.minRole)
  const parsed = BellReadSchema.safeParse(Object.fromEntries(await readFormData(request)))
  if (!parsed.success) return actionResponse(invalidResult(parsed.error.issues))
  await markBellRead(user.id)
  return { ok: true as const, message: 'Notifications marked as read' }
}
