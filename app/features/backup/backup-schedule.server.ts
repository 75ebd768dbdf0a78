// The optional daily backup: settings in site_settings ('backup_schedule'), checked every hour by
// each app process; a PostgreSQL advisory lock (or PGlite's single process) makes one process run it.
import { eq, sql } from 'drizzle-orm'
import { db, dbKind } from '#app/db/client.server'
import { siteSettings } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { listBackups, pruneScheduled, startBackup, waitForJob } from './backup-jobs.server'
import { onStart, onStop } from '#app/utils/lifecycle.server'
import type { ScheduleForm } from './backup.schema'

const KEY = 'backup_schedule'
const DAY = 24 * 60 * 60 * 1000
const LOCK_ID = 727_001

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

type Reserved = {
  (strings: TemplateStringsArray, ...values: unknown[]): Promise<Array<{ ok?: boolean }>>
  release(): void
}

/**
 * Runs `work` when no other process holds the schedule's advisory lock. The lock is a session
 * lock, so it is taken and released on one reserved connection: from the pool, the unlock could
 * land on another connection and leave the lock held for good.
 */
async function withScheduleLock(work: () => Promise<boolean>): Promise<boolean> {
  if (dbKind !== 'postgres') return work()
  const client = (db as unknown as { $client: { reserve(): Promise<Reserved> } }).$client
  const conn = await client.reserve()
  try {
    const [row] = await conn`select pg_try_advisory_lock(${LOCK_ID}) as ok`
    if (!row?.ok) return false
    try {
      return await work()
    } finally {
      await conn`select pg_advisory_unlock(${LOCK_ID})`
    }
  } finally {
    conn.release()
  }
}

/** Runs the daily backup when it is enabled and the newest one is a day old. */
export async function runScheduledBackupIfDue(now = Date.now()) {
  const schedule = await getSchedule()
  if (!schedule.enabled) return false
  const newest = (await listBackups()).find((b) => b.scheduled)
  if (newest && now - newest.createdAt.getTime() < DAY - 60_000) return false
  return withScheduleLock(async () => {
    // named and dated by the scheduler's clock, so "a day old" is measured on one clock
    const job = startBackup(null, 'daily', new Date(now))
    if (!job) return false
    await waitForJob(job)
    // dated `now` on the disk (saveFile), so the next check measures on the scheduler's clock
    if (job.status !== 'done') return false
    await pruneScheduled(schedule.keep)
    return true
  })
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
