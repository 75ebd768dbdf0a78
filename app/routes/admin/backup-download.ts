// /admin/backup-restore/download/{name}: streams a stored backup (admin only).
import type { Route } from './+types/backup-download'
import { requireRole } from '#app/features/accounts/roles.server'
import { openBackup } from '#app/features/backup/backup-jobs.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { refusal } from '#app/utils/invariant'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.backupRestore.minRole)
  const file = await openBackup(params.name)
  if (!file) return refusal('Backup not found')
  return new Response(file.body, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${params.name}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
