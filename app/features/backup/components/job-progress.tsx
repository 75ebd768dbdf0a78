// The running job's progress bar on /admin/backup-restore: fed by the server (the page polls
// /admin/backup-restore/progress, which any app process answers), not a spinner.
import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import { AdminPanel } from '#app/components/admin/admin-page'
import { FormMessage } from '#app/components/ui/field'
import type { JobView } from '../backup.schema'

const PHASES: Record<string, string> = {
  verify: 'Checking the archive',
  tables: 'Tables',
  indexes: 'Rebuilding indexes',
  media: 'Media files',
  archive: 'Writing the archive',
  done: 'Finished',
}

/** Polls the running job and shows a real progress bar; reloads the page data when it ends. */
export function JobProgress({
  initial,
  onChange,
}: {
  initial: JobView
  onChange: (job: JobView) => void
}) {
  const [job, setJob] = useState(initial)
  const [retries, setRetries] = useState(0)
  const { revalidate } = useRevalidator()
  useEffect(() => setJob(initial), [initial])
  useEffect(() => {
    if (job.status !== 'running') return
    const t = setTimeout(async () => {
      const res = await fetch(`/admin/backup-restore/progress?job=${job.id}`, {
        headers: { Accept: 'application/json' },
      }).catch(() => null)
      if (res?.status === 401 || res?.status === 403) {
        window.location.assign('/auth')
        return
      }
      if (!res?.ok) {
        // a dropped connection or a busy server: ask again (the job goes on on the server)
        setRetries((n) => n + 1)
        return
      }
      const next = (await res.json()) as JobView
      setJob(next)
      onChange(next)
      if (next.status !== 'running') {
        if (next.kind === 'restore' && !next.sessionKept) window.location.assign('/auth')
        else void revalidate()
      }
    }, 600)
    return () => clearTimeout(t)
  }, [job, retries, revalidate, onChange])
  const title = job.kind === 'backup' ? 'Backing up' : 'Restoring'
  return (
    <AdminPanel title={job.status === 'running' ? `${title}…` : `${title}: ${job.status}`}>
      <label className="block text-sm font-semibold" htmlFor="job-progress">
        {PHASES[job.phase] ?? job.phase}
        <span className="font-normal text-sand-800"> · {job.label}</span>
      </label>
      <progress
        id="job-progress"
        max={100}
        value={job.percent}
        className="mt-2 h-3 w-full overflow-hidden rounded-full accent-ink"
      >
        {job.percent}%
      </progress>
      <p className="mt-1 text-sm text-sand-800 tabular-nums" aria-live="polite">
        {job.percent}%
      </p>
      {job.message ? (
        <FormMessage tone={job.status === 'failed' ? 'error' : 'success'}>
          {job.message}
        </FormMessage>
      ) : null}
    </AdminPanel>
  )
}
