// Rate limits for the auth actions, in the same rate_limits table better-auth uses for its HTTP
// handler (keys here start with "app:" so the two never collide). One atomic upsert per check, so
// concurrent requests and several app processes count correctly.
import { sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { rateLimits } from '#app/db/schema'
import { getEnv } from '#app/utils/env.server'

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.'

export type LimitKind = 'sign-in' | 'sign-up' | 'reset'

/** The client address server.mjs puts in x-client-ip (never a client-supplied header). */
export function clientIp(request: Request) {
  return request.headers.get('x-client-ip')?.trim() || 'unknown'
}

export function accountLimitKey(kind: LimitKind, email: string) {
  return `app:account:${kind}:${email.trim().toLowerCase()}`
}

/** Counts one request against `key`; false when the window's maximum is already used up. */
export async function consumeRateLimit(key: string, max: number, windowSeconds = getEnv().RATE_LIMIT_WINDOW_SECONDS) {
  const now = Date.now()
  const windowStart = now - windowSeconds * 1000
  const [row] = await db
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count })
  return (row?.count ?? 1) <= max
}

const ipMax: Record<LimitKind, () => number> = {
  'sign-in': () => getEnv().RATE_LIMIT_SIGN_IN_MAX,
  'sign-up': () => getEnv().RATE_LIMIT_SIGN_UP_MAX,
  reset: () => getEnv().RATE_LIMIT_RESET_MAX,
}

/** Per-IP and per-account limits of one auth action. True when the request may go ahead. */
export async function checkAuthRateLimit(request: Request, kind: LimitKind, email?: string) {
  const byIp = await consumeRateLimit(`app:ip:${kind}:${clientIp(request)}`, ipMax[kind]())
  if (!byIp) return false
  if (!email) return true
  return consumeRateLimit(accountLimitKey(kind, email), getEnv().RATE_LIMIT_ACCOUNT_MAX)
}
