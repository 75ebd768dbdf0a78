// Refuses requests no route can answer sensibly, before any of them runs: methods the site does
// not use (405) and URLs that cannot be decoded or decode to a NUL byte (400). PostgreSQL refuses
// NUL in text and a malformed escape makes decodeURIComponent throw, so without this a loader would
// answer 500 for a typo in a query string. server.mjs mounts it in front of everything else.
import type { IncomingMessage, ServerResponse } from 'node:http'

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const
export const METHOD_NOT_ALLOWED = 'Method not allowed. This site answers GET, HEAD and POST.'
export const MALFORMED_URL = 'Bad request: the address is malformed or contains a null character.'

function decodes(part: string) {
  try {
    return !decodeURIComponent(part.replaceAll('+', ' ')).includes('\0')
  } catch {
    return false
  }
}

/** True when the path and every query name and value decode cleanly and hold no NUL. */
export function isWellFormedUrl(rawUrl: string) {
  const q = rawUrl.indexOf('?')
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q)
  if (!decodes(path)) return false
  if (q === -1) return true
  const hash = rawUrl.indexOf('#', q)
  const query = rawUrl.slice(q + 1, hash === -1 ? undefined : hash)
  return query.split(/[&=]/).every(decodes)
}

/** The answer for a request, or null to pass it on. */
export function checkRequest(method: string, rawUrl: string) {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method))
    return { status: 405, message: METHOD_NOT_ALLOWED }
  if (!isWellFormedUrl(rawUrl)) return { status: 400, message: MALFORMED_URL }
  return null
}

export function createRequestGuard() {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const refusal = checkRequest(req.method ?? '', req.url ?? '/')
    if (!refusal) return next()
    const body = refusal.message + '\n'
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    res.writeHead(refusal.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      ...(refusal.status === 405 ? { Allow: ALLOWED_METHODS.join(', ') } : {}),
      // a request body, if any, is not read: close the connection rather than drain it
      ...(hasBody ? { Connection: 'close' } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}
