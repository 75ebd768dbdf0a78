// Safe public names: a member joins through the pop-up with an email that is her real name, keeps a
// generated handle, posts a story and a question that moderators publish, and no public page her
// content reaches (story and question pages, community list, home, feed, sitemaps, their JSON-LD)
// shows any part of her email address; her handle is what readers see.
import { mkdirSync } from 'node:fs'
import { type Page, expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, verificationLinkFor, waitForHydration } from './helpers'

const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }
const stamp = Date.now().toString(36)
const email = `quinley.ashcombe2011.${stamp}@example.test`
const password = 'Quick-Feet-2011!'
const FORBIDDEN = ['quinley', 'ashcombe', email.split('@')[0]!, email]
const shots = process.env.NAMES_SHOTS_DIR ?? '/tmp/names-shots'

test.describe.configure({ mode: 'serial' })

async function signIn(page: Page, creds: { email: string; password: string }, to: string) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(to)}`)
  await waitForHydration(page)
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(creds.email)
  await panel.getByLabel('Password').fill(creds.password)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname === to.split('?')[0])
  await waitForHydration(page)
}

function birthDate(age: number) {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - age)
  d.setUTCDate(d.getUTCDate() - 10)
  return d.toISOString().slice(0, 10)
}

test('a member who joins through the pop-up is shown by her handle, never by her email', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  mkdirSync(shots, { recursive: true })
  await page.setViewportSize({ width: 1440, height: 1000 })
  await page.goto('/community')
  await waitForHydration(page)
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Sign up' }).click()
  await expect(dialog.getByRole('heading', { name: 'Join the community' })).toBeVisible()

  // the public name starts as a neutral handle
  const name = dialog.getByLabel('Public name')
  await expect(name).toHaveValue(/^[A-Z][a-z]+[A-Z][a-z]+\d{3}$/)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByLabel('Date of birth').fill(birthDate(15))
  await page.screenshot({ path: `${shots}/signup-modal-1440.png` })
  await dialog.getByText('Volleyball', { exact: true }).click()
  await dialog.getByText('Nutrition', { exact: true }).click()
  await page.screenshot({ path: `${shots}/signup-modal-1440-chips.png` })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${shots}/signup-modal-390.png` })
  await dialog.getByLabel('Public name').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/signup-modal-390-name.png` })
  await expectNoSeriousA11yViolations(page)

  // her real name from the email is refused as a public name
  await name.fill('Quinley Ashcombe 2011')
  await dialog.getByRole('button', { name: 'Create Account' }).click()
  await expect(dialog.getByRole('alert')).toContainText('must not show your email address')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await dialog.evaluate((el) => el.scrollTo(0, 0))
  await page.screenshot({ path: `${shots}/signup-modal-390-refused.png` })
  await dialog.getByRole('button', { name: 'Suggest another name' }).click()
  const handle = await name.inputValue()
  expect(handle).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{3}$/)
  await dialog.getByRole('button', { name: 'Create Account' }).click()
  await expect(dialog.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Get Started' }).click()
  await page.setViewportSize({ width: 1440, height: 1000 })

  // the emailed link signs her in on the page she started from
  await page.goto(await verificationLinkFor(email))
  await expect(page).toHaveURL(/\/community$/)
  await expect(page.getByText('Email verified')).toBeVisible()
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible()

  const storyTitle = `Serving through finals ${stamp}`
  const story = page.getByRole('region', { name: 'Submit your story' })
  await story.getByLabel('Title').fill(storyTitle)
  await story.getByLabel('Category').selectOption('Personal Stories')
  await story
    .getByRole('textbox', { name: 'Your story', exact: true })
    .fill('My serve fell apart in exam week, so I practised it in ten-minute blocks.')
  await story.getByRole('button', { name: 'Submit Story' }).click()
  await expect(story.getByText(/Story submitted successfully/)).toBeVisible()

  const questionTitle = `How do you keep your jump serve consistent ${stamp}?`
  const ask = page.getByRole('region', { name: 'Ask the community' })
  await ask.getByLabel('Question').fill(questionTitle)
  await ask.getByLabel('Details').fill('Mine drifts left when I am tired.')
  await ask.getByLabel('Hub').selectOption({ label: 'On Record' })
  await ask.getByRole('button', { name: 'Post question' }).click()
  await expect(ask.getByText('A moderator will review your post')).toBeVisible()

  // moderators publish both
  const staffCtx = await browser.newContext()
  const staff = await staffCtx.newPage()
  await signIn(staff, ADMIN, '/admin/reviews')
  const card = staff.getByRole('article').filter({ hasText: storyTitle })
  await card.getByRole('button', { name: /^Approve/ }).click()
  await expect(staff.getByRole('article').filter({ hasText: storyTitle })).toHaveCount(0)
  await staff.goto('/admin/qa')
  await waitForHydration(staff)
  await staff
    .getByRole('article', { name: `Question: ${questionTitle}` })
    .getByRole('button', { name: /^Approve/ })
    .click()
  await expect(staff.getByRole('article', { name: `Question: ${questionTitle}` })).toHaveCount(0)
  await staffCtx.close()

  // what an anonymous reader (and a search engine) gets
  const readerCtx = await browser.newContext()
  const reader = await readerCtx.newPage()
  await reader.goto('/community')
  const storyLink = reader.getByRole('link', { name: storyTitle }).first()
  const questionLink = reader.getByRole('link', { name: questionTitle }).first()
  const storyPath = new URL((await storyLink.getAttribute('href'))!, 'http://x').pathname
  const questionPath = new URL((await questionLink.getAttribute('href'))!, 'http://x').pathname
  await reader.goto(storyPath)
  await expect(reader.getByText(handle).first()).toBeVisible()
  await reader.goto(questionPath)
  await expect(reader.getByText(handle).first()).toBeVisible()

  const api = readerCtx.request
  const sitemapIndex = await (await api.get('/sitemap.xml')).text()
  const sitemapFiles = [...sitemapIndex.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  )
  const paths = [
    '/',
    '/community',
    storyPath,
    questionPath,
    '/feed.xml',
    '/sitemap.xml',
    ...sitemapFiles,
  ]
  let jsonLd = 0
  for (const path of paths) {
    const res = await api.get(path)
    expect(res.status(), path).toBe(200)
    const body = (await res.text()).toLowerCase()
    for (const word of FORBIDDEN) expect(body, `${path} shows "${word}"`).not.toContain(word)
    jsonLd += body.split('application/ld+json').length - 1
  }
  expect(jsonLd).toBeGreaterThan(0)
  // the story page names her by the handle she kept
  expect(await (await api.get(storyPath)).text()).toContain(handle)
  await readerCtx.close()
})
