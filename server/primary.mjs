// The node:cluster primary of WEB_CONCURRENCY=N (PostgreSQL only, server/concurrency.mjs): it loads
// no app code and opens no database connection. It forks the first worker and waits for it to listen
// (it migrates and seeds an empty database; the others then find it done), then the rest. A worker
// that dies is started again after a pause that doubles with each quick death (1 s up to 30 s; back
// to 1 s once a worker has lived a minute), each logged. On SIGTERM/SIGINT every worker drains as a
// single server does (server/worker.mjs) and the primary exits when the last one has; workers still
// there SHUTDOWN_TIMEOUT_SECONDS + 5 s later are killed. /metrics asked of any worker is answered
// with every worker's metrics added up (prom-client's AggregatorRegistry) plus the primary's own.
import cluster from 'node:cluster'
import client from 'prom-client'
import pino from 'pino'

const MIN_BACKOFF_MS = 1000
const MAX_BACKOFF_MS = 30_000
const HEALTHY_AFTER_MS = 60_000

function createPrimaryLogger() {
  const pretty = process.env.LOG_FORMAT
    ? process.env.LOG_FORMAT === 'pretty'
    : process.env.NODE_ENV !== 'production'
  const options = {
    level: process.env.LOG_LEVEL ?? 'info',
    base: { pid: process.pid, role: 'primary' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  }
  if (!pretty) return pino(options, pino.destination({ dest: 1, sync: true }))
  return pino(options, {
    write(line) {
      const { time, level, msg, pid: _p, role: _r, ...rest } = JSON.parse(line)
      const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : ''
      process.stdout.write(
        `${String(time).slice(11, 23)} ${String(level).toUpperCase().padEnd(5)} [primary] ${msg}${extra}\n`,
      )
    },
  })
}

export async function runPrimary(count) {
  const logger = createPrimaryLogger()
  const restarts = new client.Counter({
    name: 'cluster_worker_restarts_total',
    help: 'Workers the cluster primary started again after one died',
  })
  const workersUp = new client.Gauge({
    name: 'cluster_workers',
    help: 'Worker processes running under the cluster primary',
    collect() {
      this.set(Object.keys(cluster.workers ?? {}).length)
    },
  })
  void workersUp
  const aggregator = new client.AggregatorRegistry()

  let stopping = false
  let failures = 0
  const startedAt = new Map()

  function fork() {
    const worker = cluster.fork()
    startedAt.set(worker.id, Date.now())
    return worker
  }

  cluster.on('message', (worker, m) => {
    if (m?.type !== 'btg:metrics') return
    Promise.all([aggregator.clusterMetrics(), client.register.metrics()])
      .then(([workers, own]) =>
        worker.send({ type: 'btg:metrics:reply', id: m.id, text: workers + own }),
      )
      .catch((error) => worker.send({ type: 'btg:metrics:reply', id: m.id, error: error.message }))
  })

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now())
    startedAt.delete(worker.id)
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('all workers stopped')
        process.exit(0)
      }
      return
    }
    failures = lived >= HEALTHY_AFTER_MS ? 1 : failures + 1
    const delay = Math.min(MAX_BACKOFF_MS, MIN_BACKOFF_MS * 2 ** (failures - 1))
    logger.error(
      {
        worker: worker.id,
        workerPid: worker.process.pid,
        code,
        signal,
        livedMs: lived,
        restartInMs: delay,
      },
      `worker ${worker.id} died (${signal ?? `exit code ${code}`}); starting a new one in ${delay} ms`,
    )
    setTimeout(() => {
      if (stopping) return
      restarts.inc()
      fork()
    }, delay)
  })

  function stop(signal) {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {})
    logger.info(`${signal}: draining ${workers.length} worker(s)`)
    if (workers.length === 0) process.exit(0)
    for (const w of workers) w.process.kill('SIGTERM')
    const graceMs = (Number(process.env.SHUTDOWN_TIMEOUT_SECONDS ?? 10) + 5) * 1000
    setTimeout(() => {
      const left = Object.values(cluster.workers ?? {})
      if (left.length) logger.warn(`${signal}: ${left.length} worker(s) killed at the deadline`)
      for (const w of left) w.process.kill('SIGKILL')
      process.exit(0)
    }, graceMs).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  logger.info(`starting ${count} workers`)
  // the first one migrates and seeds; a start that fails (bad settings) fails once, not N times
  const first = fork()
  const up = await new Promise((resolve) => {
    first.once('listening', () => resolve(true))
    first.once('exit', () => resolve(false))
  })
  if (!up) {
    if (!stopping) logger.error('the first worker did not start; stopping')
    stopping = true
    process.exit(1)
  }
  for (let i = 1; i < count && !stopping; i++) fork()
}
