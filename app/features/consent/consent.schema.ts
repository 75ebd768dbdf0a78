// Consent rules shared by the server and the browser: categories, jurisdictions, version, staleness.
// No server imports and no zod here (the consent manager runs on every public page); the schemas of
// the API's bodies are in consent-api.schema.ts.

export const CONSENT_VERSION = '2.0'
export const CONSENT_CATEGORIES = [
  'necessary',
  'analytics',
  'advertising',
  'preferences',
  'marketing',
] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
export type ConsentCategories = Record<ConsentCategory, boolean>

export const JURISDICTIONS = ['GDPR', 'CCPA', 'other'] as const
export type Jurisdiction = (typeof JURISDICTIONS)[number]

export const CONSENT_METHODS = ['accept_all', 'necessary_only', 'custom', 'gpc'] as const
export type ConsentMethod = (typeof CONSENT_METHODS)[number]
export const CONSENT_SOURCES = ['banner', 'settings'] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]

/** The EU/EEA member states plus the UK, Switzerland, Norway, Iceland and Liechtenstein. */
export const GDPR_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV',
  'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'GB', 'CH', 'NO', 'IS', 'LI',
] as const // prettier-ignore

const gdpr = new Set<string>(GDPR_COUNTRIES)

export function jurisdictionFor(countryCode: string): Jurisdiction {
  const code = countryCode.toUpperCase()
  if (gdpr.has(code)) return 'GDPR'
  if (code === 'US') return 'CCPA'
  return 'other'
}

/** Consent is required unless the jurisdiction is other. */
export function isConsentRequired(jurisdiction: Jurisdiction) {
  return jurisdiction !== 'other'
}

/** How long a stored choice stays valid before the banner asks again. */
export const CONSENT_VALID_MONTHS: Record<Jurisdiction, number> = { GDPR: 13, CCPA: 24, other: 24 }
export const GEOLOCATION_CACHE_DAYS = 30
/** Server record expiry: about 13 months for an anonymous session, 390 days for a member. */
export const SESSION_RECORD_MONTHS = 13
export const USER_RECORD_MS = 390 * 24 * 60 * 60 * 1000
export const PARTNERS_PREVIEW_COUNT = 3

/** Calendar months later, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number) {
  const d = new Date(date.getTime())
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d
}

export type StoredConsent = {
  version: string
  jurisdiction: Jurisdiction
  countryCode: string | null
  categories: ConsentCategories
  method: ConsentMethod
  /** ISO time the choice was made */
  timestamp: string
  tcString?: string | null
  /** per IAB vendor id, from the TC string (GDPR) */
  vendorConsents?: Record<string, boolean> | null
}

/** Stale: another version, another jurisdiction, or older than 13 months (GDPR) / 24 months (other). */
export function isConsentStale(
  stored: Pick<StoredConsent, 'version' | 'jurisdiction' | 'timestamp'>,
  currentJurisdiction: Jurisdiction,
  now = new Date(),
) {
  if (stored.version !== CONSENT_VERSION) return true
  if (stored.jurisdiction !== currentJurisdiction) return true
  const madeAt = new Date(stored.timestamp)
  if (Number.isNaN(madeAt.getTime())) return true
  return now.getTime() > addMonths(madeAt, CONSENT_VALID_MONTHS[stored.jurisdiction]).getTime()
}

export const ALL_ACCEPTED: ConsentCategories = {
  necessary: true,
  analytics: true,
  advertising: true,
  preferences: true,
  marketing: true,
}
export const NECESSARY_ONLY: ConsentCategories = {
  necessary: true,
  analytics: false,
  advertising: false,
  preferences: false,
  marketing: false,
}

/** Bytes a consent save may have; anything larger is refused before parsing. */
export const MAX_CONSENT_BODY_BYTES = 4096

export const CONSENT_TOASTS = {
  saved: { title: 'Consent Updated', description: 'Your privacy preferences have been saved.' },
  failed: { title: 'Error', description: 'Failed to save consent preferences. Please try again.' },
} as const

export const CONSENT_STORAGE_KEY = 'consent_preferences'
export const CONSENT_SESSION_KEY = 'consent_session_id'

export type ConsentVendor = {
  vendorId: number
  name: string
  privacyPolicyUrl: string
  purposes: number[]
  legitimateInterests: number[]
}
export type ConsentPurpose = {
  purposeId: number
  name: string
  description: string
  isEssential: boolean
  isActive: boolean
}

export type JurisdictionSource = 'header' | 'ip' | 'fallback-failed' | 'fallback-empty'
export type JurisdictionResult = {
  countryCode: string | null
  jurisdiction: Jurisdiction
  consentRequired: boolean
  source: JurisdictionSource
}

/** GET /api/consent/context */
export type ConsentContext = JurisdictionResult & {
  version: typeof CONSENT_VERSION
  gpc: boolean
  minor: boolean
  signedIn: boolean
  /** the member's latest record on the server (another device may have saved it) */
  stored: StoredConsent | null
  vendors: ConsentVendor[]
  purposes: ConsentPurpose[]
  /** Google Tag Manager / gtag id from site settings; null loads nothing */
  tagManagerId: string | null
  /** IAB TCF CMP id and version (TCF_CMP_ID / TCF_CMP_VERSION), as the server encodes them */
  tcfCmp: { id: number; version: number }
}

/** site_settings key of the Google Tag Manager (GTM-...) or Google tag (G-...) id. */
export const TAG_MANAGER_SETTING = 'tag_manager_id'
export type ConsentLimits = {
  gpc: boolean
  minor: boolean
  /** categories whose purpose an admin deactivated: not offered, always off */
  inactive?: readonly ConsentCategory[]
}

/** The optional categories no active purpose offers (their purpose was deactivated). */
export function inactiveCategories(
  activePurposes: readonly Pick<ConsentPurpose, 'name'>[],
): ConsentCategory[] {
  const offered = new Set(activePurposes.map((p) => p.name))
  return CONSENT_CATEGORIES.filter((c) => c !== 'necessary' && !offered.has(c))
}

/** Why a category is locked off, in one sentence (shown beside its disabled switch). */
export function lockReason(c: ConsentCategory, limits: ConsentLimits): string | null {
  if (c !== 'advertising' && c !== 'marketing') return null
  if (limits.minor)
    return "Locked off: members under 18, or whose age we don't know, can't switch this on."
  if (limits.gpc) return 'Locked off: your browser sent a Global Privacy Control signal.'
  return null
}

/** Categories a signal, the reader's age or a deactivated purpose keeps off. */
export function lockedOff(limits: ConsentLimits): Set<ConsentCategory> {
  const locked = new Set<ConsentCategory>(limits.inactive)
  if (limits.gpc) locked.add('advertising').add('marketing')
  if (limits.minor) locked.add('advertising').add('marketing')
  return locked
}

export function applyLimits(c: ConsentCategories, limits: ConsentLimits): ConsentCategories {
  const out = { ...c, necessary: true }
  for (const k of lockedOff(limits)) out[k] = false
  return out
}
