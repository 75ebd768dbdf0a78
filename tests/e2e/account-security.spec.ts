// Account security through the real doors of the production build: sign-up that does not tell
// whether an email is registered, the data export as a real download and over HTTP, and
// better-auth's JSON endpoints refusing what the forms refuse.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import {
  expectNoSeriousA11yViolations,
  outboxFor,
  verificationLinkFor,
  waitForHydration,
} from './helpers'

const MEMBER = { email: 'member@beyondthegame.example', password: 'Demo-Member-2024!' }

async function signIn(page: Page) {
  await page.goto('/auth')
  await waitForHydration(page)
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(MEMBER.email)
  await panel.getByLabel('Password').fill(MEMBER.password)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Welcome back!')).toBeVisible()
}

test('Download my data is a real JSON download in Chromium', async ({ page }) => {
  await signIn(page)
  await page.goto('/profile/settings')
  await waitForHydration(page)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'))
  expect(data.account.email).toBe(MEMBER.email)
  expect(JSON.stringify(data)).not.toMatch(/password|token/i)
  // the page is still the settings page (the download did not navigate away)
  await expect(page).toHaveURL(/\/profile\/settings$/)
  await expectNoSeriousA11yViolations(page)
})

test('/profile/export over HTTP: attachment for the member, sign-in redirect for anyone else', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page)
  const res = await page.request.get('/profile/export')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^application\/json/)
  expect(res.headers()['content-disposition']).toMatch(/^attachment; filename="my-data-/)
  expect((await res.json()).account.email).toBe(MEMBER.email)

  const anonymous = await playwright.request.newContext({ baseURL })
  const refused = await anonymous.get('/profile/export', { maxRedirects: 0 })
  expect(refused.status()).toBe(302)
  expect(refused.headers()['location']).toBe('/auth?redirectTo=%2Fprofile%2Fexport')
  await anonymous.dispose()
})

test('the auth API refuses what the forms refuse', async ({ page, baseURL }) => {
  await signIn(page)
  const headers = { Origin: baseURL!, 'Content-Type': 'application/json' }
  const kid = new Date()
  kid.setUTCFullYear(kid.getUTCFullYear() - 10)
  for (const body of [
    { birthDate: kid.toISOString().slice(0, 10), isUnder13: true },
    { username: 'Demo-Admin' },
    { displayName: 'x'.repeat(5000) },
    { birthDate: 'not-a-date' },
  ]) {
    const res = await page.request.post('/api/auth/update-user', { headers, data: body })
    expect(res.status()).toBe(400)
  }
  const weak = await page.request.post('/api/auth/change-password', {
    headers,
    data: { currentPassword: MEMBER.password, newPassword: 'aaaaaaaa' },
  })
  expect(weak.status()).toBe(400)
  expect((await weak.json()).message).toBe('Password must contain at least one uppercase letter')

  const signUp = (data: Record<string, unknown>) =>
    page.request.post('/api/auth/sign-up/email', { headers, data })
  const base = { email: `api.${Date.now()}@example.test`, password: 'Api-Pass-123!', name: 'Api' }
  for (const data of [
    { ...base, birthDate: kid.toISOString().slice(0, 10) },
    { ...base, birthDate: '2000-01-01', name: 'n'.repeat(200_000) },
    { ...base, birthDate: '2000-01-01', image: 'https://evil.example/x.png' },
    { ...base, birthDate: '2000-01-01', username: 'DEMO-ADMIN' },
  ]) {
    const res = await signUp(data)
    // a body-size limit in front of the app may answer the 200,000-character name first
    expect(data.name.length > 1000 ? [400, 413] : [400]).toContain(res.status())
  }
})

async function signUpOnAuthPage(page: Page, email: string, username: string) {
  await page.goto('/auth?mode=sign-up')
  await waitForHydration(page)
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' })
  await panel.getByLabel('Username').fill(username)
  await panel.getByLabel('Public name').fill('Inbox Tester')
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Date of birth').fill('2004-02-03')
  await panel.getByLabel('Password').fill('Inbox-Check-42!')
  await panel.getByRole('button', { name: 'Create Account' }).click()
  const note = page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('status')
  await expect(note).toContainText('Check your inbox')
  return (await note.textContent())!
}

test('sign-up says the same for a new and a registered email; the owner is told by email', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36)
  const fresh = `inbox.${stamp}@example.test`
  const pageA = await (await browser.newContext()).newPage()
  const pageB = await (await browser.newContext()).newPage()
  const newAnswer = await signUpOnAuthPage(pageA, fresh, `inbox_${stamp}`)
  const takenAnswer = await signUpOnAuthPage(pageB, MEMBER.email, `other_${stamp}`)
  expect(takenAnswer).toBe(newAnswer)
  for (const page of [pageA, pageB]) {
    expect((await page.context().cookies()).map((c) => c.name)).not.toContainEqual(
      expect.stringContaining('session_token'),
    )
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
  }
  await expectNoSeriousA11yViolations(pageA)
  const notes = (await outboxFor(MEMBER.email)).filter((m) =>
    m.subject.startsWith('You already have'),
  )
  expect(notes.length).toBeGreaterThan(0)
  expect(notes.at(-1)!.text).toContain('/auth/forgot-password')

  // the new member confirms from the outbox: the link signs her in
  await pageA.goto(await verificationLinkFor(fresh))
  await expect(pageA.getByText('Email verified')).toBeVisible()
  await waitForHydration(pageA)
  await expect(pageA.getByRole('button', { name: /Account menu/ })).toBeVisible()
  await pageA.context().close()
  await pageB.context().close()
})
