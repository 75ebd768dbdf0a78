// Sign-up no longer signs anybody in (it must answer a taken email like a new one), so the modal's
// personalise step cannot write to a profile yet. The chips wait in a signed, short-lived cookie
// bound to the email that signed up, and land on the profile at that account's first sign-in in
// this browser. A cookie holds nothing that reveals whether the email had an account.
import { eq } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { profiles } from '#app/db/schema'
import { signedCookie } from '#app/utils/cookie.server'
import { saveInterests } from './profile.server'

type Pending = { email: string; sports?: string[]; interests?: string[] }

// long enough to find the confirmation email and sign in
const pendingCookie = signedCookie('pending_profile', 7 * 24 * 60 * 60)

async function read(request: Request): Promise<Pending | null> {
  const value = (await pendingCookie.parse(request.headers.get('Cookie'))) as Pending | null
  return value && typeof value.email === 'string' ? value : null
}

/** After a sign-up: remembers which email the personalise step belongs to. */
export async function pendingSignUpCookie(email: string) {
  return pendingCookie.serialize({ email: email.toLowerCase() } satisfies Pending)
}

/** The personalise step while signed out: keeps the chips for the first sign-in. Null: no sign-up. */
export async function keepPendingInterests(
  request: Request,
  sports: string[],
  interests: string[],
) {
  const pending = await read(request)
  if (!pending) return null
  return pendingCookie.serialize({ email: pending.email, sports, interests } satisfies Pending)
}

/**
 * At sign-in: saves the kept chips when they belong to this account and its profile has none yet
 * (a member who already chose keeps her choice). Returns the header that clears the cookie, or null.
 */
export async function applyPendingInterests(request: Request, user: { id: string; email: string }) {
  const pending = await read(request)
  if (!pending) return null
  if (pending.email === user.email.toLowerCase() && (pending.sports || pending.interests)) {
    const [profile] = await db
      .select({ sports: profiles.sportsInterests, interests: profiles.contentInterests })
      .from(profiles)
      .where(eq(profiles.userId, user.id))
    if (!profile || (profile.sports.length === 0 && profile.interests.length === 0))
      await saveInterests(user.id, pending.sports ?? [], pending.interests ?? [])
  }
  // another account signing in on this browser leaves the pending choice alone
  if (pending.email !== user.email.toLowerCase()) return null
  return pendingCookie.serialize('', { maxAge: 0 })
}
