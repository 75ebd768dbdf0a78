import { desc, eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { db } from '#app/db/client.server'
import {
  consentAnalytics,
  consentPurposes,
  consentVendors,
  userConsent,
  userSubmissions,
  users,
} from '#app/db/schema'
import { SEED_CONSENT_PURPOSES, SEED_CONSENT_VENDORS } from '#app/db/seed/settings'
import * as consentRoute from '#app/routes/api/consent'
import * as contextRoute from '#app/routes/api/consent-context'
import * as storyRoute from '#app/routes/site/story'
import { createUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { addMonths, isConsentStale, MAX_CONSENT_BODY_BYTES } from './consent.schema'
import { decodeTcString } from './tcf.server'

vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
})

const SESSION = '7d4f2c1e-5b6a-4c3d-9e8f-0a1b2c3d4e5f'
const ALL = {
  necessary: true,
  analytics: true,
  advertising: true,
  preferences: true,
  marketing: true,
}
const NONE = {
  necessary: true,
  analytics: false,
  advertising: false,
  preferences: false,
  marketing: false,
}

let reader = 0
function post(
  body: unknown,
  opts: { country?: string; cookie?: string; gpc?: boolean; path?: string; raw?: string } = {},
) {
  const headers = new Headers({
    'Content-Type': 'application/json',
    'CF-IPCountry': opts.country ?? 'DE',
    // a reader each: saves are limited per client address
    'x-client-ip': `198.51.100.${++reader % 250}`,
  })
  if (opts.cookie) headers.set('Cookie', opts.cookie)
  if (opts.gpc) headers.set('Sec-GPC', '1')
  return new Request(`http://localhost:3000${opts.path ?? '/api/consent'}`, {
    method: 'POST',
    headers,
    body: opts.raw ?? JSON.stringify(body),
  })
}
const save = (body: unknown, opts: Parameters<typeof post>[1] = {}) =>
  callRoute(
    consentRoute.action,
    post(body, opts),
    opts.path?.endsWith('/link') ? { intent: 'link' } : {},
  )
const valid = (over: Record<string, unknown> = {}) => ({
  version: '2.0',
  categories: ALL,
  method: 'accept_all',
  source: 'banner',
  sessionId: SESSION,
  ...over,
})
const records = () => db.select().from(userConsent)

beforeAll(async () => {
  await db.insert(consentPurposes).values(SEED_CONSENT_PURPOSES).onConflictDoNothing()
  await db.insert(consentVendors).values(SEED_CONSENT_VENDORS).onConflictDoNothing()
})

beforeEach(async () => {
  await db.delete(userConsent)
  await db.delete(consentAnalytics)
})

describe('GET /api/consent/context', () => {
  test('answers jurisdiction, version and the active vendors and purposes, never cached', async () => {
    await db.insert(consentPurposes).values(SEED_CONSENT_PURPOSES).onConflictDoNothing()
    await db.insert(consentVendors).values(SEED_CONSENT_VENDORS).onConflictDoNothing()
    await db
      .update(consentVendors)
      .set({ isActive: false })
      .where(eq(consentVendors.vendorId, 3301))
    const r = await callRoute(
      contextRoute.loader,
      new Request('http://localhost/api/consent/context', { headers: { 'CF-IPCountry': 'FR' } }),
    )
    expect(r.status).toBe(200)
    expect(r.headers.get('Cache-Control')).toBe('private, no-store')
    expect(r.data).toMatchObject({
      countryCode: 'FR',
      jurisdiction: 'GDPR',
      consentRequired: true,
      version: '2.0',
      gpc: false,
      minor: false,
      signedIn: false,
      stored: null,
    })
    expect(r.data.purposes.map((p: { name: string }) => p.name)).toEqual([
      'necessary',
      'analytics',
      'advertising',
      'preferences',
      'marketing',
    ])
    expect(r.data.vendors).toHaveLength(SEED_CONSENT_VENDORS.length - 1)
    expect(r.data.vendors.map((v: { name: string }) => v.name)).not.toContain('Pinterest Tag')
  })
})

