// better-auth's own HTTP endpoints apply our rules too (a client may skip the forms).
import { count, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { users } from '#app/db/schema'
import { UNDER_13_MESSAGE } from '#app/features/accounts/accounts.schema'
import { auth } from '#app/features/accounts/auth.server'
import { initialsFromEmail } from '#app/features/accounts/components/user-menu'

function signUpRequest(body: Record<string, unknown>) {
  return new Request('http://localhost:3000/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
    body: JSON.stringify(body),
  })
}
const userCount = async () => (await db.select({ n: count() }).from(users))[0]!.n

test('the JSON sign-up endpoint refuses under-13s, weak passwords and missing birth dates', async () => {
  const base = { email: 'api@example.test', password: 'Api-Pass-123!', name: 'Api' }
  const kid = new Date()
  kid.setUTCFullYear(kid.getUTCFullYear() - 10)
  const cases: [Record<string, unknown>, string][] = [
    [{ ...base, birthDate: kid.toISOString().slice(0, 10) }, UNDER_13_MESSAGE],
    [{ ...base }, 'Date of birth is required'],
    [{ ...base, birthDate: '2000-01-01', password: 'alllowercase1!' }, 'Password must contain at least one uppercase letter'],
    [{ ...base, birthDate: '2000-01-01', isUnder13: true }, 'Invalid input: expected false'],
  ]
  for (const [body, message] of cases) {
    const res = await auth.handler(signUpRequest(body))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(message)
  }
  expect(await userCount()).toBe(0)
  const ok = await auth.handler(signUpRequest({ ...base, birthDate: '2000-01-01' }))
  expect(ok.status).toBe(200)
  const [row] = await db.select().from(users).where(eq(users.email, 'api@example.test'))
  expect(row).toMatchObject({ birthDate: '2000-01-01', isUnder13: false })
})

test('avatar initials: first two letters of the email local part', () => {
  expect(initialsFromEmail('maya.runner@example.test')).toBe('MA')
  expect(initialsFromEmail('j@example.test')).toBe('J')
  expect(initialsFromEmail('1.x@example.test')).toBe('1X')
})
