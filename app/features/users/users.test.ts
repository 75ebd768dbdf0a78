import { createHash } from 'node:crypto'
import { and, desc, eq, ne } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { auditLogs, emailOutbox, invitations, sessions, userRoles, users } from '#app/db/schema'
import { UNDER_13_MESSAGE } from '#app/features/accounts/accounts.schema'
import { getUserRole } from '#app/features/accounts/roles.server'
import { getOptionalUser } from '#app/features/accounts/session.server'
import * as acceptRoute from '#app/routes/auth/accept-invite'
import * as usersRoute from '#app/routes/admin/users'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { LAST_ADMIN_MESSAGE } from './users.server'

type Out = { status: number; data?: Record<string, unknown>; response?: Response }
async function call(p: Promise<unknown>): Promise<Out> {
  let r: unknown
  try {
    r = await p
  } catch (e) {
    if (e instanceof Response) return { status: e.status, response: e }
    throw e
  }
  if (r instanceof Response) return { status: r.status, response: r }
  if (r && typeof r === 'object' && (r as { type?: string }).type === 'DataWithResponseInit') {
    const d = r as { data: Record<string, unknown>; init: ResponseInit | null }
    return { status: d.init?.status ?? 200, data: d.data }
  }
  return { status: 200, data: r as Record<string, unknown> }
}

const usersAction = (user: TestUser | null, form: Record<string, string>) =>
  call(
    usersRoute.action({
      request: makeRequest('/admin/users', { user, form }),
      params: {},
      context: {},
    } as never),
  )
const usersLoader = (user: TestUser | null, qs = '') =>
  call(
    usersRoute.loader({
      request: makeRequest(`/admin/users${qs}`, { user }),
      params: {},
      context: {},
    } as never),
  )
const acceptLoader = (token: string) =>
  call(
    acceptRoute.loader({
      request: makeRequest(`/invite/${token}`),
      params: { token },
      context: {},
    } as never),
  )
const acceptAction = (token: string, form: Record<string, string>) =>
  call(
    acceptRoute.action({
      request: makeRequest(`/invite/${token}`, { form }),
      params: { token },
      context: {},
    } as never),
  )

const auditCount = async () => (await db.select().from(auditLogs)).length
const roleRows = (id: string) =>
  db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id))

async function people() {
  const admin = await createUser({ role: 'admin' })
  const editor = await createUser({ role: 'editor' })
  const member = await createUser()
  return { admin, editor, member }
}

async function lastInviteToken(email: string) {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1)
  return /\/invite\/([\w-]+)/.exec(mail!.text)![1]!
}

describe('guards', () => {
  test('loader: anonymous 401, member and editor 403, admin lists members', async () => {
    const { admin, editor, member } = await people()
    expect((await usersLoader(null)).status).toBe(401)
    expect((await usersLoader(member)).status).toBe(403)
    expect((await usersLoader(editor)).status).toBe(403)
    const ok = await usersLoader(admin, `?q=${encodeURIComponent(member.email)}`)
    expect(ok.status).toBe(200)
    expect(
      (ok.data!.members as { email: string; role: string }[]).map((m) => [m.email, m.role]),
    ).toEqual([[member.email, 'user']])
  })

  test('actions refuse anonymous, members and editors and change nothing', async () => {
    const { editor, member } = await people()
    const before = await auditCount()
    for (const who of [null, member, editor]) {
      const expected = who ? 403 : 401
      expect(
        (await usersAction(who, { intent: 'change-role', userId: member.id, role: 'admin' }))
          .status,
      ).toBe(expected)
      expect((await usersAction(who, { intent: 'suspend', userId: member.id })).status).toBe(
        expected,
      )
      expect(
        (await usersAction(who, { intent: 'invite', email: 'x@example.com', role: 'admin' }))
          .status,
      ).toBe(expected)
    }
    expect(await roleRows(member.id)).toEqual([])
    expect(
      (await db.select().from(users).where(eq(users.id, member.id)))[0]!.suspendedAt,
    ).toBeNull()
    expect(await db.select().from(invitations)).toHaveLength(0)
    expect(await auditCount()).toBe(before)
  })
})

