import { useEffect, useState } from 'react'
import { Form, data, redirect, useFetcher, useNavigation, useRevalidator } from 'react-router'
import { Download, HardDriveDownload, Upload } from 'lucide-react'
import type { Route } from './+types/backup-restore'
import { AdminPage, AdminPanel } from '#app/components/admin/admin-page'
import { DataTable, Td, Th, Tr } from '#app/components/admin/data-table'
import { AdminRouteErrorBoundary } from '#app/components/admin/guard-cards'
import { LocalTime } from '#app/components/admin/local-time'
import { Button } from '#app/components/ui/button'
import { FormMessage, InputField, SelectField } from '#app/components/ui/field'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import {
  listBackups,
  startBackup,
  startRestore,
  waitForJob,
} from '#app/features/backup/backup-jobs.server'
import { currentJob, jobView, sessionTokenOf } from '#app/features/backup/backup-progress.server'
import { getSchedule, saveSchedule } from '#app/features/backup/backup-schedule.server'
import { isBackupUpload, receiveBackupUpload } from '#app/features/backup/backup-upload.server'
import {
  RESTORE_CONFIRM_WORD,
  RestoreFormSchema,
  ScheduleFormSchema,
  UPLOAD_ACTION,
  UPLOAD_FIELD,
  type JobView,
} from '#app/features/backup/backup.schema'
import { invalidResult } from '#app/utils/action-result'
import { actionResponse, redirectWithToast } from '#app/utils/action-response.server'
import { readFormData } from '#app/utils/form-data.server'
import { toastHeader } from '#app/utils/toast.server'
import { CheckboxField } from '#app/components/ui/checkbox'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [
  { title: 'Backup & Restore | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.backupRestore.minRole)
  const job = currentJob()
  const [backups, schedule] = await Promise.all([listBackups(), getSchedule()])
  return data(
    { backups, schedule, job: job ? jobView(job) : null },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

const BUSY = 'A backup or restore is already running. Wait for it to finish.'

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.backupRestore.minRole)
  // the upload form: its body is streamed to disk, never read into memory as a whole form
  if (isBackupUpload(request)) return actionResponse(await receiveBackupUpload(request, user))
  const form = await readFormData(request)
  const intent = String(form.get('intent') ?? '')
  // with JavaScript the page polls the job; without it the answer waits for the end
  const background = form.get('background') === '1'
  if (intent === 'schedule') {
    const parsed = ScheduleFormSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return actionResponse(invalidResult(parsed.error.issues))
    await saveSchedule(user, parsed.data)
    return actionResponse({ ok: true, message: 'Backup schedule saved' })
  }
  let job
  if (intent === 'backup') job = startBackup(user, 'backup', new Date(), sessionTokenOf(request))
  else if (intent === 'restore') {
    const parsed = RestoreFormSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return actionResponse(invalidResult(parsed.error.issues))
    const known = (await listBackups()).some((b) => b.name === parsed.data.name)
    if (!known)
      return actionResponse({
        ok: false,
        status: 400,
        message: 'Choose a backup from the list',
        errors: { name: 'Choose a backup from the list' },
      })
    job = startRestore(user, parsed.data.name, sessionTokenOf(request))
  } else return actionResponse({ ok: false, status: 400, message: 'Unknown action' })
  if (!job) return actionResponse({ ok: false, status: 409, message: BUSY })
  if (background) return data({ ok: true, message: '', job: jobView(job) })
  const done = jobView(await waitForJob(job))
  if (done.status === 'failed')
    return actionResponse({ ok: false, status: 422, message: done.message })
  if (done.kind === 'restore' && !done.sessionKept)
    throw redirect('/auth', { headers: await toastHeader({ type: 'info', title: done.message }) })
  return redirectWithToast('/admin/backup-restore', { type: 'success', title: done.message })
}

function formatSize(bytes: number) {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1e3))} kB`
}

const PHASES: Record<string, string> = {
  verify: 'Checking the archive',
  tables: 'Tables',
  indexes: 'Rebuilding indexes',
  media: 'Media files',
  archive: 'Writing the archive',
  done: 'Finished',
}

/** Polls the running job and shows a real progress bar; reloads the page data when it ends. */
function JobProgress({
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

export default function BackupRestore({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData)
  const { backups, schedule } = loaderData
  const backupFetcher = useFetcher<typeof action>()
  const restoreFetcher = useFetcher<typeof action>()
  const uploadFetcher = useFetcher<typeof action>()
  useActionToast(uploadFetcher.data)
  const uploading = uploadFetcher.state !== 'idle'
  const uploadResult = uploadFetcher.data
  const uploadError =
    uploadResult && !uploadResult.ok && 'errors' in uploadResult
      ? (uploadResult.errors as Record<string, string> | undefined)?.[UPLOAD_FIELD]
      : undefined
  const busy = useNavigation().state === 'submitting'
  const started =
    (restoreFetcher.data && 'job' in restoreFetcher.data ? restoreFetcher.data.job : null) ??
    (backupFetcher.data && 'job' in backupFetcher.data ? backupFetcher.data.job : null)
  const job = (started as JobView | null) ?? loaderData.job
  useActionToast(backupFetcher.data)
  useActionToast(restoreFetcher.data)
  const restoreErrors =
    (restoreFetcher.data && !restoreFetcher.data.ok && 'errors' in restoreFetcher.data
      ? restoreFetcher.data.errors
      : undefined) ??
    (actionData && !actionData.ok && 'errors' in actionData ? actionData.errors : {}) ??
    {}
  const [live, setLive] = useState<JobView | null>(null)
  const running = (live && live.id === job?.id ? live : job)?.status === 'running'
  return (
    <AdminPage
      title="Backup & Restore"
      description="A backup is one .tar.gz file with every table's rows and every uploaded media file. Restoring one replaces all content, accounts and media."
      actions={
        <backupFetcher.Form method="post">
          <input type="hidden" name="background" value="1" />
          <Button type="submit" name="intent" value="backup" disabled={running || busy}>
            <HardDriveDownload aria-hidden className="size-4" /> Create backup
          </Button>
        </backupFetcher.Form>
      }
    >
      <div className="space-y-6">
        {job ? <JobProgress initial={job} onChange={setLive} /> : null}
        <DataTable caption="Backups" className="[&_table]:min-w-0">
          <thead>
            <tr>
              <Th>Backup</Th>
              <Th className="hidden text-right sm:table-cell">Size</Th>
              <Th>
                <span className="sr-only">Download</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {backups.length === 0 ? (
              <tr>
                <Td colSpan={3} className="py-10 text-center text-sand-800">
                  No backups yet. Create one, or run npm run backup on the server.
                </Td>
              </tr>
            ) : null}
            {backups.map((b) => (
              <Tr key={b.name}>
                <Td>
                  <span className="block font-medium break-all">{b.name}</span>
                  <span className="text-xs text-sand-800">
                    <span className="sm:hidden">{formatSize(b.size)} · </span>
                    {b.scheduled ? 'Daily backup · ' : ''}
                    <LocalTime value={b.createdAt} />
                  </span>
                </Td>
                <Td className="hidden text-right tabular-nums sm:table-cell">
                  {formatSize(b.size)}
                </Td>
                <Td className="text-right">
                  <a
                    href={`/admin/backup-restore/download/${encodeURIComponent(b.name)}`}
                    download
                    className="inline-flex h-8 items-center gap-1.5 rounded-full border border-sand-400 px-3 text-sm font-semibold hover:bg-sand-100"
                  >
                    <Download aria-hidden className="size-3.5" />
                    <span className="max-sm:sr-only">Download</span>
                    <span className="sr-only"> {b.name}</span>
                  </a>
                </Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>

        <div className="grid gap-6 lg:grid-cols-2">
          <AdminPanel title="Restore a backup">
            <restoreFetcher.Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="background" value="1" />
              <SelectField
                label="Backup"
                name="name"
                options={backups.map((b) => ({ value: b.name, label: b.name }))}
                error={restoreErrors.name}
              />
              <InputField
                label={`Type ${RESTORE_CONFIRM_WORD} to replace all current data`}
                name="confirm"
                autoComplete="off"
                error={restoreErrors.confirm}
                hint="Everything written since that backup is lost. If your account is not in the backup you will be signed out."
              />
              <Button
                type="submit"
                name="intent"
                value="restore"
                variant="danger"
                disabled={running || backups.length === 0}
              >
                Restore
              </Button>
            </restoreFetcher.Form>
          </AdminPanel>
          <AdminPanel title="Upload a backup">
            <uploadFetcher.Form
              method="post"
              action={UPLOAD_ACTION}
              encType="multipart/form-data"
              className="space-y-4"
              aria-describedby="upload-help"
            >
              <div className="space-y-1.5">
                <label htmlFor="backup-archive" className="block text-sm font-semibold">
                  Backup archive (.tar.gz)
                </label>
                <input
                  id="backup-archive"
                  name={UPLOAD_FIELD}
                  type="file"
                  accept=".tar.gz,.tgz,application/gzip"
                  required
                  aria-invalid={uploadError ? true : undefined}
                  aria-describedby={uploadError ? 'upload-help upload-error' : 'upload-help'}
                  className="block w-full text-sm file:mr-3 file:rounded-full file:border file:border-sand-400 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
                />
                <p id="upload-help" className="text-sm text-sand-800">
                  It is checked in full (checksums, site version) before it is listed. Nothing is
                  replaced until you restore it above.
                </p>
                {uploadError ? (
                  <p id="upload-error" className="text-sm font-medium text-red-700">
                    {uploadError}
                  </p>
                ) : null}
              </div>
              <Button type="submit" variant="outline" disabled={uploading || running}>
                <Upload aria-hidden className="size-4" />
                {uploading ? 'Uploading and checking…' : 'Upload backup'}
              </Button>
            </uploadFetcher.Form>
          </AdminPanel>
          <AdminPanel title="Daily backup">
            <Form method="post" className="space-y-4">
              <CheckboxField
                name="enabled"
                defaultChecked={schedule.enabled}
                label="Make a backup every day"
                className="text-sm font-semibold"
              />
              <InputField
                label="Keep the newest"
                name="keep"
                type="number"
                min={1}
                max={60}
                defaultValue={schedule.keep}
                hint="Older daily backups are deleted; the ones you make by hand are kept."
                error={
                  actionData && !actionData.ok && 'errors' in actionData
                    ? actionData.errors?.keep
                    : undefined
                }
              />
              <Button type="submit" name="intent" value="schedule" variant="outline">
                Save schedule
              </Button>
            </Form>
          </AdminPanel>
        </div>
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.backupRestore.minRole} />
}
