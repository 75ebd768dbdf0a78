import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import postgres from 'postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { dbKind } from '#app/db/client.server'
import {
  INVALIDATE_CHANNEL,
  clearLocalPublicCache,
  createPublicCacheMiddleware,
  invalidatePublicCache,
  publicCacheKey,
} from './public-cache.server'

let renders: string[] = []
let seenCookies: Array<string | null> = []
let server: Server
let base = ''

// stands in for React Router: a page per path, with a few special cases
async function handle(request: Request) {
  const url = new URL(request.url)
  renders.push(url.pathname + url.search)
  seenCookies.push(request.headers.get('Cookie'))
  if (url.pathname === '/hub/missing')
    return new Response('nope', { status: 404, headers: { 'Content-Type': 'text/html' } })
  if (url.pathname === '/about')
    return new Response('<p>hi</p>', {
      headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'x=1' },
    })
  return new Response(`<html><body>${'page '.repeat(200)}${url.pathname}</body></html>`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })
}

beforeAll(async () => {
  const mw = createPublicCacheMiddleware(handle)
  server = createServer((req, res) =>
    mw(req, res, () => {
      res.setHeader('X-Next', 'react-router')
      res.end('dynamic')
    }),
  )
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))
beforeEach(() => {
  renders = []
  clearLocalPublicCache()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { 'Accept-Encoding': 'identity', ...headers } })

