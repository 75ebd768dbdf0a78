// Publishes scheduled articles when their time comes: at start (catching anything missed while the
// site was down) and every 30 s, in every process. The UPDATE is a single statement, so several
// processes (workers, machines) running it at once each publish a disjoint set of rows and nothing is
// published twice: a row another transaction is publishing is waited for and then no longer matches
// status = 'scheduled' (tests/scheduled-once.test.ts runs it from concurrent connections).
import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles } from '#app/db/schema'
import { recordAudit } from '#app/utils/audit.server'
import { countJob } from '#app/utils/jobs.server'
import { onStart, onStop } from '#app/utils/lifecycle.server'
import { invalidatePublicCache } from '#app/utils/public-cache.server'
import { raiseSystemAlert } from '#app/utils/system-alerts.server'

export const SCHEDULER_INTERVAL_MS = 30_000

/** Publishes every scheduled article whose time has come. Returns the ids it published. */
export async function publishDueArticles(now: Date = new Date()): Promise<string[]> {
  const published = await db.transaction(async (tx) => {
    const rows = await tx
      .update(articles)
      .set({ status: 'published' })
      .where(
        and(
          eq(articles.status, 'scheduled'),
          lte(articles.publishedAt, now),
          isNull(articles.deletedAt),
        ),
      )
      .returning({ id: articles.id, title: articles.title, publishedAt: articles.publishedAt })
    for (const r of rows) {
      await recordAudit(tx, {
        action: 'publish',
        entityType: 'article',
        entityId: r.id,
        entityData: { title: r.title, scheduled: true, publishedAt: r.publishedAt?.toISOString() },
        userId: null,
      })
    }
    return rows.map((r) => r.id)
  })
  if (published.length) await invalidatePublicCache()
  return published
}

/** When the next scheduled article is due (for the editor's status line), or null. */
export async function nextScheduledAt(): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date | null>`min(${articles.publishedAt})`.mapWith((v) => (v ? new Date(v) : null)),
    })
    .from(articles)
    .where(and(eq(articles.status, 'scheduled'), isNull(articles.deletedAt)))
  return row?.at ?? null
}

let timer: ReturnType<typeof setInterval> | undefined

async function tick() {
  try {
    await countJob('publish-scheduled', () => publishDueArticles())
  } catch (error) {
    console.error('[scheduler] publishing scheduled articles failed', error)
    await raiseSystemAlert({
      alertType: 'critical',
      category: 'content',
      title: 'Scheduled Publishing Failed',
      description:
        `Scheduled articles could not be published: ${error instanceof Error ? error.message : String(error)}`.slice(
          0,
          500,
        ),
      actionLabel: 'Open system',
      actionUrl: '/admin/system',
    }).catch(() => {})
  }
}

export function startScheduler() {
  if (timer || process.env.NODE_ENV === 'test') return
  void tick()
  timer = setInterval(tick, SCHEDULER_INTERVAL_MS)
  timer.unref?.()
}

const wakeups = new Set<ReturnType<typeof setTimeout>>()

/**
 * An article was scheduled: when it is due before the next regular run, wake up at its time so it
 * goes live on the second. (Other processes still catch it on their regular run.)
 */
export function wakeSchedulerAt(at: Date) {
  if (process.env.NODE_ENV === 'test') return
  const delay = at.getTime() - Date.now()
  if (delay < 0 || delay > SCHEDULER_INTERVAL_MS) return
  const t = setTimeout(() => {
    wakeups.delete(t)
    void tick()
  }, delay + 250)
  t.unref?.()
  wakeups.add(t)
}

export function stopScheduler() {
  for (const t of wakeups) clearTimeout(t)
  wakeups.clear()
  if (timer) clearInterval(timer)
  timer = undefined
}

// Registered when the server bundle loads (articles-admin imports this module), so it runs after
// bootstrap's seed. The admin layout also calls startScheduler() (idempotent) for dev servers that
// never run bootstrap.
onStart(startScheduler)
onStop(stopScheduler)
