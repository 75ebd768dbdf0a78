// How many password-reset mails one address receives (docs/decisions/0026-reset-mail-cap.md).
// Per address and requesting client: RESET_MAILS_PER_REQUESTER an hour. Per address from all
// requesters together: RESET_MAILS_PER_ADDRESS an hour, which a requester the account knows (an
// address it has a session from) does not count against, so a flood from many addresses does not
// lock the owner out at home. A browser signed in to the account is never capped. Beyond the
// caps nothing is sent and the answer is the same as ever: it says nothing about the account.
import { and, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { sessions, users } from '#app/db/schema'
import { consumeRateLimit, hashPart } from './rate-limit.server'

export const RESET_MAIL_WINDOW_SECONDS = 60 * 60
export const RESET_MAILS_PER_REQUESTER = 3
export const RESET_MAILS_PER_ADDRESS = 10
/** What better-auth answers a reset request, sent or not (and what a capped request gets too). */
export const RESET_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
} as const

const normalise = (email: string) => email.trim().toLowerCase()
export const RESET_MAIL_KEY_PREFIX = 'app:reset-mail:'
export const resetMailKeys = (email: string, ip: string) => {
  const address = `${RESET_MAIL_KEY_PREFIX}${hashPart(normalise(email))}`
  return { address, requester: `${address}:${hashPart(ip)}` }
}

/** Whether the account behind `email` has (or had, while the session lasts) a session from `ip`. */
async function isKnownRequester(email: string, ip: string) {
  if (ip === 'unknown') return false
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.email, normalise(email)), eq(sessions.ipAddress, ip)))
    .limit(1)
  return Boolean(row)
}

/**
 * Counts one reset mail for `email` requested from `ip` and says whether it may be sent.
 * `signedInEmail` is the email of the account the requesting browser is signed in to, if any.
 */
export async function mayMailReset(email: string, ip: string, signedInEmail?: string | null) {
  if (signedInEmail && normalise(signedInEmail) === normalise(email)) return true
  const keys = resetMailKeys(email, ip)
  const window = RESET_MAIL_WINDOW_SECONDS
  if (!(await consumeRateLimit(keys.requester, RESET_MAILS_PER_REQUESTER, window))) return false
  if (await isKnownRequester(email, ip)) return true
  return consumeRateLimit(keys.address, RESET_MAILS_PER_ADDRESS, window)
}
