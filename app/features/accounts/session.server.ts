// The signed-in user of a request: one session lookup per request, shared by its loaders.
import { rethrowIfUnavailable } from '#app/utils/db-unavailable.server'
import { noteRequestUser } from '#app/utils/logger.server'
import { auth } from './auth.server'

export type SessionUser = {
  id: string
  email: string
  name: string
  displayName: string | null
  username: string | null
  emailVerified: boolean
  image: string | null
  sessionExpiresAt: number // seconds since epoch (docs/product.md#data)
}

// loaders of one request (root, layout, page) share one session lookup
const perRequest = new WeakMap<Request, Promise<SessionUser | null>>()

async function lookup(request: Request): Promise<SessionUser | null> {
  if (!request.headers.get('Cookie')?.includes('session_token')) return null
  try {
    const result = await auth.api.getSession({
      headers: request.headers,
      query: { disableRefresh: true },
    })
    if (!result) return null
    const u = result.user as typeof result.user & {
      username?: string | null
      displayName?: string | null
      suspendedAt?: Date | string | null
    }
    // suspended members keep no working session
    if (u.suspendedAt) return null
    // the request's log lines name her (by id only)
    noteRequestUser(u.id)
    return {
      id: u.id,
      email: u.email,
      name: u.name,
      displayName: u.displayName ?? null,
      username: u.username ?? null,
      emailVerified: u.emailVerified,
      image: u.image ?? null,
      sessionExpiresAt: Math.floor(new Date(result.session.expiresAt).getTime() / 1000),
    }
  } catch (error) {
    // a database that is away is a 503 that retries, not "signed out" (no redirect to /auth)
    rethrowIfUnavailable(error, request)
    return null
  }
}

export async function getOptionalUser(request: Request): Promise<SessionUser | null> {
  let pending = perRequest.get(request)
  if (!pending) {
    pending = lookup(request)
    perRequest.set(request, pending)
  }
  return pending
}

/** Throws a redirect to /auth?redirectTo=... when signed out. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(request)
  if (!user) {
    const url = new URL(request.url)
    const { redirect } = await import('react-router')
    throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
  }
  return user
}

export const VERIFY_EMAIL_FIRST =
  'Please verify your email address first. We can send you a new link from your profile.'

/**
 * Writes that speak to the community (stories, questions, votes, comments) need a proven inbox.
 * Signed out: throws the sign-in redirect (as requireUser). Signed in but unverified: returns
 * `{ user, unverified: true }` so the action answers 403 with VERIFY_EMAIL_FIRST as its form
 * message and writes nothing. Reading and saving only need requireUser.
 */
export async function requireVerifiedUser(
  request: Request,
): Promise<{ user: SessionUser; unverified: boolean }> {
  const user = await requireUser(request)
  return { user, unverified: !user.emailVerified }
}
