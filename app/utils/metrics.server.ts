// Prometheus metrics (prom-client, its global registry), served on /metrics by server.mjs: HTTP
// requests by route pattern, the anonymous HTML cache's hits and misses, database connections,
// open realtime streams, scheduled jobs, and Node's own process metrics (memory, event-loop lag,
// collectDefaultMetrics). With WEB_CONCURRENCY > 1 the cluster primary adds up every worker's
// (AggregatorRegistry): counters and histograms are summed, the database's own view of its
// connections (the same for every worker) is taken once (`aggregator: 'max'`).
import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import client from 'prom-client'
import { dbKind, db, rowsOf } from '#app/db/client.server'
import { sql } from 'drizzle-orm'

export const metricsRegistry = client.register

function once<T extends client.Metric>(name: string, make: () => T): T {
  return (metricsRegistry.getSingleMetric(name) as T | undefined) ?? make()
}

export const httpRequestDuration = once(
  'http_request_duration_seconds',
  () =>
    new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route pattern (React Router route path), method and status',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
)

export const htmlCacheRequests = once(
  'html_cache_requests_total',
  () =>
    new client.Counter({
      name: 'html_cache_requests_total',
      help: 'Anonymous public pages by HTML cache result (hit, stale, miss, bypass)',
      labelNames: ['result'] as const,
    }),
)

export const jobRuns = once(
  'jobs_run_total',
  () =>
    new client.Counter({
      name: 'jobs_run_total',
      help: 'Scheduled job runs this process made (after winning its claim)',
      labelNames: ['job'] as const,
    }),
)

export const jobFailures = once(
  'jobs_failed_total',
  () =>
    new client.Counter({
      name: 'jobs_failed_total',
      help: 'Scheduled job runs that threw',
      labelNames: ['job'] as const,
    }),
)

const streamCounters = new Map<string, () => number>()

/** A feature names a kind of realtime stream and how many of them this process holds open. */
export function observeRealtimeStreams(kind: string, count: () => number) {
  streamCounters.set(kind, count)
}

once(
  'realtime_streams_open',
  () =>
    new client.Gauge({
      name: 'realtime_streams_open',
      help: 'Server-sent event streams open (admin live feed, member notifications)',
      labelNames: ['kind'] as const,
      collect() {
        for (const [kind, count] of streamCounters) this.set({ kind }, count())
      },
    }),
)

once(
  'db_pool_max_connections',
  () =>
    new client.Gauge({
      name: 'db_pool_max_connections',
      help: 'Connections this process may open to the database (DATABASE_POOL_SIZE; 1 for PGlite)',
      collect() {
        this.set(dbKind === 'postgres' ? Number(process.env.DATABASE_POOL_SIZE ?? 10) : 1)
      },
    }),
)

once(
  'db_connections',
  () =>
    new client.Gauge({
      name: 'db_connections',
      help: "The database's client connections by state (pg_stat_activity; all app processes)",
      labelNames: ['state'] as const,
      aggregator: 'max',
      async collect() {
        if (dbKind !== 'postgres') return
        this.reset()
        try {
          const rows = rowsOf<{ state: string | null; n: number }>(
            await db.execute(sql`select coalesce(state, 'unknown') as state, count(*)::int as n
              from pg_stat_activity
              where datname = current_database() and backend_type = 'client backend'
              group by 1`),
          )
          for (const r of rows) this.set({ state: r.state ?? 'unknown' }, Number(r.n))
        } catch {
          // the database is away: the readiness probe says so; the scrape still answers
        }
      },
    }),
)

declare global {
  var __metricsStarted: boolean | undefined
}

/** Node's process metrics, and in a cluster worker the listener the primary's aggregation asks. */
export function startMetrics({ clusterWorker = false } = {}) {
  if (globalThis.__metricsStarted) return
  globalThis.__metricsStarted = true
  client.collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 })
  // registers the worker's answer to the primary's 'prom-client:getMetricsReq'
  if (clusterWorker) new client.AggregatorRegistry()
}

/** This process's metrics in the text format. */
export function localMetrics() {
  return metricsRegistry.metrics()
}

export const METRICS_CONTENT_TYPE = metricsRegistry.contentType

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip']

/**
 * Who may read /metrics: with METRICS_TOKEN set, a request with `Authorization: Bearer <token>`
 * (401 otherwise); without it, a request from this machine that no proxy forwarded (a proxy on the
 * same machine adds X-Forwarded-For for a remote client): 404 otherwise, as if there were nothing.
 */
export function metricsAccess(
  req: IncomingMessage,
  token: string | undefined = process.env.METRICS_TOKEN || undefined,
): 200 | 401 | 404 {
  if (token) {
    const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? ''
    const a = Buffer.from(given)
    const b = Buffer.from(token)
    return a.length === b.length && timingSafeEqual(a, b) ? 200 : 401
  }
  const local = LOOPBACK.has(req.socket.remoteAddress ?? '')
  const forwarded = PROXY_HEADERS.some((h) => req.headers[h] !== undefined)
  return local && !forwarded ? 200 : 404
}
