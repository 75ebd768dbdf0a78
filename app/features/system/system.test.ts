import { eq, like } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, auditLogs, emailOutbox, hubs, systemAlerts, systemMetrics } from '#app/db/schema'
import { action, loader } from '#app/routes/admin/system'
import { countRequest, countServerError, resetErrorRate } from '#app/utils/error-rate.server'
import { listActiveAlerts, raiseSystemAlert } from '#app/utils/system-alerts.server'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { checkErrorRate, checkOverdueScheduled, checkPageLoad } from './monitor.server'
import { activeUsersDropped, errorRateLevel, pageLoadLevel, percentLevel } from './thresholds'

let admin: TestUser
let editor: TestUser
let member: TestUser

beforeAll(async () => {
  admin = await createUser({ role: 'admin' })
  editor = await createUser({ role: 'editor' })
  member = await createUser()
  await db
    .insert(hubs)
    .values({
      id: 'on-record',
      title: 'On Record',
      description: 'Career',
      icon: 'x',
      color: '#2f8f72',
    })
    .onConflictDoNothing()
})

test('product thresholds', () => {
  expect([pageLoadLevel(3000), pageLoadLevel(3001), pageLoadLevel(5001)]).toEqual([
    null,
    'warning',
    'critical',
  ])
  expect([errorRateLevel(2), errorRateLevel(2.5), errorRateLevel(5.1)]).toEqual([
    null,
    'warning',
    'critical',
  ])
  expect([
    activeUsersDropped(50, 100),
    activeUsersDropped(49, 100),
    activeUsersDropped(0, 0),
  ]).toEqual([false, true, false])
  expect([percentLevel(75), percentLevel(76), percentLevel(91)]).toEqual([null, 'warning', 'error'])
})

test('/admin/system: anonymous, members and editors are refused, nothing changed', async () => {
  const id = await raiseSystemAlert({
    alertType: 'warning',
    category: 'system',
    title: 'Guarded',
    description: '',
  })
  for (const [user, status] of [
    [null, 401],
    [member, 403],
    [editor, 403],
  ] as const) {
    expect((await callRoute(loader, makeRequest('/admin/system', { user }))).status).toBe(status)
    const res = await callRoute(
      action,
      makeRequest('/admin/system', { user, form: { intent: 'resolve', alertId: id! } }),
    )
    expect(res.status).toBe(status)
    const res2 = await callRoute(
      action,
      makeRequest('/admin/system', { user, form: { intent: 'test-email' } }),
    )
    expect(res2.status).toBe(status)
  }
  const [row] = await db.select().from(systemAlerts).where(eq(systemAlerts.id, id!))
  expect(row!.isActive).toBe(true)
  expect(await db.$count(emailOutbox, like(emailOutbox.subject, 'Test email%'))).toBe(0)
})

test('an admin sees health and alerts, resolves one (audited), sends a test email', async () => {
  const id = await raiseSystemAlert({
    alertType: 'critical',
    category: 'system',
    title: 'Disk nearly full',
    description: 'x',
  })
  // the same active alert is not raised twice
  expect(
    await raiseSystemAlert({
      alertType: 'critical',
      category: 'system',
      title: 'Disk nearly full',
      description: 'y',
    }),
  ).toBeNull()
  const page = await callRoute(loader, makeRequest('/admin/system', { user: admin }))
  expect(page.status).toBe(200)
  expect(page.data.health.database.kind).toMatch(/PostgreSQL|PGlite/)
  expect(
    page.data.health.tables.find((t: { name: string }) => t.name === 'users').rows,
  ).toBeGreaterThanOrEqual(3)
  expect(page.data.health.migrations.applied).toBeGreaterThan(0)
  expect(page.data.health.mailMode).toBe('Outbox')
  expect(page.data.alerts.map((a: { id: string }) => a.id)).toContain(id)

  const bad = await callRoute(
    action,
    makeRequest('/admin/system', { user: admin, form: { intent: 'resolve', alertId: 'nope' } }),
  )
  expect(bad.status).toBe(400)
  expect(bad.data.message).toBe('Alert not found')

  const ok = await callRoute(
    action,
    makeRequest('/admin/system', { user: admin, form: { intent: 'resolve', alertId: id! } }),
  )
  expect(ok.status).toBe(200)
  expect((await listActiveAlerts()).map((a) => a.id)).not.toContain(id)
  const [log] = await db.select().from(auditLogs).where(eq(auditLogs.entityId, id!))
  expect(log).toMatchObject({ action: 'resolve', entityType: 'system_alert', userId: admin.id })
  const again = await callRoute(
    action,
    makeRequest('/admin/system', { user: admin, form: { intent: 'resolve', alertId: id! } }),
  )
  expect(again.status).toBe(404)

  const mail = await callRoute(
    action,
    makeRequest('/admin/system', { user: admin, form: { intent: 'test-email' } }),
  )
  expect(mail.status).toBe(200)
  const sent = await db.select().from(emailOutbox).where(eq(emailOutbox.to, admin.email))
  expect(sent.map((m) => m.subject)).toContainEqual(expect.stringMatching(/^Test email from /))
})

test('the monitor raises alerts: slow pages, error rate, a scheduled article that did not publish', async () => {
  // ten visitors, each a client of its own (the alert needs METRICS_ALERT_MIN_CLIENTS of them)
  await db.insert(systemMetrics).values(
    [5200, 5600, 6100, 5300, 5400, 5500, 5700, 5800, 5900, 6000].map((v, i) => ({
      metricName: 'page_load_time',
      metricValue: v,
      metricUnit: 'ms',
      category: 'performance',
      metadata: { client: `client-${i}` },
    })),
  )
  expect(await checkPageLoad()).not.toBeNull()
  expect((await listActiveAlerts()).map((a) => a.title)).toContain('Critical Page Load Time')

  resetErrorRate()
  for (let i = 0; i < 100; i++) countRequest()
  for (let i = 0; i < 3; i++) countServerError()
  expect(await checkErrorRate()).not.toBeNull()
  const alerts = await listActiveAlerts()
  expect(alerts.find((a) => a.title === 'High Error Rate')?.alertType).toBe('warning')

  await db.insert(articles).values({
    slug: 'late',
    title: 'Late piece',
    hubId: 'on-record',
    status: 'scheduled',
    publishedAt: new Date(Date.now() - 10 * 60_000),
  })
  await checkOverdueScheduled()
  const late = (await listActiveAlerts()).find((a) => a.title.includes('Late piece'))
  expect(late).toMatchObject({ alertType: 'critical', category: 'content' })
})
