// /admin/backup-restore/download/{name}: streams a stored backup (admin only).
import type { Route } from './+types/backup-download'
import { requireRole } from '#app/features/accounts/roles.server'
import { openBackup } from '#app/features/backup/backup-jobs.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { STORAGE_UNAVAILABLE_MESSAGE, isStorageUnavailable } from '#app/utils/storage-unavailable'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.backupRestore.minRole)
  let file
  try {
    file = await openBackup(params.name)
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error
    return new Response(STORAGE_UNAVAILABLE_MESSAGE, {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' },
    })
  }
  if (!file) return new Response('Backup not found', { status: 404 })
  return new Response(file.body, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${params.name}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
