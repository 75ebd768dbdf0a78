// CONTRACT (owned by the accounts work, issue 3): test factories. Signatures are fixed.
import type { Role } from '#app/features/accounts/roles.server'

export type TestUser = { id: string; email: string; password: string; cookie: string }

/** Creates a verified user with a password account, the given role, and a signed-in session cookie. */
export async function createUser(_opts: { email?: string; password?: string; role?: Role; displayName?: string } = {}): Promise<TestUser> {
  throw new Error('createUser: not implemented yet (accounts work)')
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
    for (const [k, v] of Object.entries(opts.form)) for (const item of Array.isArray(v) ? v : [v]) body.append(k, item)
  }
  return new Request(new URL(url, 'http://localhost:3000'), { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body })
}
