// Browser side of consent: the choice kept in local storage, the anonymous session id (local storage,
// never a cookie, so pages stay shared), and the two endpoints.
import {
  CONSENT_SESSION_KEY,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  type ConsentCategories,
  type ConsentContext,
  type ConsentMethod,
  type ConsentSource,
  type StoredConsent,
} from './consent.schema'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // disabled storage (privacy modes): ask every time
  }
}

export function readStoredConsent(): StoredConsent | null {
  const raw = storage()?.getItem(CONSENT_STORAGE_KEY)
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as StoredConsent
    return v && typeof v === 'object' && v.categories && v.timestamp ? v : null
  } catch {
    return null
  }
}

export function writeStoredConsent(consent: StoredConsent) {
  storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent))
}

export function readSessionId() {
  return storage()?.getItem(CONSENT_SESSION_KEY) ?? null
}

/** The anonymous id this browser's records carry, created on first use. */
export function ensureSessionId() {
  const existing = readSessionId()
  if (existing) return existing
  const id = crypto.randomUUID()
  storage()?.setItem(CONSENT_SESSION_KEY, id)
  return id
}

export function forgetSessionId() {
  storage()?.removeItem(CONSENT_SESSION_KEY)
}

export async function fetchConsentContext(): Promise<ConsentContext> {
  const res = await fetch('/api/consent/context', {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  })
  if (!res.ok) throw new Error(`consent context: ${res.status}`)
  return (await res.json()) as ConsentContext
}

export async function postConsent(input: {
  categories: ConsentCategories
  method: ConsentMethod
  source: ConsentSource
  signedIn: boolean
}): Promise<StoredConsent> {
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl
  const res = await fetch('/api/consent', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      version: CONSENT_VERSION,
      categories: input.categories,
      method: input.method,
      source: input.source,
      sessionId: input.signedIn ? (readSessionId() ?? undefined) : ensureSessionId(),
      ...(gpc === true ? { gpc: true } : {}),
    }),
  })
  if (!res.ok) throw new Error(`consent save: ${res.status}`)
  const body = (await res.json()) as { ok: boolean; consent: StoredConsent }
  return body.consent
}

/** After sign-in: the records this browser saved anonymously become the member's. */
export async function linkConsentToUser(sessionId: string) {
  const res = await fetch('/api/consent/link', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sessionId }),
  })
  return res.ok
}
