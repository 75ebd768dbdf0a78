// The transcode queue: `media_jobs` rows (queued -> running -> done | failed). Each process runs one
// job at a time; a job is claimed with FOR UPDATE SKIP LOCKED, so across processes it runs once.
// A running job beats (heartbeat_at) while FFmpeg works; one whose process died stops beating and
// is queued again (three attempts, then failed). Workers look for work at start, when an upload
// queues a job here, and every POLL_MS (for jobs queued by another process).
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { db, rowsOf } from '#app/db/client.server'
import { media, mediaJobs } from '#app/db/schema'
import { onStart, onStop } from '#app/utils/lifecycle.server'
import { FfmpegError } from './ffmpeg.server'
import { transcodeVideo } from './video-transcode.server'
import type { VideoJobView } from './video.schema'

const WORKER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
const POLL_MS = 15_000
/** a running job whose heartbeat is older than this belonged to a process that stopped */
const STALE_SECONDS = 120
const MAX_ATTEMPTS = 3

type Claimed = { id: string; media_id: string; attempts: number }

/** Running jobs whose process stopped beating: queued again, or failed after MAX_ATTEMPTS. */
export async function requeueStaleJobs() {
  await db.execute(sql`
    update media_jobs set
      status = case when attempts >= ${MAX_ATTEMPTS} then 'failed'::media_job_status else 'queued'::media_job_status end,
      error = case when attempts >= ${MAX_ATTEMPTS} then 'The transcode stopped three times (the server restarted while it ran).' else error end,
      locked_by = null, updated_at = now()
    where status = 'running' and (heartbeat_at is null or heartbeat_at < now() - make_interval(secs => ${STALE_SECONDS}))`)
}

/** Takes the oldest queued job for this process, or null. Two processes never take the same one. */
async function claim(): Promise<Claimed | null> {
  const res = await db.execute(sql`
    update media_jobs set status = 'running', locked_by = ${WORKER}, heartbeat_at = now(),
      attempts = attempts + 1, progress = 0, error = null, updated_at = now()
    where id = (
      select id from media_jobs where status = 'queued'
      order by created_at limit 1 for update skip locked
    )
    returning id, media_id, attempts`)
  return rowsOf<Claimed>(res)[0] ?? null
}

async function runJob(job: Claimed) {
  const [row] = await db.select().from(media).where(eq(media.id, job.media_id)).limit(1)
  if (!row) return
  let lastWrite = 0
  const beat = (progress: number) =>
    db
      .update(mediaJobs)
      .set({ progress, heartbeatAt: new Date() })
      .where(and(eq(mediaJobs.id, job.id), eq(mediaJobs.lockedBy, WORKER)))
      .catch(() => {})
  // the heartbeat goes on while FFmpeg is silent (a long poster seek, the image pipeline)
  let current = 0
  const timer = setInterval(() => void beat(current), 20_000)
  try {
    const out = await transcodeVideo(row, (pct) => {
      current = pct
      const now = Date.now()
      if (now - lastWrite < 1000) return
      lastWrite = now
      void beat(pct)
    })
    await db.transaction(async (tx) => {
      // captions added meanwhile stay
      const [fresh] = await tx
        .select({ video: media.video })
        .from(media)
        .where(eq(media.id, row.id))
      await tx
        .update(media)
        .set({
          video: { ...out.video, captions: fresh?.video?.captions ?? [] },
          variants: out.posterVariants,
          durationSeconds: Math.round(out.duration),
          width: out.width,
          height: out.height,
        })
        .where(eq(media.id, row.id))
      await tx
        .update(mediaJobs)
        .set({ status: 'done', progress: 100, lockedBy: null })
        .where(eq(mediaJobs.id, job.id))
    })
  } catch (error) {
    // the original stays: only the job is marked, with FFmpeg's reason
    const reason =
      error instanceof FfmpegError
        ? error.message
        : `The transcode failed: ${error instanceof Error ? error.message : String(error)}`
    if (!(error instanceof FfmpegError)) console.error('video transcode failed', error)
    await db
      .update(mediaJobs)
      .set({ status: 'failed', error: reason.slice(0, 500), lockedBy: null })
      .where(eq(mediaJobs.id, job.id))
  } finally {
    clearInterval(timer)
  }
}

let draining: Promise<void> | null = null
let again = false
let stopped = false

/**
 * Runs queued jobs one after another until none is left; resolves when this process is idle. A
 * call while jobs run asks for one more look once they are done and returns the same promise.
 */
export function runVideoJobs(): Promise<void> {
  if (draining) {
    again = true
    return draining
  }
  draining = (async () => {
    try {
      do {
        again = false
        for (let job = await claim(); job && !stopped; job = await claim()) await runJob(job)
      } while (again && !stopped)
    } finally {
      draining = null
    }
  })()
  return draining
}

let poll: ReturnType<typeof setInterval> | undefined

onStart(async () => {
  await requeueStaleJobs().catch((e: unknown) => console.error('video jobs: requeue failed', e))
  void runVideoJobs().catch((e: unknown) => console.error('video jobs failed', e))
  poll = setInterval(() => {
    void requeueStaleJobs()
      .then(() => runVideoJobs())
      .catch((e: unknown) => console.error('video jobs failed', e))
  }, POLL_MS)
  poll.unref()
})
onStop(() => {
  stopped = true
  clearInterval(poll)
})

/** The latest job of each media row (what the library shows: queued, progress, done, failed). */
export async function latestJobs(mediaIds: string[]): Promise<Map<string, VideoJobView>> {
  if (!mediaIds.length) return new Map()
  const rows = await db
    .select({
      mediaId: mediaJobs.mediaId,
      status: mediaJobs.status,
      progress: mediaJobs.progress,
      error: mediaJobs.error,
    })
    .from(mediaJobs)
    .where(inArray(mediaJobs.mediaId, mediaIds))
    .orderBy(desc(mediaJobs.createdAt))
  const out = new Map<string, VideoJobView>()
  for (const r of rows) if (!out.has(r.mediaId)) out.set(r.mediaId, r)
  return out
}
