// Password-reset mail bombing, over HTTP: better-auth's own endpoint and the /auth/forgot-password
// form. A flood sends an address at most a few mails, answers exactly as always, and never stops
// the owner's own request (docs/decisions/0026-reset-mail-cap.md).
import { and, eq, like } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { emailOutbox } from '#app/db/schema'
import { auth } from '#app/features/accounts/auth.server'
import { action as forgotAction } from '#app/routes/auth/forgot-password'
import { createUser, makeRequest } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { RESET_MAILS_PER_ADDRESS, RESET_MAILS_PER_REQUESTER } from './reset-mail-cap.server'

const resetMails = async (email: string) =>
  (
    await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, 'Reset your%')))
  ).length

/** POST /api/auth/request-password-reset from `ip`, as any client can. */
async function requestReset(email: string, ip: string, cookie?: string) {
  const res = await auth.handler(
    new Request('http://localhost:3000/api/auth/request-password-reset', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://localhost:3000',
        'x-client-ip': ip,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify({ email, redirectTo: '/auth/reset-password' }),
    }),
  )
  return { status: res.status, body: await res.text() }
}

test('one requester sends an address at most 3 mails an hour; every answer is the same', async () => {
  const victim = await createUser()
  const answers = []
  for (let i = 0; i < 10; i++) answers.push(await requestReset(victim.email, '198.51.100.7'))
  expect(await resetMails(victim.email)).toBe(RESET_MAILS_PER_REQUESTER)
  // capped or not, known account or not: one answer
  const unknown = await requestReset('nobody-here@example.test', '198.51.100.7')
  for (const a of [...answers, unknown]) expect(a).toEqual(answers[0])
  expect(answers[0]).toMatchObject({ status: 200 })
  expect(JSON.parse(answers[0]!.body)).toMatchObject({ status: true })

  // what is not an address is better-auth's 400, never a 500 from the cap's lookups
  for (const bad of ['a\u0000b@example.test', 'not-an-address', 'x'.repeat(5000)])
    expect((await requestReset(bad, '198.51.100.7')).status).toBe(400)

  // the owner, asking from her own connection, still gets her link
  await requestReset(victim.email, '203.0.113.44')
  expect(await resetMails(victim.email)).toBe(RESET_MAILS_PER_REQUESTER + 1)
})

test('a flood from many addresses stops at the address cap; the owner’s known connection and signed-in browser still get through', async () => {
  const victim = await createUser()
  // she signed in from home before (a session from 203.0.113.9)
  const signIn = await auth.handler(
    new Request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://localhost:3000',
        'x-client-ip': '203.0.113.9',
      },
      body: JSON.stringify({ email: victim.email, password: victim.password }),
    }),
  )
  expect(signIn.status).toBe(200)

  for (let n = 1; n <= 8; n++)
    for (let i = 0; i < RESET_MAILS_PER_REQUESTER; i++)
      await requestReset(victim.email, `192.0.2.${n}`)
  expect(await resetMails(victim.email)).toBe(RESET_MAILS_PER_ADDRESS)

  // a stranger's fresh connection is capped now (silently) ...
  await requestReset(victim.email, '192.0.2.200')
  expect(await resetMails(victim.email)).toBe(RESET_MAILS_PER_ADDRESS)
  // ... but her home connection is known to the account, and her signed-in browser is hers
  await requestReset(victim.email, '203.0.113.9')
  expect(await resetMails(victim.email)).toBe(RESET_MAILS_PER_ADDRESS + 1)
  await requestReset(victim.email, '192.0.2.1', victim.cookie)
  expect(await resetMails(victim.email)).toBe(RESET_MAILS_PER_ADDRESS + 2)
})

test('the forgot-password form: no 429 for anyone while her address is flooded, and her request still mails', async () => {
  const victim = await createUser()
  // she signed in from home before
  await auth.api.signInEmail({
    body: { email: victim.email, password: victim.password },
    headers: new Headers({ 'x-client-ip': '203.0.113.80' }),
  })
  const form = (ip: string) => {
    const r = makeRequest('/auth/forgot-password', { form: { email: victim.email } })
    r.headers.set('x-client-ip', ip)
    return callRoute(forgotAction, r)
  }
  // four flooders, each within the per-client limit of 3 a minute: 12 requests, all answered alike
  for (const ip of ['192.0.2.61', '192.0.2.62', '192.0.2.63', '192.0.2.64'])
    for (let i = 0; i < 3; i++) {
      const r = await form(ip)
      expect(r.status).toBe(200)
      expect(r.data.message).toMatch(/^If an account exists for that email/)
    }
  expect(await resetMails(victim.email)).toBe(RESET_MAILS_PER_ADDRESS)
  const hers = await form('203.0.113.80')
  expect(hers.status).toBe(200)
  expect(await resetMails(victim.email)).toBe(RESET_MAILS_PER_ADDRESS + 1)
})
