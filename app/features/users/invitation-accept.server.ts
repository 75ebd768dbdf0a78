// Accepting an invitation: the link's state (valid, expired, used, revoked), then one transaction
// that claims it (single use) and creates a verified password account with the invited role.
import { hashPassword } from 'better-auth/crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { invitations, users } from '#app/db/schema'
import { type Role, invalidateRoleCache, setUserRole } from '#app/features/accounts/roles.server'
import { insertCredentialUser } from '#app/features/accounts/password-users.server'
import { recordAudit } from '#app/utils/audit.server'
import { SITE } from '#app/utils/site'
import type { ActionFailure } from '#app/utils/action-result'
import { hashInviteToken } from './invitations.server'
import type { AcceptInvitation } from './users.schema'
import { failure } from '#app/utils/action-result'
import { accountPublicName } from '#app/utils/public-name.server'

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
      inviter: accountPublicName,
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
  if (found.state !== 'valid') return failure(INVITATION_STATE_MESSAGES[found.state], 410)
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
  if (!claimed) return failure(INVITATION_STATE_MESSAGES.used, 410)
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
    await insertCredentialUser(tx, {
      id,
      email: inv.email,
      displayName: input.displayName,
      username: input.username,
      passwordHash: hash,
      birthDate: input.birthDate,
    })
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
