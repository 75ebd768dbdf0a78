// How our five categories map to the IAB TCF v2 purposes (1-11). Shared by the server (building
// the TC string) and the browser (__tcfapi answers), so both always agree.
import type { ConsentCategories, ConsentVendor } from './consent.schema'

export const TCF_POLICY_VERSION = 5
export const TCF_VENDOR_LIST_VERSION = 1

/** IAB purposes and their names (TCF v2.2 policy, appendix A). */
export const TCF_PURPOSES: Record<number, string> = {
  1: 'Store and/or access information on a device',
  2: 'Use limited data to select advertising',
  3: 'Create profiles for personalised advertising',
  4: 'Use profiles to select personalised advertising',
  5: 'Create profiles to personalise content',
  6: 'Use profiles to select personalised content',
  7: 'Measure advertising performance',
  8: 'Measure content performance',
  9: 'Understand audiences through statistics or combinations of data from different sources',
  10: 'Develop and improve services',
  11: 'Use limited data to select content',
}

const BY_CATEGORY = {
  analytics: [8, 9, 10],
  advertising: [2, 4, 7],
  marketing: [3],
  preferences: [5, 6, 11],
} as const

/** The IAB purposes a set of choices consents to. Purpose 1 goes with any optional category. */
export function tcfPurposeConsents(c: ConsentCategories): Record<number, boolean> {
  const out: Record<number, boolean> = {}
  for (const id of Object.keys(TCF_PURPOSES)) out[Number(id)] = false
  for (const [cat, ids] of Object.entries(BY_CATEGORY))
    if (c[cat as keyof typeof BY_CATEGORY]) for (const id of ids) out[id] = true
  out[1] = c.analytics || c.advertising || c.marketing || c.preferences
  return out
}

/** Our purpose ids (consent_purposes: 1 necessary ... 5 marketing) as categories. */
const CATEGORY_OF_PURPOSE: Record<number, keyof ConsentCategories> = {
  1: 'necessary',
  2: 'analytics',
  3: 'advertising',
  4: 'preferences',
  5: 'marketing',
}

/** The IAB purposes a vendor declares (from our purposes). */
export function tcfPurposesOfVendor(v: Pick<ConsentVendor, 'purposes'>): number[] {
  const ids = new Set<number>([1])
  for (const p of v.purposes) {
    const cat = CATEGORY_OF_PURPOSE[p]
    if (cat && cat !== 'necessary') for (const id of BY_CATEGORY[cat]) ids.add(id)
  }
  return [...ids].sort((a, b) => a - b)
}

/** A vendor has consent when every optional purpose it uses is allowed. */
export function vendorConsents(
  c: ConsentCategories,
  vendors: Pick<ConsentVendor, 'vendorId' | 'purposes'>[],
): Record<string, boolean> {
  const out: Record<string, boolean> = {}
  for (const v of vendors) {
    const cats = v.purposes.map((p) => CATEGORY_OF_PURPOSE[p]).filter(Boolean)
    out[String(v.vendorId)] = cats.length > 0 && cats.every((cat) => c[cat!])
  }
  return out
}