describe('POST /api/consent records', () => {
  test('accept all, anonymous: session id, country, jurisdiction, flags, method, source, 13-month expiry', async () => {
    const before = Date.now()
    const r = await save(valid())
    expect(r.status).toBe(200)
    const [row] = await records()
    expect(row).toMatchObject({
      userId: null,
      sessionId: SESSION,
      countryCode: 'DE',
      jurisdiction: 'GDPR',
      consentVersion: '2.0',
      ...ALL,
      consentMethod: 'accept_all',
      consentSource: 'banner',
    })
    const expected = addMonths(row!.createdAt, 13).getTime()
    expect(row!.expiresAt.getTime()).toBe(expected)
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
    // GDPR: an IAB TC string with the vendor consents it carries
    expect(decodeTcString(row!.tcfConsentString!)).not.toBeNull()
    expect(row!.tcfVendorConsents).toMatchObject({ '755': true, '1042': true })
    expect(r.data.consent.tcString).toBe(row!.tcfConsentString)
    expect(r.data.consent).toMatchObject({
      version: '2.0',
      jurisdiction: 'GDPR',
      method: 'accept_all',
    })
  })

  test('necessary only and custom, from settings, for a member: user id and 390-day expiry', async () => {
    const user = await createUser()
    expect(
      (
        await save(valid({ categories: NONE, method: 'necessary_only' }), {
          cookie: user.cookie,
          country: 'US',
        })
      ).status,
    ).toBe(200)
    const custom = { ...NONE, analytics: true, preferences: true }
    expect(
      (
        await save(valid({ categories: custom, method: 'custom', source: 'settings' }), {
          cookie: user.cookie,
          country: 'US',
        })
      ).status,
    ).toBe(200)
    const rows = await db.select().from(userConsent).where(eq(userConsent.userId, user.id))
    expect(rows).toHaveLength(2)
    const c = rows.find((r) => r.consentMethod === 'custom')!
    expect(c).toMatchObject({
      jurisdiction: 'CCPA',
      countryCode: 'US',
      consentSource: 'settings',
      ...custom,
    })
    expect(c.expiresAt.getTime() - c.createdAt.getTime()).toBe(390 * 24 * 60 * 60 * 1000)
    expect(c.tcfConsentString).toBeNull() // TCF strings are for GDPR readers
    const n = rows.find((r) => r.consentMethod === 'necessary_only')!
    expect(n).toMatchObject(NONE)
  })

  test('GPC: advertising and marketing off, recorded as gpc (header or navigator flag)', async () => {
    await save(valid(), { gpc: true, country: 'US' })
    await save(valid({ gpc: true, sessionId: undefined }), { country: 'US' })
    const rows = await records()
    expect(rows).toHaveLength(2)
    for (const row of rows)
      expect(row).toMatchObject({
        consentMethod: 'gpc',
        advertising: false,
        marketing: false,
        analytics: true,
        preferences: true,
      })
  })

  test('a CCPA reader sending Sec-GPC: 1 is told so by the context; the record the banner makes unasked says gpc', async () => {
    const ctx = await callRoute(
      contextRoute.loader,
      new Request('http://localhost/api/consent/context', {
        headers: { 'CF-IPCountry': 'US', 'Sec-GPC': '1' },
      }),
    )
    expect(ctx.data).toMatchObject({ jurisdiction: 'CCPA', gpc: true, stored: null })
    // the manager's own request (method gpc); even a body that claims advertising is refused it
    const res = await save(valid({ method: 'gpc' }), { gpc: true, country: 'US' })
    expect(res.status).toBe(200)
    expect(res.data.consent).toMatchObject({ method: 'gpc', jurisdiction: 'CCPA' })
    const [row] = await records()
    expect(row).toMatchObject({
      consentMethod: 'gpc',
      jurisdiction: 'CCPA',
      advertising: false,
      marketing: false,
      analytics: true,
    })
  })

  test('a member under 18, or of unknown age, cannot switch advertising or marketing on', async () => {
    const user = await createUser()
    const sixteen = new Date()
    sixteen.setUTCFullYear(sixteen.getUTCFullYear() - 16)
    await db
      .update(users)
      .set({ birthDate: sixteen.toISOString().slice(0, 10) })
      .where(eq(users.id, user.id))
    const unknown = await createUser()
    await db.update(users).set({ birthDate: null }).where(eq(users.id, unknown.id))
    for (const member of [user, unknown]) {
      const ctx = await callRoute(
        contextRoute.loader,
        new Request('http://localhost/api/consent/context', {
          headers: { Cookie: member.cookie, 'CF-IPCountry': 'DE' },
        }),
      )
      expect(ctx.data).toMatchObject({ minor: true, signedIn: true })
      // the banner's Accept all, and a hand-made request asking for both
      const res = await save(valid(), { cookie: member.cookie })
      expect(res.data.consent.categories).toMatchObject({ advertising: false, marketing: false })
      const rows = await db.select().from(userConsent).where(eq(userConsent.userId, member.id))
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        advertising: false,
        marketing: false,
        analytics: true,
        consentMethod: 'accept_all',
      })
    }
    // the /profile form: the boxes are ignored the same way
    const profileRoute = await import('#app/routes/site/profile')
    const form = await callRoute(
      profileRoute.action,
      new Request('http://localhost:3000/profile', {
        method: 'POST',
        headers: {
          Cookie: user.cookie,
          Origin: 'http://localhost:3000',
          'CF-IPCountry': 'DE',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ intent: 'consent', advertising: 'on', marketing: 'on' }),
      }),
    )
    expect(form.status).toBe(200)
    const [latest] = await db
      .select()
      .from(userConsent)
      .where(eq(userConsent.userId, user.id))
      .orderBy(desc(userConsent.createdAt))
    expect(latest).toMatchObject({
      consentSource: 'settings',
      advertising: false,
      marketing: false,
    })
    // an adult keeps what they chose
    const adult = await createUser()
    await save(valid(), { cookie: adult.cookie })
    const [a] = await db.select().from(userConsent).where(eq(userConsent.userId, adult.id))
    expect(a).toMatchObject({ marketing: true, advertising: true })
  })

  test('a member of unknown age (no birth date, e.g. made by a script) gets the minors’ rules', async () => {
    const user = await createUser()
    await db.update(users).set({ birthDate: null }).where(eq(users.id, user.id))
    const ctx = await callRoute(
      contextRoute.loader,
      new Request('http://localhost/api/consent/context', {
        headers: { Cookie: user.cookie, 'CF-IPCountry': 'DE' },
      }),
    )
    expect(ctx.data).toMatchObject({ minor: true, signedIn: true })
    await save(valid(), { cookie: user.cookie })
    const [row] = await db.select().from(userConsent).where(eq(userConsent.userId, user.id))
    expect(row).toMatchObject({ marketing: false })
  })

  test("a story by a member under 18 asks robots not to index it; an adult's does not", async () => {
    const minor = await createUser()
    const adult = await createUser()
    const fifteen = new Date()
    fifteen.setUTCFullYear(fifteen.getUTCFullYear() - 15)
    await db
      .update(users)
      .set({ birthDate: fifteen.toISOString().slice(0, 10) })
      .where(eq(users.id, minor.id))
    // different categories: a minor's story in the adult's 'more stories' would count too
    const story = (userId: string, title: string) => ({
      title,
      content: 'Six mornings a week at the pool before school, and what it taught me about rest.',
      category: userId === minor.id ? 'training' : 'coaching',
      status: 'approved' as const,
      userId,
    })
    const [byMinor, byAdult] = await db
      .insert(userSubmissions)
      .values([story(minor.id, 'Pool before school'), story(adult.id, 'Coaching my sister')])
      .returning({ id: userSubmissions.id })
    const matches = [{ id: 'root', loaderData: { siteUrl: 'http://localhost:3000' } }]
    const robotsOf = async (storyId: string) => {
      const r = await callRoute(
        storyRoute.loader,
        new Request(`http://localhost/community/story/${storyId}`),
        { storyId },
      )
      expect(r.status).toBe(200)
      const meta = storyRoute.meta({ loaderData: r.data, matches, params: { storyId } } as never)
      return meta.find((m) => 'name' in m && m.name === 'robots')
    }
    expect(await robotsOf(byMinor!.id)).toEqual({ name: 'robots', content: 'noindex, nofollow' })
    expect(await robotsOf(byAdult!.id)).toBeUndefined()
  })

  test('signing in links the browser records to the member; the context returns them', async () => {
    await save(valid({ categories: NONE, method: 'necessary_only' }))
    const user = await createUser()
    const link = await save(
      { sessionId: SESSION },
      { cookie: user.cookie, path: '/api/consent/link' },
    )
    expect(link.status).toBe(200)
    expect(link.data).toEqual({ ok: true, linked: 1 })
    const [row] = await records()
    expect(row!.userId).toBe(user.id)
    const ctx = await callRoute(
      contextRoute.loader,
      new Request('http://localhost/api/consent/context', {
        headers: { Cookie: user.cookie, 'CF-IPCountry': 'DE' },
      }),
    )
    expect(ctx.data.stored).toMatchObject({
      method: 'necessary_only',
      jurisdiction: 'GDPR',
      version: '2.0',
    })
    // anonymous linking is refused
    expect((await save({ sessionId: SESSION }, { path: '/api/consent/link' })).status).toBe(401)
  })
})