describe('public HTML cache', () => {
  test('anonymous readers share one render, with public caching headers', async () => {
    const a = await get('/hub/game-face/some-article')
    const b = await get('/hub/game-face/some-article')
    expect(renders).toEqual(['/hub/game-face/some-article'])
    expect(a.headers.get('X-Cache')).toBe('MISS')
    expect(b.headers.get('X-Cache')).toBe('HIT')
    expect(b.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
    expect(await b.text()).toBe(await a.text())
  })

  test('concurrent misses render once', async () => {
    await Promise.all(Array.from({ length: 5 }, () => get('/explore?tab=trending')))
    expect(renders).toEqual(['/explore?tab=trending'])
  })

  test('requests with a session or toast cookie go to the app, marked private', async () => {
    for (const cookie of [
      'better-auth.session_token=abc',
      'x=1; __Secure-better-auth.session_token=abc',
      '__Host-better-auth.session_token=abc',
      'toast=eyJ0eXBlIjoi; x=1',
    ]) {
      await get('/article/some-article') // a stored page must not leak to them either
      const res = await get('/article/some-article', { Cookie: cookie })
      expect(res.headers.get('X-Next'), cookie).toBe('react-router')
      expect(res.headers.get('Cache-Control')).toBe('private, no-store')
      expect(res.headers.get('X-Cache')).toBeNull()
    }
    expect(renders).toEqual(['/article/some-article'])
  })

  test('a foreign cookie still gets the shared page, rendered without it', async () => {
    seenCookies = []
    const first = await get('/article/some-article', { Cookie: 'x=1' })
    const second = await get('/article/some-article', { Cookie: '_ga=GA1.1.2; cf_clearance=abc' })
    expect(first.headers.get('X-Cache')).toBe('MISS')
    expect(second.headers.get('X-Cache')).toBe('HIT')
    expect(second.headers.get('Cache-Control')).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    )
    expect(renders).toEqual(['/article/some-article'])
    expect(seenCookies).toEqual([null])
  })

  test('non-public paths and other methods pass through', async () => {
    expect((await get('/admin')).headers.get('X-Next')).toBe('react-router')
    expect((await get('/api/search?q=x')).headers.get('X-Next')).toBe('react-router')
    expect((await fetch(base + '/', { method: 'POST' })).headers.get('X-Next')).toBe('react-router')
  })

  test('free-text queries are rendered every time, never stored', async () => {
    await get('/explore?q=skin')
    const res = await get('/explore?q=skin')
    expect(res.headers.get('X-Cache')).toBe('BYPASS')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
    expect(renders).toHaveLength(2)
  })

  test('a page rendered for one reader with its own nonce has no ETag and no hash CSP', async () => {
    // server.mjs gives every request a nonce (applySecurityHeaders) and sets the nonce CSP itself
    const nonce = { 'x-csp-nonce': 'abc' }
    const once = await get('/explore?q=skin', nonce)
    expect(once.headers.get('X-Cache')).toBe('BYPASS')
    expect(once.headers.get('ETag')).toBeNull()
    expect(once.headers.get('Content-Security-Policy')).toBeNull()
    // a stored page keeps both, nonce or not; so does a page rendered once without a nonce
    const stored = await get('/explore', nonce)
    expect(stored.headers.get('ETag')).toMatch(/^W\/"/)
    expect(stored.headers.get('Content-Security-Policy')).toMatch(/script-src/)
    expect((await get('/explore?q=skin')).headers.get('ETag')).toMatch(/^W\/"/)
  })

  test('errors and responses that set cookies are not stored', async () => {
    await get('/hub/missing')
    const missing = await get('/hub/missing')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Cache-Control')).toBeNull()
    await get('/about')
    await get('/about')
    expect(renders).toEqual(['/hub/missing', '/hub/missing', '/about', '/about'])
  })

  test('invalidatePublicCache() drops every stored page', async () => {
    await get('/')
    await get('/')
    await invalidatePublicCache()
    expect((await get('/')).headers.get('X-Cache')).toBe('MISS')
    expect(renders).toEqual(['/', '/'])
  })

  test('compressed variants and ETag revalidation', async () => {
    const first = await get('/products', { 'Accept-Encoding': 'gzip' })
    expect(first.headers.get('Content-Encoding')).toBe('gzip')
    const raw = await fetch(base + '/products', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(raw.headers.get('Vary')).toContain('Accept-Encoding')
    const etag = first.headers.get('ETag')!
    const again = await get('/products', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    // fetch decodes gzip: the text is the page itself
    expect(await raw.text()).toBe(await (await get('/products')).text())
  })
})

describe('publicCacheKey', () => {
  test('bounded query strings, normalised order', () => {
    expect(publicCacheKey('/explore', '?sort=title&tab=recent')).toBe(
      '/explore?sort=title&tab=recent',
    )
    expect(publicCacheKey('/explore', '?tab=recent&sort=title')).toBe(
      '/explore?sort=title&tab=recent',
    )
    expect(publicCacheKey('/explore', '?q=anything')).toBeNull()
    expect(publicCacheKey('/explore', '?utm_source=x')).toBeNull()
    expect(publicCacheKey('/hub/game-face', '?page=2')).toBe('/hub/game-face?page=2')
    expect(publicCacheKey('/hub/game-face', '?page=99999')).toBeNull()
    expect(publicCacheKey('/profile', '')).toBeNull()
    expect(publicCacheKey('/admin', '')).toBeNull()
  })
})

// several app processes share one PostgreSQL: an invalidation in one empties the others
describe.runIf(Boolean(process.env.DATABASE_URL))('across processes (PostgreSQL)', () => {
  test('invalidatePublicCache() notifies, and a notification from another process empties this cache', async () => {
    expect(dbKind).toBe('postgres')
    const other = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} })
    try {
      const received: string[] = []
      await other.listen(INVALIDATE_CHANNEL, (payload) => received.push(payload))
      await invalidatePublicCache()
      await expect.poll(() => received.length).toBe(1)

      await get('/hub/on-record')
      expect((await get('/hub/on-record')).headers.get('X-Cache')).toBe('HIT')
      await other`select pg_notify(${INVALIDATE_CHANNEL}, 'another-process')`
      await expect
        .poll(async () => (await get('/hub/on-record')).headers.get('X-Cache'))
        .toBe('MISS')
    } finally {
      await other.end()
    }
  })
})
