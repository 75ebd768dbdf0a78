// POST /api/beacon: navigator.sendBeacon target of the page-view counter and the sampled metric
// recorder. Validated (zod), rate-limited per client address, no cookie read or set.
import { clientIp, consumeRateLimit } from '#app/features/accounts/rate-limit.server'
import { BeaconSchema } from '#app/features/analytics/analytics.schema'
import { recordPageView } from '#app/features/analytics/analytics.server'
import { metricsClient, storeMetrics } from '#app/features/analytics/metrics.server'
import { getEnv } from '#app/utils/env.server'
import type { Route } from './+types/beacon'

const MAX_BYTES = 8 * 1024
const headers = { 'Cache-Control': 'no-store' }

export async function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { ...headers, Allow: 'POST' } })
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST')
    return new Response('Method Not Allowed', {
      status: 405,
      headers: { ...headers, Allow: 'POST' },
    })
  const text = await request.text()
  if (text.length > MAX_BYTES)
    return Response.json({ error: 'Too large' }, { status: 413, headers })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return Response.json({ error: 'Invalid JSON' }, { status: 400, headers })
  }
  const parsed = BeaconSchema.safeParse(body)
  if (!parsed.success)
    return Response.json({ error: parsed.error.issues[0]!.message }, { status: 400, headers })
  const env = getEnv()
  const ip = clientIp(request)
  const allowed = await consumeRateLimit(`app:beacon:${ip}`, env.METRICS_RATE_LIMIT_PER_MINUTE, 60)
  if (!allowed) return Response.json({ error: 'Too many requests' }, { status: 429, headers })
  if (parsed.data.kind === 'view')
    await recordPageView({
      path: parsed.data.page,
      referrer: parsed.data.referrer,
      ip,
      userAgent: request.headers.get('user-agent') ?? '',
      siteUrl: env.SITE_URL,
    })
  else await storeMetrics(parsed.data, await metricsClient(ip))
  return new Response(null, { status: 204, headers })
}