describe('consent_analytics', () => {
  test('concurrent saves: exact counts and acceptance rates', async () => {
    const saves = [
      ...Array.from({ length: 12 }, () => valid()),
      ...Array.from({ length: 6 }, () => valid({ categories: NONE, method: 'necessary_only' })),
      ...Array.from({ length: 6 }, () =>
        valid({ categories: { ...NONE, analytics: true }, method: 'custom' }),
      ),
    ]
    const results = await Promise.all(saves.map((b) => save(b, { country: 'FR' })))
    expect(results.every((r) => r.status === 200)).toBe(true)
    const [row] = await db
      .select()
      .from(consentAnalytics)
      .where(eq(consentAnalytics.countryCode, 'FR'))
    expect(row).toMatchObject({
      jurisdiction: 'GDPR',
      totalRequests: 24,
      acceptedAll: 12,
      acceptedNecessaryOnly: 6,
      customSelections: 6,
    })
    expect(row!.date).toBe(new Date().toISOString().slice(0, 10))
    expect(row!.analyticsAcceptanceRate).toBeCloseTo(18 / 24, 5)
    expect(row!.advertisingAcceptanceRate).toBeCloseTo(12 / 24, 5)
    expect(row!.marketingAcceptanceRate).toBeCloseTo(12 / 24, 5)
    expect(await records()).toHaveLength(24)
  })
})

