import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { emailOutbox } from '#app/db/schema'
import { action as signInAction } from '#app/routes/auth/auth'
import { action as forgotAction } from '#app/routes/auth/forgot-password'
import { action as resetAction, loader as resetLoader } from '#app/routes/auth/reset-password'
import { createUser, makeRequest } from '#tests/factories'
import { callRoute } from '#tests/route-result'

let ip = 0
function req(path: string, form: Record<string, string>) {
  const r = makeRequest(path, { form })
  r.headers.set('x-client-ip', `10.2.0.${++ip}`)
  return r
}

test('a reset request answers the same whether or not the email exists', async () => {
  const u = await createUser()
  const known = await callRoute(forgotAction, req('/auth/forgot-password', { email: u.email }))
  const unknown = await callRoute(
    forgotAction,
    req('/auth/forgot-password', { email: 'nobody@example.test' }),
  )
  expect(known.status).toBe(unknown.status)
  expect(known.data).toEqual(unknown.data)
  expect(known.data.message).toMatch(/^If an account exists for that email/)
  expect(
    await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'nobody@example.test')),
  ).toHaveLength(0)
})

test('email format is validated; the rate limit answers 429', async () => {
  const bad = await callRoute(forgotAction, req('/auth/forgot-password', { email: 'nope' }))
  expect(bad.status).toBe(400)
  expect(bad.data.errors.email).toBe('Please enter a valid email address')
  const r = () => {
    const x = makeRequest('/auth/forgot-password', { form: { email: 'same@example.test' } })
    x.headers.set('x-client-ip', '203.0.113.5')
    return callRoute(forgotAction, x)
  }
  for (let i = 0; i < 3; i++) expect((await r()).status).toBe(200)
  expect((await r()).status).toBe(429)
})

test('the emailed link resets the password; the old one stops working', async () => {
  const u = await createUser()
  await callRoute(forgotAction, req('/auth/forgot-password', { email: u.email }))
  const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, u.email))
  const mail = mails.find((m) => m.subject.startsWith('Reset'))!
  const token = /\/api\/auth\/reset-password\/([^?\s]+)\?callbackURL=%2Fauth%2Freset-password/.exec(
    mail.text,
  )![1]!
  expect(
    (await callRoute(resetLoader, makeRequest(`/auth/reset-password?token=${token}`))).data.token,
  ).toBe(token)

  const mismatch = await callRoute(
    resetAction,
    req('/auth/reset-password', { token, password: 'New-Secret-99!', confirmPassword: 'other' }),
  )
  expect(mismatch.data.errors.confirmPassword).toBe('Passwords do not match')
  const weak = await callRoute(
    resetAction,
    req('/auth/reset-password', { token, password: 'weakpass', confirmPassword: 'weakpass' }),
  )
  expect(weak.data.errors.password).toBe('Password must contain at least one uppercase letter')

  const ok = await callRoute(
    resetAction,
    req('/auth/reset-password', {
      token,
      password: 'New-Secret-99!',
      confirmPassword: 'New-Secret-99!',
    }),
  )
  expect(ok.status).toBe(302)
  expect(ok.location).toBe('/auth')
  const old = await callRoute(
    signInAction,
    req('/auth', { intent: 'sign-in', email: u.email, password: u.password }),
  )
  expect(old.status).toBe(401)
  const fresh = await callRoute(
    signInAction,
    req('/auth', { intent: 'sign-in', email: u.email, password: 'New-Secret-99!' }),
  )
  expect(fresh.status).toBe(302)

  const reused = await callRoute(
    resetAction,
    req('/auth/reset-password', { token, password: 'Another-1!x', confirmPassword: 'Another-1!x' }),
  )
  expect(reused.status).toBe(400)
  expect(reused.data.message).toBe(
    'This reset link is invalid or has expired. Please ask for a new one.',
  )
})
