// Performance metrics (docs/product.md#system-alerts-and-metrics): the sampled client recorder's
// beacons become system_metrics rows (category performance); /admin/performance reads the last 24
// hours. Anyone can send a beacon, so a value outside what a browser can plausibly measure is
// dropped, and each row carries its client (a hash of the address with the day's salt): the figures
// and the page load alert take one value per client (its median) before they take the median over
// clients.
import { createHash } from 'node:crypto'
import { and, desc, gte, inArray, sql } from 'drizzle-orm'
import { db, rowsOf } from '#app/db/client.server'
import { systemMetrics } from '#app/db/schema'
import type { Beacon } from './analytics.schema'
import { dailySalt } from './analytics.server'

/** Largest value a real page can report per metric (ms, CLS a score); above it is noise or a lie. */
export const PLAUSIBLE_MAX: Record<string, number> = {
  page_load_time: 60_000,
  dom_content_loaded: 60_000,
  LCP: 60_000,
  FCP: 60_000,
  TTFB: 30_000,
  INP: 10_000,
  CLS: 5,
  mark: 60_000,
}
const plausible = (kind: string, v: number | undefined): v is number =>
  v !== undefined && Number.isFinite(v) && v >= 0 && v <= (PLAUSIBLE_MAX[kind] ?? 60_000)

/**
 * One client for the statistics: the address (an IPv6 address by its /64, which one machine
 * usually owns whole) hashed with the day's salt, so it cannot be turned back into the address.
 */
export async function metricsClient(ip: string, now = new Date()) {
  const prefix = ip.includes(':') ? ip.split(':').slice(0, 4).join(':') : ip
  const salt = await dailySalt(now)
  return createHash('sha256').update(`${salt}\nmetrics\n${prefix}`).digest('base64url').slice(0, 16)
}

export const METRICS_WINDOW_MS = 24 * 60 * 60_000
export const METRICS_LIMIT = 100

type MetricsBeacon = Extract<Beacon, { kind: 'metrics' }>

/**
 * One row per plausible measured value; the page, the user agent (first 100 characters) and the
 * client in metadata. Implausible values are dropped without a word (the beacon still gets 204).
 */
export async function storeMetrics(b: MetricsBeacon, client: string) {
  const page = b.page.split(/[?#]/)[0]!.slice(0, 200)
  const meta = { page, userAgent: b.userAgent.slice(0, 100), client }
  const rows: (typeof systemMetrics.$inferInsert)[] = []
  if (plausible('page_load_time', b.pageLoadTime))
    rows.push({
      metricName: 'page_load_time',
      metricValue: b.pageLoadTime,
      metricUnit: 'ms',
      category: 'performance',
      metadata: {
        ...meta,
        domContentLoaded: plausible('dom_content_loaded', b.domContentLoaded)
          ? b.domContentLoaded
          : null,
      },
    })
  for (const v of b.vitals.filter((v) => plausible(v.name, v.value)))
    rows.push({
      metricName: `web_vital_${v.name.toLowerCase()}`,
      metricValue: v.value,
      metricUnit: v.name === 'CLS' ? 'score' : 'ms',
      category: 'performance',
      metadata: { ...meta, rating: v.rating ?? null },
    })
  for (const m of b.marks.filter((m) => plausible('mark', m.value)))
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

const REPORTED = ['page_load_time', 'web_vital_lcp', 'web_vital_inp', 'web_vital_cls']

/**
 * The last 24 hours: newest 100 rows (docs/product.md#constants), per page and metric averages and
 * percentiles.
 */
export async function getPerformance(now = new Date()) {
  const since = gte(systemMetrics.recordedAt, new Date(now.getTime() - METRICS_WINDOW_MS))
  const [recent, perPage] = await Promise.all([
    db
      .select()
      .from(systemMetrics)
      .where(since)
      .orderBy(desc(systemMetrics.recordedAt))
      .limit(METRICS_LIMIT),
    // one value per client (its median) first: one address sending a thousand beacons is one vote
    db
      .execute(
        sql`with per_client as (
          select coalesce(${systemMetrics.metadata}->>'page', '') as page,
            ${systemMetrics.metricName} as metric,
            percentile_cont(0.5) within group (order by ${systemMetrics.metricValue}) as v
          from ${systemMetrics}
          where ${and(since, inArray(systemMetrics.metricName, REPORTED))}
          group by 1, 2, coalesce(${systemMetrics.metadata}->>'client', ${systemMetrics.id}::text)
        )
        select page, metric, count(*) as samples, avg(v) as average,
          percentile_cont(0.5) within group (order by v) as p50,
          percentile_cont(0.75) within group (order by v) as p75,
          percentile_cont(0.95) within group (order by v) as p95
        from per_client group by page, metric order by count(*) desc limit 200`,
      )
      .then((r) =>
        rowsOf<Record<string, unknown>>(r).map((row) => ({
          page: String(row.page),
          metric: String(row.metric),
          samples: Number(row.samples),
          average: Number(row.average),
          p50: Number(row.p50),
          p75: Number(row.p75),
          p95: Number(row.p95),
        })),
      ),
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
