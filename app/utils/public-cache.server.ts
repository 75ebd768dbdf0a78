// The in-process HTML cache for anonymous
// readers. Admin writes that change public content call invalidatePublicCache() after committing.
//
// How it works (docs/decisions/0002-public-html-cache.md): server.mjs mounts
// createPublicCacheMiddleware() in front of the React Router handler. Anonymous GETs of public pages
// (no session or toast cookie, a bounded set of query strings) are rendered once, kept as a Buffer with
// gzip/brotli variants, and served from memory for HTML_CACHE_SECONDS, then served stale while one
// request re-renders. invalidatePublicCache() empties this process's cache and, on PostgreSQL, tells
// every other app process through NOTIFY; the TTL is the safety net (and covers scheduled publishing).
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sql } from 'drizzle-orm'
import { db, dbKind } from '#app/db/client.server'
import { getEnv } from './env.server'
import { htmlCacheRequests } from './metrics.server'
import { encoded, hitHeaders, makeEntry, toRequest, type Entry } from './public-cache-entry.server'
import { isAnonymous, isPublicPage, publicCacheKey } from './public-cache-rules.server'
import { NONCE_HEADER } from './security-headers.server'
import { clearSharedData } from './shared-data.server'

export const PRIVATE_CACHE_CONTROL = 'private, no-store'
export const INVALIDATE_CHANNEL = 'public_cache_invalidate'
export { publicCacheKey }
const STALE_SECONDS = 300
const MAX_ENTRIES = 500

const entries = new Map<string, Entry>()
const inflight = new Map<string, Promise<Entry>>()
let bytes = 0
let generation = 0
const processId = randomUUID()

/** HTML_CACHE_MAX_MB: the pages and their gzip/brotli copies together (docs/decisions/0015). */
function maxBytes() {
  return getEnv().HTML_CACHE_MAX_MB * 1024 * 1024
}

function ttlMs() {
  return getEnv().HTML_CACHE_SECONDS * 1000
}

/** Empties this process's page cache and shared-data cache (no cross-process message). */
export function clearLocalPublicCache() {
  clearSharedData()
  entries.clear()
  inflight.clear()
  pathTicks.clear()
  bytes = 0
  generation++
}

// Targeted invalidation (a member's reaction, vote or comment changes one or two pages, not the
// site): each invalidated path remembers the tick it happened at, so a render of that path that
// started before it cannot store the old page. Other paths keep their entries and their renders.
let tick = 0
const pathTicks = new Map<string, number>()
const MAX_PATH_TICKS = 5000
const pathOf = (key: string) => {
  const i = key.indexOf('?')
  return i === -1 ? key : key.slice(0, i)
}

/** Drops this process's cached copies of these paths (every query variant of each). */
export function clearLocalPublicPaths(paths: readonly string[]) {
  if (pathTicks.size + paths.length > MAX_PATH_TICKS) return clearLocalPublicCache()
  tick++
  const set = new Set(paths)
  for (const p of set) pathTicks.set(p, tick)
  for (const [key, e] of entries)
    if (set.has(pathOf(key))) {
      entries.delete(key)
      bytes -= e.body.length
    }
  for (const key of inflight.keys()) if (set.has(pathOf(key))) inflight.delete(key)
}

async function notifyInvalidation(payload: string) {
  if (dbKind !== 'postgres') return // PGlite: one process owns the database
  try {
    await db.execute(sql`select pg_notify(${INVALIDATE_CHANNEL}, ${payload})`)
  } catch (error) {
    console.error(
      'public cache: NOTIFY failed; other processes catch up within HTML_CACHE_SECONDS',
      error,
    )
  }
}

/**
 * Call after committing a member's write that shows on a few public pages (a reaction, a vote, a
 * comment): only those paths are dropped, in every app process; the rest of the cache stays warm.
 */
export async function invalidatePublicPages(paths: readonly string[]): Promise<void> {
  const list = [...new Set(paths)].filter((p) => p.startsWith('/') && p.length <= 300).slice(0, 20)
  if (!list.length) return
  clearLocalPublicPaths(list)
  await notifyInvalidation([processId, ...list].join('\n'))
}

/** Call after committing a change to public content: every app process drops its cached pages. */
export async function invalidatePublicCache(): Promise<void> {
  clearLocalPublicCache()
  await notifyInvalidation(processId)
}

let listening = false
async function listenForInvalidations() {
  if (listening || dbKind !== 'postgres') return
  listening = true
  const client = (
    db as unknown as {
      $client?: { listen?: (ch: string, fn: (payload: string) => void) => Promise<unknown> }
    }
  ).$client
  try {
    await client?.listen?.(INVALIDATE_CHANNEL, (payload) => {
      // "<process id>" (everything) or "<process id>\n/path\n/path" (those pages)
      const [from, ...paths] = payload.split('\n')
      if (from === processId) return
      if (paths.length) clearLocalPublicPaths(paths)
      else clearLocalPublicCache()
    })
  } catch (error) {
    listening = false
    console.error('public cache: LISTEN failed; relying on the TTL', error)
  }
}

/** Inserts or replaces an entry; the oldest go first when the cache is over its size limits. */
function storePublicEntry(key: string, entry: Entry, atGeneration: number, atTick: number) {
  // a render that started before an invalidation must not put old content back
  if (atGeneration !== generation) return
  if ((pathTicks.get(pathOf(key)) ?? 0) > atTick) return
  const old = entries.get(key)
  if (old) bytes -= old.body.length
  entries.delete(key)
  entries.set(key, entry)
  bytes += entry.body.length
  for (const [k, e] of entries) {
    if (entries.size <= MAX_ENTRIES && bytes <= maxBytes()) break
    entries.delete(k)
    bytes -= e.body.length
  }
}

