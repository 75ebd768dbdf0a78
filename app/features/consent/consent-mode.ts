// Google Consent Mode v2: only when an editor set a tag-manager id. The defaults (all denied) are
// pushed before the tag-manager script is added, so no tag runs before them; every change sends an
// update. Without an id nothing is loaded. Same-origin code, no inline script (CSP friendly).
import type { ConsentCategories } from './consent.schema'

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }
export const GTM_ID = /^(GTM|G)-[A-Z0-9]{4,12}$/

const DENIED = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'denied',
} as const

export function consentModeState(c: ConsentCategories) {
  const g = (on: boolean) => (on ? 'granted' : 'denied')
  return {
    analytics_storage: g(c.analytics),
    ad_storage: g(c.advertising),
    ad_user_data: g(c.advertising),
    ad_personalization: g(c.advertising && c.marketing),
    functionality_storage: g(c.preferences),
    personalization_storage: g(c.preferences),
    security_storage: g(c.necessary),
  }
}

let loadedId: string | null = null

function gtag(): (...args: unknown[]) => void {
  const w = window as GtagWindow
  w.dataLayer = w.dataLayer ?? []
  // gtag() must push the arguments object itself, as Google's snippet does
  w.gtag =
    w.gtag ??
    function () {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
  return w.gtag
}

/** Sends the denied defaults and loads the tag manager, once per page life. */
export function startConsentMode(tagManagerId: string) {
  if (loadedId || !GTM_ID.test(tagManagerId)) return
  loadedId = tagManagerId
  const g = gtag()
  g('consent', 'default', { ...DENIED, wait_for_update: 500 })
  const w = window as GtagWindow
  w.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = tagManagerId.startsWith('GTM-')
    ? `https://www.googletagmanager.com/gtm.js?id=${tagManagerId}`
    : `https://www.googletagmanager.com/gtag/js?id=${tagManagerId}`
  document.head.appendChild(script)
}

export function updateConsentMode(c: ConsentCategories) {
  if (!loadedId) return
  gtag()('consent', 'update', consentModeState(c))
}
