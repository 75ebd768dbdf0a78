// One server process: compression, immutable hashed assets, the React Router request handler, with
// request ids, structured request logs, /metrics and graceful draining (docs/deployment.md). Started
// by server.mjs, alone or as one of WEB_CONCURRENCY cluster workers.
import { randomUUID } from 'node:crypto'
import cluster from 'node:cluster'
import http from 'node:http'
import module from 'node:module'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// V8 keeps the compiled code of the modules read at start on disk for the next start (less start CPU;
// NODE_COMPILE_CACHE chooses another folder, NODE_DISABLE_COMPILE_CACHE=1 turns it off); a folder it
// cannot write only leaves it off. Before the imports below, so that they are cached too.
// the project root (this file is in server/)
const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
module.enableCompileCache?.(path.join(here, 'node_modules/.cache/node-compile-cache'))
const { createRequestHandler: createFetchHandler } = await import('react-router')
const { default: compression } = await import('compression')
const { default: express } = await import('express')

// the build sits next to this file, wherever the process was started from
const buildDir = path.resolve(here, process.env.BUILD_DIR ?? 'build')
let build
try {
  build = await import(path.join(buildDir, 'server/index.js'))
} catch (error) {
  // a refused configuration (missing secret or SITE_URL in production) is one clear line, no stack
  if (error?.name !== 'EnvError') throw error
  process.stderr.write(`Cannot start: ${error.message}\n`)
  process.exit(1)
}
const {
  bootstrap,
  shutdown,
  createPublicCacheMiddleware,
  serveFreshHit,
  createClientIpResolver,
  createNodeRequestHandler,
  createRequestGuard,
  applySecurityHeaders,
  createRouteLabeler,
  markDraining,
  getLogger,
  requestContext,
  routeConsoleToLogger,
  METRICS_CONTENT_TYPE,
  httpRequestDuration,
  localMetrics,
  metricsAccess,
  startMetrics,
} = build.entry.module

// JSON lines (LOG_FORMAT, LOG_LEVEL): the app's console.* calls go through the same logger, each
// with the id of the request it belongs to (app/utils/logger.server.ts)
const logger = getLogger()
routeConsoleToLogger(logger)
if (globalThis.__startNote) logger.warn(globalThis.__startNote)
startMetrics({ clusterWorker: cluster.isWorker })
const routeOf = createRouteLabeler(build.routes)

// TRUST_PROXY: a hop count or a list of proxy addresses (app/utils/client-ip.server.ts)
const clientIp = createClientIpResolver(process.env.TRUST_PROXY)

try {
  await bootstrap()
} catch (error) {
  // a refused start (demo accounts with published passwords in production) is one line, no stack,
  // written as it is (it names the demo accounts' published addresses the operator must change)
  if (error?.name !== 'EnvError') throw error
  process.stderr.write(`Cannot start: ${error.message}\n`)
  await shutdown().catch(() => {})
  process.exit(1)
}

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', clientIp.expressValue)
app.use(compression({ threshold: 512 }))
app.use(
  '/assets',
  express.static(path.join(buildDir, 'client/assets'), {
    immutable: true,
    maxAge: '1y',
    index: false,
  }),
)
app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }))
// React Router, with request bodies limited before any route parses them
// (app/utils/body-limit.server.ts)
const fetchHandler = createFetchHandler(build, 'production')
app.all('/{*splat}', createNodeRequestHandler(fetchHandler))

// public reading: anonymous readers of public pages get shared, pre-rendered HTML straight from the
// HTTP server, before Express; everything else (and a session or toast cookie) goes to the app above
// (app/utils/public-cache.server.ts, docs/decisions/0002-public-html-cache.md)
const publicCache = createPublicCacheMiddleware?.(fetchHandler)
const cached = publicCache ? (req, res) => publicCache(req, res, () => app(req, res)) : app
// unsupported methods (405) and undecodable or NUL-bearing URLs (400) are answered before anything
// else runs (app/utils/request-guard.server.ts)
const guard = createRequestGuard?.()

let stopping = false
const inflight = new Set()

// X-Request-Id: the trusted proxy's (TRUST_PROXY) when it sends a sane one, else a new one; the
// response carries it back, every log line of the request names it
const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/
function requestIdOf(req) {
  const given = req.headers['x-request-id']
  if (typeof given === 'string' && REQUEST_ID.test(given) && clientIp.fromTrustedProxy(req))
    return given
  return randomUUID()
}

/** The route pattern of a request, never its raw URL (metrics labels and logs stay bounded). */
function routeLabel(req) {
  const url = req.url ?? '/'
  const i = url.indexOf('?')
  const pathname = i === -1 ? url : url.slice(0, i)
  if (pathname === '/metrics') return '/metrics'
  if (pathname.startsWith('/assets/')) return '/assets/*'
  return routeOf(pathname)
}

