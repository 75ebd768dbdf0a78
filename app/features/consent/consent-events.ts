// Browser-side consent events: the footer's 'Privacy choices' link asks the consent manager to open
// the preferences; the manager announces every change (tags and the TCF API listen).
import type { StoredConsent } from './consent.schema'

const OPEN_EVENT = 'btg:open-consent-preferences'
const CHANGE_EVENT = 'btg:consent-change'

let managerMounted = false
export function setConsentManagerMounted(v: boolean) {
  managerMounted = v
}

/** Opens the preferences; false when no manager is mounted (the link then goes to its href). */
export function openConsentPreferences() {
  if (!managerMounted) return false
  window.dispatchEvent(new CustomEvent(OPEN_EVENT))
  return true
}

export function onOpenConsentPreferences(fn: () => void) {
  window.addEventListener(OPEN_EVENT, fn)
  return () => window.removeEventListener(OPEN_EVENT, fn)
}

export function announceConsentChange(consent: StoredConsent) {
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: consent }))
}

export function onConsentChange(fn: (consent: StoredConsent) => void) {
  const handler = (e: Event) => fn((e as CustomEvent<StoredConsent>).detail)
  window.addEventListener(CHANGE_EVENT, handler)
  return () => window.removeEventListener(CHANGE_EVENT, handler)
}
