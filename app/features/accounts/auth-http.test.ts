// better-auth's own HTTP endpoints apply our rules too (a client may skip the forms).
import { count, eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { emailOutbox, profiles, rateLimits, users } from '#app/db/schema'
import { PROFILE_ONLY_MESSAGE, UNDER_13_MESSAGE } from '#app/features/accounts/accounts.schema'
import { auth } from '#app/features/accounts/auth.server'
import { initialsFromEmail } from '#app/features/accounts/components/account-avatar'
import { NAME_SHOWS_EMAIL } from '#app/features/accounts/public-name'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { cookieFromSetCookie, createUser } from '#tests/factories'

function signUpRequest(body: Record<string, unknown>) {
  return new Request('http://localhost:3000/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
    body: JSON.stringify(body),
  })
}
const userCount = async () => (await db.select({ n: count() }).from(users))[0]!.n

test('the JSON sign-up endpoint refuses under-13s, weak passwords and missing birth dates', async () => {
  const base = { email: 'api@example.test', password: 'Api-Pass-123!', name: 'Track Star' }
  const kid = new Date()
  kid.setUTCFullYear(kid.getUTCFullYear() - 10)
  const cases: [Record<string, unknown>, string][] = [
    [{ ...base, birthDate: kid.toISOString().slice(0, 10) }, UNDER_13_MESSAGE],
    [{ ...base }, 'Date of birth is required'],
    [
      { ...base, birthDate: '2000-01-01', password: 'alllowercase1!' },
      'Password must contain at least one uppercase letter',
    ],
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

test('the verification link proves the inbox, signs the member in and lands on her return path', async () => {
  const email = 'verify-link@example.test'
  const res = await auth.handler(
    signUpRequest({
      email,
      password: 'Api-Pass-123!',
      name: 'Link Tester',
      birthDate: '2000-01-01',
      callbackURL: '/auth/verified?redirectTo=%2Fcommunity',
    }),
  )
  expect(res.status).toBe(200)
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email))
  const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?\S+)/.exec(mail!.text)![1]!
  const verify = await auth.handler(new Request(`http://localhost:3000${link}`))
  expect(verify.status).toBe(302)
  expect(verify.headers.get('location')).toBe('/auth/verified?redirectTo=%2Fcommunity')
  const cookie = cookieFromSetCookie(verify.headers.getSetCookie())
  expect(await isSignedIn(cookie)).toBe(true)
  const [row] = await db.select().from(users).where(eq(users.email, email))
  expect(row!.emailVerified).toBe(true)
})

test('with no name, /sign-up/email makes a neutral handle: nothing is taken from the email', async () => {
  const email = 'emma.johnson2011@example.test'
  const res = await auth.handler(
    signUpRequest({ email, password: 'Api-Pass-123!', birthDate: '2010-01-01' }),
  )
  expect(res.status).toBe(200)
  const [row] = await db.select().from(users).where(eq(users.email, email))
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, row!.id))
  expect(row!.name).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{3}$/)
  expect(row!.displayName).toBe(row!.name)
  expect(profile!.displayName).toBe(row!.name)
  for (const v of [row!.name, profile!.displayName!])
    expect(v.toLowerCase()).not.toMatch(/emma|johnson/)
  // a name that shows the address is refused, whichever field carries it; nothing is stored
  const other = 'emma.johnson2012@example.test'
  for (const body of [
    { name: 'Emma.Johnson2012' },
    { displayName: 'emma johnson 2012' },
    { name: 'Hi there', displayName: 'EMMAJOHNSON2012' },
    { name: 'a@b.co' },
  ]) {
    const res = await auth.handler(
      signUpRequest({ email: other, password: 'Api-Pass-123!', birthDate: '2010-01-01', ...body }),
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(NAME_SHOWS_EMAIL)
  }
  expect(await db.select().from(users).where(eq(users.email, other))).toEqual([])
})