function finished(req, res, ctx, started) {
  const seconds = (performance.now() - started) / 1000
  const route = routeLabel(req)
  const status = res.statusCode
  httpRequestDuration.observe({ route, method: req.method, status }, seconds)
  if (logger.isLevelEnabled('info'))
    logger.info(
      {
        reqId: ctx.requestId,
        ...(ctx.userId ? { userId: ctx.userId } : {}),
        method: req.method,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request',
    )
}

// /metrics: Prometheus text, never public (METRICS_TOKEN, or loopback without a proxy in between);
// in a cluster the primary adds up every worker's (server/primary.mjs)
let metricsAsk = 0
const metricsWaiting = new Map()
if (cluster.isWorker)
  process.on('message', (m) => {
    if (m?.type !== 'btg:metrics:reply') return
    const waiting = metricsWaiting.get(m.id)
    if (!waiting) return
    metricsWaiting.delete(m.id)
    if (m.error) waiting.reject(new Error(m.error))
    else waiting.resolve(m.text)
  })
function clusterMetrics() {
  return new Promise((resolve, reject) => {
    const id = ++metricsAsk
    const timer = setTimeout(() => {
      metricsWaiting.delete(id)
      reject(new Error('the cluster primary did not answer'))
    }, 6000)
    metricsWaiting.set(id, {
      resolve: (t) => (clearTimeout(timer), resolve(t)),
      reject: (e) => (clearTimeout(timer), reject(e)),
    })
    process.send({ type: 'btg:metrics', id })
  })
}
async function serveMetrics(req, res) {
  const access = metricsAccess(req)
  if (access !== 200 || req.method !== 'GET') {
    const status = access === 200 ? 405 : access
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}),
    })
    res.end(status === 404 ? 'Not Found' : status === 401 ? 'Unauthorized' : 'Method Not Allowed')
    return
  }
  try {
    const text = cluster.isWorker ? await clusterMetrics() : await localMetrics()
    res.writeHead(200, { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store' })
    res.end(text)
  } catch (error) {
    logger.error({ err: error }, 'metrics: collecting failed')
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end('metrics unavailable')
  }
}

function handle(req, res) {
  const started = performance.now()
  const ctx = { requestId: requestIdOf(req) }
  res.setHeader('X-Request-Id', ctx.requestId)
  inflight.add(res)
  res.on('close', () => {
    inflight.delete(res)
    finished(req, res, ctx, started)
  })
  requestContext.run(ctx, () => dispatch(req, res))
}

function dispatch(req, res) {
  const url = req.url ?? '/'
  if (url === '/metrics' || url.startsWith('/metrics?')) {
    void serveMetrics(req, res)
    return
  }
  // a fresh copy of a shared page goes out at once, with the same headers as below, computed once
  // per page (app/utils/public-cache.server.ts, serveFreshHit); while draining, the general path
  if (!stopping && serveFreshHit?.(req, res)) return
  // CSP (with this response's nonce), frame, referrer, HSTS and other headers, on every response
  applySecurityHeaders(req, res)
  // the client address for rate limits, from the socket or the trusted proxy chain; a client-sent
  // x-client-ip is always replaced
  clientIp.assign(req)
  // while draining, keep-alive connections are told to go away after this response
  if (stopping) res.setHeader('Connection', 'close')
  if (guard) guard(req, res, () => cached(req, res))
  else cached(req, res)
}

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const server = http.createServer(handle).listen(port, host, () => {
  logger.info(
    cluster.isWorker ? { worker: cluster.worker.id } : {},
    `Site running at http://localhost:${server.address().port}`,
  )
  // the modules loaded so far are written now, not at an exit that may never come (SIGKILL)
  module.flushCompileCache?.()
})

// the open connections, so a stop can wait for keep-alive clients to finish rather than cut them off
const sockets = new Set()
server.on('connection', (socket) => {
  sockets.add(socket)
  socket.on('close', () => sockets.delete(socket))
})

// SIGTERM/SIGINT: stop accepting connections, let requests in flight finish (up to
// SHUTDOWN_TIMEOUT_SECONDS), then close the database and exit. Keep-alive connections stay open
// meanwhile: a request already on its way on one is answered (with `Connection: close`, so the
// client opens no more), and only connections still idle after IDLE_GRACE_MS are closed. Closing an
// idle connection at once (what http.Server#close does) resets a request the client has just sent.
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS ?? 10) * 1000
const IDLE_GRACE_MS = Math.min(2000, shutdownTimeoutMs / 2)
async function stop(signal) {
  if (stopping) return
  stopping = true
  // readiness answers 503 from now on: a load balancer stops sending new requests here
  markDraining()
  console.log(`${signal}: shutting down, ${inflight.size} request(s) in flight`)
  // no new connections (net.Server#close: http.Server#close would also drop the idle ones now)
  net.Server.prototype.close.call(server)
  // responses not started yet end their connection
  for (const res of inflight) if (!res.headersSent) res.setHeader('Connection', 'close')
  const started = Date.now()
  const deadline = started + shutdownTimeoutMs
  while ((inflight.size > 0 || sockets.size > 0) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50))
    // idle: no request being received or answered on it
    if (Date.now() - started >= IDLE_GRACE_MS) server.closeIdleConnections?.()
  }
  if (inflight.size > 0)
    console.warn(`${signal}: ${inflight.size} request(s) cut off at the deadline`)
  server.closeAllConnections?.()
  try {
    await shutdown()
  } catch (error) {
    console.error('shutdown failed', error)
  } finally {
    // what the logger still buffers goes out before the exit
    logger.flush?.()
    process.exit(0)
  }
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
// a cluster worker whose primary is gone drains and exits as on SIGTERM
if (cluster.isWorker) process.on('disconnect', () => stop('primary gone'))
