// Sign-in backoff per account and address, hashed limit keys, purging, and what account deletion
// removes from outside the account.
import { eq, like } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { contactMessages, emailOutbox, rateLimits, users } from '#app/db/schema'
import { deleteAccount } from '#app/features/accounts/profile.server'
import {
  MAX_SIGN_IN_BACKOFF_MS,
  SIGN_IN_BACKOFF_MESSAGE,
  checkAuthRateLimit,
  purgeExpiredRateLimits,
  signInBackoffMs,
} from '#app/features/accounts/rate-limit.server'
import { action } from '#app/routes/auth/auth'
import { createUser, makeRequest } from '#tests/factories'
import { callRoute } from '#tests/route-result'

function signIn(email: string, password: string, ip: string) {
  const req = makeRequest('/auth', { form: { intent: 'sign-in', email, password } })
  req.headers.set('x-client-ip', ip)
  return callRoute(action, req)
}
// the per-IP window (5 a minute) is not what these tests are about: start each attempt afresh
const forgetIpWindows = () => db.delete(rateLimits).where(like(rateLimits.key, 'app:ip:%'))

test('an address that keeps failing backs off (growing wait); the owner elsewhere signs in', async () => {
  const u = await createUser()
  const attacker = '198.51.100.7'
  for (let i = 0; i < 10; i++) {
    await forgetIpWindows()
    expect((await signIn(u.email, 'Wrong-Password-1!', attacker)).status).toBe(401)
  }
  await forgetIpWindows()
  const held = await signIn(u.email, u.password, attacker)
  expect(held.status).toBe(429)
  expect(held.data.message).toBe(SIGN_IN_BACKOFF_MESSAGE)
  // the real owner, from her own address, is not affected
  expect((await signIn(u.email, u.password, '203.0.113.20')).status).toBe(302)

  // the wait doubles with each further failure, up to a cap; nothing is a permanent lock
  expect(signInBackoffMs(9)).toBe(0)
  expect(signInBackoffMs(10)).toBe(60_000)
  expect(signInBackoffMs(11)).toBe(120_000)
  expect(signInBackoffMs(40)).toBe(MAX_SIGN_IN_BACKOFF_MS)

  // once the wait is over the address may try again, and a success clears its count
  await db
    .update(rateLimits)
    .set({ lastRequest: Date.now() - 1 })
    .where(like(rateLimits.key, 'app:sign-in-failures:%'))
  await forgetIpWindows()
  expect((await signIn(u.email, u.password, attacker)).status).toBe(302)
  expect(
    await db.select().from(rateLimits).where(like(rateLimits.key, 'app:sign-in-failures:%')),
  ).toEqual([])
  // 13 password checks (scrypt): give a loaded CI machine room
}, 90_000)

test('limit keys hold neither the email nor the address', async () => {
  const email = 'Private.Person@example.test'
  const ip = '192.0.2.55'
  const req = makeRequest('/auth')
  req.headers.set('x-client-ip', ip)
  await checkAuthRateLimit(req, 'sign-up', email)
  await signIn(email, 'Wrong-Password-1!', ip)
  const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)
  expect(keys.length).toBeGreaterThanOrEqual(3)
  for (const key of keys) {
    expect(key.toLowerCase()).not.toContain('private.person')
    expect(key).not.toContain(ip)
  }
})

test('expired limit rows are purged', async () => {
  const now = Date.now()
  await db.delete(rateLimits)
  await db.insert(rateLimits).values([
    { id: crypto.randomUUID(), key: 'app:ip:sign-up:old', count: 3, lastRequest: now - 120_000 },
    { id: crypto.randomUUID(), key: 'app:ip:sign-up:new', count: 1, lastRequest: now - 1_000 },
    { id: crypto.randomUUID(), key: 'auth:old', count: 1, lastRequest: now - 3_600_000 },
    {
      id: crypto.randomUUID(),
      key: 'app:sign-in-failures:a:b',
      count: 12,
      lastRequest: now - 3_600_000,
    },
    {
      id: crypto.randomUUID(),
      key: 'app:sign-in-failures:c:d',
      count: 12,
      lastRequest: now - 2 * 24 * 3_600_000,
    },
  ])
  expect(await purgeExpiredRateLimits(now)).toBe(3)
  const left = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)
  expect(left.sort()).toEqual(['app:ip:sign-up:new', 'app:sign-in-failures:a:b'])
})

test('deleting an account removes its contact messages, mail and limit rows', async () => {
  const u = await createUser()
  const other = await createUser()
  await db.insert(contactMessages).values([
    { kind: 'contact', name: 'Me', email: u.email, message: 'Hello there' },
    { kind: 'contact', name: 'Someone', email: other.email, message: 'Keep me' },
  ])
  await db.insert(emailOutbox).values([
    { to: u.email, subject: 'For me', text: 'x' },
    { to: other.email, subject: 'For someone else', text: 'y' },
  ])
  await signIn(u.email, 'Wrong-Password-1!', '192.0.2.80')
  await signIn(other.email, 'Wrong-Password-1!', '192.0.2.80')
  const req = makeRequest('/auth')
  req.headers.set('x-client-ip', '192.0.2.81')
  await checkAuthRateLimit(req, 'sign-up', u.email)
  const before = (await db.select().from(rateLimits)).length

  await deleteAccount(u.id)

  expect(await db.select().from(users).where(eq(users.id, u.id))).toEqual([])
  expect(await db.select().from(contactMessages).where(eq(contactMessages.email, u.email))).toEqual(
    [],
  )
  expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, u.email))).toEqual([])
  expect(await db.select().from(contactMessages)).toHaveLength(1)
  expect(
    (await db.select().from(emailOutbox).where(eq(emailOutbox.to, other.email))).length,
  ).toBeGreaterThan(0)
  // the sign-in failure row and the sign-up account window of u are gone; other's and the IP windows stay
  expect((await db.select().from(rateLimits)).length).toBe(before - 2)
})
