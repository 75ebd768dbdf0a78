// POST /api/client-errors: the browser's last-resort error reports, written to the server log.
// Small, validated and rate-limited per client so it cannot be used to flood the log.
import type { Route } from './+types/client-errors'
import { clientIp, consumeRateLimit } from '#app/features/accounts/rate-limit.server'
import { CLIENT_ERROR_MAX_BYTES } from '#app/utils/client-errors'
import { ClientErrorSchema } from '#app/utils/client-errors.server'

const REPORTS_PER_MINUTE = 20

function answer(status: number, message?: string) {
  return new Response(message ?? null, {
    status,
    headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return loader()
  const length = Number(request.headers.get('Content-Length') ?? 0)
  if (length > CLIENT_ERROR_MAX_BYTES) return answer(413, 'Report too large')
  let text: string
  try {
    text = await request.text()
  } catch {
    return answer(400, 'Unreadable report')
  }
  if (text.length > CLIENT_ERROR_MAX_BYTES) return answer(413, 'Report too large')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return answer(400, 'Report must be JSON')
  }
  const parsed = ClientErrorSchema.safeParse(json)
  if (!parsed.success) return answer(400, 'Invalid report')
  if (!(await consumeRateLimit(`app:client-errors:${clientIp(request)}`, REPORTS_PER_MINUTE, 60)))
    return answer(429, 'Too many reports')
  const e = parsed.data
  // JSON-encoded so a report cannot forge extra log lines
  console.error(
    `[client-error] ${JSON.stringify({ kind: e.kind, page: e.page, message: e.message, source: e.source, line: e.line, column: e.column, stack: e.stack })}`,
  )
  return answer(204)
}
