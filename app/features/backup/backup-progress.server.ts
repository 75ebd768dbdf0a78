// The state of a backup or restore started from /admin/backup-restore, kept as a small JSON file per
// job in BACKUP_DIR/.jobs, so that every app process on the machine can answer the page's progress
// poll, whichever one runs the job. Not in a table: a restore replaces every table and holds them
// locked until it commits. The file is replaced atomically (written beside it, then renamed), at
// most a few times a second, at every change of phase or status and every HEARTBEAT_MS; a lock file
// next to it lets one job run at a time on the machine. With a bucket (several machines), each
// write is copied there too and the other machines read it (backup-job-mirror.server.ts).
// docs/decisions/0016-backup-restore-speed.md, 0039-backup-jobs-across-machines.md
import { createHash, timingSafeEqual } from 'node:crypto'
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sessionTokenOf } from '#app/features/accounts/session-events.server'
import { isUuid } from '#app/utils/uuid'
import {
  mirrorJob,
  mirrorsJobs,
  pruneMirroredJobs,
  readMirroredJob,
  readMirroredRunning,
  writeMirroredRunning,
} from './backup-job-mirror.server'
import { backupDir } from './backup-store.server'
import type { Progress } from './manifest'

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
  /** the process running it: a job whose process is gone has failed */
  host: string
  pid: number
  /** when the running process last wrote it (ms since the epoch): a heartbeat for other machines */
  updatedAt?: number
}

/** How often a running job's file is rewritten when only its counts move. */
const WRITE_EVERY_MS = 250
/** A running job rewrites its file at least this often, even when nothing moves. */
export const HEARTBEAT_MS = 10_000
/** A running job of another machine that has not been written for this long has stopped. */
export const REMOTE_STALE_MS = 6 * HEARTBEAT_MS
/** Finished jobs' files are removed after this long. */
const KEEP_MS = 24 * 60 * 60 * 1000

export const JOB_STOPPED = 'The server process running this job stopped before it finished.'

const jobsDir = () => path.join(backupDir(), '.jobs')
const jobFile = (id: string) => path.join(jobsDir(), `${id}.json`)
const lockFile = () => path.join(jobsDir(), 'running')

export const hashToken = (token: string) => createHash('sha256').update(token).digest()

/**
 * True when the request carries the session token that started the job: its progress is then
 * answered without a session lookup, which a running restore would hold up until it commits.
 */
export function startedByRequest(job: Job, request: Request) {
  const token = sessionTokenOf(request)
  if (!token || !job.sessionHash) return false
  return timingSafeEqual(hashToken(token), Buffer.from(job.sessionHash, 'hex'))
}

