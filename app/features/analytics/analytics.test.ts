import { sql } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { analyticsSalts, pageViews, searchMisses, systemMetrics } from '#app/db/schema'
import { loader as analyticsLoader } from '#app/routes/admin/analytics'
import { loader as performanceLoader } from '#app/routes/admin/performance'
import { loader as csvLoader } from '#app/routes/api/analytics-csv'
import { action as beacon } from '#app/routes/api/beacon'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import {
  classifyPath,
  dailySalt,
  recordSearchMiss,
  referrerHost,
  visitorHash,
} from './analytics.server'

let editor: TestUser
let member: TestUser

beforeAll(async () => {
  editor = await createUser({ role: 'editor' })
  member = await createUser()
})

function post(body: unknown, ip = '203.0.113.7', ua = 'Mozilla/5.0 (test)') {
  return new Request('http://localhost:3000/api/beacon', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-client-ip': ip, 'user-agent': ua },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

test('paths are classified; referrers keep only other sites’ hosts', () => {
  expect(classifyPath('/hub/game-face/race-day-glow')).toEqual({
    pageType: 'article',
    entityId: 'race-day-glow',
  })
  expect(classifyPath('/article/abc?x=1')).toEqual({ pageType: 'article', entityId: 'abc' })
  expect(classifyPath('/hub/fit-check/')).toEqual({ pageType: 'hub', entityId: 'fit-check' })
  expect(classifyPath('/explore')).toEqual({ pageType: 'page', entityId: null })
  expect(referrerHost('https://www.instagram.com/p/1', 'http://localhost:3000')).toBe(
    'instagram.com',
  )
  expect(referrerHost('http://localhost:3000/explore', 'http://localhost:3000')).toBeNull()
  expect(referrerHost('not a url', 'http://localhost:3000')).toBeNull()
})

test('a page view stores a daily salted hash, never the IP or user agent; the salt rotates', async () => {
  const res = await callRoute(
    beacon,
    post({ kind: 'view', page: '/hub/game-face', referrer: 'https://www.google.com/' }),
  )
  expect(res.status).toBe(204)
  const rows = await db.select().from(pageViews)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    pageType: 'hub',
    entityId: 'game-face',
    referrerHost: 'google.com',
  })
  const stored = JSON.stringify(rows)
  expect(stored).not.toContain('203.0.113.7')
  expect(stored).not.toContain('Mozilla')
  // the hash is stable within the day, different the next day; salts are kept apart and pruned
  const today = new Date()
  const tomorrow = new Date(today.getTime() + 24 * 3600_000)
  expect(await visitorHash('203.0.113.7', 'Mozilla/5.0 (test)', today)).toBe(rows[0]!.visitorHash)
  const next = await visitorHash('203.0.113.7', 'Mozilla/5.0 (test)', tomorrow)
  expect(next).not.toBe(rows[0]!.visitorHash)
  await dailySalt(new Date(today.getTime() + 3 * 24 * 3600_000))
  const days = (await db.select().from(analyticsSalts)).map((s) => s.day)
  expect(days).not.toContain(today.toISOString().slice(0, 10))
  // admin pages are never counted
  await callRoute(beacon, post({ kind: 'view', page: '/admin/system' }, '203.0.113.8'))
  expect(await db.$count(pageViews)).toBe(1)
})

test('metric beacons are validated, stored as performance rows, and rate-limited per client', async () => {
  expect((await callRoute(beacon, post('{nope'))).status).toBe(400)
  expect(
    (await callRoute(beacon, post({ kind: 'metrics', page: 'x', userAgent: 'a' }))).status,
  ).toBe(400)
  expect(
    (
      await callRoute(
        beacon,
        post({ kind: 'metrics', page: '/', userAgent: 'a', pageLoadTime: -5 }),
      )
    ).status,
  ).toBe(400)
  expect(
    (await callRoute(beacon, post({ kind: 'metrics', page: '/', userAgent: 'a'.repeat(101) })))
      .status,
  ).toBe(400)
  expect(await db.$count(systemMetrics)).toBe(0)

  const ok = await callRoute(
    beacon,
    post(
      {
        kind: 'metrics',
        page: '/explore?q=x',
        userAgent: 'Mozilla/5.0',
        pageLoadTime: 1234,
        domContentLoaded: 800,
        vitals: [
          { name: 'LCP', value: 1500.4, rating: 'good' },
          { name: 'CLS', value: 0.02 },
        ],
        marks: [{ name: 'hydrated', type: 'mark', value: 900 }],
      },
      '198.51.100.1',
    ),
  )
  expect(ok.status).toBe(204)
  const rows = await db.select().from(systemMetrics)
  expect(rows.map((r) => r.metricName).sort()).toEqual([
    'mark:hydrated',
    'page_load_time',
    'web_vital_cls',
    'web_vital_lcp',
  ])
  expect(rows.every((r) => r.category === 'performance')).toBe(true)
  expect(rows.find((r) => r.metricName === 'page_load_time')!.metadata).toMatchObject({
    page: '/explore',
    domContentLoaded: 800,
  })

  // default 30 per minute per client address
  const statuses: number[] = []
  for (let i = 0; i < 31; i++)
    statuses.push((await callRoute(beacon, post({ kind: 'view', page: '/' }, '192.0.2.55'))).status)
  expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true)
  expect(statuses[30]).toBe(429)
  // another client is not affected
  expect((await callRoute(beacon, post({ kind: 'view', page: '/' }, '192.0.2.56'))).status).toBe(
    204,
  )
})

test('analytics, its CSV and performance: anonymous and members refused; editors see the report', async () => {
  for (const fn of [analyticsLoader, csvLoader, performanceLoader]) {
    expect((await callRoute(fn, makeRequest('/admin/analytics'))).status).toBe(401)
    expect((await callRoute(fn, makeRequest('/admin/analytics', { user: member }))).status).toBe(
      403,
    )
  }
  await recordSearchMiss('  Ankle   TAPE ', '203.0.113.9')
  await recordSearchMiss('ankle tape', '203.0.113.9')
  const page = await callRoute(
    analyticsLoader,
    makeRequest('/admin/analytics?range=day', { user: editor }),
  )
  expect(page.status).toBe(200)
  expect(page.data.range).toBe('day')
  expect(page.data.views).toBeGreaterThan(0)
  expect(page.data.searchMisses).toEqual([{ term: 'ankle tape', searches: 2 }])
  expect(page.data.consent).toBeNull()
  // an unknown range falls back to a week
  expect(
    (await callRoute(analyticsLoader, makeRequest('/admin/analytics?range=year', { user: editor })))
      .data.range,
  ).toBe('week')

  const csv = await callRoute(
    csvLoader,
    makeRequest('/admin/analytics.csv?range=month', { user: editor }),
  )
  expect(csv.headers.get('Content-Type')).toContain('text/csv')
  expect(csv.data).toContain('searches with no results,ankle tape,2')

  const perf = await callRoute(
    performanceLoader,
    makeRequest('/admin/performance', { user: editor }),
  )
  expect(perf.status).toBe(200)
  const load = perf.data.perPage.find((r: { metric: string }) => r.metric === 'page_load_time')
  expect(load).toMatchObject({ page: '/explore', samples: 1, average: 1234 })
  expect(perf.data.recent.length).toBeLessThanOrEqual(100)
  await db.execute(sql`select 1`)
  expect(await db.$count(searchMisses)).toBe(2)
})
