// Consent records (user_consent) and the vendors and purposes a reader is asked about. Their daily
// statistics (consent_analytics) are in consent-analytics.server.ts.
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { consentPurposes, consentVendors, siteSettings, userConsent, users } from '#app/db/schema'
import { isMinorBirthDate } from '#app/features/accounts/accounts.schema'
import {
  addMonths,
  CONSENT_VERSION,
  SESSION_RECORD_MONTHS,
  TAG_MANAGER_SETTING,
  USER_RECORD_MS,
  type ConsentCategories,
  type ConsentCategory,
  type ConsentMethod,
  type ConsentPurpose,
  type ConsentVendor,
  type ConsentSource,
  type Jurisdiction,
  type JurisdictionResult,
  type StoredConsent,
} from './consent.schema'
import { TagManagerIdSchema, type ConsentSave } from './consent-api.schema'
import { countConsent } from './consent-analytics.server'

export async function listActiveVendors(): Promise<ConsentVendor[]> {
  return db
    .select({
      vendorId: consentVendors.vendorId,
      name: consentVendors.name,
      privacyPolicyUrl: consentVendors.privacyPolicyUrl,
      purposes: consentVendors.purposes,
      legitimateInterests: consentVendors.legitimateInterests,
    })
    .from(consentVendors)
    .where(eq(consentVendors.isActive, true))
    .orderBy(asc(consentVendors.name))
}

/** The purposes readers are asked about (an admin may deactivate the optional ones). */
export async function listPurposes(): Promise<ConsentPurpose[]> {
  return db
    .select()
    .from(consentPurposes)
    .where(eq(consentPurposes.isActive, true))
    .orderBy(asc(consentPurposes.purposeId))
}

/** Every purpose, active or not (the admin Consent tab). */
export async function listAllPurposes(): Promise<ConsentPurpose[]> {
  return db.select().from(consentPurposes).orderBy(asc(consentPurposes.purposeId))
}

/** The tag-manager id editors set, or null (then no tag is ever loaded). */
export async function getTagManagerId(): Promise<string | null> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, TAG_MANAGER_SETTING))
    .limit(1)
  const parsed = TagManagerIdSchema.safeParse(row?.value)
  return parsed.success && parsed.data ? parsed.data : null
}

/** A member the minors' rules apply to: under 18, or no birth date known (isMinorBirthDate). */
export async function isMinorUser(userId: string, now = new Date()) {
  const [row] = await db
    .select({ birthDate: users.birthDate })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return isMinorBirthDate(row?.birthDate, now)
}

/** Sec-GPC: 1, the Global Privacy Control header. */
export function hasGpcSignal(request: Request) {
  return request.headers.get('sec-gpc')?.trim() === '1'
}

type ConsentRow = typeof userConsent.$inferSelect

export function toStoredConsent(row: ConsentRow): StoredConsent {
  return {
    version: row.consentVersion,
    jurisdiction: row.jurisdiction as Jurisdiction,
    countryCode: row.countryCode,
    categories: {
      necessary: true,
      analytics: row.analytics,
      advertising: row.advertising,
      preferences: row.preferences,
      marketing: row.marketing,
    },
    method: row.consentMethod as ConsentMethod,
    timestamp: row.createdAt.toISOString(),
    tcString: row.tcfConsentString,
  }
}

/** The member's latest unexpired consent record. */
export async function getLatestUserConsent(userId: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(userConsent)
    .where(and(eq(userConsent.userId, userId), gt(userConsent.expiresAt, now)))
    .orderBy(desc(userConsent.createdAt))
    .limit(1)
  return row ?? null
}

/** Every consent record of a member, newest first (profile history and the data export). */
export async function listUserConsentRecords(userId: string) {
  return db
    .select()
    .from(userConsent)
    .where(eq(userConsent.userId, userId))
    .orderBy(desc(userConsent.createdAt))
}

/**
 * What the signals and the reader's age allow. GPC turns advertising and marketing off and the
 * record says 'gpc'; a minor (or a member of unknown age) keeps advertising and marketing off
 * whatever they send; a category whose purpose is deactivated was not offered, so it is never
 * recorded as given.
 */
export function applyConsentRules(
  input: { categories: ConsentCategories; method: ConsentMethod },
  signals: { gpc: boolean; minor: boolean; inactive?: readonly ConsentCategory[] },
): { categories: ConsentCategories; method: ConsentMethod } {
  const categories = { ...input.categories, necessary: true }
  for (const c of signals.inactive ?? []) if (c !== 'necessary') categories[c] = false
  let method = input.method
  if (signals.gpc) {
    categories.advertising = false
    categories.marketing = false
    method = 'gpc'
  }
  if (signals.minor) {
    categories.advertising = false
    categories.marketing = false
  }
  return { categories, method }
}

export type TcfRecord = { tcString: string; vendorConsents: Record<string, boolean> }

export type SaveConsentInput = {
  save: Pick<ConsentSave, 'categories' | 'method' | 'sessionId'> & { source: ConsentSource }
  userId: string | null
  location: Pick<JurisdictionResult, 'countryCode' | 'jurisdiction'>
  gpc: boolean
  minor: boolean
  /** categories whose purpose is deactivated */
  inactive?: readonly ConsentCategory[]
  /** builds the TC string from the final choices (GDPR readers) */
  tcf?: (categories: ConsentCategories) => TcfRecord | null
  now?: Date
}

/** Stores one consent record and counts it in the day's statistics, in one transaction. */
export async function saveConsent({
  save,
  userId,
  location,
  gpc,
  minor,
  inactive,
  tcf,
  now = new Date(),
}: SaveConsentInput) {
  const { categories, method } = applyConsentRules(save, { gpc, minor, inactive })
  const tcfRecord = tcf?.(categories) ?? null
  const expiresAt = userId
    ? new Date(now.getTime() + USER_RECORD_MS)
    : addMonths(now, SESSION_RECORD_MONTHS)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userConsent)
      .values({
        userId,
        sessionId: save.sessionId ?? null,
        countryCode: location.countryCode,
        jurisdiction: location.jurisdiction,
        consentVersion: CONSENT_VERSION,
        ...categories,
        tcfConsentString: tcfRecord?.tcString ?? null,
        tcfVendorConsents: tcfRecord?.vendorConsents ?? null,
        consentMethod: method,
        consentSource: save.source,
        expiresAt,
        createdAt: now,
      })
      .returning()
    await countConsent(tx, {
      date: now.toISOString().slice(0, 10),
      countryCode: location.countryCode ?? 'ZZ',
      jurisdiction: location.jurisdiction,
      method,
      categories,
    })
    return row!
  })
}

/** Signing in: the browser's anonymous records become the member's. Returns how many moved. */
export async function linkSessionConsent(userId: string, sessionId: string) {
  const rows = await db
    .update(userConsent)
    .set({ userId })
    .where(and(eq(userConsent.sessionId, sessionId), isNull(userConsent.userId)))
    .returning({ id: userConsent.id })
  return rows.length
}
