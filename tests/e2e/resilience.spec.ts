// What a reader sees when something fails: images that retry then step aside, error screens whose
// Try Again really re-runs the page's data, and errors outside any boundary logged, not fatal.
import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

test('a failing image is retried twice, then replaced by a tile with its alt text', async ({
  page,
}) => {
  const attempts = new Map<string, number>()
  await page.route('**/media/**', async (route) => {
    const key = new URL(route.request().url()).pathname.replace(/-\d+\.(avif|webp)$/, '')
    attempts.set(key, (attempts.get(key) ?? 0) + 1)
    await route.abort()
  })
  await page.goto('/hub/game-face')
  await waitForHydration(page)
  const firstImage = page.locator('main article img').first()
  const alt = await firstImage.getAttribute('alt')
  const box = await firstImage.boundingBox()
  const tile = page.locator('main [data-image-fallback]').first()
  await expect(tile).toBeVisible({ timeout: 10_000 })
  expect(alt).toBeTruthy()
  await expect(tile).toHaveAttribute('aria-label', alt!)
  // the tile takes the picture's box: the card does not change height
  const tileBox = await tile.boundingBox()
  expect(Math.abs((tileBox?.height ?? 0) - (box?.height ?? 0))).toBeLessThan(2)
  // the first try (and a preload for a priority image) plus two retries for the one that gave up
  expect(Math.max(...attempts.values())).toBeGreaterThanOrEqual(3)
  await expectNoSeriousA11yViolations(page)
  await page.screenshot({ path: 'test-results/image-fallback.png' })
})

test('a failed navigation offers Try Again, which re-runs the page loaders', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.route('**/*.data*', (route) => route.abort())
  await page.getByRole('navigation').getByRole('link', { name: 'Fit Check' }).first().click()
  await expect(page.getByRole('heading', { name: 'Navigation Error' })).toBeVisible()
  await expect(
    page.getByText('Something went wrong with navigation. This might be a routing issue.'),
  ).toBeVisible()
  const retry = page.getByRole('button', { name: /Try Again/ })
  await expect(retry).toContainText('(3 left)')
  await retry.click()
  await expect(retry).toContainText('(2 left)')

  await page.unroute('**/*.data*')
  await retry.click()
  await expect(page.getByRole('heading', { name: 'Fit Check', level: 1 })).toBeVisible()
})

test('after three failed retries only Go Home and Refresh Page remain', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.route('**/*.data*', (route) => route.abort())
  await page.getByRole('navigation').getByRole('link', { name: 'Brand U' }).first().click()
  const retry = page.getByRole('button', { name: /Try Again/ })
  for (const left of ['(3 left)', '(2 left)', '(1 left)']) {
    await expect(retry).toContainText(left)
    await retry.click()
  }
  await expect(retry).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Refresh Page' })).toBeVisible()
})

test('errors outside every boundary are logged to the server and the page stays alive', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const reports: number[] = []
  page.on('response', (r) => {
    if (r.url().endsWith('/api/client-errors')) reports.push(r.status())
  })
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('a handler failed')
    })
    void Promise.reject(new Error('nobody awaited this'))
  })
  await expect.poll(() => reports.length).toBe(2)
  expect(reports).toEqual([204, 204])
  await page.getByRole('navigation').getByRole('link', { name: 'Game Face' }).first().click()
  await expect(page.getByRole('heading', { name: 'Game Face', level: 1 })).toBeVisible()
})