function api(path: string, body: unknown, cookie?: string) {
  const headers = new Headers({
    'Content-Type': 'application/json',
    Origin: 'http://localhost:3000',
  })
  if (cookie) headers.set('Cookie', cookie)
  return auth.handler(
    new Request(`http://localhost:3000/api/auth${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  )
}
async function messageOf(res: Response) {
  return ((await res.json()) as { message?: string }).message
}
const isSignedIn = async (cookie: string) =>
  (await getOptionalUser(
    new Request('http://localhost:3000/', { headers: { Cookie: cookie } }),
  )) !== null

test('/update-user writes nothing: age, username, names and photo only change through /profile', async () => {
  await createUser({ displayName: 'Demo Admin' }).then((u) =>
    db.update(users).set({ username: 'demo-admin' }).where(eq(users.id, u.id)),
  )
  const member = await createUser()
  const [before] = await db.select().from(users).where(eq(users.id, member.id))
  const kid = new Date()
  kid.setUTCFullYear(kid.getUTCFullYear() - 10)
  const attempts: Record<string, unknown>[] = [
    { birthDate: kid.toISOString().slice(0, 10), isUnder13: true },
    { isUnder13: true },
    { username: 'Demo-Admin' },
    { displayName: 'x'.repeat(5000) },
    { birthDate: 'not-a-date' },
    { birthDate: '2001-02-30' },
    { name: 'y'.repeat(200_000) },
    { image: 'https://evil.example/tracker.png' },
    { name: 'Fine Name' },
  ]
  for (const body of attempts) {
    const res = await api('/update-user', body, member.cookie)
    expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
    expect(await messageOf(res)).toBe(PROFILE_ONLY_MESSAGE)
  }
  const [after] = await db.select().from(users).where(eq(users.id, member.id))
  expect(after).toEqual(before)
})

test('/sign-up/email applies the form rules to every field; bad input is a 400 and stores nothing', async () => {
  const taken = await createUser()
  await db.update(users).set({ username: 'Taken-Name' }).where(eq(users.id, taken.id))
  const before = await userCount()
  const limitRows = await db.select().from(rateLimits)
  const base = {
    email: 'api-rules@example.test',
    password: 'Api-Pass-123!',
    name: 'Rule Tester',
    birthDate: '2000-01-01',
  }
  const cases: [Record<string, unknown>, string][] = [
    [{ ...base, name: 'n'.repeat(200_000) }, 'Display name must be less than 100 characters'],
    [{ ...base, name: 'Api.Rules' }, NAME_SHOWS_EMAIL],
    [{ ...base, displayName: 'api-rules@example.test' }, NAME_SHOWS_EMAIL],
    [{ ...base, displayName: 'd'.repeat(5000) }, 'Display name must be less than 100 characters'],
    [
      { ...base, image: 'https://evil.example/x.png' },
      'Add a profile photo from your profile page after signing up.',
    ],
    [{ ...base, username: 'taken-name' }, 'This username is already taken'],
    [{ ...base, username: 'x' }, 'Username must be at least 3 characters'],
    [{ ...base, birthDate: '2001-13-45' }, 'Please enter a valid date'],
    [{ ...base, birthDate: 20010101 }, 'Please enter a valid date'],
    [{ ...base, password: 'aaaaaaaa' }, 'Password must contain at least one uppercase letter'],
  ]
  for (const [body, message] of cases) {
    const res = await api('/sign-up/email', body)
    expect(res.status, message).toBe(400)
    expect(await messageOf(res)).toBe(message)
  }
  expect(await userCount()).toBe(before)
  expect(await db.select().from(rateLimits)).toEqual(limitRows)
})

test('/change-password: the app password rules, and every other session is signed out', async () => {
  const member = await createUser()
  const { headers } = await auth.api.signInEmail({
    body: { email: member.email, password: member.password },
    returnHeaders: true,
  })
  const otherDevice = cookieFromSetCookie(headers.getSetCookie())
  expect(await isSignedIn(otherDevice)).toBe(true)

  const weak = await api(
    '/change-password',
    { currentPassword: member.password, newPassword: 'aaaaaaaa' },
    member.cookie,
  )
  expect(weak.status).toBe(400)
  expect(await messageOf(weak)).toBe('Password must contain at least one uppercase letter')
  expect(await isSignedIn(otherDevice)).toBe(true)

  const ok = await api(
    '/change-password',
    {
      currentPassword: member.password,
      newPassword: 'New-Strong-Pass-9!',
      revokeOtherSessions: false,
    },
    member.cookie,
  )
  expect(ok.status).toBe(200)
  expect(await isSignedIn(otherDevice)).toBe(false)
  expect(await isSignedIn(member.cookie)).toBe(false)
  // the device that changed it stays signed in with its new session cookie
  expect(await isSignedIn(cookieFromSetCookie(ok.headers.getSetCookie()))).toBe(true)
})

test('/reset-password: the app password rules, and every session is signed out', async () => {
  const member = await createUser()
  const asked = await api('/request-password-reset', {
    email: member.email,
    redirectTo: '/reset-password',
  })
  expect(asked.status).toBe(200)
  const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, member.email))
  const mail = mails.find((m) => m.subject.startsWith('Reset your'))!
  const token = /reset-password\/([^?\s]+)/.exec(mail.text)![1]!

  const weak = await api('/reset-password', { token, newPassword: 'aaaaaaaa' })
  expect(weak.status).toBe(400)
  expect(await messageOf(weak)).toBe('Password must contain at least one uppercase letter')
  expect(await isSignedIn(member.cookie)).toBe(true)

  const ok = await api('/reset-password', { token, newPassword: 'Reset-Strong-Pass-9!' })
  expect(ok.status).toBe(200)
  expect(await isSignedIn(member.cookie)).toBe(false)
})

test('/sign-up/email answers a taken email exactly like a new one and mails the owner instead', async () => {
  const owner = await createUser({ displayName: 'Owner' })
  const body = (email: string) => ({
    email,
    password: 'Other-Pass-123!',
    name: 'Someone',
    displayName: 'Someone',
    birthDate: '2001-01-01',
  })
  const fresh = await api('/sign-up/email', body('fresh-json@example.test'))
  const taken = await api('/sign-up/email', body(owner.email.toUpperCase()))
  expect(taken.status).toBe(200)
  expect(fresh.status).toBe(200)
  // no session either way, and the same cookies (none)
  expect(taken.headers.getSetCookie()).toEqual([])
  expect(fresh.headers.getSetCookie()).toEqual([])
  type Answer = { token: unknown; user: Record<string, unknown> }
  const a = (await fresh.json()) as Answer
  const b = (await taken.json()) as Answer
  const shape = ({ user, ...rest }: Answer) => ({
    ...rest,
    user: Object.fromEntries(
      Object.entries(user).map(([k, v]) => [
        k,
        ['id', 'createdAt', 'updatedAt', 'email'].includes(k) ? typeof v : v,
      ]),
    ),
  })
  expect(shape(b)).toEqual(shape(a))
  expect(b.token).toBeNull()
  expect(b.user.email).toBe(owner.email)
  // the owner's account is untouched: one row, her password still works
  expect(await db.select().from(users).where(eq(users.email, owner.email))).toHaveLength(1)
  await expect(
    auth.api.signInEmail({ body: { email: owner.email, password: owner.password } }),
  ).resolves.toMatchObject({ user: { email: owner.email } })
  const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, owner.email))
  const note = mails.find((m) => m.subject === 'You already have a Beyond the Game account')
  expect(note?.text).toContain('An account with this email already exists. Try signing in instead.')
  expect(note?.text).toContain('http://localhost:3000/auth/forgot-password')
  const freshMails = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, 'fresh-json@example.test'))
  expect(freshMails.map((m) => m.subject)).toEqual(['Confirm your email for Beyond the Game'])
})

test('usernames are unique whatever their case, in the database itself', async () => {
  const attempt = (username: string, i: number) =>
    api('/sign-up/email', {
      email: `case-${i}@example.test`,
      password: 'Case-Pass-123!',
      name: username,
      username,
      birthDate: '2001-01-01',
    })
  // both pass the check in code at the same moment; the index refuses the second row
  const results = await Promise.all([attempt('Ana', 1), attempt('ana', 2)])
  expect(results.map((r) => r.status).filter((s) => s === 200)).toEqual([200])
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = 'ana'`)
  expect(rows).toHaveLength(1)
  // and directly, with no application code in the way
  const [row] = await db.select().from(users).limit(1)
  await expect(
    db
      .insert(users)
      .values({ ...row!, id: crypto.randomUUID(), email: 'x@example.test', username: 'ANA' }),
  ).rejects.toThrow()
})
