// Members admin: list and search, role changes (never removing the last admin), suspension.
import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { profiles, sessions, userRoles, users } from '#app/db/schema'
import { type Role, invalidateRoleCache, setUserRole } from '#app/features/accounts/roles.server'
import { notifySessionsRevoked } from '#app/features/accounts/session-events.server'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import type { ActionResult } from '#app/utils/action-result'
import { likePattern } from '#app/utils/like-pattern'
import { failure } from '#app/utils/action-result'

export const MEMBERS_PER_PAGE = 25
export const LAST_ADMIN_MESSAGE =
  'You cannot remove the last admin. Make another member an admin first.'

const roleOf = sql<Role>`coalesce((select ur.role::text from ${userRoles} ur where ur.user_id = ${sql.raw('"users"."id"')}
  order by (case ur.role when 'admin' then 2 when 'editor' then 1 else 0 end) desc limit 1), 'user')`

export async function listMembers(filter: { q: string; role: 'all' | Role; page: number }) {
  const conditions = []
  if (filter.q) {
    const like = likePattern(filter.q)
    conditions.push(
      or(
        ilike(users.email, like),
        ilike(users.name, like),
        ilike(users.username, like),
        ilike(profiles.displayName, like),
      ),
    )
  }
  if (filter.role !== 'all') conditions.push(sql`${roleOf} = ${filter.role}`)
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        displayName: sql<string>`coalesce(${profiles.displayName}, ${users.displayName}, ${users.name})`,
        username: users.username,
        createdAt: users.createdAt,
        emailVerified: users.emailVerified,
        suspendedAt: users.suspendedAt,
        role: roleOf,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(MEMBERS_PER_PAGE)
      .offset((filter.page - 1) * MEMBERS_PER_PAGE),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where),
  ])
  return {
    members: rows,
    total: Number(total?.n ?? 0),
    pages: Math.max(1, Math.ceil(Number(total?.n ?? 0) / MEMBERS_PER_PAGE)),
  }
}

type TxLike = Parameters<Parameters<typeof db.transaction>[0]>[0]

/** Active (not suspended) admins, locked for the rest of the transaction. */
async function activeAdminIds(tx: TxLike) {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'admin'), isNull(users.suspendedAt)))
    .for('update', { of: userRoles })
  return rows.map((r) => r.userId)
}

class Refusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}

async function loadTarget(tx: TxLike, userId: string) {
  const [target] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      suspendedAt: users.suspendedAt,
      role: roleOf,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!target) throw new Refusal('Member not found', 404)
  return target
}

async function run(fn: () => Promise<string>): Promise<ActionResult> {
  try {
    return { ok: true, message: await fn() }
  } catch (error) {
    if (error instanceof Refusal) return failure(error.message, error.status)
    throw error
  }
}

export async function changeMemberRole(
  actor: Actor,
  userId: string,
  role: Role,
): Promise<ActionResult> {
  const result = await run(() =>
    db.transaction(async (tx) => {
      const target = await loadTarget(tx, userId)
      if (target.role === role) return `${target.email} is already ${role}`
      if (target.role === 'admin') {
        const admins = await activeAdminIds(tx)
        if (admins.filter((id) => id !== userId).length === 0) throw new Refusal(LAST_ADMIN_MESSAGE)
      }
      await setUserRole(tx, userId, role)
      await recordAudit(tx, {
        action: 'role_change',
        entityType: 'user',
        entityId: userId,
        entityData: { name: target.email, from: target.role, to: role },
        userId: actor.id,
      })
      return `Role of ${target.email} changed to ${role}`
    }),
  )
  // after commit too: a lookup between the in-transaction invalidation and the commit may have cached the old role
  if (result.ok) invalidateRoleCache(userId)
  return result
}

export async function setMemberSuspended(
  actor: Actor,
  userId: string,
  suspend: boolean,
): Promise<ActionResult> {
  return run(() =>
    db.transaction(async (tx) => {
      const target = await loadTarget(tx, userId)
      if (suspend && userId === actor.id) throw new Refusal('You cannot suspend your own account')
      if (suspend && target.role === 'admin') {
        const admins = await activeAdminIds(tx)
        if (admins.filter((id) => id !== userId).length === 0)
          throw new Refusal('You cannot suspend the last admin')
      }
      await tx
        .update(users)
        .set({ suspendedAt: suspend ? new Date() : null })
        .where(eq(users.id, userId))
      if (suspend) {
        await tx.delete(sessions).where(eq(sessions.userId, userId))
        await notifySessionsRevoked(tx, userId)
      }
      await recordAudit(tx, {
        action: suspend ? 'suspend' : 'unsuspend',
        entityType: 'user',
        entityId: userId,
        entityData: { name: target.email },
        userId: actor.id,
      })
      return suspend ? `${target.email} suspended` : `${target.email} unsuspended`
    }),
  )
}
