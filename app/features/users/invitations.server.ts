// Invitations: a random token (only its SHA-256 is stored) mailed as /invite/{token}, valid 7 days,
// single use. Accepting creates a verified password account with the invited role.
import { createHash, randomBytes } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { accounts, invitations, profiles, users } from '#app/db/schema'
import { type Role, invalidateRoleCache, setUserRole } from '#app/features/accounts/roles.server'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { sendMail } from '#app/utils/mail.server'
import { getEnv } from '#app/utils/env.server'
import { SITE } from '#app/utils/site'
import type { ActionFailure, ActionResult } from '#app/utils/action-result'
import { type AcceptInvitation, INVITE_TTL_DAYS, type InvitationForm } from './users.schema'

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex')
const newToken = () => randomBytes(32).toString('base64url')
const expiry = () => new Date(Date.now() + INVITE_TTL_DAYS * 24 * 60 * 60 * 1000)

export function inviteUrl(token: string) {
  return `${getEnv().SITE_URL.replace(/\/$/, '')}/invite/${token}`
}

const article = (role: string) => (role === 'admin' || role === 'editor' ? 'an' : 'a')

async function mailInvitation(
  to: string,
  role: string,
  token: string,
  inviter: string,
  customMessage: string | null,
) {
  const note = customMessage ? `\n\nA note from ${inviter}:\n"${customMessage}"` : ''
  await sendMail({
    to,
    subject: `You're invited to join ${SITE.name}`,
    text: `${inviter} invited you to join ${SITE.name} as ${article(role)} ${role}.${note}\n\nAccept the invitation and choose your password here:\n\n${inviteUrl(token)}\n\nThe link works once and expires in ${INVITE_TTL_DAYS} days. If you were not expecting it, ignore this email.`,
  })
}

async function inviterName(actorId: string) {
  const [row] = await db
    .select({ name: sql<string>`coalesce(${users.displayName}, ${users.name})` })
    .from(users)
    .where(eq(users.id, actorId))
  return row?.name || `The ${SITE.name} team`
}

export async function createInvitation(actor: Actor, input: InvitationForm): Promise<ActionResult> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email))
  if (member)
    return {
      ok: false,
      message: 'A member with this email already exists. Change their role in the members list.',
      status: 400,
    }
  const token = newToken()
  await db.transaction(async (tx) => {
    // a new invitation replaces any pending one for the same address
    await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(invitations.email, input.email),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
    const [row] = await tx
      .insert(invitations)
      .values({
        email: input.email,
        role: input.role,
        customMessage: input.customMessage,
        tokenHash: hashInviteToken(token),
        invitedBy: actor.id,
        expiresAt: expiry(),
      })
      .returning({ id: invitations.id })
    await recordAudit(tx, {
      action: 'invite',
      entityType: 'invitation',
      entityId: row!.id,
      entityData: { name: input.email, role: input.role },
      userId: actor.id,
    })
  })
  await mailInvitation(
    input.email,
    input.role,
    token,
    await inviterName(actor.id),
    input.customMessage,
  )
  return { ok: true, message: `Invitation sent to ${input.email}` }
}

export async function listPendingInvitations() {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      invitedBy: sql<string | null>`coalesce(${users.displayName}, ${users.name})`,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .orderBy(desc(invitations.createdAt))
    .limit(100)
}