function processAlive(job: Job) {
  // another machine's process cannot be asked: its heartbeat must be recent
  if (job.host !== os.hostname()) return Date.now() - (job.updatedAt ?? 0) <= REMOTE_STALE_MS
  try {
    process.kill(job.pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A running job whose process has gone is reported as failed. */
function settle(job: Job): Job {
  return job.status === 'running' && !processAlive(job)
    ? { ...job, status: 'failed', message: JOB_STOPPED }
    : job
}

const written = new Map<string, { at: number; phase: string; status: string }>()

/** Writes the job's file: always when `force`, its phase or status changed, else a few times a second. */
export function saveJob(job: Job, force = false) {
  const last = written.get(job.id)
  const now = Date.now()
  if (
    !force &&
    last &&
    last.phase === job.progress.phase &&
    last.status === job.status &&
    now - last.at < WRITE_EVERY_MS
  )
    return
  job.updatedAt = now
  const json = JSON.stringify(job)
  mkdirSync(jobsDir(), { recursive: true, mode: 0o700 })
  const target = jobFile(job.id)
  const temp = `${target}.${process.pid}.tmp`
  writeFileSync(temp, json, { mode: 0o600 })
  renameSync(temp, target)
  mirrorJob(job.id, json)
  if (job.status === 'running')
    written.set(job.id, { at: now, phase: job.progress.phase, status: job.status })
  else written.delete(job.id)
}

function parseJob(text: string): Job | null {
  try {
    const job = JSON.parse(text) as Job
    return typeof job.id === 'string' && typeof job.status === 'string' ? job : null
  } catch {
    return null
  }
}

/**
 * The job with this id as its file has it, from whichever process runs it, or as the bucket has it
 * when another machine runs it; null if unknown.
 */
export async function getJob(id: string): Promise<Job | null> {
  if (!isUuid(id)) return null
  const text =
    (await readFile(jobFile(id), 'utf8').catch(() => null)) ?? (await readMirroredJob(id))
  const job = text ? parseJob(text) : null
  return job ? settle(job) : null
}

function readJobSync(id: string): Job | null {
  if (!isUuid(id)) return null
  try {
    const job = parseJob(readFileSync(jobFile(id), 'utf8'))
    return job ? settle(job) : null
  } catch {
    return null
  }
}

/** The job running on this machine, if any. */
export function currentJob(): Job | null {
  let id: string
  try {
    id = readFileSync(lockFile(), 'utf8').trim()
  } catch {
    return null
  }
  const job = readJobSync(id)
  return job?.status === 'running' ? job : null
}

/** The job running on this machine or, with a bucket, on any machine; null when none runs. */
export async function runningJob(): Promise<Job | null> {
  const here = currentJob()
  if (here || !mirrorsJobs()) return here
  const id = await readMirroredRunning()
  const job = id ? await getJob(id) : null
  return job?.status === 'running' ? job : null
}

/**
 * Takes the one job slot for `job`: the machine's (claimJobSlot) and, with a bucket, the site's: a
 * job running on another machine refuses it too. Two machines that both start one within the same
 * few milliseconds can both run: two restores then wait for each other's locks in PostgreSQL, one
 * after the other.
 */
export async function claimSiteJobSlot(job: Job): Promise<boolean> {
  if (mirrorsJobs() && (await runningJob())) return false
  if (!claimJobSlot(job)) return false
  if (mirrorsJobs()) {
    // a bucket that is down: the job itself fails on it and says so
    await writeMirroredRunning(job.id).catch(() => {})
    void pruneMirroredJobs(KEEP_MS)
  }
  return true
}

/**
 * Takes the machine's one job slot for `job` (its file is written first, so a lock always names a
 * job that can be read); false when another job holds it. A lock left by a job that ended, or by a
 * process that died, is taken over.
 */
export function claimJobSlot(job: Job): boolean {
  saveJob(job, true)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile(), job.id, { flag: 'wx', mode: 0o600 })
      pruneJobFiles()
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (currentJob()) break
      rmSync(lockFile(), { force: true })
    }
  }
  rmSync(jobFile(job.id), { force: true })
  written.delete(job.id)
  return false
}

/** Gives the slot back once the job's final state is written (the bucket's pointer too). */
export async function releaseJobSlot(job: Job) {
  try {
    if (readFileSync(lockFile(), 'utf8').trim() === job.id) rmSync(lockFile(), { force: true })
  } catch {
    // no lock: nothing to give back
  }
  if (mirrorsJobs() && (await readMirroredRunning()) === job.id)
    await writeMirroredRunning(null).catch(() => {})
}

function pruneJobFiles() {
  const now = Date.now()
  for (const name of readdirSync(jobsDir())) {
    if (!name.endsWith('.json')) continue
    const file = path.join(jobsDir(), name)
    try {
      if (now - statSync(file).mtimeMs > KEEP_MS) rmSync(file, { force: true })
    } catch {
      // removed by another process meanwhile
    }
  }
}

export function jobView(job: Job) {
  const p = job.progress
  const share = p.total > 0 ? p.done / p.total : 0
  // phases as bands of one bar: verify 0-10 %, tables 10-70 %, indexes 70-90 %, media and archive
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
