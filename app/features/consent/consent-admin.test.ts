import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { db } from '#app/db/client.server'
import {
  auditLogs,
  consentAnalytics,
  consentPurposes,
  consentVendors,
  siteSettings,
  userConsent,
} from '#app/db/schema'
import { SEED_CONSENT_PURPOSES, SEED_CONSENT_VENDORS } from '#app/db/seed/settings'
import * as route from '#app/routes/admin/consent-settings'
import * as consentRoute from '#app/routes/api/consent'
import * as contextRoute from '#app/routes/api/consent-context'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'

vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
})

const post = (user: TestUser | null, form: Record<string, string | string[]>) =>
  callRoute(route.action, makeRequest('/admin/settings/consent', { user, form }))
const vendorRows = () => db.select().from(consentVendors)

beforeAll(async () => {
  await db.insert(consentPurposes).values(SEED_CONSENT_PURPOSES).onConflictDoNothing()
  await db.insert(consentVendors).values(SEED_CONSENT_VENDORS).onConflictDoNothing()
})

const purposeRow = async (purposeId: number) =>
  (await db.select().from(consentPurposes).where(eq(consentPurposes.purposeId, purposeId)))[0]!

describe('admin Consent tab', () => {
  test('anonymous, members and editors are refused and nothing changes', async () => {
    const member = await createUser()
    const editor = await createUser({ role: 'editor' })
    const before = await vendorRows()
    for (const user of [null, member, editor]) {
      const add = await post(user, {
        intent: 'add-vendor',
        vendorId: '4242',
        name: 'Sneaky',
        privacyPolicyUrl: 'https://example.com/privacy',
        purposes: ['2'],
      })
      expect([401, 403]).toContain(add.status)
      const off = await post(user, {
        intent: 'set-vendor-active',
        vendorId: '755',
        active: 'false',
      })
      expect([401, 403]).toContain(off.status)
      const loaded = await callRoute(route.loader, makeRequest('/admin/settings/consent', { user }))
      expect([401, 403]).toContain(loaded.status)
    }
    expect(await vendorRows()).toEqual(before)
    expect(await db.select().from(auditLogs)).toHaveLength(0)
  })

  test('an admin adds and deactivates partners, edits a purpose and sets the tag; each audited', async () => {
    const admin = await createUser({ role: 'admin' })
    const add = await post(admin, {
      intent: 'add-vendor',
      vendorId: '91',
      name: 'Criteo',
      privacyPolicyUrl: 'https://www.criteo.com/privacy/',
      purposes: ['3', '5'],
    })
    expect(add.status).toBe(200)
    const [criteo] = await db.select().from(consentVendors).where(eq(consentVendors.vendorId, 91))
    expect(criteo).toMatchObject({ name: 'Criteo', purposes: [3, 5], isActive: true })
    expect(
      (
        await post(admin, {
          intent: 'add-vendor',
          vendorId: '91',
          name: 'Again',
          privacyPolicyUrl: 'https://a.example/p',
          purposes: ['2'],
        })
      ).status,
    ).toBe(409)

    expect(
      (await post(admin, { intent: 'set-vendor-active', vendorId: '91', active: 'false' })).status,
    ).toBe(200)
    const [off] = await db.select().from(consentVendors).where(eq(consentVendors.vendorId, 91))
    expect(off!.isActive).toBe(false)

    const desc = 'Counts visits so we learn which stories help athletes most.'
    expect(
      (await post(admin, { intent: 'update-purpose', purposeId: '2', description: desc })).status,
    ).toBe(200)
    const [p] = await db.select().from(consentPurposes).where(eq(consentPurposes.purposeId, 2))
    expect(p!.description).toBe(desc)

    expect((await post(admin, { intent: 'tag-manager', tagManagerId: 'gtm-ab12cd3' })).status).toBe(
      200,
    )
    const [tag] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'tag_manager_id'))
    expect(tag!.value).toBe('GTM-AB12CD3')

    const audits = await db.select().from(auditLogs)
    expect(audits.map((a) => `${a.action}:${a.entityType}`).sort()).toEqual([
      'create:consent_vendor',
      'deactivate:consent_vendor',
      'update:consent_purpose',
      'update:site_settings',
    ])

    const loaded = await callRoute(
      route.loader,
      makeRequest('/admin/settings/consent', { user: admin }),
    )
    expect(loaded.status).toBe(200)
    expect(loaded.data.tagManagerId).toBe('GTM-AB12CD3')
    expect(loaded.data.vendors.map((v: { name: string }) => v.name)).toContain('Criteo')
  })

  test('deactivating a purpose: members and editors refused; readers are no longer asked; audited', async () => {
    const member = await createUser()
    const editor = await createUser({ role: 'editor' })
    const admin = await createUser({ role: 'admin' })
    const auditsBefore = (await db.select().from(auditLogs)).length
    for (const user of [null, member, editor]) {
      const r = await post(user, { intent: 'set-purpose-active', purposeId: '5', active: 'false' })
      expect([401, 403]).toContain(r.status)
    }
    expect((await purposeRow(5)).isActive).toBe(true)
    expect(await db.select().from(auditLogs)).toHaveLength(auditsBefore)

    // the essential purpose stays on
    const essential = await post(admin, {
      intent: 'set-purpose-active',
      purposeId: '1',
      active: 'false',
    })
    expect(essential.status).toBe(400)
    expect(essential.data.message).toBe('Necessary cookies are always on')
    expect((await purposeRow(1)).isActive).toBe(true)

    const off = await post(admin, { intent: 'set-purpose-active', purposeId: '5', active: 'false' })
    expect(off.status).toBe(200)
    expect((await purposeRow(5)).isActive).toBe(false)
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'consent_purpose'), eq(auditLogs.entityId, '5')))
    expect(audit).toMatchObject({ action: 'deactivate', entityId: '5', userId: admin.id })

    // the admin still sees it (to reactivate); the banner's context no longer offers it
    const loaded = await callRoute(
      route.loader,
      makeRequest('/admin/settings/consent', { user: admin }),
    )
    expect(loaded.data.purposes.map((p: { name: string }) => p.name)).toContain('marketing')
    const ctx = await callRoute(
      contextRoute.loader,
      new Request('http://localhost/api/consent/context', { headers: { 'CF-IPCountry': 'US' } }),
    )
    expect(ctx.data.purposes.map((p: { name: string }) => p.name)).toEqual([
      'necessary',
      'analytics',
      'advertising',
      'preferences',
    ])

    // a reader sending marketing anyway is recorded as not consenting to it
    const saved = await callRoute(
      consentRoute.action,
      new Request('http://localhost/api/consent', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-IPCountry': 'US' },
        body: JSON.stringify({
          version: '2.0',
          categories: {
            necessary: true,
            analytics: true,
            advertising: true,
            preferences: true,
            marketing: true,
          },
          method: 'accept_all',
          source: 'banner',
        }),
      }),
    )
    expect(saved.status).toBe(200)
    const [record] = await db.select().from(userConsent)
    expect(record).toMatchObject({ analytics: true, advertising: true, marketing: false })
    await db.delete(userConsent)
    await db.delete(consentAnalytics)

    const on = await post(admin, { intent: 'set-purpose-active', purposeId: '5', active: 'true' })
    expect(on.status).toBe(200)
    expect((await purposeRow(5)).isActive).toBe(true)
    const actions = (
      await db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entityType, 'consent_purpose'), eq(auditLogs.entityId, '5')))
    ).map((a) => a.action)
    expect(actions.sort()).toEqual(['activate', 'deactivate'])
  })

  test('bad input: 400 with the message, nothing stored', async () => {
    const admin = await createUser({ role: 'admin' })
    const before = await vendorRows()
    const bad = await post(admin, {
      intent: 'add-vendor',
      vendorId: 'x',
      name: '',
      privacyPolicyUrl: 'http://insecure',
      purposes: [],
    })
    expect(bad.status).toBe(400)
    expect(bad.data.errors.vendorId).toBe('Vendor ID must be a number')
    expect((await post(admin, { intent: 'tag-manager', tagManagerId: '<script>' })).status).toBe(
      400,
    )
    expect((await post(admin, { intent: 'nope' })).status).toBe(400)
    expect(await vendorRows()).toEqual(before)
  })

  test('statistics per day and jurisdiction, weighted across countries', async () => {
    const admin = await createUser({ role: 'admin' })
    const today = new Date().toISOString().slice(0, 10)
    await db.insert(consentAnalytics).values([
      {
        date: today,
        countryCode: 'DE',
        jurisdiction: 'GDPR',
        totalRequests: 3,
        acceptedAll: 3,
        analyticsAcceptanceRate: 1,
        advertisingAcceptanceRate: 1,
        marketingAcceptanceRate: 1,
      },
      {
        date: today,
        countryCode: 'FR',
        jurisdiction: 'GDPR',
        totalRequests: 1,
        acceptedNecessaryOnly: 1,
      },
    ])
    const loaded = await callRoute(
      route.loader,
      makeRequest('/admin/settings/consent', { user: admin }),
    )
    expect(loaded.data.stats).toEqual([
      expect.objectContaining({
        date: today,
        jurisdiction: 'GDPR',
        totalRequests: 4,
        acceptedAll: 3,
        acceptedNecessaryOnly: 1,
        analyticsRate: 0.75,
      }),
    ])
  })
})
