// What an embed's click needs, loaded only on that click (the public page's first load stays
// small): the reader's stored consent, recording 'marketing' when they allow it, and the player's
// address. docs/decisions/0034-embed-facades.md
import type { EmbedProviderId } from '#app/db/schema'
import {
  postConsent,
  readStoredConsent,
  writeStoredConsent,
} from '#app/features/consent/consent-client'
import {
  announceConsentChange,
  onConsentChange,
  openConsentPreferences,
} from '#app/features/consent/consent-events'
import { NECESSARY_ONLY } from '#app/features/consent/consent.schema'
import { embedAddresses } from '../embeds'

/** The consent category an embed needs. */
export const EMBED_CONSENT_CATEGORY = 'marketing' as const

export function playerUrl(provider: EmbedProviderId, id: string) {
  return embedAddresses(provider, id).embedUrl
}

export function hasEmbedConsent() {
  return readStoredConsent()?.categories[EMBED_CONSENT_CATEGORY] === true
}

/** Records the reader's 'marketing' consent (their other choices kept); true when it now holds. */
export async function allowEmbeds(): Promise<boolean> {
  const base = readStoredConsent()?.categories ?? NECESSARY_ONLY
  const consent = await postConsent({
    categories: { ...base, [EMBED_CONSENT_CATEGORY]: true },
    method: 'custom',
    source: 'settings',
    signedIn: false,
  })
  writeStoredConsent(consent)
  announceConsentChange(consent)
  return consent.categories[EMBED_CONSENT_CATEGORY] === true
}

/** Calls back when the privacy choices start allowing embeds. */
export function onEmbedConsent(fn: () => void) {
  return onConsentChange((c) => {
    if (c.categories[EMBED_CONSENT_CATEGORY]) fn()
  })
}

export { openConsentPreferences }
