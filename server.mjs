// Production server: compression, immutable hashed assets, the React Router request handler.
// NODE_ENV=production is set by the npm script before Node starts.
import http from 'node:http'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import { createRequestHandler as createFetchHandler } from 'react-router'
import compression from 'compression'
import express from 'express'

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const build = await import(path.join(buildDir, 'server/index.js'))
const { bootstrap, shutdown, createPublicCacheMiddleware } = build.entry.module

await bootstrap()

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', process.env.TRUST_PROXY === 'true')
app.use(compression({ threshold: 512 }))
app.use(
  '/assets',
  express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y', index: false }),
)
app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }))
// accounts (issue 3): the client address for rate limits, from the socket or (TRUST_PROXY=true) the
// proxy chain; a client-sent x-client-ip is always replaced
app.use((req, _res, next) => {
  req.headers['x-client-ip'] = req.ip ?? req.socket.remoteAddress ?? ''
  next()
})
app.all('/{*splat}', createRequestHandler({ build }))

// public reading (issue 2): anonymous readers of public pages get shared, pre-rendered HTML straight
// from the HTTP server, before Express; everything else (and any request with a cookie) goes to the
// app above (app/utils/public-cache.server.ts, docs/decisions/0002-public-html-cache.md)
const publicCache = createPublicCacheMiddleware?.(createFetchHandler(build, 'production'))
const handle = publicCache ? (req, res) => publicCache(req, res, () => app(req, res)) : app

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const server = http.createServer(handle).listen(port, host, () => {
  console.log(`Site running at http://localhost:${port}`)
})

let stopping = false
async function stop(signal) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: shutting down`)
  server.close()
  server.closeAllConnections?.()
  try {
    await shutdown()
  } finally {
    process.exit(0)
  }
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
