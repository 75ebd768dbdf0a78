// The optional daily backup: settings in site_settings ('backup_schedule'), checked every hour by
// each app process; the job claim in job_runs (app/utils/jobs.server.ts) makes one process of all
// processes and machines on the database run it, once a day.
import { eq, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { siteSettings } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { listBackups, pruneScheduled, startBackup, waitForJob } from './backup-jobs.server'
import { runScheduledJob } from '#app/utils/jobs.server'
import { onStart, onStop } from '#app/utils/lifecycle.server'
import type { ScheduleForm } from './backup.schema'

const KEY = 'backup_schedule'
const DAY = 24 * 60 * 60 * 1000
const JOB = 'daily-backup'

export type Schedule = { enabled: boolean; keep: number }

export async function getSchedule(): Promise<Schedule> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, KEY)).limit(1)
  const v = (row?.value ?? {}) as Partial<Schedule>
  return { enabled: v.enabled === true, keep: typeof v.keep === 'number' ? v.keep : 7 }
}

export async function saveSchedule(actor: Actor, form: ScheduleForm) {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: KEY, value: form, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: sql`excluded.value`, updatedBy: actor.id, updatedAt: new Date() },
      })
    await recordAudit(tx, {
      action: 'update',
      entityType: 'backup_schedule',
      entityData: { name: 'Daily backup', ...form },
      userId: actor.id,
    })
  })
}

/** Runs the daily backup when it is enabled and the newest one is a day old. */
export async function runScheduledBackupIfDue(now = Date.now()) {
  const schedule = await getSchedule()
  if (!schedule.enabled) return false
  const newest = (await listBackups()).find((b) => b.scheduled)
  if (newest && now - newest.createdAt.getTime() < DAY - 60_000) return false
  // once a day across every process and machine on this database (app/utils/jobs.server.ts); a
  // failed run may be tried again an hour later
  let made = false
  const outcome = await runScheduledJob(
    JOB,
    DAY,
    async () => {
      // named and dated by the scheduler's clock, so "a day old" is measured on one clock
      const job = await startBackup(null, 'daily', new Date(now))
      if (!job) return
      await waitForJob(job)
      // dated `now` in the archive store (saveFile), so the next check measures on this clock
      if (job.status !== 'done') throw new Error(`the daily backup ended ${job.status}`)
      await pruneScheduled(schedule.keep)
      made = true
    },
    { retryAfterMs: 60 * 60 * 1000, now: new Date(now) },
  )
  return outcome === 'ran' && made
}

let timer: NodeJS.Timeout | null = null
export function startBackupScheduler() {
  if (timer) return
  timer = setInterval(
    () => {
      runScheduledBackupIfDue().catch((error) => console.error('scheduled backup failed', error))
    },
    60 * 60 * 1000,
  )
  timer.unref()
}
export function stopBackupScheduler() {
  if (timer) clearInterval(timer)
  timer = null
}

onStart(startBackupScheduler)
onStop(stopBackupScheduler)
