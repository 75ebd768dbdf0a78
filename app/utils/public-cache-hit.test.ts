// The fast path of a fresh hit (serveFreshHit, called first by server.mjs) writes exactly what the
// general path writes for the same stored page: same status, headers (names, spelling, order) and body.
import { createServer, get as httpGet, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import {
  clearLocalPublicCache,
  createPublicCacheMiddleware,
  serveFreshHit,
} from './public-cache.server'
import { applySecurityHeaders } from './security-headers.server'

let renders = 0
let fastHits = 0
let server: Server
let port = 0

async function handle(request: Request) {
  renders++
  const url = new URL(request.url)
  const page = `<html><head><script>window.x=1</script></head><body>${'page '.repeat(300)}${url.pathname}</body></html>`
  return new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}

beforeAll(async () => {
  const mw = createPublicCacheMiddleware(handle)
  // what server.mjs does, in the same order
  server = createServer((req, res) => {
    if (serveFreshHit(req, res)) return void fastHits++
    applySecurityHeaders(req, res)
    mw(req, res, () => res.end('dynamic'))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))
beforeEach(() => {
  renders = 0
  fastHits = 0
  clearLocalPublicCache()
})

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; head: string[]; body: Buffer }>((resolve, reject) => {
    httpGet({ port, host: '127.0.0.1', path, headers }, (res: IncomingMessage) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        // everything but the date, in the order and spelling written
        const head: string[] = []
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i] !== 'Date')
            head.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`)
        resolve({ status: res.statusCode!, head, body: Buffer.concat(chunks) })
      })
    }).on('error', reject)
  })
}

test('a fresh hit on the fast path is the same response as on the general path', async () => {
  // the same page: the canonical key takes the fast path, the other order of its query the general one
  const fast = '/explore?sort=title&tab=recent'
  const general = '/explore?tab=recent&sort=title'
  expect((await get(fast)).head).toContain('x-cache: MISS')
  const etag = (await get(general)).head.find((h) => h.startsWith('etag: '))!.slice(6)
  const variants: Array<Record<string, string>> = [
    {},
    { 'accept-encoding': 'gzip, deflate' },
    { 'accept-encoding': 'gzip, deflate, br' },
    { 'if-none-match': etag },
    { cookie: '_ga=GA1.1.2' },
  ]
  for (const headers of variants) {
    const before = fastHits
    const a = await get(fast, headers)
    expect(fastHits, JSON.stringify(headers)).toBe(before + 1)
    const b = await get(general, headers)
    expect(fastHits).toBe(before + 1)
    expect(a.status).toBe(b.status)
    expect(a.head).toEqual(b.head)
    expect(a.head).toContain('x-cache: HIT')
    expect(a.body.equals(b.body)).toBe(true)
  }
  expect(renders).toBe(1)
})

test('everything but a fresh anonymous GET of a stored page takes the general path', async () => {
  await get('/about')
  const session = await get('/about', { cookie: 'better-auth.session_token=abc' })
  expect(session.body.toString()).toBe('dynamic')
  expect(session.head).toContain('Cache-Control: private, no-store')
  const head = await new Promise<number>((resolve) =>
    httpGet({ port, host: '127.0.0.1', path: '/about', method: 'HEAD' }, (res) => {
      res.resume()
      resolve(res.statusCode!)
    }),
  )
  expect(head).toBe(200)
  expect(fastHits).toBe(0)
  expect((await get('/about')).head).toContain('x-cache: HIT')
  expect(fastHits).toBe(1)
})
