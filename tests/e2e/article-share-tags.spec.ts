// An article's tags lead to /explore filtered by that tag (with and without JavaScript), and its
// share button copies the link where the device has no share sheet.
import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const ARTICLE = '/hub/brand-u/nil-contract-red-flags'

test('a tag on an article opens the articles with that tag', async ({ page }) => {
  await page.goto(ARTICLE)
  await waitForHydration(page)
  await page.getByRole('link', { name: '#contracts' }).click()
  await page.waitForURL((u) => u.pathname === '/explore' && u.search === '?tag=contracts')
  await expect(page.getByText('Tagged #contracts')).toBeVisible()
  const cards = page.getByRole('region', { name: 'Results' }).getByRole('article')
  await expect(cards.first()).toBeVisible()
  await expect(cards.filter({ hasText: '7 Red Flags in an NIL Contract' })).toHaveCount(1)
  // every result carries the tag: the untagged skincare routine is not among them
  await expect(cards.filter({ hasText: 'Sweat-Proof Skincare' })).toHaveCount(0)
  // the filter form keeps the tag when another filter changes
  await page.getByLabel('Sort by').selectOption('title')
  await page.waitForURL(/tag=contracts/)
  await expect(page.getByText('Tagged #contracts')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Show all tags' }).click()
  await page.waitForURL((u) => !u.search.includes('tag='))
  await expect(page.getByText('Tagged #contracts')).toHaveCount(0)
})

test('without JavaScript the tag filter is server-side', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const res = await page.goto('/explore?tag=skincare')
  expect(res?.status()).toBe(200)
  await expect(page.getByText('Tagged #skincare')).toBeVisible()
  await expect(page.getByRole('link', { name: /Sweat-Proof Skincare/ }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /7 Red Flags/ })).toHaveCount(0)
  await context.close()
})

test('share: copies the link with a toast, and plain share links exist', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(ARTICLE)
  await waitForHydration(page)
  const share = page.getByRole('group', { name: 'Share' })
  await expect(share.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=/,
  )
  await expect(share.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=.*nil-contract-red-flags/,
  )
  // the share links load lazily and hydrate after the page: a click before that follows the
  // plain link (a reload of the page), so wait for the group's own flag
  await expect(share).toHaveAttribute('data-hydrated', 'true')
  // headless Chromium has no share sheet: the button copies the link
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }))
  await share.getByRole('link', { name: 'Share or copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/hub\/brand-u\/nil-contract-red-flags$/,
  )
  await expectNoSeriousA11yViolations(page)
})
