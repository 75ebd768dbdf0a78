// CONTRACT (owned by the accounts work, issue 3). Signatures are fixed; bodies are filled in there.
export type SessionUser = {
  id: string
  email: string
  name: string
  displayName: string | null
  username: string | null
  emailVerified: boolean
  image: string | null
  sessionExpiresAt: number // seconds since epoch (SPEC: session expiry timestamp in seconds)
}

export async function getOptionalUser(_request: Request): Promise<SessionUser | null> {
  return null
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
