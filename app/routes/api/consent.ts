// POST /api/consent: stores the reader's choice (JSON). POST /api/consent/link: a signed-in member
// claims the records this browser saved anonymously. Bad input gets a 4xx and stores nothing.
import { data } from 'react-router'
import {
  clientIp,
  consumeMemberWrite,
  RATE_LIMITED_MESSAGE,
} from '#app/features/accounts/rate-limit.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
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

export const action = defineAction({
  respond: 'result',
  // the URL names the intent: /api/consent saves, /api/consent/link links
  intentParam: 'intent',
  defaultIntent: 'save',
  unknown: failure('Not found', 404),
  // the JSON body is read by the consent parser (content type, streamed size limit)
  body: 'none',
  headers: NO_STORE,
  precheck: (request) =>
    request.method === 'POST' ? null : resultResponse(failure('Use POST', 405), { Allow: 'POST' }),
  intents: {
    save: intent({
      who: 'anyone',
      parse: async (_form, { request }) => {
        const parsed = await parseConsentSave(request)
        return parsed.ok ? { ok: true as const, input: parsed.save } : parsed
      },
      audit: false,
      // the choice lives in the reader's cookie and the records table; no public page shows it
      invalidates: 'nothing',
      run: async ({ request, user, input }) => {
        // per client address (most savers are anonymous): a loop cannot fill the records table
        if (!(await consumeMemberWrite('consent', clientIp(request))))
          return failure(RATE_LIMITED_MESSAGE, 429)
        const consent = await recordConsent(request, input, user?.id ?? null)
        return data({ ok: true as const, consent }, { headers: NO_STORE })
      },
    }),
    link: intent({
      who: 'member',
      signedOut: failure('Sign in first', 401),
      parse: async (_form, { request }) => {
        const parsed = await parseConsentLink(request)
        return parsed.ok ? { ok: true as const, input: { sessionId: parsed.sessionId } } : parsed
      },
      audit: false,
      invalidates: 'nothing',
      run: async ({ user, input }) => {
        const linked = await linkSessionConsent(user.id, input.sessionId)
        return data({ ok: true as const, linked }, { headers: NO_STORE })
      },
    }),
  },
})
