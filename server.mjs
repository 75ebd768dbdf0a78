// Production server: compression, immutable hashed assets, the React Router request handler.
// NODE_ENV=production is set by the npm script before Node starts.
import http from 'node:http'
import module from 'node:module'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { missingRuntimeSettings } from './scripts/lib/runtime-settings.mjs'

// V8 flags and glibc malloc variables that cannot be set from inside the process (scripts/lib/
// runtime-settings.mjs; docs/decisions/0015-server-memory-and-search.md, 0017, 0021). `npm run serve`
// and `npm start` pass them; a plain `node server.mjs` replaces itself once (same process id) with
// what it lacks. A flag or variable given in any form (e.g. --no-liftoff-only, MALLOC_ARENA_MAX=8)
// is left as given.
const missing = missingRuntimeSettings(process)
const lacking = missing.flags.length > 0 || Object.keys(missing.env).length > 0
if (lacking && process.execve && !process.env.SERVER_V8_FLAGS_ADDED) {
  const argv = [process.execPath, ...process.execArgv, ...missing.flags, ...process.argv.slice(1)]
  const env = { ...process.env, ...missing.env, SERVER_V8_FLAGS_ADDED: '1' }
  process.execve(process.execPath, argv, env)
}

// V8 keeps the compiled code of the modules read at start on disk for the next start (less start CPU;
// NODE_COMPILE_CACHE chooses another folder, NODE_DISABLE_COMPILE_CACHE=1 turns it off); a folder it
// cannot write only leaves it off. Before the imports below, so that they are cached too.
const here = path.dirname(fileURLToPath(import.meta.url))
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
  console.error(`Cannot start: ${error.message}`)
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
} = build.entry.module

// TRUST_PROXY: a hop count or a list of proxy addresses (app/utils/client-ip.server.ts)
const clientIp = createClientIpResolver(process.env.TRUST_PROXY)

try {
  await bootstrap()
} catch (error) {
  // a refused start (demo accounts with published passwords in production) is one line, no stack
  if (error?.name !== 'EnvError') throw error
  console.error(`Cannot start: ${error.message}`)
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
function handle(req, res) {
  inflight.add(res)
  res.on('close', () => inflight.delete(res))
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
  console.log(`Site running at http://localhost:${server.address().port}`)
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
    process.exit(0)
  }
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
