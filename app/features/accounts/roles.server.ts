// Roles are cached 10 minutes per process (docs/product.md#roles) and invalidated at once on
// change: locally right away, and in every process through Postgres NOTIFY after the change commits
// (docs/decisions/0003-role-cache.md).
import { and, eq, sql } from 'drizzle-orm'
import { db, dbKind, type Tx } from '#app/db/client.server'
import { userRoles } from '#app/db/schema'
import { rethrowIfUnavailable } from '#app/utils/db-unavailable.server'
import type { SessionUser } from './session.server'
import { getOptionalUser } from './session.server'

export type Role = 'user' | 'editor' | 'admin'
export const ROLE_RANK: Record<Role, number> = { user: 0, editor: 1, admin: 2 }
export const ROLES: Role[] = ['user', 'editor', 'admin']

export const ROLE_CACHE_TTL_MS = 10 * 60 * 1000
const CHANNEL = 'role_changed'

const cache = new Map<string, { role: Role; at: number }>()
// bumped on every invalidation so a lookup that started before it never stores a stale role
let generation = 0

export function invalidateRoleCache(userId?: string) {
  generation += 1
  if (userId) cache.delete(userId)
  else cache.clear()
}

type Listener = {
  listen: (
    channel: string,
    fn: (payload: string) => void,
    onListen?: () => void,
  ) => Promise<unknown>
}
let listening: Promise<unknown> | null = null

/** Subscribes once per process to role changes made by any process. */
function ensureListener() {
  if (listening) return
  const client = (db as unknown as { $client?: Listener }).$client
  if (!client?.listen) return
  const onNotify = (payload: string) => invalidateRoleCache(payload || undefined)
  // postgres-js calls onListen on every (re)connect: notifications may have been missed, start clean
  const onListen = () => invalidateRoleCache()
  listening = (
    dbKind === 'postgres'
      ? client.listen(CHANNEL, onNotify, onListen)
      : client.listen(CHANNEL, onNotify)
  ).catch((error: unknown) => {
    console.error(
      'role cache: LISTEN failed, using the cache without cross-process invalidation',
      error,
    )
  })
}

export function highestRole(roles: readonly string[]): Role {
  let best: Role = 'user'
  for (const r of roles)
    if (r in ROLE_RANK && ROLE_RANK[r as Role] > ROLE_RANK[best]) best = r as Role
  return best
}

/**
 * Highest role from user_roles; no rows or a lookup error means 'user' (a database that is away
 * throws a 503 Response instead). Cached 10 minutes.
 */
export async function getUserRole(userId: string): Promise<Role> {
  ensureListener()
  const hit = cache.get(userId)
  if (hit && Date.now() - hit.at < ROLE_CACHE_TTL_MS) return hit.role
  const startedAt = generation
  try {
    const rows = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
    const role = highestRole(rows.map((r) => r.role))
    if (startedAt === generation) cache.set(userId, { role, at: Date.now() })
    return role
  } catch (error) {
    // the database away: a 503 that retries, never "Access Denied"
    rethrowIfUnavailable(error)
    console.error('role lookup failed; treating as user', error)
    return 'user'
  }
}

async function notifyRoleChange(tx: Tx, userId: string) {
  invalidateRoleCache(userId)
  // delivered to every listening process when the surrounding transaction commits
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${userId})`)
}

/** Replaces the user's roles ('user' alone means no rows). Use the caller's transaction. */
export async function setUserRoles(tx: Tx, userId: string, roles: Role[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId))
  const privileged = [...new Set(roles)].filter((r) => r !== 'user')
  if (privileged.length)
    await tx.insert(userRoles).values(privileged.map((role) => ({ userId, role })))
  await notifyRoleChange(tx, userId)
}

/** Sets the one role a user has (admin, editor or user). */
export async function setUserRole(tx: Tx, userId: string, role: Role) {
  await setUserRoles(tx, userId, [role])
}

export async function grantRole(tx: Tx, userId: string, role: Role) {
  await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing()
  await notifyRoleChange(tx, userId)
}

export async function revokeRole(tx: Tx, userId: string, role: Role) {
  await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
  await notifyRoleChange(tx, userId)
}

/**
 * For every protected loader and action. Throws a 401 Response (guard card 'Admin Access Required')
 * when signed out, a 403 Response ('Access Denied') without the role. Admin passes an editor guard.
 */
export async function requireRole(
  request: Request,
  role: 'editor' | 'admin',
): Promise<{ user: SessionUser; role: Role }> {
  const user = await getOptionalUser(request)
  if (!user) throw new Response('Admin Access Required', { status: 401 })
  const have = await getUserRole(user.id)
  if (ROLE_RANK[have] < ROLE_RANK[role]) throw new Response('Access Denied', { status: 403 })
  return { user, role: have }
}
