// POST /api/consent: stores the reader's choice (JSON). POST /api/consent/link: a signed-in member
// claims the records this browser saved anonymously. Bad input gets a 4xx and stores nothing.
import { data } from 'react-router'
import type { Route } from './+types/consent'
import { getOptionalUser } from '#app/features/accounts/session.server'
import {
  clientIp,
  consumeMemberWrite,
  RATE_LIMITED_MESSAGE,
} from '#app/features/accounts/rate-limit.server'
import {
  linkSessionConsent,
  parseConsentLink,
  parseConsentSave,
  recordConsent,
} from '#app/features/consent/consent-api.server'
import { failure } from '#app/utils/action-result'
import { resultResponse } from '#app/utils/action-response.server'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

export function loader() {
  return resultResponse(failure('Use POST', 405), { Allow: 'POST' })
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'POST') return resultResponse(failure('Use POST', 405), { Allow: 'POST' })
  const user = await getOptionalUser(request)
  if (params.intent === 'link') {
    if (!user) return resultResponse(failure('Sign in first', 401))
    const parsed = await parseConsentLink(request)
    if (!parsed.ok) return data(parsed, { status: parsed.status, headers: NO_STORE })
    const linked = await linkSessionConsent(user.id, parsed.sessionId)
    return data({ ok: true, linked }, { headers: NO_STORE })
  }
  if (params.intent) return resultResponse(failure('Not found', 404))
  const parsed = await parseConsentSave(request)
  if (!parsed.ok) return data(parsed, { status: parsed.status, headers: NO_STORE })
  // per client address (most savers are anonymous): a loop cannot fill the records table
  if (!(await consumeMemberWrite('consent', clientIp(request))))
    return data(
      { ok: false, status: 429, message: RATE_LIMITED_MESSAGE },
      { status: 429, headers: NO_STORE },
    )
  const consent = await recordConsent(request, parsed.save, user?.id ?? null)
  return data({ ok: true, consent }, { headers: NO_STORE })
}
