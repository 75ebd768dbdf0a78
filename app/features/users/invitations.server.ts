// Invitations: a random token (only its SHA-256 is stored) mailed as /invite/{token}, valid 7 days,
// single use. Sending, resending and revoking them; accepting one is in invitation-accept.server.ts.
import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { invitations, users } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { sendMail } from '#app/utils/mail.server'
import { getEnv } from '#app/utils/env.server'
import { SITE } from '#app/utils/site'
import type { ActionResult } from '#app/utils/action-result'
import { INVITE_TTL_DAYS, type InvitationForm } from './users.schema'
import { failure } from '#app/utils/action-result'
import { accountPublicName } from '#app/utils/public-name.server'

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
    .select({ name: accountPublicName })
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
  const [pending] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.email, input.email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .limit(1)
  // one invitation per address: a pending one is resent or revoked from the list, not doubled; an
  // accepted one made a member, refused above (unless that member was deleted since)
  if (pending)
    return {
      ok: false,
      message:
        'This email already has a pending invitation. Resend or revoke it in the invitations list.',
      status: 400,
      errors: { email: 'This email already has a pending invitation' },
    }
  const token = newToken()
  await db.transaction(async (tx) => {
    // an expired invitation for the same address is replaced by the new one
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
  if (!row) return failure('Invitation not found', 404)
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
  if (!row) return failure('Invitation not found', 404)
  await mailInvitation(row.email, row.role, token, await inviterName(actor.id), row.customMessage)
  return { ok: true, message: `Invitation sent again to ${row.email}` }
}
