// Backups and restores started from /admin/backup-restore run as jobs in the process that received
// the request; their state is a file that every app process reads (backup-progress.server.ts), so
// the page's progress poll may land on any of them. Finished archives live in BACKUP_DIR, so every
// process lists and serves the same files. docs/decisions/0016-backup-restore-speed.md
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import { createReadStream, existsSync } from 'node:fs'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { db } from '#app/db/client.server'
import { invalidateRoleCache } from '#app/features/accounts/roles.server'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { invalidatePublicCache } from '#app/utils/public-cache.server'
import { backupDir, createBackup } from './backup.server'
import {
  claimJobSlot,
  hashToken,
  releaseJobSlot,
  saveJob,
  type Job,
} from './backup-progress.server'
import type { Progress } from './manifest'
import { restoreBackup } from './restore.server'
import { RestoreRefused } from './restore-verify.server'
import { formatCount } from '#app/utils/format-number'

export const BACKUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.tar\.gz$/

export type BackupFile = { name: string; size: number; createdAt: Date; scheduled: boolean }

export async function listBackups(): Promise<BackupFile[]> {
  const dir = backupDir()
  if (!existsSync(dir)) return []
  const names = (await readdir(dir)).filter((n) => BACKUP_NAME.test(n))
  const files = await Promise.all(
    names.map(async (name) => {
      const s = await stat(path.join(dir, name))
      return { name, size: s.size, createdAt: s.mtime, scheduled: name.startsWith('daily-') }
    }),
  )
  return files.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}

/** A readable stream of a listed backup, or null for an unknown name. */
export async function openBackup(name: string) {
  if (!BACKUP_NAME.test(name)) return null
  const file = path.join(backupDir(), name)
  if (!existsSync(file)) return null
  const { size } = await stat(file)
  return { size, body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array> }
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

/** Runs `work` as the machine's one job; null when another job is running. */
function start(job: Job, work: (onProgress: (p: Progress) => void) => Promise<void>) {
  if (!claimJobSlot(job)) return null
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
        error instanceof RestoreRefused ? error.message : 'Something went wrong: ' + String(error)
      if (!(error instanceof RestoreRefused)) console.error(`${job.kind} failed`, error)
    })
    .finally(() => {
      saveJob(job, true)
      releaseJobSlot(job)
    })
  return job
}

/** Starts a backup into BACKUP_DIR; null when another job is running. */
export function startBackup(
  actor: Actor | null,
  prefix = 'backup',
  at = new Date(),
  sessionToken: string | null = null,
) {
  const name = `${prefix}-${stamp(at)}.tar.gz`
  const job = newJob('backup', name, sessionToken)
  return start(job, async (onProgress) => {
    await mkdir(backupDir(), { recursive: true })
    const manifest = await createBackup(path.join(backupDir(), name), onProgress)
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
export function startRestore(actor: Actor, name: string, sessionToken: string | null) {
  const job = newJob('restore', name, sessionToken)
  return start(job, async (onProgress) => {
    const result = await restoreBackup(path.join(backupDir(), name), {
      onProgress,
      keepSessionToken: sessionToken,
    })
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
  for (const b of old) await rm(path.join(backupDir(), b.name), { force: true })
}
