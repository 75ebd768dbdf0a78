import { count, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { emailOutbox, profiles, rateLimits, users } from '#app/db/schema'
import { CHECK_INBOX_MESSAGE, UNDER_13_MESSAGE } from '#app/features/accounts/accounts.schema'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { auth } from '#app/features/accounts/auth.server'
import {
  CONFIRMATION_RESENT,
  EMAIL_NOT_CONFIRMED,
} from '#app/features/accounts/confirm-email.server'
import { action, loader } from '#app/routes/auth/auth'
import { loader as verifiedLoader } from '#app/routes/auth/verified'
import { createUser, makeRequest } from '#tests/factories'
import { callRoute, cookiesFrom } from '#tests/route-result'

let ipCounter = 0
/** Each request from its own address unless told, so per-IP limits do not leak across tests. */
function post(
  form: Record<string, string | string[]>,
  opts: { ip?: string; cookie?: string } = {},
) {
  const req = makeRequest('/auth', { form })
  req.headers.set('x-client-ip', opts.ip ?? `10.0.0.${++ipCounter}`)
  if (opts.cookie) req.headers.set('Cookie', opts.cookie)
  return callRoute(action, req)
}

const yearsAgo = (n: number, dayOffset = 0) => {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - n)
  d.setUTCDate(d.getUTCDate() + dayOffset)
  return d.toISOString().slice(0, 10)
}

const validSignUp = () => ({
  intent: 'sign-up',
  username: `runner_${Date.now().toString(36)}${ipCounter}`,
  displayName: 'Maya Runner',
  email: `maya.${Date.now().toString(36)}${ipCounter}@example.test`,
  password: 'Sprint-Fast-42!',
  birthDate: '2005-06-15',
})

async function tableCounts() {
  const [[u], [r], [o]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(rateLimits),
    db.select({ n: count() }).from(emailOutbox),
  ])
  return { users: u!.n, rateLimits: r!.n, outbox: o!.n }
}

