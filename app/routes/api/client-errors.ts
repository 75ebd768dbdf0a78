// POST /api/client-errors: the browser's last-resort error reports, written to the server log.
// Small, validated and rate-limited per client so it cannot be used to flood the log.
import { clientIp, consumeRateLimit } from '#app/features/accounts/rate-limit.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { CLIENT_ERROR_MAX_BYTES } from '#app/utils/client-errors'
import { ClientErrorSchema } from '#app/utils/client-errors.server'
import { refusal } from '#app/utils/invariant'

const REPORTS_PER_MINUTE = 20

export function loader() {
  return refusal('Method Not Allowed', 405, { Allow: 'POST' })
}

export const action = defineAction({
  body: 'json',
  maxBytes: CLIENT_ERROR_MAX_BYTES,
  session: false,
  headers: { 'Cache-Control': 'no-store' },
  precheck: (request) => {
    if (request.method !== 'POST') return loader()
    const length = Number(request.headers.get('Content-Length') ?? 0)
    return length > CLIENT_ERROR_MAX_BYTES ? refusal('Report too large', 413) : null
  },
  defaultIntent: 'report',
  intents: {
    report: intent({
      who: 'anyone',
      schema: ClientErrorSchema,
      audit: false,
      // written to the server log only
      invalidates: 'nothing',
      run: async ({ request, input: e }) => {
        if (
          !(await consumeRateLimit(
            `app:client-errors:${clientIp(request)}`,
            REPORTS_PER_MINUTE,
            60,
          ))
        )
          return refusal('Too many reports', 429)
        // JSON-encoded so a report cannot forge extra log lines
        console.error(
          `[client-error] ${JSON.stringify({ kind: e.kind, page: e.page, message: e.message, source: e.source, line: e.line, column: e.column, stack: e.stack })}`,
        )
        return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
      },
    }),
  },
})
