// Rate limits for auth, in the rate_limits table (better-auth's limiter stores there too, through
// `authRateLimitStorage`). One atomic upsert per check, so concurrent requests and several app
// processes count correctly. Keys never hold an email or an IP: each part is an HMAC with a key
// derived from the auth secret, so the table says nothing about who tried what.
import { createHmac } from 'node:crypto'
import { and, eq, like, lt, not, or, sql } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import { rateLimits } from '#app/db/schema'
import { deriveKey, getEnv } from '#app/utils/env.server'
import { runScheduledJob } from '#app/utils/jobs.server'
import { onStart, onStop } from '#app/utils/lifecycle.server'

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.'
export const SIGN_IN_BACKOFF_MESSAGE =
  'Too many wrong passwords from this device. Please wait a few minutes and try again, or reset your password.'

export type LimitKind = 'sign-in' | 'sign-up' | 'reset'

/** Longest a sign-in backoff grows to. */
export const MAX_SIGN_IN_BACKOFF_MS = 60 * 60 * 1000

/** The client address server.mjs puts in x-client-ip (never a client-supplied header). */
export function clientIp(source: Request | Headers | undefined | null) {
  const headers = source instanceof Request ? source.headers : source
  return headers?.get('x-client-ip')?.trim() || 'unknown'
}

let hashKey: string | undefined
/** Keyed hash of one key part (an email, an IP): stable per secret, useless without it. */
export function hashPart(value: string) {
  hashKey ??= deriveKey('rate-limit-keys')
  return createHmac('sha256', hashKey).update(value).digest('base64url').slice(0, 32)
}
const normaliseEmail = (email: string) => email.trim().toLowerCase()

export function accountLimitKey(kind: LimitKind, email: string) {
  return `app:account:${kind}:${hashPart(normaliseEmail(email))}`
}
function ipLimitKey(kind: LimitKind, ip: string) {
  return `app:ip:${kind}:${hashPart(ip)}`
}
function signInFailureKey(email: string, ip: string) {
  return `app:sign-in-failures:${hashPart(normaliseEmail(email))}:${hashPart(ip)}`
}

/** Counts one request against `key`; false when the window's maximum is already used up. */
export async function consumeRateLimit(
  key: string,
  max: number,
  windowSeconds = getEnv().RATE_LIMIT_WINDOW_SECONDS,
) {
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

/**
 * Member writes that cost the site something (a page to refresh, a row, a log line), each limited
 * per member, or per client address where there is no member (consent, search misses). Posts,
 * stories and sign-ups have their own limits above and in their features.
 */
export const MEMBER_WRITE_LIMITS = {
  reaction: { max: 30, windowSeconds: 60 },
  vote: { max: 10, windowSeconds: 60 },
  helpful: { max: 30, windowSeconds: 60 },
  report: { max: 10, windowSeconds: 600 },
  'quiz-attempt': { max: 10, windowSeconds: 600 },
  review: { max: 5, windowSeconds: 600 },
  // per address: a school or a household shares one
  consent: { max: 100, windowSeconds: 600 },
  'search-miss': { max: 20, windowSeconds: 60 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>
export type MemberWrite = keyof typeof MEMBER_WRITE_LIMITS

/** Counts one write of this kind by `who` (a user id or a client address); false: refuse it. */
export function consumeMemberWrite(kind: MemberWrite, who: string) {
  const { max, windowSeconds } = MEMBER_WRITE_LIMITS[kind]
  return consumeRateLimit(`app:write:${kind}:${hashPart(who)}`, max, windowSeconds)
}

/** better-auth's own per-IP limiter, on the same table with hashed keys. */
export const authRateLimitStorage = {
  async consume(key: string, rule: { window: number; max: number }) {
    const allowed = await consumeRateLimit(`auth:${hashPart(key)}`, rule.max, rule.window)
    return { allowed, retryAfter: allowed ? null : rule.window }
  },
}

const ipMax: Record<LimitKind, () => number> = {
  'sign-in': () => getEnv().RATE_LIMIT_SIGN_IN_MAX,
  'sign-up': () => getEnv().RATE_LIMIT_SIGN_UP_MAX,
  reset: () => getEnv().RATE_LIMIT_RESET_MAX,
}

/**
 * Per-IP and (sign-up, reset) per-account limits of one auth action. True when it may go ahead.
 * Sign-in has no per-account window: wrong passwords back off per account and address instead
 * (`signInBackoff`), so nobody can lock the owner out by failing on purpose.
 */
export async function checkAuthRateLimit(request: Request, kind: LimitKind, email?: string) {
  const byIp = await consumeRateLimit(ipLimitKey(kind, clientIp(request)), ipMax[kind]())
  if (!byIp) return false
  // reset has no per-account window that answers 429 (anyone could lock the owner out): its mails
  // are capped per address, silently (reset-mail-cap.server.ts)
  if (!email || kind === 'sign-in' || kind === 'reset') return true
  return consumeRateLimit(accountLimitKey(kind, email), getEnv().RATE_LIMIT_ACCOUNT_MAX)
}

/** Milliseconds to wait after `failures` wrong passwords: none at first, then doubling. */
export function signInBackoffMs(failures: number) {
  const free = getEnv().RATE_LIMIT_ACCOUNT_MAX
  if (failures < free) return 0
  const step = getEnv().RATE_LIMIT_WINDOW_SECONDS * 1000
  return Math.min(step * 2 ** (failures - free), MAX_SIGN_IN_BACKOFF_MS)
}

/**
 * Seconds until this address may try this account's password again (0: now). The row's
 * last_request holds the time the wait ends, so the table's pruning keeps it until then.
 */
export async function signInBackoff(email: string, ip: string) {
  const [row] = await db
    .select({ count: rateLimits.count, until: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, signInFailureKey(email, ip)))
  if (!row || row.count < getEnv().RATE_LIMIT_ACCOUNT_MAX) return 0
  return Math.max(0, Math.ceil((row.until - Date.now()) / 1000))
}

export async function recordSignInFailure(email: string, ip: string) {
  const key = signInFailureKey(email, ip)
  const now = Date.now()
  const [row] = await db
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count })
  const wait = signInBackoffMs(row!.count)
  await db
    .update(rateLimits)
    .set({ lastRequest: now + wait })
    .where(eq(rateLimits.key, key))
}

export async function clearSignInFailures(email: string, ip: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, signInFailureKey(email, ip)))
}

