// /admin/backup-restore/progress?job={id}: the running job's progress as JSON (admin only).
import { data } from 'react-router'
import type { Route } from './+types/backup-progress'
import { requireRole } from '#app/features/accounts/roles.server'
import { getJob, jobView } from '#app/features/backup/backup-jobs.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.backupRestore.minRole)
  const job = getJob(new URL(request.url).searchParams.get('job') ?? '')
  if (!job) return data({ message: 'Job not found' }, { status: 404 })
  return data(jobView(job), { headers: { 'Cache-Control': 'no-store' } })
}
