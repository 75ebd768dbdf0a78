import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { newsletterSubscribers } from '#app/db/schema'
import * as csvRoute from '#app/routes/api/newsletter-csv'
import * as newsletterRoute from '#app/routes/admin/newsletter'
import { createUser, makeRequest } from '#tests/factories'
import { callRoute } from '#tests/route-result'

test('admins see subscribers by status and search them; editors and members are refused', async () => {
  await db.insert(newsletterSubscribers).values([
    { email: 'ana@example.test', firstName: 'Ana', lastName: 'Silva', status: 'confirmed' },
    { email: 'bea@example.test', firstName: 'Bea', lastName: 'Okafor', status: 'pending' },
    { email: 'cam@example.test', firstName: 'Cam', lastName: 'Reyes', status: 'unsubscribed' },
  ])
  const [admin, editor, member] = await Promise.all([
    createUser({ role: 'admin' }),
    createUser({ role: 'editor' }),
    createUser(),
  ])
  for (const user of [null, member, editor]) {
    const res = await callRoute(newsletterRoute.loader, makeRequest('/admin/newsletter', { user }))
    expect([302, 401, 403]).toContain(res.status)
    const csv = await callRoute(csvRoute.loader, makeRequest('/admin/newsletter.csv', { user }))
    expect([302, 401, 403]).toContain(csv.status)
  }
  const all = await callRoute(
    newsletterRoute.loader,
    makeRequest('/admin/newsletter', { user: admin }),
  )
  expect(all.status).toBe(200)
  expect(all.data.counts).toEqual({ confirmed: 1, pending: 1, unsubscribed: 1 })
  const found = await callRoute(
    newsletterRoute.loader,
    makeRequest('/admin/newsletter?q=okafor&status=pending', { user: admin }),
  )
  expect(found.data.items.map((i: { email: string }) => i.email)).toEqual(['bea@example.test'])
  const csv = await callRoute(
    csvRoute.loader,
    makeRequest('/admin/newsletter.csv', { user: admin }),
  )
  expect(csv.status).toBe(200)
  expect(String(csv.data)).toContain('ana@example.test')
  expect(String(csv.data)).not.toContain('bea@example.test')
})
