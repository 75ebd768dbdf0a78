// Anonymous beacons cannot raise or hide the page load alert: implausible values are dropped, one
// client (address) is one vote however many beacons it sends, and the alert takes the median over
// at least METRICS_ALERT_MIN_CLIENTS distinct clients. Every beacon goes through /api/beacon.
import { beforeEach, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { systemAlerts, systemMetrics } from '#app/db/schema'
import { checkPageLoad } from '#app/features/system/monitor.server'
import { action as beacon } from '#app/routes/api/beacon'
import { getEnv } from '#app/utils/env.server'
import { callRoute } from '#tests/route-result'

const MIN = getEnv().METRICS_ALERT_MIN_CLIENTS

function send(pageLoadTime: number, ip: string) {
  return callRoute(
    beacon,
    new Request('http://localhost:3000/api/beacon', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-client-ip': ip },
      body: JSON.stringify({ kind: 'metrics', page: '/', userAgent: 'Mozilla/5.0', pageLoadTime }),
    }),
  )
}

/** `count` beacons from one address. */
async function flood(pageLoadTime: number, ip: string, count = 30) {
  for (let i = 0; i < count; i++) expect((await send(pageLoadTime, ip)).status).toBe(204)
}
/** One beacon from each of `n` distinct addresses. */
async function visitors(pageLoadTime: number, n: number, net = '198.51.100') {
  for (let i = 1; i <= n; i++) expect((await send(pageLoadTime, `${net}.${i}`)).status).toBe(204)
}
const alertTitles = async () => (await db.select().from(systemAlerts)).map((a) => a.title)

beforeEach(async () => {
  await db.delete(systemMetrics)
  await db.delete(systemAlerts)
})

test('30 beacons of 600,000 ms from one client raise nothing; the values are not even stored', async () => {
  await flood(600_000, '203.0.113.66')
  expect(await db.$count(systemMetrics)).toBe(0)
  expect(await checkPageLoad()).toBeNull()
  expect(await alertTitles()).toEqual([])
})

test('one client sending slow but plausible loads is one vote among many', async () => {
  await flood(9_000, '203.0.113.67')
  await visitors(800, MIN)
  expect(await checkPageLoad()).toBeNull()
  expect(await alertTitles()).toEqual([])
})

test('too few distinct clients: no alert, however slow', async () => {
  await visitors(9_000, MIN - 1)
  expect(await checkPageLoad()).toBeNull()
})

test('many slow clients raise the alert; one client flooding fast loads cannot hide it', async () => {
  await visitors(6_500, MIN)
  await flood(100, '203.0.113.68')
  await flood(1, '2001:db8:1:2::9', 10)
  // another address of the same IPv6 /64 is the same client
  await flood(1, '2001:db8:1:2::10', 10)
  expect(await checkPageLoad()).not.toBeNull()
  expect(await alertTitles()).toEqual(['Critical Page Load Time'])
})
