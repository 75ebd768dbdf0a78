import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'

import { countRequest, countServerError } from '#app/utils/error-rate.server'
import { noteUnavailable } from '#app/utils/db-unavailable.server'
import { injectIntoHead, inlineRootCss, linkFontFaces } from '#app/utils/first-paint.server'
import { getEnv } from '#app/utils/env.server'
import { demoVideoAfterStart, seedOnStart } from '#app/db/seed/seed-on-start.server'
import { bootstrap as runStartTasks } from '#app/utils/lifecycle.server'
// registers the system monitor (threshold checks that raise system alerts) with the server start
import '#app/features/system/monitor.server'
// and the start-up warning about demo accounts with published passwords
import '#app/features/accounts/demo-accounts.server'
// and the member notification listener (live bell, queued notification email)
import '#app/features/notifications/member-realtime.server'
import { NONCE_HEADER } from '#app/utils/security-headers.server'
import { reuseRouteMatches } from '#app/utils/route-match-cache.server'

export { shutdown } from '#app/utils/lifecycle.server'
/** Server start (server.mjs, and the dev server's first load): seed an empty database, then the
 * features' start tasks (schedulers, listeners, the monitor). */
export const bootstrap = () => runStartTasks(seedOnStart, demoVideoAfterStart)
// server.mjs mounts the anonymous-reader HTML cache in front of the React Router handler
export { createPublicCacheMiddleware, serveFreshHit } from '#app/utils/public-cache.server'
// and, in front of both, the guard that answers bad methods and malformed URLs with 405/400
export { createRequestGuard } from '#app/utils/request-guard.server'
// server.mjs resolves the client address (TRUST_PROXY) once per request
export { createClientIpResolver } from '#app/utils/client-ip.server'
// server.mjs hands requests to React Router through this (request body limits)
export { createNodeRequestHandler } from '#app/utils/node-handler.server'
// server.mjs sets the security headers (CSP with a per-response nonce) on every response
export { applySecurityHeaders } from '#app/utils/security-headers.server'
// and, for operations: route patterns for metrics and logs, readiness while draining, the logger
// and the metrics registry (docs/deployment.md)
export { createRouteLabeler } from '#app/utils/route-label.server'
export { markDraining } from '#app/utils/health.server'
export {
  getLogger,
  requestContext,
  routeConsoleToLogger,
  scrub as scrubLogText,
} from '#app/utils/logger.server'
export {
  METRICS_CONTENT_TYPE,
  httpRequestDuration,
  localMetrics,
  metricsAccess,
  startMetrics,
} from '#app/utils/metrics.server'

declare global {
  var __devBootstrapped: boolean | undefined
}
// In development the Vite dev server has no server.mjs: seed and start schedulers on first load.
if (import.meta.env.DEV && !globalThis.__devBootstrapped) {
  globalThis.__devBootstrapped = true
  void bootstrap().catch((error) => console.error('bootstrap failed', error))
}

export const streamTimeout = 5_000

// the server error rate behind the 'High Error Rate' system alert
export function handleDataRequest(response: Response) {
  countRequest()
  if (response.status >= 500) countServerError()
  return response
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  noteUnavailable(error, request)
  countServerError()
  console.error(error)
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  countRequest()
  reuseRouteMatches(routerContext)
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // bots and no-JS readers get the whole document at once
    // server.mjs gives every response its own CSP nonce (app/utils/security-headers.server.ts)
    const nonce = request.headers.get(NONCE_HEADER) ?? undefined
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    // the stylesheet goes into the head as text: the first paint waits for no second request
    const inlineMode = getEnv().INLINE_CSS
    const inline = inlineMode !== 'false' ? inlineRootCss(routerContext) : null
    // not inlined: the pages link the @font-face file too
    if (!inline) linkFontFaces(routerContext)
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough()
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          if (inline)
            pipe(injectIntoHead(inline, nonce, { used: inlineMode === 'used' })).pipe(body)
          else pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}
