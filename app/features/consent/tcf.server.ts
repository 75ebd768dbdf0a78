// IAB TCF v2 consent strings, with the IAB's own library. The vendor list the string refers to is
// built from our consent_vendors (their IDs and purposes), not downloaded: no third-party call.
import { GVL, TCModel, TCString } from '@iabtechlabtcf/core'
import { getEnv } from '#app/utils/env.server'
import type { ConsentCategories, ConsentVendor } from './consent.schema'
import {
  TCF_POLICY_VERSION,
  TCF_PURPOSES,
  TCF_VENDOR_LIST_VERSION,
  tcfPurposeConsents,
  tcfPurposesOfVendor,
  vendorConsents,
} from './tcf-purposes'

/** The decoded model of a TC string, or null when it is not one. */
export function decodeTcString(tcString: string) {
  try {
    const model = TCString.decode(tcString)
    return model.version === 2 ? model : null
  } catch {
    return null
  }
}

function vendorList(vendors: ConsentVendor[]) {
  const purposes = Object.fromEntries(
    Object.entries(TCF_PURPOSES).map(([id, name]) => [
      id,
      { id: Number(id), name, description: name, illustrations: [] },
    ]),
  )
  return {
    gvlSpecificationVersion: 3,
    vendorListVersion: TCF_VENDOR_LIST_VERSION,
    tcfPolicyVersion: TCF_POLICY_VERSION,
    lastUpdated: '2026-11-01T00:00:00Z',
    purposes,
    specialPurposes: {},
    features: {},
    specialFeatures: {},
    stacks: {},
    dataCategories: {},
    vendors: Object.fromEntries(
      vendors.map((v) => [
        String(v.vendorId),
        {
          id: v.vendorId,
          name: v.name,
          purposes: tcfPurposesOfVendor(v),
          legIntPurposes: [],
          flexiblePurposes: [],
          specialPurposes: [],
          features: [],
          specialFeatures: [],
          urls: [{ langId: 'en', privacy: v.privacyPolicyUrl }],
        },
      ]),
    ),
  }
}

/** The TC string for these choices and vendors, and the per-vendor consents it carries. */
export function buildTcString({
  categories,
  vendors,
  now = new Date(),
  // TCF_CMP_ID / TCF_CMP_VERSION: the id IAB Europe assigns on registration (see .env.example)
  cmp = { id: getEnv().TCF_CMP_ID, version: getEnv().TCF_CMP_VERSION },
}: {
  categories: ConsentCategories
  vendors: ConsentVendor[]
  now?: Date
  cmp?: { id: number; version: number }
}) {
  const model = new TCModel(new GVL(vendorList(vendors) as never))
  model.cmpId = cmp.id
  model.cmpVersion = cmp.version
  model.isServiceSpecific = true
  model.publisherCountryCode = 'US'
  model.consentScreen = 1
  model.created = now
  model.lastUpdated = now
  for (const [id, on] of Object.entries(tcfPurposeConsents(categories)))
    if (on) model.purposeConsents.set(Number(id))
  const consents = vendorConsents(categories, vendors)
  for (const [id, on] of Object.entries(consents)) if (on) model.vendorConsents.set(Number(id))
  return { tcString: TCString.encode(model), vendorConsents: consents }
}
