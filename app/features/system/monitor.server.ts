// The system watching itself: every minute each process checks the thresholds of
// docs/product.md#system-alerts-and-metrics and raises system alerts (deduplicated while one with
// the same title is active, so several processes and a threshold that stays crossed add one row,
// not one per minute).
import { and, countDistinct, eq, gte, lt, lte, sql } from 'drizzle-orm'
import { db, rowsOf } from '#app/db/client.server'
import { articles, pageViews, systemMetrics } from '#app/db/schema'
import { getEnv } from '#app/utils/env.server'
import { serverErrorRate } from '#app/utils/error-rate.server'
import { runScheduledJob } from '#app/utils/jobs.server'
import { onStart, onStop } from '#app/utils/lifecycle.server'
import { raiseSystemAlert } from '#app/utils/system-alerts.server'
import { getDatabaseSize } from './system.server'
import { activeUsersDropped, errorRateLevel, pageLoadLevel, percentLevel } from './thresholds'
import { formatCount } from '#app/utils/format-number'

export const MONITOR_INTERVAL_MS = 60_000
/** A scheduled article still unpublished this long after its time failed to publish. */
export const OVERDUE_AFTER_MS = 5 * 60_000
const HOUR = 60 * 60_000

const fmt = (n: number) => formatCount(Math.round(n))

/**
 * Page loads of the last hour as a robust figure: each client's median, then the median over
 * clients, and only with at least METRICS_ALERT_MIN_CLIENTS distinct clients. Beacons are
 * anonymous, so a few clients sending huge (or tiny) values can neither raise nor hide an alert.
 */
export async function pageLoadOverClients(now = new Date()) {
  const since = new Date(now.getTime() - HOUR)
  const [row] = rowsOf<{ clients: number | string; median: number | string | null }>(
    await db.execute(sql`
      with per_client as (
        select percentile_cont(0.5) within group (order by ${systemMetrics.metricValue}) as v
        from ${systemMetrics}
        where ${systemMetrics.metricName} = 'page_load_time'
          and ${systemMetrics.recordedAt} >= ${since.toISOString()}
          and ${systemMetrics.metadata} ? 'client'
        group by ${systemMetrics.metadata}->>'client'
      )
      select count(*) as clients, percentile_cont(0.5) within group (order by v) as median
      from per_client`),
  )
  return {
    clients: Number(row?.clients ?? 0),
    median: row?.median == null ? null : Number(row.median),
  }
}

export async function checkPageLoad(now = new Date()) {
  const { clients, median } = await pageLoadOverClients(now)
  if (median === null || clients < getEnv().METRICS_ALERT_MIN_CLIENTS) return null
  const level = pageLoadLevel(median)
  if (!level) return null
  return raiseSystemAlert({
    alertType: level,
    category: 'performance',
    title: level === 'critical' ? 'Critical Page Load Time' : 'Slow Page Loads',
    description: `Pages took ${fmt(median)} ms to load over the last hour (the median of ${fmt(clients)} visitors).`,
    actionLabel: 'View performance',
    actionUrl: '/admin/performance',
  })
}

export async function checkErrorRate(now = Date.now()) {
  const measured = serverErrorRate(now)
  if (!measured) return null
  const level = errorRateLevel(measured.rate)
  if (!level) return null
  return raiseSystemAlert({
    alertType: level,
    category: 'system',
    title: level === 'critical' ? 'Critical Error Rate' : 'High Error Rate',
    description: `${measured.rate.toFixed(1)} of every 100 requests failed over the last 5 minutes (${fmt(measured.requests)} requests).`,
    actionLabel: 'Open system',
    actionUrl: '/admin/system',
  })
}

export async function checkDatabaseSize() {
  const size = await getDatabaseSize()
  if (size === null) return null
  const limit = getEnv().DB_SIZE_ALERT_MB * 1024 * 1024
  const percent = (size / limit) * 100
  const over = percent > 100
  const level = percentLevel(percent)
  if (!over && !level) return null
  const mb = (b: number) => `${fmt(b / 1024 / 1024)} MB`
  return raiseSystemAlert({
    alertType: over || level === 'error' ? 'critical' : 'warning',
    category: 'system',
    title: over ? 'Database Over Size Limit' : 'Database Nearing Size Limit',
    description: `The database uses ${mb(size)} of the ${mb(limit)} limit (${percent.toFixed(0)}%).`,
    actionLabel: 'Open system',
    actionUrl: '/admin/system',
  })
}

export async function checkOverdueScheduled(now = new Date()) {
  const overdue = await db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(
      and(
        eq(articles.status, 'scheduled'),
        lte(articles.publishedAt, new Date(now.getTime() - OVERDUE_AFTER_MS)),
        sql`${articles.deletedAt} is null`,
      ),
    )
    .limit(5)
  const raised: (string | null)[] = []
  for (const a of overdue)
    raised.push(
      await raiseSystemAlert({
        alertType: 'critical',
        category: 'content',
        title: `Scheduled article not published: ${a.title}`.slice(0, 200),
        description: `"${a.title}" was due more than 5 minutes ago and is still scheduled.`,
        actionLabel: 'Open article',
        actionUrl: `/admin/articles/${a.id}`,
      }),
    )
  return raised
}

export async function checkActiveUsers(now = new Date()) {
  const count = async (from: number, to: number) => {
    const [row] = await db
      .select({ n: countDistinct(pageViews.visitorHash) })
      .from(pageViews)
      .where(and(gte(pageViews.viewedAt, new Date(from)), lt(pageViews.viewedAt, new Date(to))))
    return row?.n ?? 0
  }
  const t = now.getTime()
  const [current, earlier] = await Promise.all([count(t - HOUR, t), count(t - 2 * HOUR, t - HOUR)])
  if (!activeUsersDropped(current, earlier)) return null
  return raiseSystemAlert({
    alertType: 'warning',
    category: 'performance',
    title: 'Active Users Dropped',
    description: `${fmt(current)} visitors in the last hour, down from ${fmt(earlier)} the hour before.`,
    actionLabel: 'View analytics',
    actionUrl: '/admin/analytics',
  })
}

async function runChecks(checks: (() => Promise<unknown>)[]) {
  for (const check of checks) {
    try {
      await check()
    } catch (error) {
      console.error('[monitor] check failed', error)
    }
  }
}

/** The checks on the database's figures, the same whichever process runs them. */
const SHARED_CHECKS = [checkPageLoad, checkDatabaseSize, checkOverdueScheduled, checkActiveUsers]

export async function runMonitorChecks() {
  await runChecks([...SHARED_CHECKS, checkErrorRate])
}

/**
 * Each process checks its own error rate; the database checks run in one process of all of them
 * each minute (the claim in job_runs, app/utils/jobs.server.ts).
 */
async function tick() {
  await runChecks([checkErrorRate])
  await runScheduledJob('system-monitor', MONITOR_INTERVAL_MS, () =>
    runChecks(SHARED_CHECKS),
  ).catch((error) => console.error('[monitor] check failed', error))
}

let timer: ReturnType<typeof setInterval> | undefined
export function startMonitor() {
  if (timer || process.env.NODE_ENV === 'test') return
  timer = setInterval(() => void tick(), MONITOR_INTERVAL_MS)
  timer.unref?.()
}
export function stopMonitor() {
  if (timer) clearInterval(timer)
  timer = undefined
}

onStart(startMonitor)
onStop(stopMonitor)
