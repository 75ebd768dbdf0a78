// The pieces server.mjs builds on: how many workers, who may read /metrics, route patterns.
import type { IncomingMessage } from 'node:http'
import { expect, test } from 'vitest'
import { webConcurrency } from '../../server/concurrency.mjs'
import { metricsAccess } from './metrics.server'
import { createRouteLabeler } from './route-label.server'

test('WEB_CONCURRENCY: PostgreSQL gets N workers, PGlite one with the reason, bad values refuse', () => {
  const pg = { DATABASE_URL: 'postgres://x/y' }
  expect(webConcurrency({}, 4)).toEqual({ workers: 1 })
  expect(webConcurrency({ ...pg, WEB_CONCURRENCY: '3' }, 4)).toEqual({ workers: 3 })
  expect(webConcurrency({ ...pg, WEB_CONCURRENCY: 'auto' }, 4)).toEqual({ workers: 4 })
  const lite = webConcurrency({ WEB_CONCURRENCY: '3' }, 4)
  expect(lite.workers).toBe(1)
  expect(lite.note).toMatch(/PGlite.*one process per data directory/)
  expect(webConcurrency({ ...pg, WEB_CONCURRENCY: 'lots' }, 4).error).toMatch(/WEB_CONCURRENCY/)
  expect(webConcurrency({ ...pg, WEB_CONCURRENCY: '0' }, 4).error).toMatch(/WEB_CONCURRENCY/)
})

function req(remoteAddress: string, headers: Record<string, string> = {}) {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage
}

test('/metrics: loopback without a proxy, or the bearer token; 404/401 otherwise', () => {
  expect(metricsAccess(req('127.0.0.1'), undefined)).toBe(200)
  expect(metricsAccess(req('::1'), undefined)).toBe(200)
  expect(metricsAccess(req('::ffff:127.0.0.1'), undefined)).toBe(200)
  // nginx on the same machine forwarding a remote client
  expect(metricsAccess(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), undefined)).toBe(404)
  expect(metricsAccess(req('10.0.0.7'), undefined)).toBe(404)
  const token = 'a-long-metrics-token-0123456789'
  expect(metricsAccess(req('10.0.0.7', { authorization: `Bearer ${token}` }), token)).toBe(200)
  expect(metricsAccess(req('10.0.0.7', { authorization: 'Bearer wrong' }), token)).toBe(401)
  // with a token, loopback alone is not enough
  expect(metricsAccess(req('127.0.0.1'), token)).toBe(401)
})

test('route labels are patterns, never the raw URL', () => {
  const label = createRouteLabeler({
    root: { id: 'root', path: '' },
    'routes/site/layout': { id: 'routes/site/layout', parentId: 'root' },
    'routes/site/home': { id: 'routes/site/home', parentId: 'routes/site/layout', index: true },
    'routes/site/article': {
      id: 'routes/site/article',
      parentId: 'routes/site/layout',
      path: 'hub/:hubId/:slug',
    },
    'routes/api/media': { id: 'routes/api/media', parentId: 'root', path: 'media/*' },
    'routes/site/splat': { id: 'routes/site/splat', parentId: 'routes/site/layout', path: '*' },
  })
  expect(label('/')).toBe('/')
  expect(label('/_root.data')).toBe('/')
  expect(label('/hub/game-face/my-story')).toBe('/hub/:hubId/:slug')
  expect(label('/hub/game-face/my-story.data')).toBe('/hub/:hubId/:slug')
  expect(label('/media/uploads/2026/a.webp')).toBe('/media/*')
  expect(label('/no/such/page')).toBe('/*')
})
