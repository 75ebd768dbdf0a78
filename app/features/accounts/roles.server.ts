// CONTRACT (owned by the accounts work, issue 3). Signatures are fixed; bodies are filled in there.
import type { SessionUser } from './session.server'
import { getOptionalUser } from './session.server'

export type Role = 'user' | 'editor' | 'admin'
export const ROLE_RANK: Record<Role, number> = { user: 0, editor: 1, admin: 2 }

/** Highest role from user_roles; no rows or a lookup error means 'user'. Cached 10 minutes. */
export async function getUserRole(_userId: string): Promise<Role> {
  return 'user'
}

/**
 * For every protected loader and action. Throws a 401 Response (guard card 'Admin Access Required')
 * when signed out, a 403 Response ('Access Denied') without the role. Admin passes an editor guard.
 */
export async function requireRole(request: Request, role: 'editor' | 'admin'): Promise<{ user: SessionUser; role: Role }> {
  const user = await getOptionalUser(request)
  if (!user) throw new Response('Admin Access Required', { status: 401 })
  const have = await getUserRole(user.id)
  if (ROLE_RANK[have] < ROLE_RANK[role]) throw new Response('Access Denied', { status: 403 })
  return { user, role: have }
}
