// Content first on phones, one page width, hubs as a grid when they fit, and the Trending marks.
import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

test('at 390x844 the first article card starts within the first screen of /', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const first = page.locator('section[aria-labelledby="latest-title"] article').first()
  const box = await first.boundingBox()
  expect(box).not.toBeNull()
  expect(box!.y).toBeLessThan(844)
  // the homepage's sections (docs/product.md#homepage) are all still there, the mission statement
  // below the stories
  const latestTop = (await page.locator('#latest-title').boundingBox())!.y
  const missionTop = (await page.locator('#mission-title').boundingBox())!.y
  expect(missionTop).toBeGreaterThan(latestTop)
  await expect(page.locator('#hubs-title')).toBeAttached()
  await expect(page.locator('#community-title')).toBeAttached()
  await waitForHydration(page)
  await expectNoSeriousA11yViolations(page)
})

test('at 1280 px the four hubs are one row of a grid, one of them Trending, and not a carousel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await waitForHydration(page)
  // a grid is announced as a list of hubs, never as a carousel with slides
  await expect(page.locator('[aria-roledescription]')).toHaveCount(0)
  const list = page.getByRole('list', { name: 'Explore the Hubs' })
  const items = list.getByRole('listitem')
  await expect(items).toHaveCount(4)
  const boxes = await items.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect()
      return { top: Math.round(r.top), left: r.left, right: r.right }
    }),
  )
  expect(new Set(boxes.map((b) => b.top)).size).toBe(1)
  const region = (await list.boundingBox())!
  for (const b of boxes) {
    expect(b.left).toBeGreaterThanOrEqual(region.x - 1)
    expect(b.right).toBeLessThanOrEqual(region.x + region.width + 1)
  }
  await expect(page.getByRole('button', { name: 'Next hubs' })).toBeHidden()
  await expect(list.getByText('Trending', { exact: true })).toHaveCount(1)
  await expectNoSeriousA11yViolations(page)

  // narrowed to a phone, the same hubs become a carousel (and say so)
  await page.setViewportSize({ width: 390, height: 844 })
  const carousel = page.locator('[aria-roledescription="carousel"]')
  await expect(carousel).toHaveRole('region')
  await expect(carousel).toHaveAccessibleName('Explore the Hubs')
  await expect(page.getByRole('list', { name: 'Explore the Hubs' })).toHaveCount(0)
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4)
  await expect(page.getByRole('button', { name: 'Next hubs' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('at 390x844 the home page is at most 7 screens tall, with every homepage section', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await waitForHydration(page)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(height).toBeLessThanOrEqual(7 * 844)
  // hero with both buttons, mission, hubs, six latest articles and the explore button, community
  await expect(page.getByRole('link', { name: 'Shop Athlete Favorites' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join Community' }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your Story Beyond the Game' })).toBeVisible()
  await expect(page.locator('#hubs-title')).toBeVisible()
  await expect(page.locator('section[aria-labelledby="latest-title"] article')).toHaveCount(6)
  await expect(page.getByRole('link', { name: 'Explore All Articles' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Get the newsletter' })).toBeVisible()
})

test('a hub page marks every article above 5 Trending, not only three', async ({ page }) => {
  // the seed gives four Game Face articles a trending_score above 5 (and five at or below it)
  await page.goto('/hub/game-face')
  const list = page.locator('section[aria-labelledby="hub-articles"]')
  expect(await list.locator('li').count()).toBeGreaterThan(4)
  await expect(list.getByText('Trending', { exact: true })).toHaveCount(4)
})

test('public pages share one content width', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const widths: Record<string, number> = {}
  for (const path of ['/', '/hub/game-face', '/explore', '/products', '/community', '/authors']) {
    await page.goto(path)
    const box = await page.locator('main .page-container').first().boundingBox()
    widths[path] = Math.round(box!.width)
  }
  const header = await page.locator('header .page-container').first().boundingBox()
  expect(new Set(Object.values(widths)), JSON.stringify(widths)).toEqual(
    new Set([Math.round(header!.width)]),
  )
})
