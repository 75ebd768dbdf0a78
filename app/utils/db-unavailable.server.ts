// A database that is restarting or unreachable is a 503 that retries, never "signed out" and never a
// bare 500 (docs/decisions/0028-database-restart.md). Code that would otherwise swallow a lookup
// error (the session, the role) calls rethrowIfUnavailable; any other query error that reaches React
// Router is noted by entry.server's handleError, and the root middleware turns the page into one
// that says what happened and tries again by itself.
import type { MiddlewareFunction } from 'react-router'
import { isUnavailable } from '#app/db/client.server'
import { NONCE_HEADER } from './security-headers.server'

export { isUnavailable as isDatabaseUnavailable }

/** Seconds the page and Retry-After ask the browser to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5
export const UNAVAILABLE_TITLE = 'We’ll be right back'
export const UNAVAILABLE_TEXT =
  'The site cannot reach its database for a moment. This page tries again by itself in a few seconds.'

const marked = new WeakSet<Request>()

/**
 * Throws a 503 Response when `error` means the database is not there; returns otherwise. With the
 * request, its page becomes the 503 page below (a route's own 503, such as /explore's section
 * error, is left alone).
 */
export function rethrowIfUnavailable(error: unknown, request?: Request) {
  if (!isUnavailable(error)) return
  if (request) marked.add(request)
  throw new Response('Service Unavailable', {
    status: 503,
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  })
}

/** entry.server's handleError: remembers that this request failed on the database. */
export function noteUnavailable(error: unknown, request: Request) {
  if (isUnavailable(error)) marked.add(request)
}

/**
 * The whole 503 document: no database, no React; a small script (with the response's CSP nonce)
 * reloads it after Retry-After, and without JavaScript its link does. (A meta refresh would be
 * simpler, but it is a timed change the reader cannot stop: axe refuses it.)
 */
export function unavailablePage(nonce?: string) {
  const n = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : ''
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${UNAVAILABLE_TITLE} | Beyond the Game</title>
<style${n}>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif;background:#faf7f2;color:#1f1b16}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}p{line-height:1.5;margin:0 0 1.25rem}a{color:#9d3b5d;font-weight:600}</style>
</head><body><main>
<h1>${UNAVAILABLE_TITLE}</h1>
<p>${UNAVAILABLE_TEXT}</p>
<p><a href="">Try again now</a></p>
</main>
<script${n}>setTimeout(function(){location.reload()},${RETRY_AFTER_SECONDS * 1000})</script>
</body></html>`
  return html
}

function isDocument(request: Request) {
  const url = new URL(request.url)
  return !url.pathname.endsWith('.data') && request.method === 'GET'
}

/**
 * Root middleware: a page whose loaders failed because the database is away answers 503 with
 * Retry-After and the page above, which reloads itself (a client navigation gets the 503 and its error
 * screen's Try Again).
 */
export const databaseUnavailableMiddleware: MiddlewareFunction<Response> = async (
  { request },
  next,
) => {
  const response = await next()
  if (!marked.has(request) || response.status < 500) return response
  const headers = new Headers({
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
  })
  if (!isDocument(request)) {
    // keep React Router's data response, with the status that says "try again"
    for (const [k, v] of headers) response.headers.set(k, v)
    return new Response(response.body, { status: 503, headers: response.headers })
  }
  headers.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(unavailablePage(request.headers.get(NONCE_HEADER) ?? undefined), {
    status: 503,
    headers,
  })
}
