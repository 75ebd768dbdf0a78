import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { userRoles } from '#app/db/schema'
import {
  getUserRole,
  grantRole,
  invalidateRoleCache,
  requireRole,
  setUserRole,
} from '#app/features/accounts/roles.server'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { createUser, makeRequest } from '#tests/factories'

async function thrown(p: Promise<unknown>) {
  try {
    await p
  } catch (e) {
    return e as Response
  }
  throw new Error('expected a thrown Response')
}

test('createUser gives a real session cookie that getOptionalUser accepts', async () => {
  const u = await createUser({ displayName: 'Jordan' })
  const user = await getOptionalUser(makeRequest('/', { user: u }))
  expect(user).toMatchObject({
    id: u.id,
    email: u.email,
    displayName: 'Jordan',
    emailVerified: true,
  })
  expect(user!.sessionExpiresAt).toBeGreaterThan(Date.now() / 1000)
  expect(await getOptionalUser(makeRequest('/'))).toBeNull()
  expect(
    await getOptionalUser(
      new Request('http://localhost:3000/', {
        headers: { Cookie: 'better-auth.session_token=forged.sig' },
      }),
    ),
  ).toBeNull()
})

test('requireRole: 401 signed out, 403 without the role, admin passes an editor guard', async () => {
  const member = await createUser()
  const editor = await createUser({ role: 'editor' })
  const admin = await createUser({ role: 'admin' })
  const anon = await thrown(requireRole(makeRequest('/admin'), 'editor'))
  expect(anon.status).toBe(401)
  expect(await anon.text()).toBe('Admin Access Required')
  const denied = await thrown(requireRole(makeRequest('/admin', { user: member }), 'editor'))
  expect(denied.status).toBe(403)
  expect(await denied.text()).toBe('Access Denied')
  expect((await thrown(requireRole(makeRequest('/admin', { user: editor }), 'admin'))).status).toBe(
    403,
  )
  expect((await requireRole(makeRequest('/admin', { user: editor }), 'editor')).role).toBe('editor')
  expect((await requireRole(makeRequest('/admin', { user: admin }), 'editor')).role).toBe('admin')
})

test('highest role wins; no rows means user', async () => {
  const u = await createUser()
  expect(await getUserRole(u.id)).toBe('user')
  await grantRole(db, u.id, 'editor')
  await grantRole(db, u.id, 'admin')
  expect(await getUserRole(u.id)).toBe('admin')
})

test('role cache: served from cache, invalidated at once by the helpers', async () => {
  const u = await createUser({ role: 'editor' })
  // on PostgreSQL the NOTIFY of createUser's role change arrives asynchronously: let it land first
  await new Promise((r) => setTimeout(r, 300))
  expect(await getUserRole(u.id)).toBe('editor')
  // a change behind the cache's back is not seen for up to 10 minutes...
  await db.delete(userRoles).where(eq(userRoles.userId, u.id))
  expect(await getUserRole(u.id)).toBe('editor')
  invalidateRoleCache(u.id)
  expect(await getUserRole(u.id)).toBe('user')
  // ...but the helpers invalidate immediately
  await setUserRole(db, u.id, 'admin')
  expect(await getUserRole(u.id)).toBe('admin')
  await db.transaction(async (tx) => setUserRole(tx, u.id, 'user'))
  expect(await getUserRole(u.id)).toBe('user')
})

test('a NOTIFY from another process invalidates this process cache', async () => {
  const u = await createUser({ role: 'admin' })
  expect(await getUserRole(u.id)).toBe('admin')
  await db.delete(userRoles).where(eq(userRoles.userId, u.id))
  const { sql } = await import('drizzle-orm')
  await db.execute(sql`select pg_notify('role_changed', ${u.id})`)
  await expect.poll(() => getUserRole(u.id), { timeout: 3000 }).toBe('user')
})
