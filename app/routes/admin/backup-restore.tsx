import { useState } from 'react'
import { data, redirect, useFetcher, useNavigation } from 'react-router'
import { HardDriveDownload } from 'lucide-react'
import type { Route } from './+types/backup-restore'
import { AdminPage, AdminPanel } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
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
import { jobView, runningJob } from '#app/features/backup/backup-progress.server'
import { sessionTokenOf } from '#app/features/accounts/session-events.server'
import { getSchedule, saveSchedule } from '#app/features/backup/backup-schedule.server'
import {
  RESTORE_CONFIRM_WORD,
  RestoreFormSchema,
  ScheduleFormSchema,
  type JobView,
} from '#app/features/backup/backup.schema'
import { BackupsTable } from '#app/features/backup/components/backups-table'
import { JobProgress } from '#app/features/backup/components/job-progress'
import { SchedulePanel } from '#app/features/backup/components/schedule-panel'
import { UploadPanel } from '#app/features/backup/components/upload-panel'
import { failure, fieldFailure, type FieldErrors } from '#app/utils/action-result'
import { isBackupUpload, receiveBackupUpload } from '#app/features/backup/backup-upload.server'
import { redirectWithToast } from '#app/utils/action-response.server'
import { toastHeader } from '#app/utils/toast.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { STORAGE_UNAVAILABLE_MESSAGE, isStorageUnavailable } from '#app/utils/storage-unavailable'

export const meta: Route.MetaFunction = () => [
  { title: 'Backup & Restore | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.backupRestore.minRole)
  const job = await runningJob()
  // a bucket that is down: the page still opens and says so (the schedule is in the database)
  const [listed, schedule] = await Promise.all([
    listBackups().catch((error: unknown) => {
      if (!isStorageUnavailable(error)) throw error
      return null
    }),
    getSchedule(),
  ])
  const storageError = listed ? null : STORAGE_UNAVAILABLE_MESSAGE
  return data(
    { backups: listed ?? [], storageError, schedule, job: job ? jobView(job) : null },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

const BUSY = 'A backup or restore is already running. Wait for it to finish.'

/** Starts a job; with JavaScript the page polls it, without it the answer waits for the end. */
async function runJob(job: Awaited<ReturnType<typeof startBackup>>, background: boolean) {
  if (!job) return failure(BUSY, 409)
  if (background) return data({ ok: true, message: '', job: jobView(job) })
  const done = jobView(await waitForJob(job))
  if (done.status === 'failed') return failure(done.message, 422)
  if (done.kind === 'restore' && !done.sessionKept)
    throw redirect('/auth', { headers: await toastHeader({ type: 'info', title: done.message }) })
  return redirectWithToast('/admin/backup-restore', { type: 'success', title: done.message })
}

const who = ADMIN_SECTIONS.backupRestore.minRole
const background = (form: FormData) => form.get('background') === '1'

export const action = defineAction({
  // the upload form: its body is streamed to disk, never read into memory as a whole form
  unread: { when: isBackupUpload, intent: 'upload' },
  intents: {
    upload: intent({
      who,
      audit: 'backup',
      // an uploaded archive changes nothing until it is restored
      invalidates: 'nothing',
      run: ({ request, user }) => receiveBackupUpload(request, user),
    }),
    schedule: intent({
      who,
      schema: ScheduleFormSchema,
      audit: 'backup_schedule',
      invalidates: 'nothing',
      run: async ({ user, input }) => {
        await saveSchedule(user, input)
        return { ok: true as const, message: 'Backup schedule saved' }
      },
    }),
    backup: intent({
      who,
      audit: 'backup',
      invalidates: 'nothing',
      run: async ({ request, user, form }) =>
        runJob(
          await startBackup(user, 'backup', new Date(), sessionTokenOf(request)),
          background(form),
        ),
    }),
    restore: intent({
      who,
      schema: RestoreFormSchema,
      audit: 'backup',
      // the restore job empties the public cache itself when it has finished (a background job)
      invalidates: 'nothing',
      run: async ({ request, user, input, form }) => {
        const listed = await listBackups().catch((error: unknown) => {
          if (!isStorageUnavailable(error)) throw error
          return null
        })
        if (!listed) return failure(STORAGE_UNAVAILABLE_MESSAGE, 503)
        const known = listed.some((b) => b.name === input.name)
        if (!known) return fieldFailure({ name: 'Choose a backup from the list' })
        return runJob(
          await startRestore(user, input.name, sessionTokenOf(request)),
          background(form),
        )
      },
    }),
  },
})

/** A refused answer's field errors (a started job's answer has none). */
function errorsOf(answer: { ok: boolean } | undefined) {
  return answer && !answer.ok ? (answer as { errors?: FieldErrors }).errors : undefined
}

export default function BackupRestore({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData)
  const { backups, schedule } = loaderData
  const backupFetcher = useFetcher<typeof action>()
  const restoreFetcher = useFetcher<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const started =
    (restoreFetcher.data && 'job' in restoreFetcher.data ? restoreFetcher.data.job : null) ??
    (backupFetcher.data && 'job' in backupFetcher.data ? backupFetcher.data.job : null)
  const job = (started as JobView | null) ?? loaderData.job
  useActionToast(backupFetcher.data)
  useActionToast(restoreFetcher.data)
  const restoreErrors = errorsOf(restoreFetcher.data) ?? errorsOf(actionData) ?? {}
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
        {loaderData.storageError ? <FormMessage>{loaderData.storageError}</FormMessage> : null}
        {job ? <JobProgress initial={job} onChange={setLive} /> : null}
        <BackupsTable backups={backups} />

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
          <UploadPanel running={running} />
          <SchedulePanel schedule={schedule} keepError={errorsOf(actionData)?.keep} />
        </div>
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.backupRestore.minRole} />
}