describe('roles and suspension', () => {
  test('admin changes a role: user_roles, audit, cache invalidated', async () => {
    const { admin, member } = await people()
    expect(await getUserRole(member.id)).toBe('user') // cached now
    const res = await usersAction(admin, {
      intent: 'change-role',
      userId: member.id,
      role: 'editor',
    })
    expect(res).toMatchObject({ status: 200, data: { ok: true } })
    expect(await roleRows(member.id)).toEqual([{ role: 'editor' }])
    expect(await getUserRole(member.id)).toBe('editor')
    const [log] = await db.select().from(auditLogs).where(eq(auditLogs.action, 'role_change'))
    expect(log).toMatchObject({
      entityId: member.id,
      userId: admin.id,
      entityData: { name: member.email, from: 'user', to: 'editor' },
    })
  })

  test('the last admin cannot be demoted; with a second admin it works', async () => {
    const { admin } = await people()
    // the database is shared by the tests of this file: leave exactly one admin
    await db
      .delete(userRoles)
      .where(and(eq(userRoles.role, 'admin'), ne(userRoles.userId, admin.id)))
    const res = await usersAction(admin, {
      intent: 'change-role',
      userId: admin.id,
      role: 'editor',
    })
    expect(res).toMatchObject({ status: 400, data: { message: LAST_ADMIN_MESSAGE } })
    expect(await roleRows(admin.id)).toEqual([{ role: 'admin' }])
    const other = await createUser({ role: 'admin' })
    expect(
      (await usersAction(admin, { intent: 'change-role', userId: other.id, role: 'user' })).status,
    ).toBe(200)
    expect(await roleRows(other.id)).toEqual([])
  })

  test('invalid role is a 400 with the message', async () => {
    const { admin, member } = await people()
    expect(
      await usersAction(admin, { intent: 'change-role', userId: member.id, role: 'owner' }),
    ).toMatchObject({
      status: 400,
      data: { message: 'Role must be user, editor or admin' },
    })
  })

  test('suspend sets suspended_at and ends sessions; unsuspend clears it; self-suspension refused', async () => {
    const { admin, member } = await people()
    expect(await getOptionalUser(makeRequest('/', { user: member }))).not.toBeNull()
    expect((await usersAction(admin, { intent: 'suspend', userId: member.id })).status).toBe(200)
    const [row] = await db.select().from(users).where(eq(users.id, member.id))
    expect(row!.suspendedAt).toBeInstanceOf(Date)
    expect(await db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0)
    expect(await getOptionalUser(makeRequest('/', { user: member }))).toBeNull()
    expect((await usersAction(admin, { intent: 'unsuspend', userId: member.id })).status).toBe(200)
    expect(
      (await db.select().from(users).where(eq(users.id, member.id)))[0]!.suspendedAt,
    ).toBeNull()
    expect(await usersAction(admin, { intent: 'suspend', userId: admin.id })).toMatchObject({
      status: 400,
      data: { message: 'You cannot suspend your own account' },
    })
    expect(
      (await db.select().from(auditLogs).where(eq(auditLogs.entityId, member.id)))
        .map((a) => a.action)
        .sort(),
    ).toEqual(['suspend', 'unsuspend'])
  })
})

