// One stored response of the public page cache: its headers grouped once, the CSP that allows its
// own inline scripts by hash, its ETag, and the gzip/brotli copies made on first demand.
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { cspForCachedHtml } from './security-headers.server'

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
}

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

export function makeEntry(status: number, headers: Headers, body: Buffer): Entry {
  const head: Record<string, string | string[]> = {}
  headers.forEach((value, name) => {
    if (DROPPED.has(name)) return
    const prev = head[name]
    head[name] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value]
  })
  // anonymous 200s are public unless the route said otherwise
  if (status === 200 && !head['cache-control']) head['cache-control'] = PUBLIC_CACHE_CONTROL
  head['vary'] = 'Accept-Encoding, Cookie'
  // a shared page cannot carry a per-reader nonce: its CSP allows its own inline scripts by hash
  if (/^text\/html/.test(String(head['content-type'] ?? '')))
    head['content-security-policy'] = cspForCachedHtml(inlineScripts(body))
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
  if (status === 200) head['etag'] = etag
  return { status, head, body, etag, storedAt: Date.now() }
}

export function encoded(
  entry: Entry,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (entry.body.length < 512 || !acceptEncoding) return { body: entry.body }
  if (/\bbr\b/.test(acceptEncoding)) {
    entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    return { body: entry.br, encoding: 'br' }
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    entry.gzip ??= gzipSync(entry.body, { level: 6 })
    return { body: entry.gzip, encoding: 'gzip' }
  }
  return { body: entry.body }
}
