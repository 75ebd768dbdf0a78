// Backups and restores started from /admin/backup-restore run as jobs in the process that received
// the request; their state is a file that every app process reads (backup-progress.server.ts), so
// the page's progress poll may land on any of them. Finished archives live in the archive store
// (BACKUP_DIR, or the bucket: backup-store.server.ts), so every process lists and serves the same
// files. docs/decisions/0016-backup-restore-speed.md
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { db } from '#app/db/client.server'
import { invalidateRoleCache } from '#app/features/accounts/roles.server'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { invalidatePublicCache } from '#app/utils/public-cache.server'
import { createBackup } from './backup.server'
import { backupDir, getBackupStore } from './backup-store.server'
import {
  HEARTBEAT_MS,
  claimSiteJobSlot,
  hashToken,
  releaseJobSlot,
  saveJob,
  type Job,
} from './backup-progress.server'
import type { Progress } from './manifest'
import { STORAGE_UNAVAILABLE_MESSAGE, isStorageUnavailable } from '#app/utils/storage-unavailable'
import { restoreBackup } from './restore.server'
import { RestoreRefused } from './restore-verify.server'
import { formatCount } from '#app/utils/format-number'

export type BackupFile = { name: string; size: number; createdAt: Date; scheduled: boolean }

/** Stored archives, newest first. Throws StorageUnavailableError when the bucket is down. */
export async function listBackups(): Promise<BackupFile[]> {
  const files = await getBackupStore().list()
  return files.map((f) => ({ ...f, scheduled: f.name.startsWith('daily-') }))
}

/** A readable stream of a stored backup, or null for an unknown name. */
export function openBackup(name: string) {
  return getBackupStore().openRead(name)
}

function stamp(d = new Date()) {
  return d.toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-')
}

function newJob(kind: Job['kind'], file: string, sessionToken: string | null): Job {
  return {
    id: randomUUID(),
    kind,
    status: 'running',
    progress: {
      phase: kind === 'backup' ? 'tables' : 'verify',
      label: 'Starting',
      done: 0,
      total: 1,
    },
    message: '',
    file,
    sessionHash: sessionToken ? hashToken(sessionToken).toString('hex') : null,
    host: os.hostname(),
    pid: process.pid,
  }
}

/** Runs `work` as the site's one job; null when another job is running. */
async function start(job: Job, work: (onProgress: (p: Progress) => void) => Promise<void>) {
  if (!(await claimSiteJobSlot(job))) return null
  // a long phase that reports nothing still tells other machines the job is alive
  const heartbeat = setInterval(() => saveJob(job, true), HEARTBEAT_MS)
  heartbeat.unref()
  void work((p) => {
    job.progress = p
    saveJob(job)
  })
    .then(() => {
      job.status = 'done'
    })
    .catch((error: unknown) => {
      job.status = 'failed'
      job.message =
        error instanceof RestoreRefused
          ? error.message
          : isStorageUnavailable(error)
            ? STORAGE_UNAVAILABLE_MESSAGE
            : 'Something went wrong: ' + String(error)
      if (!(error instanceof RestoreRefused)) console.error(`${job.kind} failed`, error)
    })
    .finally(() => {
      clearInterval(heartbeat)
      saveJob(job, true)
      return releaseJobSlot(job)
    })
  return job
}

/** Starts a backup into BACKUP_DIR; null when another job is running. */
export async function startBackup(
  actor: Actor | null,
  prefix = 'backup',
  at = new Date(),
  sessionToken: string | null = null,
) {
  const name = `${prefix}-${stamp(at)}.tar.gz`
  const job = newJob('backup', name, sessionToken)
  return start(job, async (onProgress) => {
    // made as a hidden local file, then handed to the store whole: never listed half-written
    await mkdir(backupDir(), { recursive: true })
    const part = path.join(backupDir(), `.${job.id}.part`)
    let manifest
    try {
      manifest = await createBackup(part, onProgress)
      await getBackupStore().saveFile(name, part, at)
    } finally {
      await rm(part, { force: true })
    }
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0)
    job.message = `Backup ${name} created: ${formatCount(rows)} rows, ${manifest.media.length} media files`
    await recordAudit(db, {
      action: 'create',
      entityType: 'backup',
      entityData: { name, rows, media: manifest.media.length },
      userId: actor?.id ?? null,
    })
  })
}

/** Starts restoring a listed backup; null when another job is running. */
export async function startRestore(actor: Actor, name: string, sessionToken: string | null) {
  const job = newJob('restore', name, sessionToken)
  return start(job, async (onProgress) => {
    const copy = await getBackupStore().localCopy(name)
    if (!copy) throw new RestoreRefused('Choose a backup from the list')
    const result = await restoreBackup(copy.file, {
      onProgress,
      keepSessionToken: sessionToken,
    }).finally(copy.release)
    job.sessionKept = result.sessionKept
    invalidateRoleCache()
    await invalidatePublicCache()
    await recordAudit(db, {
      action: 'restore',
      entityType: 'backup',
      entityData: { name, createdAt: result.manifest.createdAt },
      userId: result.sessionKept ? actor.id : null,
    })
    job.message = result.sessionKept
      ? `Restored ${name}`
      : `Restored ${name}. Your account is not in this backup: please sign in again.`
  })
}

/** Resolves when the job ends (for forms sent without JavaScript). */
export async function waitForJob(job: Job) {
  while (job.status === 'running') await new Promise((r) => setTimeout(r, 200))
  return job
}

/** Keeps the newest `keep` scheduled backups. */
export async function pruneScheduled(keep: number) {
  const old = (await listBackups()).filter((b) => b.scheduled).slice(keep)
  for (const b of old) await getBackupStore().delete(b.name)
}