describe('invitations', () => {
  test('invalid input: 400 with the product messages, nothing stored', async () => {
    const { admin } = await people()
    const cases: [Record<string, string>, string][] = [
      [{ email: '', role: 'editor' }, 'Email is required'],
      [{ email: 'nope', role: 'editor' }, 'Please enter a valid email address'],
      [{ email: 'a@example.com', role: 'owner' }, 'Role must be user, editor or admin'],
      [
        { email: 'a@example.com', role: 'editor', customMessage: 'x'.repeat(501) },
        'Message must be less than 500 characters',
      ],
    ]
    for (const [form, message] of cases) {
      expect(await usersAction(admin, { intent: 'invite', ...form })).toMatchObject({
        status: 400,
        data: { message },
      })
    }
    expect(await db.select().from(invitations)).toHaveLength(0)
  })

  test('invite, accept end to end: hashed token, 7-day expiry, verified account, role, sign-in, single use', async () => {
    const { admin } = await people()
    const email = 'new.editor@example.com'
    const res = await usersAction(admin, {
      intent: 'invite',
      email,
      role: 'editor',
      customMessage: 'Welcome aboard!',
    })
    expect(res).toMatchObject({
      status: 200,
      data: { ok: true, message: `Invitation sent to ${email}` },
    })
    const token = await lastInviteToken(email)
    const [inv] = await db.select().from(invitations)
    expect(inv!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(inv!.tokenHash).not.toContain(token)
    const days = (inv!.expiresAt.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
    expect(
      (await db.select().from(auditLogs).where(eq(auditLogs.action, 'invite')))[0]!.entityData,
    ).toMatchObject({ name: email })

    const page = await acceptLoader(token)
    expect(page.data).toMatchObject({
      invitation: { email, role: 'editor', customMessage: 'Welcome aboard!' },
    })

    const weak = await acceptAction(token, {
      displayName: 'New Editor',
      username: 'neweditor',
      password: 'alllowercase1!',
    })
    expect(weak).toMatchObject({
      status: 400,
      data: { message: 'Password must contain at least one uppercase letter' },
    })
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0)
    const badName = await acceptAction(token, {
      displayName: 'New Editor',
      username: 'no spaces',
      password: 'Str0ng-Pass!',
    })
    expect(badName.status).toBe(400)

    // the birth date is asked with sign-up's rules: required, real, 13 or older
    const form = { displayName: 'New Editor', username: 'neweditor', password: 'Str0ng-Pass!' }
    expect(await acceptAction(token, form)).toMatchObject({
      status: 400,
      data: { errors: { birthDate: 'Date of birth is required' } },
    })
    const ten = new Date()
    ten.setUTCFullYear(ten.getUTCFullYear() - 10)
    expect(
      await acceptAction(token, { ...form, birthDate: ten.toISOString().slice(0, 10) }),
    ).toMatchObject({ status: 400, data: { errors: { birthDate: UNDER_13_MESSAGE } } })
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0)

    const done = await acceptAction(token, { ...form, birthDate: '1995-03-14' })
    expect(done.status).toBe(302)
    expect(done.response!.headers.get('Location')).toBe('/admin')
    const cookie = done
      .response!.headers.getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const [created] = await db.select().from(users).where(eq(users.email, email))
    expect(created).toMatchObject({
      emailVerified: true,
      username: 'neweditor',
      displayName: 'New Editor',
      birthDate: '1995-03-14',
    })
    expect(await getUserRole(created!.id)).toBe('editor')
    const signedIn = await getOptionalUser(
      new Request('http://localhost:3000/admin', { headers: { Cookie: cookie } }),
    )
    expect(signedIn?.email).toBe(email)
    expect((await db.select().from(invitations))[0]!.acceptedAt).toBeInstanceOf(Date)

    expect((await acceptLoader(token)).data).toMatchObject({
      invitation: null,
      problem: expect.stringContaining('already been used'),
    })
    const again = await acceptAction(token, {
      displayName: 'Again',
      username: 'again',
      password: 'Str0ng-Pass!',
      birthDate: '1995-03-14',
    })
    expect(again.status).toBe(410)
  })

  test('a second invitation to an address with a pending or accepted one is refused, not doubled', async () => {
    const { admin } = await people()
    const invite = () =>
      usersAction(admin, { intent: 'invite', email: 'Twice@Example.com', role: 'editor' })
    expect((await invite()).status).toBe(200)
    expect(await invite()).toMatchObject({
      status: 400,
      data: { message: expect.stringContaining('already has a pending invitation') },
    })
    const rows = () =>
      db.select().from(invitations).where(eq(invitations.email, 'twice@example.com'))
    expect(await rows()).toHaveLength(1)
    const token = await lastInviteToken('twice@example.com')
    expect(
      (
        await acceptAction(token, {
          displayName: 'Court Captain',
          username: 'captain',
          password: 'Str0ng-Pass!',
          birthDate: '1995-03-14',
        })
      ).status,
    ).toBeLessThan(400)
    expect(await invite()).toMatchObject({ status: 400 })
    expect(await rows()).toHaveLength(1)
    // an expired invitation is replaced by a new one
    await usersAction(admin, { intent: 'invite', email: 'lapsed@example.com', role: 'user' })
    await db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'lapsed@example.com'))
    expect(
      (await usersAction(admin, { intent: 'invite', email: 'lapsed@example.com', role: 'user' }))
        .status,
    ).toBe(200)
  })

  test('expired, revoked and unknown tokens show a clear message; resend replaces the token', async () => {
    const { admin } = await people()
    await usersAction(admin, { intent: 'invite', email: 'late@example.com', role: 'user' })
    const token = await lastInviteToken('late@example.com')
    await db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'late@example.com'))
    expect((await acceptLoader(token)).data).toMatchObject({
      problem: expect.stringContaining('expired'),
    })
    expect(
      (
        await acceptAction(token, {
          displayName: 'L',
          username: 'late',
          password: 'Str0ng-Pass!',
          birthDate: '1995-03-14',
        })
      ).status,
    ).toBe(410)

    const [inv] = await db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'late@example.com'))
    expect(
      (await usersAction(admin, { intent: 'resend-invite', invitationId: inv!.id })).status,
    ).toBe(200)
    const fresh = await lastInviteToken('late@example.com')
    expect(fresh).not.toBe(token)
    expect((await acceptLoader(token)).data).toMatchObject({
      problem: expect.stringContaining('not valid'),
    })
    expect((await acceptLoader(fresh)).data).toMatchObject({
      invitation: { email: 'late@example.com' },
    })

    const editor = await createUser({ role: 'editor' })
    for (const [who, status] of [
      [null, 401],
      [editor, 403],
    ] as const) {
      expect(
        (await usersAction(who, { intent: 'revoke-invite', invitationId: inv!.id })).status,
      ).toBe(status)
      expect(
        (await usersAction(who, { intent: 'resend-invite', invitationId: inv!.id })).status,
      ).toBe(status)
    }
    expect(
      (await db.select().from(invitations).where(eq(invitations.id, inv!.id)))[0]!.revokedAt,
    ).toBeNull()
    expect(
      (await usersAction(admin, { intent: 'revoke-invite', invitationId: inv!.id })).status,
    ).toBe(200)
    expect((await acceptLoader(fresh)).data).toMatchObject({
      problem: expect.stringContaining('withdrawn'),
    })
    expect((await acceptLoader('garbage')).status).toBe(404)
  })
})