export async function revokeInvitation(actor: Actor, invitationId: string): Promise<ActionResult> {
  const row = await db.transaction(async (tx) => {
    const [inv] = await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(invitations.id, invitationId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
      .returning({ email: invitations.email })
    if (inv)
      await recordAudit(tx, {
        action: 'revoke_invite',
        entityType: 'invitation',
        entityId: invitationId,
        entityData: { name: inv.email },
        userId: actor.id,
      })
    return inv
  })
  if (!row) return { ok: false, message: 'Invitation not found', status: 404 }
  return { ok: true, message: `Invitation for ${row.email} revoked` }
}

/** A new token and a fresh 7-day expiry (the old link stops working), mailed again. */
export async function resendInvitation(actor: Actor, invitationId: string): Promise<ActionResult> {
  const token = newToken()
  const row = await db.transaction(async (tx) => {
    const [inv] = await tx
      .update(invitations)
      .set({ tokenHash: hashInviteToken(token), expiresAt: expiry() })
      .where(
        and(
          eq(invitations.id, invitationId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
      .returning()
    if (inv)
      await recordAudit(tx, {
        action: 'resend_invite',
        entityType: 'invitation',
        entityId: invitationId,
        entityData: { name: inv.email },
        userId: actor.id,
      })
    return inv
  })
  if (!row) return { ok: false, message: 'Invitation not found', status: 404 }
  await mailInvitation(row.email, row.role, token, await inviterName(actor.id), row.customMessage)
  return { ok: true, message: `Invitation sent again to ${row.email}` }
}

export type InvitationLookup =
  | {
      state: 'valid'
      email: string
      role: Role
      inviter: string
      customMessage: string | null
      expiresAt: Date
    }
  | { state: 'invalid' | 'expired' | 'used' | 'revoked' }

export const INVITATION_STATE_MESSAGES = {
  invalid:
    'This invitation link is not valid. Check that you copied the whole link from the email.',
  expired: 'This invitation has expired. Ask an administrator to send you a new one.',
  used: 'This invitation has already been used. Sign in with the account you created.',
  revoked: 'This invitation was withdrawn. Ask an administrator if you still need access.',
} as const

export async function findInvitation(token: string): Promise<InvitationLookup> {
  if (!token || token.length > 200) return { state: 'invalid' }
  const [row] = await db
    .select({
      inv: invitations,
      inviter: sql<string | null>`coalesce(${users.displayName}, ${users.name})`,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, hashInviteToken(token)))
  if (!row) return { state: 'invalid' }
  const { inv } = row
  if (inv.acceptedAt) return { state: 'used' }
  if (inv.revokedAt) return { state: 'revoked' }
  if (inv.expiresAt.getTime() <= Date.now()) return { state: 'expired' }
  return {
    state: 'valid',
    email: inv.email,
    role: inv.role,
    inviter: row.inviter ?? `The ${SITE.name} team`,
    customMessage: inv.customMessage,
    expiresAt: inv.expiresAt,
  }
}

export type AcceptResult = { ok: true; email: string; role: Role; userId: string } | ActionFailure

/** Claims the invitation (single use), creates the verified account with the role, all in one transaction. */
export async function acceptInvitation(
  token: string,
  input: AcceptInvitation,
): Promise<AcceptResult> {
  const found = await findInvitation(token)
  if (found.state !== 'valid')
    return { ok: false, message: INVITATION_STATE_MESSAGES[found.state], status: 410 }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, input.username))
  if (taken)
    return {
      ok: false,
      message: 'This username is already taken',
      status: 400,
      errors: { username: 'This username is already taken' },
    }
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, found.email))
  if (existing)
    return {
      ok: false,
      message: 'An account with this email already exists. Try signing in instead.',
      status: 400,
    }
  const hash = await hashPassword(input.password)
  const id = crypto.randomUUID()
  const claimed = await claimAndCreate(token, id, hash, input).catch((error: unknown) => {
    // a username or email taken between the checks above and the insert
    const e = error as { code?: string; cause?: { code?: string } }
    if (e?.code === '23505' || e?.cause?.code === '23505') return 'conflict' as const
    throw error
  })
  if (claimed === 'conflict')
    return {
      ok: false,
      message: 'This username is already taken',
      status: 400,
      errors: { username: 'This username is already taken' },
    }
  if (!claimed) return { ok: false, message: INVITATION_STATE_MESSAGES.used, status: 410 }
  invalidateRoleCache(id)
  return { ok: true, email: claimed.email, role: claimed.role, userId: id }
}

async function claimAndCreate(token: string, id: string, hash: string, input: AcceptInvitation) {
  return db.transaction(async (tx) => {
    const [inv] = await tx
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(
        and(
          eq(invitations.tokenHash, hashInviteToken(token)),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, new Date()),
        ),
      )
      .returning()
    if (!inv) return null
    await tx.insert(users).values({
      id,
      email: inv.email,
      name: input.displayName,
      displayName: input.displayName,
      username: input.username,
      emailVerified: true,
    })
    await tx.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: hash,
    })
    await tx
      .insert(profiles)
      .values({ userId: id, displayName: input.displayName })
      .onConflictDoNothing()
    await setUserRole(tx, id, inv.role)
    await recordAudit(tx, {
      action: 'accept_invite',
      entityType: 'invitation',
      entityId: inv.id,
      entityData: { name: inv.email, role: inv.role },
      userId: id,
    })
    return inv
  })
}
