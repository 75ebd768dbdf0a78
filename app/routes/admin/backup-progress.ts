// /admin/backup-restore/progress?job={id}: a job's progress as JSON (admin only), from its file,
// so any app process answers for a job that another one runs.
import { data } from 'react-router'
import type { Route } from './+types/backup-progress'
import { requireRole } from '#app/features/accounts/roles.server'
import { getJob, jobView, startedByRequest } from '#app/features/backup/backup-progress.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

// The admin who started the job is recognised by their session token (the job keeps its hash):
// a running restore holds the sessions table until it commits, so a session lookup would wait
// and the bar would stand still. Everyone else is checked as on every admin route.
export async function loader({ request }: Route.LoaderArgs) {
  const job = await getJob(new URL(request.url).searchParams.get('job') ?? '')
  if (!job || !startedByRequest(job, request))
    await requireRole(request, ADMIN_SECTIONS.backupRestore.minRole)
  if (!job) return data({ message: 'Job not found' }, { status: 404 })
  return data(jobView(job), { headers: { 'Cache-Control': 'no-store' } })
}