describe('bad input stores nothing', () => {
  const cases: Array<[string, Parameters<typeof post>[1] & { body?: unknown }]> = [
    ['unknown category', { body: valid({ categories: { ...ALL, tracking: true } }) }],
    ['necessary off', { body: valid({ categories: { ...ALL, necessary: false } }) }],
    ['missing category', { body: valid({ categories: { necessary: true, analytics: true } }) }],
    ['wrong version', { body: valid({ version: '1.0' }) }],
    ['unknown method', { body: valid({ method: 'everything' }) }],
    ['unknown field', { body: { ...valid(), admin: true } }],
    ['bad session id', { body: valid({ sessionId: 'not-a-uuid' }) }],
    ['malformed TC string', { body: valid({ tcString: 'CPz-not-a-real-string' }) }],
    ['TC string with bad characters', { body: valid({ tcString: '<script>' }) }],
    ['not JSON', { raw: '{"version":' }],
    ['huge body', { raw: JSON.stringify({ ...valid(), pad: 'x'.repeat(MAX_CONSENT_BODY_BYTES) }) }],
  ]
  test.each(cases)('%s: 4xx', async (_name, opts) => {
    const r = await save(opts.body, opts)
    expect(r.status).toBeGreaterThanOrEqual(400)
    expect(r.status).toBeLessThan(500)
    expect(r.data.ok).toBe(false)
    expect(await records()).toHaveLength(0)
    expect(await db.select().from(consentAnalytics)).toHaveLength(0)
  })

  test('a form post instead of JSON: 415', async () => {
    const r = await callRoute(
      consentRoute.action,
      new Request('http://localhost/api/consent', {
        method: 'POST',
        body: new URLSearchParams({ version: '2.0' }),
      }),
    )
    expect(r.status).toBe(415)
    expect(await records()).toHaveLength(0)
  })
})

