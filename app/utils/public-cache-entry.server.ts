// One stored response of the public page cache: its headers grouped once, the CSP that allows its
// own inline scripts by hash, its ETag, and the gzip/brotli copies made on first demand.
import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { cspForCachedHtml, securityHeaderList } from './security-headers.server'

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

export type Entry = {
  status: number
  /** the response headers, grouped once so a hit writes them in one call */
  head: Record<string, string | string[]>
  body: Buffer
  etag: string
  storedAt: number
  gzip?: Buffer
  br?: Buffer
  /** a fresh hit's whole header list per variant, made on first use (hitHeaders) */
  hits?: Partial<Record<HitVariant, string[]>>
}

type HitVariant = 'identity' | 'br' | 'gzip' | 'not-modified'

/**
 * The page's `<script>…</script>` elements, the only part of it the CSP hashes. Found in the bytes:
 * decoding a 150 KB page to a string and running the script pattern over all of it cost about
 * 1.5 ms per render (docs/decisions/0017). The slices end on ASCII characters, so each decodes to
 * exactly the text the whole page would have given. React writes the tag names in lower case.
 */
export function inlineScripts(body: Buffer) {
  const parts: string[] = []
  let at = 0
  for (;;) {
    const start = body.indexOf('<script', at, 'latin1')
    if (start === -1) break
    const end = body.indexOf('</script>', start + 7, 'latin1')
    if (end === -1) break
    parts.push(body.toString('utf8', start, end + 9))
    at = end + 9
  }
  return parts.join('')
}

const DROPPED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'vary',
])

/**
 * `nonced`: a response rendered for one reader whose page carries that response's own CSP nonce
 * (server.mjs gives every request one). Its body is never the same twice, so an ETag could never
 * match, and the nonce CSP already set on the response allows its scripts: neither the SHA-1 of
 * the page nor the hashes of its scripts are worth computing (about 4 % of an uncached render's
 * CPU, docs/decisions/0022). Such an entry has no `etag` (an empty string, which no
 * If-None-Match equals) and no CSP of its own.
 */
export function makeEntry(
  status: number,
  headers: Headers,
  body: Buffer,
  { nonced = false }: { nonced?: boolean } = {},
): Entry {
  const head: Record<string, string | string[]> = {}
  headers.forEach((value, name) => {
    if (DROPPED.has(name)) return
    const prev = head[name]
    head[name] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value]
  })
  // anonymous 200s are public unless the route said otherwise
  if (status === 200 && !head['cache-control']) head['cache-control'] = PUBLIC_CACHE_CONTROL
  head['vary'] = 'Accept-Encoding, Cookie'
  if (nonced) return { status, head, body, etag: '', storedAt: Date.now() }
  // a shared page cannot carry a per-reader nonce: its CSP allows its own inline scripts by hash
  if (/^text\/html/.test(String(head['content-type'] ?? '')))
    head['content-security-policy'] = cspForCachedHtml(inlineScripts(body))
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
  if (status === 200) head['etag'] = etag
  return { status, head, body, etag, storedAt: Date.now() }
}

/**
 * The body in the best encoding the reader accepts, compressed on first demand. A stored page is
 * compressed once for all its readers (brotli quality 5); a response used once (`once`: rendered
 * for one reader, HTML_CACHE_SECONDS=0 or a query outside the bounded set) gets quality 4, what the
 * app's own compression gives its dynamic pages: quality 5 took about as long as rendering the
 * page (docs/decisions/0017).
 */
export function encoded(
  entry: Entry,
  acceptEncoding: string | undefined,
  once = false,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (entry.body.length < 512 || !acceptEncoding) return { body: entry.body }
  if (/\bbr\b/.test(acceptEncoding)) {
    const quality = once ? 4 : 5
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: quality },
    })
    return { body: entry.br, encoding: 'br' }
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    entry.gzip ??= gzipSync(entry.body, { level: 6 })
    return { body: entry.gzip, encoding: 'gzip' }
  }
  return { body: entry.body }
}

type HeaderValue = string | string[] | number

/**
 * Node's merge of the headers set one by one (setHeader) with those given to writeHead: a name set
 * again keeps its place and takes the new spelling, a new one goes last; a list is one line each.
 */
function mergedHeaderList(
  first: Array<[string, HeaderValue]>,
  then: Record<string, HeaderValue>,
): string[] {
  const out = first.map(([k, v]): [string, HeaderValue] => [k, v])
  for (const [name, value] of Object.entries(then)) {
    const i = out.findIndex(([k]) => k.toLowerCase() === name.toLowerCase())
    if (i === -1) out.push([name, value])
    else out[i] = [name, value]
  }
  return out.flatMap(([k, v]) => (Array.isArray(v) ? v.flatMap((x) => [k, x]) : [k, String(v)]))
}

/**
 * The headers of a fresh hit of a stored HTML page, as one flat list for writeHead, made once per
 * variant: exactly what the general path writes for the same request (applySecurityHeaders' headers,
 * then the entry's, whose hash CSP replaces the nonce one in place, then x-cache and the length).
 * Null for an entry without its own CSP (XML, text): those take the general path.
 */
export function hitHeaders(entry: Entry, encoding: 'br' | 'gzip' | undefined, length: number) {
  if (entry.head['content-security-policy'] === undefined) return null
  const variant: HitVariant = length < 0 ? 'not-modified' : (encoding ?? 'identity')
  const hits = (entry.hits ??= {})
  const made = hits[variant]
  if (made) return made
  const security = securityHeaderList()
  const head: Record<string, HeaderValue> = { ...entry.head, 'x-cache': 'HIT' }
  if (length >= 0) head['content-length'] = length
  if (encoding) head['content-encoding'] = encoding
  return (hits[variant] = mergedHeaderList(security, head))
}

/** The shared render's request: the reader's headers without the Cookie header. */
export function toRequest(req: IncomingMessage) {
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) {
    // a shared page is rendered as for a reader without cookies (foreign cookies are ignored)
    if (v === undefined || k === 'cookie') continue
    if (Array.isArray(v)) for (const item of v) headers.append(k, item)
    else headers.set(k, v)
  }
  // server.mjs has already replaced x-client-ip with the socket or trusted-proxy address; without it
  // (another host server) the socket address is the only one we can believe
  if (!headers.get('x-client-ip')) headers.set('x-client-ip', req.socket.remoteAddress ?? '')
  const proto = (req as IncomingMessage & { protocol?: string }).protocol ?? 'http'
  return new Request(`${proto}://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: 'GET',
    headers,
  })
}
