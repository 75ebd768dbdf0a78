// With MEDIA_STORAGE=s3 the site may run on several machines behind a load balancer, and the
// backup page's progress poll lands on any of them. A job's state file (backup-progress.server.ts)
// is on the disk of the machine running it, so each write is also copied to the bucket, under
// backup-jobs/ (beside the archives' backups/; no media key starts so), with a pointer to the
// running job: the other machines read the job from there, and refuse to start a second one while
// it runs. Without a bucket there is one machine and nothing is copied. docs/decisions/0039-backup-jobs-across-machines.md
import { getEnv } from '#app/utils/env.server'
import { getLogger } from '#app/utils/logger.server'
import { S3ObjectStore, s3SettingsFromEnv } from '#app/utils/s3-objects.server'

export const JOBS_PREFIX = 'backup-jobs/'
const RUNNING = 'running'
/** Tries for one copy before it is given up (the next write or heartbeat sends a newer one). */
const ATTEMPTS = 3

/** True when job states are copied to the bucket (several machines may serve the site). */
export const mirrorsJobs = () => getEnv().MEDIA_STORAGE === 's3'

function jobObjects() {
  return mirrorsJobs() ? new S3ObjectStore(s3SettingsFromEnv(), JOBS_PREFIX) : null
}

// the newest state of each job still to be sent, and the jobs with a copy on its way
const pending = new Map<string, string>()
const sending = new Map<string, Promise<void>>()

async function send(objects: S3ObjectStore, key: string, body: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await objects.put(key, Buffer.from(body), 'application/json', 'no-store')
      return
    } catch (error) {
      if (attempt >= ATTEMPTS) {
        getLogger().warn({ key, err: String(error) }, 'backup job state not copied to the bucket')
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
    }
  }
}

/**
 * Copies a job's state to the bucket, in the background and in order: while one copy is on its
 * way, only the newest of the states written meanwhile follows it.
 */
export function mirrorJob(id: string, json: string) {
  const objects = jobObjects()
  if (!objects) return
  pending.set(id, json)
  if (sending.has(id)) return
  const run = (async () => {
    while (pending.has(id)) {
      const body = pending.get(id)!
      pending.delete(id)
      await send(objects, `${id}.json`, body)
    }
  })().finally(() => sending.delete(id))
  sending.set(id, run)
}

/** Resolves when every copy started so far has been sent (or given up). */
export async function jobMirrorsSettled() {
  while (sending.size) await Promise.all([...sending.values()])
}

/** The job's state as the bucket has it, or null (no bucket, unknown, or the bucket is down). */
export async function readMirroredJob(id: string): Promise<string | null> {
  const objects = jobObjects()
  if (!objects) return null
  const got = await objects.get(`${id}.json`).catch(() => null)
  return got ? got.body.toString('utf8') : null
}

/** The id the bucket names as the running job, or null. */
export async function readMirroredRunning(): Promise<string | null> {
  const objects = jobObjects()
  if (!objects) return null
  const got = await objects.get(RUNNING).catch(() => null)
  return got ? got.body.toString('utf8').trim() || null : null
}

/** Names `id` as the running job in the bucket (null: no job runs). Throws when the bucket is down. */
export async function writeMirroredRunning(id: string | null) {
  const objects = jobObjects()
  if (!objects) return
  if (id) await objects.put(RUNNING, Buffer.from(id), 'text/plain', 'no-store')
  else await objects.delete(RUNNING)
}

/** Removes job copies older than `keepMs` (the pointer stays). */
export async function pruneMirroredJobs(keepMs: number, now = Date.now()) {
  const objects = jobObjects()
  if (!objects) return
  try {
    for await (const o of objects.list())
      if (o.key.endsWith('.json') && now - o.lastModified.getTime() > keepMs)
        await objects.delete(o.key)
  } catch (error) {
    getLogger().warn({ err: String(error) }, 'old backup job states not pruned from the bucket')
  }
}
