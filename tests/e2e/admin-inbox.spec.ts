// The staff inbox and the newsletter list: what visitors send reaches the staff in the admin.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const EDITOR = { email: 'editor@beyondthegame.example', password: 'Demo-Editor-2024!' }
const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }

async function signIn(page: Page, to: string, who = EDITOR) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(to)}`)
  await waitForHydration(page)
  await page.getByLabel('Email').first().fill(who.email)
  await page.getByLabel('Password').first().fill(who.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await page.waitForURL((u) => u.pathname === to)
  await waitForHydration(page)
}

test('a contact message is answered from /admin/inbox', async ({ page, browser }) => {
  const subject = `Volunteering at meets ${Date.now()}`
  const visitor = await browser.newPage()
  await visitor.goto('/contact')
  await waitForHydration(visitor)
  await visitor.getByLabel('Your name').fill('Maya Ortiz')
  await visitor.getByLabel('Email', { exact: true }).fill('maya@example.com')
  await visitor.getByLabel('Subject').fill(subject)
  await visitor.getByLabel('Message').fill('Can athletes volunteer to write for the On Record hub?')
  await visitor.getByRole('button', { name: 'Send message' }).click()
  await expect(visitor.getByRole('heading', { name: 'Message sent' })).toBeVisible()
  await visitor.close()

  await signIn(page, '/admin/inbox')
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
  // the sign-in toast fades in and out (its code loads with it); scan the page itself once it is gone
  await expect(page.getByText('Welcome back!')).toBeVisible()
  await expect(page.getByText('Welcome back!')).toBeHidden({ timeout: 10_000 })
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Search messages').fill('volunteering at meets')
  await page.getByRole('button', { name: 'Filter' }).click()
  await page.getByRole('link', { name: subject }).click()
  await expect(
    page.getByText('Can athletes volunteer to write for the On Record hub?'),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Send reply' }).click()
  // the browser's own required check or the server's message: either way nothing is sent
  await expect(page.getByRole('heading', { name: 'Replies' })).toHaveCount(0)
  await page
    .getByLabel('Reply to maya@example.com')
    .fill('Yes! Send us a short pitch and two writing samples.')
  await page.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByRole('heading', { name: 'Replies' })).toBeVisible()
  await expect(page.getByText('Yes! Send us a short pitch and two writing samples.')).toBeVisible()
  await expect(page.getByText('replied', { exact: true }).first()).toBeVisible()

  await page.getByRole('button', { name: 'Archive' }).click()
  await expect(page.getByRole('button', { name: 'Move to inbox' })).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByText('Yes! Send us a short pitch and two writing samples.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.screenshot({ path: 'test-results/inbox-message-phone.png', fullPage: true })
})

test('the admin lists newsletter subscribers and downloads the confirmed ones', async ({
  page,
}) => {
  await signIn(page, '/admin/newsletter', ADMIN)
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible()
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Welcome back!')).toBeHidden({ timeout: 10_000 })
  await expectNoSeriousA11yViolations(page)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export confirmed (CSV)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
})
