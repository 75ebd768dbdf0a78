// POST /api/beacon: navigator.sendBeacon target of the page-view counter and the sampled metric
// recorder. Validated (zod), rate-limited per client address, no cookie read or set.
import { clientIp, consumeRateLimit } from '#app/features/accounts/rate-limit.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { BeaconSchema } from '#app/features/analytics/analytics.schema'
import { recordPageView } from '#app/features/analytics/analytics.server'
import { metricsClient, storeMetrics } from '#app/features/analytics/metrics.server'
import { getEnv } from '#app/utils/env.server'
import { refusal } from '#app/utils/invariant'

const MAX_BYTES = 8 * 1024
const headers = { 'Cache-Control': 'no-store' }

const methodNotAllowed = () => refusal('Method Not Allowed', 405, { Allow: 'POST' })

export async function loader() {
  return methodNotAllowed()
}

export const action = defineAction({
  body: 'json',
  maxBytes: MAX_BYTES,
  // no session lookup: a beacon is anonymous and sets no cookie
  session: false,
  headers,
  precheck: (request) => (request.method === 'POST' ? null : methodNotAllowed()),
  defaultIntent: 'record',
  intents: {
    record: intent({
      who: 'anyone',
      schema: BeaconSchema,
      audit: false,
      // counters and metrics show in the back office only
      invalidates: 'nothing',
      run: async ({ request, input }) => {
        const env = getEnv()
        const ip = clientIp(request)
        const allowed = await consumeRateLimit(
          `app:beacon:${ip}`,
          env.METRICS_RATE_LIMIT_PER_MINUTE,
          60,
        )
        if (!allowed) return Response.json({ error: 'Too many requests' }, { status: 429, headers })
        if (input.kind === 'view')
          await recordPageView({
            path: input.page,
            referrer: input.referrer,
            ip,
            userAgent: request.headers.get('user-agent') ?? '',
            siteUrl: env.SITE_URL,
          })
        else await storeMetrics(input, await metricsClient(ip))
        return new Response(null, { status: 204, headers })
      },
    }),
  },
})
