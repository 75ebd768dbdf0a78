// Backups and restores started from /admin/backup-restore run as jobs in the process that received
// the request, and their progress lives in that process's memory (never in a table: a restore
// replaces every table, and holds them locked until it commits). The page polls
// /admin/backup-restore/progress, which the same process must answer: behind a load balancer with
// several app processes, route /admin/backup-restore* to one process (sticky sessions). The admin
// who started a job reads its progress by their session token alone, without the sessions table
// the restore is replacing; anyone else goes through requireRole.
// docs/decisions/0016-backup-restore-speed.md. Finished archives live in BACKUP_DIR, so every
// process lists and serves the same files.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { db } from '#app/db/client.server'
import { invalidateRoleCache } from '#app/features/accounts/roles.server'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { getEnv } from '#app/utils/env.server'
import { invalidatePublicCache } from '#app/utils/public-cache.server'
import { createBackup } from './backup.server'
import type { Progress } from './manifest'
import { restoreBackup } from './restore.server'
import { RestoreRefused } from './restore-verify.server'

export const BACKUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.tar\.gz$/

export type Job = {
  id: string
  kind: 'backup' | 'restore'
  status: 'running' | 'done' | 'failed'
  progress: Progress
  message: string
  file: string
  sessionKept?: boolean
  /** SHA-256 of the session token that started the job (null: the scheduler, a test) */
  sessionHash: string | null
}

const hashToken = (token: string) => createHash('sha256').update(token).digest()

/**
 * True when the request carries the session token that started the job: its progress is then
 * answered without a session lookup, which a running restore would hold up until it commits.
 */
export function startedByRequest(job: Job, request: Request) {
  const token = sessionTokenOf(request)
  if (!token || !job.sessionHash) return false
  return timingSafeEqual(hashToken(token), Buffer.from(job.sessionHash, 'hex'))
}

const jobs = new Map<string, Job>()
let running: Promise<unknown> | null = null

export function backupDir() {
  return path.resolve(getEnv().BACKUP_DIR)
}

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

export function getJob(id: string): Job | null {
  return jobs.get(id) ?? null
}

export function currentJob(): Job | null {
  return [...jobs.values()].find((j) => j.status === 'running') ?? null
}

function stamp(d = new Date()) {
  return d.toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-')
}

function start(job: Job, work: () => Promise<void>) {
  if (running) return null
  jobs.set(job.id, job)
  running = work()
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
      running = null
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
  const job: Job = {
    id: randomUUID(),
    kind: 'backup',
    status: 'running',
    progress: { phase: 'tables', label: 'Starting', done: 0, total: 1 },
    message: '',
    file: name,
    sessionHash: sessionToken ? hashToken(sessionToken).toString('hex') : null,
  }
  return start(job, async () => {
    await mkdir(backupDir(), { recursive: true })
    const manifest = await createBackup(path.join(backupDir(), name), (p) => (job.progress = p))
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0)
    job.message = `Backup ${name} created: ${rows.toLocaleString('en-US')} rows, ${manifest.media.length} media files`
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
  const job: Job = {
    id: randomUUID(),
    kind: 'restore',
    status: 'running',
    progress: { phase: 'verify', label: 'Starting', done: 0, total: 1 },
    message: '',
    file: name,
    sessionHash: sessionToken ? hashToken(sessionToken).toString('hex') : null,
  }
  return start(job, async () => {
    const result = await restoreBackup(path.join(backupDir(), name), {
      onProgress: (p) => (job.progress = p),
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

/** The session token of the request (better-auth cookie 'token.signature'). */
export function sessionTokenOf(request: Request): string | null {
  const cookie = request.headers.get('Cookie') ?? ''
  const m = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(cookie)
  return m ? decodeURIComponent(m[1]!).split('.')[0]! : null
}

export function jobView(job: Job) {
  const p = job.progress
  const share = p.total > 0 ? p.done / p.total : 0
  // phases as bands of one bar: verify 0-10 %, tables 10-80 %, media and archive 80-100 %
  const band = {
    verify: [0, 10],
    indexes: [70, 90],
    tables: [10, 70],
    media: [90, 95],
    archive: [95, 100],
    done: [100, 100],
  }[p.phase]
  const percent =
    job.status === 'running' ? Math.round(band[0]! + (band[1]! - band[0]!) * share) : 100
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    phase: p.phase,
    label: p.label,
    percent: Math.min(100, percent),
    message: job.message,
    sessionKept: job.sessionKept,
  }
}