/**
 * Deletes rows that no longer limit anything: windows that ended, and sign-in failure counts
 * untouched for a day (or whose backoff ended a day ago). Returns how many went.
 */
export async function purgeExpiredRateLimits(now = Date.now()) {
  // better-auth's built-in rules use windows of up to 60 s
  const windowEnded = now - Math.max(getEnv().RATE_LIMIT_WINDOW_SECONDS, 60) * 1000
  const dayAgo = now - 24 * 60 * 60 * 1000
  const hourAgo = now - 60 * 60 * 1000
  const failures = like(rateLimits.key, 'app:sign-in-failures:%')
  // reset-mail caps count over an hour (reset-mail-cap.server.ts)
  const resetMails = like(rateLimits.key, 'app:reset-mail:%')
  const gone = await db
    .delete(rateLimits)
    .where(
      or(
        and(not(failures), not(resetMails), lt(rateLimits.lastRequest, windowEnded)),
        and(resetMails, lt(rateLimits.lastRequest, hourAgo)),
        and(failures, lt(rateLimits.lastRequest, dayAgo)),
      ),
    )
    .returning({ id: rateLimits.id })
  return gone.length
}

const PURGE_EVERY_MS = 10 * 60 * 1000
let purgeTimer: ReturnType<typeof setInterval> | undefined
function startPurging() {
  if (purgeTimer) return
  // one process of all of them purges each period (app/utils/jobs.server.ts)
  const run = () =>
    void runScheduledJob('rate-limit-purge', PURGE_EVERY_MS, purgeExpiredRateLimits).catch((e) =>
      console.error('rate limit purge failed', e),
    )
  run()
  purgeTimer = setInterval(run, PURGE_EVERY_MS)
  purgeTimer.unref?.()
}
onStart(startPurging)
onStop(() => {
  if (purgeTimer) clearInterval(purgeTimer)
  purgeTimer = undefined
})

/** Every limit row about this email (account windows and sign-in failures from any address). */
export async function deleteRateLimitsFor(email: string, tx: Tx = db) {
  const h = hashPart(normaliseEmail(email))
  await tx
    .delete(rateLimits)
    .where(
      or(
        like(rateLimits.key, `app:account:%:${h}`),
        like(rateLimits.key, `app:sign-in-failures:${h}:%`),
        like(rateLimits.key, `app:reset-mail:${h}`),
        like(rateLimits.key, `app:reset-mail:${h}:%`),
      ),
    )
}