describe('staleness', () => {
  const made = '2025-01-31T12:00:00.000Z'
  const stored = { version: '2.0', jurisdiction: 'GDPR' as const, timestamp: made }
  test('GDPR: valid for 13 months to the millisecond', () => {
    const limit = addMonths(new Date(made), 13) // 2026-02-28T12:00Z (month end clamps)
    expect(limit.toISOString()).toBe('2026-02-28T12:00:00.000Z')
    expect(isConsentStale(stored, 'GDPR', limit)).toBe(false)
    expect(isConsentStale(stored, 'GDPR', new Date(limit.getTime() + 1))).toBe(true)
  })
  test('CCPA and other: 24 months', () => {
    for (const j of ['CCPA', 'other'] as const) {
      const s = { ...stored, jurisdiction: j }
      const limit = new Date('2027-01-31T12:00:00.000Z')
      expect(isConsentStale(s, j, limit)).toBe(false)
      expect(isConsentStale(s, j, new Date(limit.getTime() + 1))).toBe(true)
      expect(isConsentStale(s, j, new Date('2026-03-01T00:00:00Z'))).toBe(false)
    }
  })
  test('another version or another jurisdiction is stale at once', () => {
    const now = new Date('2025-02-01T00:00:00Z')
    expect(isConsentStale(stored, 'GDPR', now)).toBe(false)
    expect(isConsentStale({ ...stored, version: '1.9' }, 'GDPR', now)).toBe(true)
    expect(isConsentStale(stored, 'CCPA', now)).toBe(true)
    expect(isConsentStale({ ...stored, timestamp: 'garbage' }, 'GDPR', now)).toBe(true)
  })
})

describe('/profile privacy choices', () => {
  test('a member changes their choices; the record says settings; the export includes it', async () => {
    const profileRoute = await import('#app/routes/site/profile')
    const { exportAccountData } = await import('#app/features/accounts/account-export.server')
    const user = await createUser()
    const request = new Request('http://localhost:3000/profile', {
      method: 'POST',
      headers: {
        Cookie: user.cookie,
        Origin: 'http://localhost:3000',
        'CF-IPCountry': 'IE',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ intent: 'consent', analytics: 'on', marketing: 'on' }),
    })
    const r = await callRoute(profileRoute.action, request)
    expect(r.status).toBe(200)
    const [row] = await db.select().from(userConsent).where(eq(userConsent.userId, user.id))
    expect(row).toMatchObject({
      consentSource: 'settings',
      consentMethod: 'custom',
      jurisdiction: 'GDPR',
      analytics: true,
      marketing: true,
      advertising: false,
    })
    const settingsRoute = await import('#app/routes/site/profile-settings')
    const loaded = await callRoute(
      settingsRoute.loader,
      new Request('http://localhost:3000/profile', { headers: { Cookie: user.cookie } }),
    )
    expect(loaded.data.consent.latest).toMatchObject({ method: 'custom', jurisdiction: 'GDPR' })
    const exported = await exportAccountData(user.id)
    expect(exported!.tables.user_consent).toHaveLength(1)
    expect(exported!.tables.user_consent![0]).toMatchObject({ consent_source: 'settings' })
  })
})
