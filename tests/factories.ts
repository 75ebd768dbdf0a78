// Test factories: users with a role and a signed-in session cookie, and requests made as them.
import type { Role } from '#app/features/accounts/roles.server'

export type TestUser = { id: string; email: string; password: string; cookie: string }

let counter = 0

/** Creates a verified user with a password account, the given role, and a signed-in session cookie. */
export async function createUser(
  opts: { email?: string; password?: string; role?: Role; displayName?: string } = {},
): Promise<TestUser> {
  const { auth } = await import('#app/features/accounts/auth.server')
  const { db } = await import('#app/db/client.server')
  const { users } = await import('#app/db/schema')
  const { setUserRole } = await import('#app/features/accounts/roles.server')
  const { eq } = await import('drizzle-orm')
  counter += 1
  const email = (
    opts.email ?? `member-${Date.now().toString(36)}-${counter}@example.test`
  ).toLowerCase()
  const password = opts.password ?? 'Test-Password-123!'
  const displayName = opts.displayName ?? `Member ${counter}`
  // sign-up never signs in (it answers the same for a taken email): verify, then sign in
  const response = await auth.api.signUpEmail({
    body: { email, password, name: displayName, displayName, birthDate: '2000-01-01' } as never,
  })
  const id = (response as { user: { id: string } }).user.id
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, id))
  if (opts.role && opts.role !== 'user') await setUserRole(db, id, opts.role)
  const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true })
  const cookie = cookieFromSetCookie(headers.getSetCookie())
  return { id, email, password, cookie }
}

/** "name=value" pairs of Set-Cookie headers, as a Cookie request header. */
export function cookieFromSetCookie(setCookies: string[]) {
  return setCookies
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

/** A Request with the user's session cookie (or none), a form body when `form` is given. */
export function makeRequest(
  url: string,
  opts: { user?: TestUser | null; method?: string; form?: Record<string, string | string[]> } = {},
): Request {
  const headers = new Headers({ Origin: 'http://localhost:3000' })
  if (opts.user) headers.set('Cookie', opts.user.cookie)
  let body: FormData | undefined
  if (opts.form) {
    body = new FormData()
    for (const [k, v] of Object.entries(opts.form))
      for (const item of Array.isArray(v) ? v : [v]) body.append(k, item)
  }
  return new Request(new URL(url, 'http://localhost:3000'), {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  })
}
