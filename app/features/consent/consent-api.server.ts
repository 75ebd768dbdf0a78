// The two consent endpoints' work: what a reader is asked (context) and storing an answer (save).
// Pages never render any of this on the server, so their HTML stays the same for every reader.
import { type z } from 'zod'
import { getEnv } from '#app/utils/env.server'
import {
  ConsentLinkSchema,
  ConsentSaveSchema,
  type ProfileConsentSchema,
  type ConsentSave,
} from './consent-api.schema'
import {
  CONSENT_TOASTS,
  CONSENT_VERSION,
  MAX_CONSENT_BODY_BYTES,
  inactiveCategories,
  type ConsentContext,
} from './consent.schema'
import {
  getLatestUserConsent,
  getTagManagerId,
  hasGpcSignal,
  isMinorUser,
  linkSessionConsent,
  listActiveVendors,
  listPurposes,
  saveConsent,
  toStoredConsent,
} from './consent.server'
import { resolveJurisdiction } from './jurisdiction.server'
import { buildTcString, decodeTcString } from './tcf.server'

export async function getConsentContext(
  request: Request,
  userId: string | null,
): Promise<ConsentContext> {
  const [location, vendors, purposes, minor, latest, tagManagerId] = await Promise.all([
    resolveJurisdiction(request),
    listActiveVendors(),
    listPurposes(),
    userId ? isMinorUser(userId) : false,
    userId ? getLatestUserConsent(userId) : null,
    getTagManagerId(),
  ])
  return {
    ...location,
    version: CONSENT_VERSION,
    gpc: hasGpcSignal(request),
    minor,
    signedIn: Boolean(userId),
    stored: latest ? toStoredConsent(latest) : null,
    vendors,
    purposes,
    tagManagerId,
    tcfCmp: { id: getEnv().TCF_CMP_ID, version: getEnv().TCF_CMP_VERSION },
  }
}

export type ConsentApiError = { ok: false; status: 400 | 411 | 413 | 415; message: string }

/** Reads a JSON body of at most MAX_CONSENT_BODY_BYTES without trusting Content-Length. */
async function readSmallJson(request: Request): Promise<unknown | ConsentApiError> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('application/json'))
    return { ok: false, status: 415, message: 'Send the consent as JSON' }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_CONSENT_BODY_BYTES)
    return { ok: false, status: 413, message: 'Consent request too large' }
  const reader = request.body?.getReader()
  if (!reader) return { ok: false, status: 400, message: 'Empty consent request' }
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_CONSENT_BODY_BYTES) {
      await reader.cancel()
      return { ok: false, status: 413, message: 'Consent request too large' }
    }
    chunks.push(value)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return { ok: false, status: 400, message: 'Malformed consent request' }
  }
}

function isApiError(v: unknown): v is ConsentApiError {
  return typeof v === 'object' && v !== null && (v as { ok?: unknown }).ok === false
}

function firstIssue(error: z.ZodError) {
  return error.issues[0]?.message ?? 'Invalid consent request'
}

/** Parses the body of POST /api/consent. */
export async function parseConsentSave(
  request: Request,
): Promise<{ ok: true; save: ConsentSave } | ConsentApiError> {
  const body = await readSmallJson(request)
  if (isApiError(body)) return body
  const parsed = ConsentSaveSchema.safeParse(body)
  if (!parsed.success) return { ok: false, status: 400, message: firstIssue(parsed.error) }
  if (parsed.data.tcString && !decodeTcString(parsed.data.tcString))
    return { ok: false, status: 400, message: 'Malformed TC string' }
  return { ok: true, save: parsed.data }
}

/** Stores a parsed save for the request's reader; the server decides location, GPC and age rules. */
export async function recordConsent(request: Request, save: ConsentSave, userId: string | null) {
  const [location, minor, vendors, purposes] = await Promise.all([
    resolveJurisdiction(request),
    userId ? isMinorUser(userId) : false,
    listActiveVendors(),
    listPurposes(),
  ])
  const gpc = hasGpcSignal(request) || save.gpc === true
  const row = await saveConsent({
    save,
    userId,
    location,
    gpc,
    minor,
    inactive: inactiveCategories(purposes),
    // GDPR readers get an IAB TC string for ad tech that reads __tcfapi
    tcf: (categories) =>
      location.jurisdiction === 'GDPR' ? buildTcString({ categories, vendors }) : null,
  })
  return { ...toStoredConsent(row), vendorConsents: row.tcfVendorConsents ?? null }
}

/** POST /api/consent/link: the signed-in member claims the browser's anonymous records. */
export async function parseConsentLink(request: Request) {
  const body = await readSmallJson(request)
  if (isApiError(body)) return body
  const parsed = ConsentLinkSchema.safeParse(body)
  if (!parsed.success)
    return { ok: false as const, status: 400 as const, message: firstIssue(parsed.error) }
  return { ok: true as const, sessionId: parsed.data.sessionId }
}

export { linkSessionConsent }

/** The member's choices on /profile: a 'settings' record, the same rules as the banner. */
export async function recordProfileConsent(
  request: Request,
  userId: string,
  choice: z.infer<typeof ProfileConsentSchema>,
) {
  const { intent: _intent, ...flags } = choice
  const categories = { necessary: true as const, ...flags }
  const all = Object.values(flags).every(Boolean)
  const none = !Object.values(flags).some(Boolean)
  await recordConsent(
    request,
    {
      version: CONSENT_VERSION,
      categories,
      method: all ? 'accept_all' : none ? 'necessary_only' : 'custom',
      source: 'settings',
    },
    userId,
  )
  return { ok: true as const, message: CONSENT_TOASTS.saved.description }
}

/** What /profile shows: the latest record and whether the minors' rules apply. */
export async function getProfileConsent(userId: string) {
  const [latest, minor, purposes] = await Promise.all([
    getLatestUserConsent(userId),
    isMinorUser(userId),
    listPurposes(),
  ])
  return {
    latest: latest ? toStoredConsent(latest) : null,
    minor,
    inactive: inactiveCategories(purposes),
  }
}
