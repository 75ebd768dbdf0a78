import { describe, expect, test } from 'vitest'
import { SEED_CONSENT_VENDORS } from '#app/db/seed/settings'
import { ALL_ACCEPTED, NECESSARY_ONLY } from './consent.schema'
import { buildTcString, decodeTcString } from './tcf.server'
import { tcfPurposeConsents } from './tcf-purposes'

const vendors = SEED_CONSENT_VENDORS.map((v) => ({
  ...v,
  legitimateInterests: [...v.legitimateInterests],
}))
const ids = (vector: { forEach: (fn: (on: boolean, id: number) => void) => void }) => {
  const out: number[] = []
  vector.forEach((on, id) => on && out.push(id))
  return out
}

describe('TC string', () => {
  test('round trip: the decoded string carries the same purposes and vendor consents', () => {
    const categories = { ...NECESSARY_ONLY, analytics: true, preferences: true }
    const { tcString, vendorConsents } = buildTcString({ categories, vendors })
    const model = decodeTcString(tcString)!
    expect(model).not.toBeNull()
    expect(model.isServiceSpecific).toBe(true)
    expect(model.cmpId).toBe(2)
    expect(ids(model.purposeConsents)).toEqual([1, 5, 6, 8, 9, 10, 11])
    const expected = Object.entries(tcfPurposeConsents(categories))
      .filter(([, on]) => on)
      .map(([id]) => Number(id))
    expect(ids(model.purposeConsents)).toEqual(expected)
    // Google Analytics (analytics only) yes; the ad and marketing partners no
    expect(vendorConsents).toEqual({
      '755': true,
      '1042': false,
      '1126': false,
      '2210': false,
      '3301': false,
    })
    expect(ids(model.vendorConsents)).toEqual([755])
  })

  test('the CMP id and version come from configuration (the id IAB Europe assigns)', () => {
    const { tcString } = buildTcString({
      categories: ALL_ACCEPTED,
      vendors,
      cmp: { id: 317, version: 4 },
    })
    const model = decodeTcString(tcString)!
    expect(model.cmpId).toBe(317)
    expect(model.cmpVersion).toBe(4)
  })

  test('accept all consents to every purpose and vendor; necessary only to none', () => {
    const all = decodeTcString(buildTcString({ categories: ALL_ACCEPTED, vendors }).tcString)!
    expect(ids(all.purposeConsents)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(ids(all.vendorConsents).sort((a, b) => a - b)).toEqual([755, 1042, 1126, 2210, 3301])
    const none = decodeTcString(buildTcString({ categories: NECESSARY_ONLY, vendors }).tcString)!
    expect(ids(none.purposeConsents)).toEqual([])
    expect(ids(none.vendorConsents)).toEqual([])
  })

  test('malformed strings do not decode', () => {
    expect(decodeTcString('CPz-not-a-real-string')).toBeNull()
    expect(decodeTcString('')).toBeNull()
  })
})