describe('sign up (/auth Sign Up tab)', () => {
  test('creates the member with metadata and profile, signs nobody in, says check your inbox, mails the link', async () => {
    const input = validSignUp()
    const res = await post({
      ...input,
      username: `  ${input.username}  `,
      email: input.email.toUpperCase(),
    })
    expect(res.status).toBe(200)
    expect(res.data).toEqual({
      ok: true,
      message: CHECK_INBOX_MESSAGE,
      intent: 'sign-up',
      checkInbox: true,
      toast: {
        type: 'success',
        title: 'Welcome to the product!',
        description: CHECK_INBOX_MESSAGE,
      },
    })
    expect(cookiesFrom(res.headers)).not.toContain('session_token=')
    const [row] = await db.select().from(users).where(eq(users.email, input.email))
    expect(row).toMatchObject({
      username: input.username,
      displayName: 'Maya Runner',
      emailVerified: false,
      birthDate: '2005-06-15',
      isUnder13: false,
    })
    expect(await db.select().from(profiles).where(eq(profiles.userId, row!.id))).toHaveLength(1)
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, input.email))
    expect(mail!.text).toMatch(
      /http:\/\/localhost:3000\/api\/auth\/verify-email\?token=\S+callbackURL=%2Fauth%2Fverified/,
    )
  })

  test.each([
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(250)}@example.test`, 'Email must be less than 255 characters'],
    ['password', 'Sh0rt!', 'Password must be at least 8 characters'],
    ['password', 'A'.repeat(120) + 'abc1!xyz9', 'Password must be less than 128 characters'],
    ['password', 'NOLOWER123!', 'Password must contain at least one lowercase letter'],
    ['password', 'noupper123!', 'Password must contain at least one uppercase letter'],
    ['password', 'NoNumbers!!', 'Password must contain at least one number'],
    ['password', 'NoSpecial123', 'Password must contain at least one special character'],
    ['username', '  ab  ', 'Username must be at least 3 characters'],
    ['username', 'x'.repeat(31), 'Username must be less than 30 characters'],
    [
      'username',
      'no spaces!',
      'Username can only contain letters, numbers, underscores and hyphens',
    ],
    ['displayName', '   ', 'Display name is required'],
    ['birthDate', '', 'Date of birth is required'],
    ['birthDate', '2999-01-01', 'Date of birth cannot be in the future'],
    ['birthDate', yearsAgo(13, 1), UNDER_13_MESSAGE],
  ])('%s = %j is refused with "%s" and nothing is stored', async (field, value, message) => {
    const before = await tableCounts()
    const res = await post({ ...validSignUp(), [field]: value })
    expect(res.status).toBe(400)
    expect(res.data.errors[field]).toBe(message)
    expect(await tableCounts()).toEqual(before)
  })

  test('exactly 13 today is allowed', async () => {
    const res = await post({ ...validSignUp(), birthDate: yearsAgo(13) })
    expect(res.status).toBe(200)
    expect(res.data.checkInbox).toBe(true)
  })

  test('a taken username is refused; a taken email gets the answer a new one gets, and a note by mail', async () => {
    const first = validSignUp()
    const created = await post(first)
    expect(created.status).toBe(200)
    const sameUsername = await post({ ...validSignUp(), username: first.username.toUpperCase() })
    expect(sameUsername.status).toBe(400)
    expect(sameUsername.data.errors.username).toBe('This username is already taken')

    const before = await tableCounts()
    const sameEmail = await post({ ...validSignUp(), email: first.email.toUpperCase() })
    expect(sameEmail.status).toBe(created.status)
    expect(sameEmail.data).toEqual(created.data)
    expect(sameEmail.headers.getSetCookie()).toEqual(created.headers.getSetCookie())
    // no second account; one more mail, to the owner, telling her to sign in or reset
    expect(await tableCounts()).toMatchObject({ users: before.users, outbox: before.outbox + 1 })
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, first.email))
    const note = mails.find((m) => m.subject.startsWith('You already have'))!
    expect(note.text).toContain(
      'An account with this email already exists. Try signing in instead.',
    )
    expect(note.text).toContain('http://localhost:3000/auth/forgot-password')
  })
})

describe('sign in (/auth Sign In tab)', () => {
  test('valid credentials: session cookie, redirect to redirectTo, welcome toast', async () => {
    const u = await createUser()
    const res = await post({
      intent: 'sign-in',
      email: u.email,
      password: u.password,
      redirectTo: '/saved',
    })
    expect(res.status).toBe(302)
    expect(res.location).toBe('/saved')
    expect(cookiesFrom(res.headers)).toContain('session_token=')
  })

  test('an open redirect is not followed', async () => {
    const u = await createUser()
    const res = await post({
      intent: 'sign-in',
      email: u.email,
      password: u.password,
      redirectTo: '//evil.example',
    })
    expect(res.location).toBe('/')
  })

  test('wrong password: Sign in failed toast with the product text', async () => {
    const u = await createUser()
    const res = await post({ intent: 'sign-in', email: u.email, password: 'Wrong-Password-1!' })
    expect(res.status).toBe(401)
    expect(res.data.toast).toEqual({
      type: 'error',
      title: 'Sign in failed',
      description: 'Invalid email or password. Please check your credentials and try again.',
    })
  })

  test('field rules', async () => {
    const short = await post({ intent: 'sign-in', email: 'a@example.test', password: '12345' })
    expect(short.status).toBe(400)
    expect(short.data.errors.password).toBe('Password must be at least 6 characters')
    const noEmail = await post({ intent: 'sign-in', email: '', password: '123456' })
    expect(noEmail.data.errors.email).toBe('Email is required')
  })

  test('a suspended member cannot sign in and their session is refused', async () => {
    const u = await createUser()
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, u.id))
    const res = await post({ intent: 'sign-in', email: u.email, password: u.password })
    expect(res.status).not.toBe(302)
    expect(await getOptionalUser(makeRequest('/', { user: u }))).toBeNull()
  })

  test('rate limit per IP: the 6th attempt in the window gets a clear 429', async () => {
    const ip = '192.0.2.77'
    for (let i = 0; i < 5; i++)
      expect(
        (
          await post(
            { intent: 'sign-in', email: `x${i}@example.test`, password: 'whatever1' },
            { ip },
          )
        ).status,
      ).toBe(401)
    const limited = await post(
      { intent: 'sign-in', email: 'y@example.test', password: 'whatever1' },
      { ip },
    )
    expect(limited.status).toBe(429)
    expect(limited.data.message).toBe('Too many attempts. Please wait a minute and try again.')
  })

  test('wrong passwords from other addresses never lock the owner out', async () => {
    const u = await createUser()
    for (let i = 0; i < 25; i++)
      expect(
        (await post({ intent: 'sign-in', email: u.email, password: 'Wrong-Password-1!' })).status,
      ).toBe(401)
    const owner = await post({ intent: 'sign-in', email: u.email, password: u.password })
    expect(owner.status).toBe(302)
    // 26 password checks (scrypt): slow on a loaded machine, so a wider limit than the default
  }, 120_000)
})

describe('modal', () => {
  test('blank fields: Please fill in all fields', async () => {
    const res = await post({
      intent: 'modal-sign-up',
      email: 'a@example.test',
      password: '',
      birthDate: '2000-01-01',
    })
    expect(res.status).toBe(400)
    expect(res.data.message).toBe('Please fill in all fields')
    const signIn = await post({ intent: 'modal-sign-in', email: '', password: 'x' })
    expect(signIn.data.message).toBe('Please fill in all fields')
  })

  test('under 13 is refused and nothing about the attempt is stored', async () => {
    const before = await tableCounts()
    const res = await post({
      intent: 'modal-sign-up',
      displayName: 'Kid Runner',
      email: 'kid@example.test',
      password: 'Kid-Pass-123!',
      birthDate: yearsAgo(12),
    })
    expect(res.status).toBe(400)
    expect(res.data.message).toBe(UNDER_13_MESSAGE)
    expect(await tableCounts()).toEqual(before)
  })

  test('the pop-up sends the same fields as /auth and gets the same field errors', async () => {
    const bad = { ...validSignUp(), displayName: '', username: 'x', password: 'weak' }
    const page = await post({ ...bad, intent: 'sign-up' })
    const modal = await post({ ...bad, intent: 'modal-sign-up' })
    expect(page.status).toBe(400)
    expect(modal.status).toBe(400)
    expect(modal.data.errors).toEqual(page.data.errors)
    expect(Object.keys(page.data.errors).sort()).toEqual(['displayName', 'password', 'username'])
    expect(modal.data.message).toBe('Please fill in all fields')
  })

  test('pop-up sign-up: the chips land on the new profile; the email link signs her in and brings her back', async () => {
    const input = { ...validSignUp(), intent: 'modal-sign-up', username: '' }
    const res = await post({
      ...input,
      sports: ['Soccer', 'Yoga', 'Quidditch'],
      interests: ['Nutrition'],
      redirectTo: '/community/questions/abc?tab=new',
    })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ ok: true, checkInbox: true, message: CHECK_INBOX_MESSAGE })
    expect(cookiesFrom(res.headers)).not.toContain('session_token=')
    const [row] = await db.select().from(users).where(eq(users.email, input.email))
    expect(row).toMatchObject({ displayName: 'Maya Runner', name: 'Maya Runner', username: null })
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, row!.id))
    expect(profile).toMatchObject({
      displayName: 'Maya Runner',
      sportsInterests: ['Soccer', 'Yoga'],
      contentInterests: ['Nutrition'],
    })
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, input.email))
    const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?\S+)/.exec(mail!.text)![1]!
    expect(new URL(link, 'http://x').searchParams.get('callbackURL')).toBe(
      '/auth/verified?redirectTo=%2Fcommunity%2Fquestions%2Fabc%3Ftab%3Dnew',
    )
    const verify = await auth.handler(new Request(`http://localhost:3000${link}`))
    expect(verify.status).toBe(302)
    const cookie = cookiesFrom(verify.headers)
    expect(cookie).toContain('session_token=')
    const landed = await callRoute(
      verifiedLoader,
      new Request(`http://localhost:3000${verify.headers.get('location')}`),
    )
    expect(landed.status).toBe(302)
    expect(landed.location).toBe('/community/questions/abc?tab=new')
    const session = makeRequest('/', {})
    session.headers.set('Cookie', cookie)
    expect((await getOptionalUser(session))?.email).toBe(input.email)
  })

  test('sign-in waits for the confirmed address (decision 0029): refused with a new-link offer, no session', async () => {
    const input = { ...validSignUp(), intent: 'modal-sign-up' }
    expect((await post(input)).status).toBe(200)
    const { email, password } = input
    const early = await post({ intent: 'sign-in', email, password })
    expect(early.status).toBe(403)
    expect(early.data).toMatchObject({
      ok: false,
      message: EMAIL_NOT_CONFIRMED,
      unconfirmedEmail: email,
    })
    expect(cookiesFrom(early.headers)).not.toContain('session_token=')
    const modalEarly = await post({ intent: 'modal-sign-in', email, password })
    expect(modalEarly.data).toMatchObject({ ok: false, unconfirmedEmail: email })
    const mails = () => db.select().from(emailOutbox).where(eq(emailOutbox.to, email))
    const before = (await mails()).length
    const resent = await post({ intent: 'resend-verification', email })
    expect(resent.data).toMatchObject({ ok: true, message: CONFIRMATION_RESENT })
    expect(await mails()).toHaveLength(before + 1)
    // an unknown address gets the same answer and no mail
    const unknown = await post({ intent: 'resend-verification', email: `nobody.${email}` })
    expect(unknown.data).toEqual(resent.data)
    const link = /http:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec((await mails()).at(-1)!.text)![0]
    expect((await auth.handler(new Request(link))).status).toBeLessThan(400)
    const signedIn = await post({ intent: 'sign-in', email, password })
    expect(signedIn.status).toBe(302)
  })

  test('a return path that leaves the site is dropped: the link lands on /auth/verified', async () => {
    const input = { ...validSignUp(), intent: 'modal-sign-up', redirectTo: '//evil.example/x' }
    expect((await post(input)).status).toBe(200)
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, input.email))
    expect(mail!.text).toMatch(/callbackURL=%2Fauth%2Fverified\s/)
    const forged = await callRoute(
      verifiedLoader,
      new Request('http://localhost:3000/auth/verified?redirectTo=https%3A%2F%2Fevil.example'),
    )
    expect(forged.location).toBe('/')
  })

  test('an existing email gets the answer a new one gets; its owner gets the note by mail', async () => {
    const u = await createUser()
    const body = {
      intent: 'modal-sign-up',
      displayName: 'Quick Falcon',
      password: 'Modal-Pass-123!',
      birthDate: '2001-02-03',
    }
    const fresh = await post({ ...body, email: `fresh.${Date.now()}@example.test` })
    const taken = await post({ ...body, email: u.email })
    expect(taken.status).toBe(fresh.status)
    expect(taken.data).toEqual(fresh.data)
    expect(cookiesFrom(taken.headers)).not.toContain('session_token=')
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, u.email))
    expect(mails.map((m) => m.subject)).toContain('You already have a Beyond the Game account')
  })

  test('modal sign in: provider message on failure, done on success', async () => {
    const u = await createUser()
    const bad = await post({ intent: 'modal-sign-in', email: u.email, password: 'nope-nope' })
    expect(bad.data.message).toBe('Invalid email or password')
    const ok = await post({ intent: 'modal-sign-in', email: u.email, password: u.password })
    expect(ok.data).toMatchObject({ ok: true, next: 'done' })
  })

  test('interests need a signed-in member or a sign-up in this browser', async () => {
    const res = await post({ intent: 'interests', sports: ['Soccer'] })
    expect(res.status).toBe(302)
    expect(res.location).toMatch(/^\/auth\?redirectTo=/)
  })
})

test('/auth redirects a signed-in visitor to /', async () => {
  const u = await createUser()
  const res = await callRoute(loader, makeRequest('/auth', { user: u }))
  expect(res.status).toBe(302)
  expect(res.location).toBe('/')
  expect((await callRoute(loader, makeRequest('/auth?mode=sign-up'))).data).toMatchObject({
    mode: 'sign-up',
  })
})

test('sign out clears the session', async () => {
  const u = await createUser()
  const req = makeRequest('/auth', { user: u, form: { intent: 'sign-out' } })
  const res = await callRoute(action, req)
  expect(res.status).toBe(302)
  expect(await getOptionalUser(makeRequest('/', { user: u }))).toBeNull()
})
