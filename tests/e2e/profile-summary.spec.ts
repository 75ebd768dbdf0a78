// /profile is the member's summary (stories, saved items, quiz results); the forms are on
// /profile/settings, which says who can see each field and takes social accounts as @handles.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const MEMBER = { email: 'member@beyondthegame.example', password: 'Demo-Member-2024!' }
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`

async function signInByApi(page: Page) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: MEMBER,
    headers: { Origin: ORIGIN },
  })
  expect(res.ok()).toBe(true)
}

test('the profile summary shows my stories, saved items and quiz results', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInByApi(page)
  // save the first article of a hub, as the Save button does without JavaScript
  await page.goto('/hub/game-face')
  const firstLink = page.locator('section[aria-labelledby="hub-articles"] article h3 a').first()
  const title = (await firstLink.textContent())!.trim()
  await firstLink.click()
  await page.waitForURL(/\/hub\/game-face\/.+/)
  const itemId = await page.locator('input[name="itemId"]').first().getAttribute('value')
  const saved = await page.request.post('/api/saved', {
    form: { itemType: 'article', itemId: itemId!, intent: 'save' },
    headers: { Origin: ORIGIN },
    maxRedirects: 0,
  })
  expect(saved.status()).toBeLessThan(400)

  await page.goto('/profile')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Your stories' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your quiz results' })).toBeVisible()
  const savedPanel = page.locator('section[aria-labelledby="saved-title"]')
  await expect(savedPanel.getByRole('link', { name: title })).toBeVisible()
  await expect(savedPanel.getByRole('link', { name: /See all saved \(\d+\)/ })).toHaveAttribute(
    'href',
    '/saved',
  )
  // no settings form on the summary
  await expect(page.getByRole('button', { name: 'Save profile' })).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Edit profile and settings' }).click()
  await expect(page).toHaveURL(/\/profile\/settings$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile settings')
  await expect(page.getByText('Public: shown on your profile').first()).toBeVisible()
  await expect(page.getByText('Only you: never shown to others').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
    'href',
    '/profile/export',
  )
  await expect(page.getByText('Delete my account', { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('without JavaScript the settings form saves a @handle and the summary shows the link', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await signInByApi(page)
  await page.goto('/profile/settings')
  await page.getByRole('textbox', { name: 'TikTok' }).fill('@member.moves')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Profile updated').first()).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'TikTok' })).toHaveValue('@member.moves')
  await page.getByRole('textbox', { name: 'TikTok' }).fill('not a handle!')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(
    page.getByText('Enter a handle like @yourname or a link starting with https://'),
  ).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByRole('link', { name: /^TikTok/ })).toHaveAttribute(
    'href',
    'https://www.tiktok.com/@member.moves',
  )
  await context.close()
})
