import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { db } from '#app/db/client.server'
import { geolocationCache } from '#app/db/schema'
import { GDPR_COUNTRIES, jurisdictionFor } from './consent.schema'
import {
  LOCATION_ERROR,
  clientIpv4,
  ipRangeOf,
  lookupCountryCached,
  resolveJurisdiction,
} from './jurisdiction.server'

vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.GEO_COUNTRY_HEADER = 'X-Geo-Country'
})

const req = (headers: Record<string, string>) =>
  new Request('http://localhost/api/consent/context', { headers })

describe('jurisdiction mapping', () => {
  test('the 32 EU/EEA, UK, Swiss, Norwegian, Icelandic and Liechtenstein codes are GDPR', () => {
    expect(GDPR_COUNTRIES).toHaveLength(32)
    expect(new Set(GDPR_COUNTRIES).size).toBe(32)
    for (const code of GDPR_COUNTRIES) expect(jurisdictionFor(code), code).toBe('GDPR')
    for (const code of ['GB', 'CH', 'NO', 'IS', 'LI', 'DE', 'FR', 'IE'])
      expect(GDPR_COUNTRIES).toContain(code)
  })

  test('US is CCPA; everything else is other', () => {
    expect(jurisdictionFor('US')).toBe('CCPA')
    expect(jurisdictionFor('us')).toBe('CCPA')
    for (const code of ['BR', 'CA', 'AU', 'JP', 'IN', 'MX', 'TR', 'UA', 'RU', 'ZA', 'NZ'])
      expect(jurisdictionFor(code), code).toBe('other')
  })
})

describe('resolveJurisdiction', () => {
  test('a trusted CF-IPCountry header decides', async () => {
    expect(await resolveJurisdiction(req({ 'CF-IPCountry': 'DE' }))).toEqual({
      countryCode: 'DE',
      jurisdiction: 'GDPR',
      consentRequired: true,
      source: 'header',
    })
    expect(await resolveJurisdiction(req({ 'CF-IPCountry': 'br' }))).toMatchObject({
      countryCode: 'BR',
      jurisdiction: 'other',
      consentRequired: false,
    })
  })

  test('the configured GEO_COUNTRY_HEADER is read before CF-IPCountry', async () => {
    const r = await resolveJurisdiction(req({ 'X-Geo-Country': 'US', 'CF-IPCountry': 'FR' }))
    expect(r).toMatchObject({ countryCode: 'US', jurisdiction: 'CCPA', consentRequired: true })
  })

  test('placeholder header values fall through to the IP table', async () => {
    const lookup = vi.fn(async () => 'IT')
    const r = await resolveJurisdiction(
      req({ 'CF-IPCountry': 'XX', 'x-client-ip': '93.184.216.34' }),
      lookup,
    )
    expect(lookup).toHaveBeenCalledWith('93.184.216.34')
    expect(r).toMatchObject({ countryCode: 'IT', jurisdiction: 'GDPR', source: 'ip' })
  })

  test('a failed lookup defaults to GDPR (consent required) and logs its error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const r = await resolveJurisdiction(req({ 'x-client-ip': '8.8.8.8' }), async () => {
      throw new Error('table unreadable')
    })
    expect(r).toEqual({
      countryCode: null,
      jurisdiction: 'GDPR',
      consentRequired: true,
      source: 'fallback-failed',
    })
    expect(log).toHaveBeenCalledWith('Unable to determine location', expect.any(Error))
    expect(LOCATION_ERROR).toBe('Unable to determine location')
    log.mockRestore()
  })

  test('a lookup that finds nothing defaults to the US with no consent required', async () => {
    const r = await resolveJurisdiction(req({ 'x-client-ip': '127.0.0.1' }))
    expect(r).toEqual({
      countryCode: 'US',
      jurisdiction: 'CCPA',
      consentRequired: false,
      source: 'fallback-empty',
    })
    expect(await resolveJurisdiction(req({}))).toMatchObject({ source: 'fallback-empty' })
  })

  test('a public IPv6 address cannot be placed: the GDPR default', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const r = await resolveJurisdiction(req({ 'x-client-ip': '2a00:1450:4001:82b::200e' }))
    expect(r.source).toBe('fallback-failed')
    expect((await resolveJurisdiction(req({ 'x-client-ip': '::1' }))).source).toBe('fallback-empty')
    log.mockRestore()
  })
})

describe('offline IP table and its cache', () => {
  test('client addresses: IPv4 and IPv4-mapped IPv6 only', () => {
    expect(clientIpv4(req({ 'x-client-ip': '::ffff:81.2.69.160' }))).toBe('81.2.69.160')
    expect(clientIpv4(req({ 'x-client-ip': '300.1.1.1' }))).toBeNull()
    expect(clientIpv4(req({ 'x-client-ip': 'fe80::1' }))).toBeNull()
    expect(ipRangeOf('81.2.69.160')).toBe('81.2.69.0/24')
  })

  test('looks up a public address offline and caches its /24 range for 30 days', async () => {
    const now = new Date('2026-11-01T00:00:00Z')
    // 8.8.8.8 belongs to Google in the US in every edition of the IP2Location LITE table
    expect(await lookupCountryCached('8.8.8.8', now)).toBe('US')
    const [row] = await db
      .select()
      .from(geolocationCache)
      .where(eq(geolocationCache.ipRange, '8.8.8.0/24'))
    expect(row).toMatchObject({ countryCode: 'US', jurisdiction: 'CCPA' })
    expect(row!.expiresAt.toISOString()).toBe('2026-12-01T00:00:00.000Z')
    // a cached range answers from the table (even one an editor corrected)
    await db
      .update(geolocationCache)
      .set({ countryCode: 'CA' })
      .where(eq(geolocationCache.ipRange, '8.8.8.0/24'))
    expect(await lookupCountryCached('8.8.8.9', now)).toBe('CA')
    // an expired entry is looked up again
    expect(await lookupCountryCached('8.8.8.9', new Date('2026-12-02T00:00:00Z'))).toBe('US')
  })

  test('private addresses have no country and are not cached', async () => {
    expect(await lookupCountryCached('10.1.2.3')).toBeNull()
    const rows = await db
      .select()
      .from(geolocationCache)
      .where(eq(geolocationCache.ipRange, '10.1.2.0/24'))
    expect(rows).toHaveLength(0)
  })
})
