// Performance metrics (SPEC sections 3 and 7): the sampled client recorder's beacons become
// system_metrics rows (category performance); /admin/performance reads the last 24 hours.
import { and, desc, gte, inArray, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { systemMetrics } from '#app/db/schema'
import type { Beacon } from './analytics.schema'

export const METRICS_WINDOW_MS = 24 * 60 * 60_000
export const METRICS_LIMIT = 100

type MetricsBeacon = Extract<Beacon, { kind: 'metrics' }>

/** One row per measured value; the page and the user agent (first 100 characters) in metadata. */
export async function storeMetrics(b: MetricsBeacon) {
  const page = b.page.split(/[?#]/)[0]!.slice(0, 200)
  const meta = { page, userAgent: b.userAgent.slice(0, 100) }
  const rows: (typeof systemMetrics.$inferInsert)[] = []
  if (b.pageLoadTime !== undefined)
    rows.push({
      metricName: 'page_load_time',
      metricValue: b.pageLoadTime,
      metricUnit: 'ms',
      category: 'performance',
      metadata: { ...meta, domContentLoaded: b.domContentLoaded ?? null },
    })
  for (const v of b.vitals)
    rows.push({
      metricName: `web_vital_${v.name.toLowerCase()}`,
      metricValue: v.value,
      metricUnit: v.name === 'CLS' ? 'score' : 'ms',
      category: 'performance',
      metadata: { ...meta, rating: v.rating ?? null },
    })
  for (const m of b.marks)
    rows.push({
      metricName: `${m.type}:${m.name}`,
      metricValue: m.value,
      metricUnit: 'ms',
      category: 'performance',
      metadata: meta,
    })
  if (rows.length) await db.insert(systemMetrics).values(rows)
  return rows.length
}

const percentile = (p: number) =>
  sql<number>`percentile_cont(${p}) within group (order by ${systemMetrics.metricValue})`.mapWith(
    Number,
  )

const REPORTED = ['page_load_time', 'web_vital_lcp', 'web_vital_inp', 'web_vital_cls']

/** The last 24 hours: newest 100 rows (SPEC), per page and metric averages and percentiles. */
export async function getPerformance(now = new Date()) {
  const since = gte(systemMetrics.recordedAt, new Date(now.getTime() - METRICS_WINDOW_MS))
  const page = sql<string>`coalesce(${systemMetrics.metadata}->>'page', '')`
  const [recent, perPage] = await Promise.all([
    db
      .select()
      .from(systemMetrics)
      .where(since)
      .orderBy(desc(systemMetrics.recordedAt))
      .limit(METRICS_LIMIT),
    db
      .select({
        page,
        metric: systemMetrics.metricName,
        samples: sql<number>`count(*)`.mapWith(Number),
        average: sql<number>`avg(${systemMetrics.metricValue})`.mapWith(Number),
        p50: percentile(0.5),
        p75: percentile(0.75),
        p95: percentile(0.95),
      })
      .from(systemMetrics)
      .where(and(since, inArray(systemMetrics.metricName, REPORTED)))
      .groupBy(page, systemMetrics.metricName)
      .orderBy(desc(sql`count(*)`))
      .limit(200),
  ])
  return {
    recent: recent.map((r) => ({
      id: r.id,
      metricName: r.metricName,
      metricValue: r.metricValue,
      metricUnit: r.metricUnit,
      recordedAt: r.recordedAt.toISOString(),
      page: typeof r.metadata.page === 'string' ? r.metadata.page : '',
    })),
    perPage,
  }
}
export type PerformanceReport = Awaited<ReturnType<typeof getPerformance>>
