// Parts of a page that fail alone: a failed part shows a section (or component) error with Try
// Again in its place, the rest of the page keeps working, and Try Again re-runs the data.
// The test server honours the x-test-section-fault header (E2E_SECTION_FAULTS in the config).
import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { AXE_TAGS, expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const EDITOR = { email: 'editor@beyondthegame.example', password: 'Demo-Editor-2024!' }

/** Makes the named parts fail on every request of this page until `heal()` is called. */
async function breakParts(page: Page, parts: string) {
  await page.setExtraHTTPHeaders({ 'x-test-section-fault': parts })
  return () => page.setExtraHTTPHeaders({})
}

test('home: the carousel and the poll fail alone; Try Again brings them back', async ({ page }) => {
  await page.goto('/explore')
  await waitForHydration(page)
  const heal = await breakParts(page, 'home-hubs,home-poll')
  // a client navigation: the home loader runs for this reader (not the shared cached page)
  await page.getByRole('banner').getByRole('link', { name: 'Beyond the Game' }).first().click()
  await page.waitForURL((u) => u.pathname === '/')

  const hubs = page.locator('section[aria-labelledby="hubs-title"]')
  await expect(hubs.getByRole('heading', { name: 'Section Error' })).toBeVisible()
  await expect(hubs.getByText('Something went wrong. Please try again.')).toBeVisible()
  const community = page.locator('section[aria-labelledby="community-title"]')
  await expect(community.getByRole('heading', { name: 'Component Error' })).toBeVisible()
  // the rest of the page works: the latest articles and the community forms are there
  const latest = page.locator('section[aria-labelledby="latest-title"]')
  await expect(latest.locator('article').first()).toBeVisible()
  await expect(latest.getByRole('heading', { name: 'Section Error' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Page Error' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await page.screenshot({ path: 'test-results/home-section-error.png', fullPage: true })

  const retry = hubs.getByRole('button', { name: /Try Again/ })
  await expect(retry).toContainText('(3 left)')
  await retry.click()
  // still failing: the count goes down, the section stays in place
  await expect(retry).toContainText('(2 left)')
  await expect(hubs.getByRole('heading', { name: 'Section Error' })).toBeVisible()

  await heal()
  await retry.click()
  await expect(hubs.getByRole('heading', { name: 'Section Error' })).toHaveCount(0)
  await expect(hubs.getByRole('link', { name: /Game Face/ }).first()).toBeVisible()
  // the poll came back with the same revalidation
  await expect(community.getByRole('heading', { name: 'Component Error' })).toHaveCount(0)
})

test('home: after three failed retries only Refresh Page remains in the section', async ({
  page,
}) => {
  await page.goto('/explore')
  await waitForHydration(page)
  await breakParts(page, 'home-latest')
  await page.getByRole('banner').getByRole('link', { name: 'Beyond the Game' }).first().click()
  const latest = page.locator('section[aria-labelledby="latest-title"]')
  const retry = latest.getByRole('button', { name: /Try Again/ })
  for (const left of ['(3 left)', '(2 left)', '(1 left)']) {
    await expect(retry).toContainText(left)
    await retry.click()
    await expect(retry.or(latest.getByRole('link', { name: 'Refresh Page' }))).toBeEnabled()
  }
  await expect(retry).toHaveCount(0)
  await expect(latest.getByRole('link', { name: 'Refresh Page' })).toBeVisible()
  // the carousel above is untouched
  await expect(
    page.locator('section[aria-labelledby="hubs-title"]').getByRole('link', { name: /Game Face/ }),
  ).not.toHaveCount(0)
})

test('search dialog: failed results show a section error whose Try Again searches again', async ({
  page,
}) => {
  await page.goto('/explore')
  await waitForHydration(page)
  const heal = await breakParts(page, 'search')
  await page
    .getByRole('button', { name: /Search/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await dialog.getByLabel('Search articles and products').fill('skin')
  await expect(dialog.getByRole('heading', { name: 'Section Error' })).toBeVisible()
  const retry = dialog.getByRole('button', { name: /Try Again/ })
  await expect(retry).toContainText('(3 left)')
  await expectNoSeriousA11yViolations(page)
  await heal()
  await retry.click()
  await expect(dialog.getByRole('list', { name: 'Search results' })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Section Error' })).toHaveCount(0)
})

test('admin dashboard: one failing card leaves the others working', async ({ page }) => {
  await page.goto('/auth?redirectTo=%2Fadmin')
  await waitForHydration(page)
  await page.getByLabel('Email').first().fill(EDITOR.email)
  await page.getByLabel('Password').first().fill(EDITOR.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await page.waitForURL((u) => u.pathname === '/admin')
  await waitForHydration(page)

  const heal = await breakParts(page, 'dashboard-activity')
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Section Error' })).toHaveCount(1)
  // the numbers and the other cards are there
  await expect(page.getByText('Published', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Coming up' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible()
  await expect(page.getByText('Welcome back!')).toBeHidden({ timeout: 10_000 })
  // the page's content (the shell's own findings are the shell's tests' business)
  const scan = await new AxeBuilder({ page }).withTags(AXE_TAGS).include('main').analyze()
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  )
  await heal()
  await page.getByRole('button', { name: /Try Again/ }).click()
  await expect(page.getByRole('heading', { name: 'Section Error' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Audit log' })).toBeVisible()
})