/** For tests and diagnostics. */
export function publicCacheState() {
  return { generation, size: entries.size, bytes, keys: [...entries.keys()] }
}

/** Starts listening for other processes' invalidations (PostgreSQL only). */
function startPublicCacheSync() {
  void listenForInvalidations()
}

// ---------------------------------------------------------------- request handling (server.mjs)

type FetchHandler = (request: Request) => Promise<Response>
type Rendered = { entry: Entry; cacheable: boolean }

/** `once`: the response goes to this reader only (BYPASS), never into the store. */
async function renderOnce(
  req: IncomingMessage,
  handle: FetchHandler,
  once = false,
): Promise<Rendered> {
  const response = await handle(toRequest(req))
  const body = Buffer.from(await response.arrayBuffer())
  // rendered with this response's nonce (server.mjs, applySecurityHeaders): no ETag, no hash CSP
  const nonced = once && typeof req.headers[NONCE_HEADER] === 'string'
  const entry = makeEntry(response.status, response.headers, body, { nonced })
  const cc = response.headers.get('cache-control')
  const type = response.headers.get('content-type') ?? ''
  const cacheable =
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !/private|no-store/i.test(cc ?? '') &&
    /^(text\/html|application\/xml|text\/plain)/.test(type)
  return { entry, cacheable }
}

/** One render per key at a time: concurrent misses wait for the same result. */
function renderShared(key: string, req: IncomingMessage, handle: FetchHandler): Promise<Entry> {
  const running = inflight.get(key)
  if (running) return running
  const gen = generation
  const at = tick
  const p = renderOnce(req, handle)
    .then(({ entry, cacheable }) => {
      if (cacheable) storePublicEntry(key, entry, gen, at)
      return entry
    })
    .finally(() => {
      if (inflight.get(key) === p) inflight.delete(key)
    })
  inflight.set(key, p)
  return p
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  entry: Entry,
  state: 'HIT' | 'STALE' | 'MISS' | 'BYPASS',
) {
  htmlCacheRequests.inc({ result: state.toLowerCase() })
  if (entry.status === 200 && entry.etag && req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, { ...entry.head, 'x-cache': state })
    res.end()
    return
  }
  const { body, encoding } = encoded(entry, req.headers['accept-encoding'], state === 'BYPASS')
  const head = { ...entry.head, 'x-cache': state, 'content-length': body.length }
  res.writeHead(entry.status, encoding ? { ...head, 'content-encoding': encoding } : head)
  res.end(body)
}

async function serveAnonymous(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  search: string,
  handle: FetchHandler,
) {
  const ttl = ttlMs()
  const key = ttl > 0 ? publicCacheKey(pathname, search) : null
  if (!key) return send(req, res, (await renderOnce(req, handle, true)).entry, 'BYPASS')
  const hit = entries.get(key)
  if (hit) {
    const age = Date.now() - hit.storedAt
    if (age < ttl) return send(req, res, hit, 'HIT')
    if (age < ttl + STALE_SECONDS * 1000) {
      renderShared(key, req, handle).catch((error) =>
        console.error('public cache: refresh failed', error),
      )
      return send(req, res, hit, 'STALE')
    }
  }
  send(req, res, await renderShared(key, req, handle), 'MISS')
}

/**
 * For server.mjs, first thing for each request: answers a fresh hit of a stored page (HTML, 200) and
 * returns true, or does nothing and returns false. The raw URL must be a cache key itself (the path,
 * or a normalised query): a key is always well formed, so the request guard has nothing to refuse,
 * and no app code runs, so no nonce, client address or Express. The headers are the ones the
 * general path (applySecurityHeaders, then send) writes, listed once per page and variant
 * (public-cache-entry.server.ts, hitHeaders); an If-None-Match that matches gets its 304.
 */
export function serveFreshHit(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET') return false
  const entry = entries.get(req.url ?? '')
  if (!entry || Date.now() - entry.storedAt >= ttlMs() || !isAnonymous(req.headers)) return false
  if (req.headers['if-none-match'] === entry.etag) {
    const head = hitHeaders(entry, undefined, -1)
    if (!head) return false
    htmlCacheRequests.inc({ result: 'hit' })
    res.writeHead(304, head)
    res.end()
    return true
  }
  const { body, encoding } = encoded(entry, req.headers['accept-encoding'])
  const head = hitHeaders(entry, encoding, body.length)
  if (!head) return false
  htmlCacheRequests.inc({ result: 'hit' })
  res.writeHead(entry.status, head)
  res.end(body)
  return true
}

/**
 * Node request middleware for server.mjs, run by the HTTP server before Express. `handle` is React
 * Router's fetch request handler for the same build. Requests with a session or toast cookie get
 * `private, no-store` and continue to the normal handler.
 */
export function createPublicCacheMiddleware(handle: FetchHandler) {
  startPublicCacheSync()
  return (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => {
    if (req.method !== 'GET') return next()
    const url = req.url ?? '/'
    const i = url.indexOf('?')
    const pathname = i === -1 ? url : url.slice(0, i)
    if (!isPublicPage(pathname)) return next()
    if (!isAnonymous(req.headers)) {
      res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
      res.setHeader('Vary', 'Cookie')
      return next()
    }
    serveAnonymous(req, res, pathname, i === -1 ? '' : url.slice(i), handle).catch((error) => {
      console.error('public cache: render failed, handing the request to the app', error)
      if (!res.headersSent) next(error)
      else res.destroy()
    })
  }
}
