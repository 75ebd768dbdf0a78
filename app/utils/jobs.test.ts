import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { db, rowsOf } from '#app/db/client.server'
import { claimJobRun, runScheduledJob } from './jobs.server'
import { metricsRegistry } from './metrics.server'

const HOUR = 60 * 60 * 1000

async function counter(name: string, job: string) {
  const m = await metricsRegistry.getSingleMetric(name)?.get()
  return m?.values.find((v) => v.labels.job === job)?.value ?? 0
}

test('of many processes claiming the same run at once, exactly one gets it', async () => {
  const now = new Date()
  const claims = await Promise.all(Array.from({ length: 12 }, () => claimJobRun('race', HOUR, now)))
  expect(claims.filter(Boolean)).toHaveLength(1)
  // later in the same period: nobody; a period on: one again
  expect(await claimJobRun('race', HOUR, new Date(now.getTime() + HOUR / 2))).toBe(false)
  const next = new Date(now.getTime() + HOUR)
  const again = await Promise.all(Array.from({ length: 6 }, () => claimJobRun('race', HOUR, next)))
  expect(again.filter(Boolean)).toHaveLength(1)
})

test('runScheduledJob runs the work once per period, counts runs and failures, retries sooner', async () => {
  const t0 = new Date('2030-01-01T00:00:00Z')
  let calls = 0
  const work = async () => void calls++
  const outcomes = await Promise.all(
    Array.from({ length: 5 }, () => runScheduledJob('nightly', 24 * HOUR, work, { now: t0 })),
  )
  expect(outcomes.sort()).toEqual(['ran', 'skipped', 'skipped', 'skipped', 'skipped'])
  expect(calls).toBe(1)
  expect(await counter('jobs_run_total', 'nightly')).toBe(1)

  const failing = async () => {
    throw new Error('disk full')
  }
  expect(await runScheduledJob('flaky', 24 * HOUR, failing, { retryAfterMs: HOUR })).toBe('failed')
  expect(await counter('jobs_failed_total', 'flaky')).toBe(1)
  const [row] = rowsOf<{ last_error: string; due_in_ms: number }>(
    await db.execute(
      sql`select last_error, extract(epoch from (last_run_at + interval '24 hours' - now())) * 1000 as due_in_ms from job_runs where name = 'flaky'`,
    ),
  )
  expect(row!.last_error).toBe('disk full')
  // due again about an hour from now, not a day
  expect(Number(row!.due_in_ms)).toBeGreaterThan(HOUR - 5 * 60_000)
  expect(Number(row!.due_in_ms)).toBeLessThan(HOUR + 5 * 60_000)
})
