// Pictures that match their products, ratings with their basis, meta lines that wrap cleanly, and
// the admin products list on a phone.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'
import { POOL_SIZE } from '../../app/db/seed/seed-pool'

const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }

/** Separators ('·') that end a line: the item after them starts lower down. */
async function danglingSeparators(page: Page, scope: string) {
  return page.locator(scope).evaluateAll((roots) => {
    const bad: string[] = []
    for (const root of roots)
      for (const dot of root.querySelectorAll('[aria-hidden]')) {
        if (dot.textContent?.trim() !== '·') continue
        const next = dot.nextElementSibling ?? dot.parentElement?.nextElementSibling
        const after =
          next ?? (dot.nextSibling?.nodeType === Node.TEXT_NODE ? dot.parentElement : null)
        if (!after) continue
        const a = dot.getBoundingClientRect()
        const b = after.getBoundingClientRect()
        if (b.top > a.bottom - 2) bad.push(root.textContent?.slice(0, 80) ?? '')
      }
    return bad
  })
}

test('products show art of their own kind and ratings with their review count', async ({
  page,
}) => {
  await page.goto('/products')
  const mascara = page.getByRole('article').filter({ hasText: 'Tubing Mascara, Waterproof' })
  const img = mascara.locator('img')
  await expect(img).toHaveAttribute('alt', /mascara/i)
  expect(await img.getAttribute('src')).toContain('/media/seed/product-mascara-')
  const earbuds = page.getByRole('article').filter({ hasText: 'Noise-Cancelling Earbuds' })
  await expect(earbuds.locator('img')).toHaveAttribute('alt', /earbuds/i)
  expect(await earbuds.locator('img').getAttribute('src')).toContain('/media/seed/product-earbuds-')
  // the rating says what it rests on, visibly and for screen readers
  await expect(mascara.getByText(/^4\.6 · \d+ athlete reviews$/)).toBeVisible()
  await expect(mascara.getByText(/Rated 4\.6 out of 5 from \d+ athlete reviews/)).toBeAttached()
  await expectNoSeriousA11yViolations(page)
})

for (const width of [390, 1280])
  test(`card meta lines wrap without a dangling separator at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/hub/game-face', '/hub/on-record', '/']) {
      await page.goto(path)
      await expect(page.getByRole('article').first()).toBeVisible()
      expect(await danglingSeparators(page, 'article')).toEqual([])
      // card meta lines draw their separator in front of each item, so it wraps with the item
      const lines = await page.locator('article .meta-line').evaluateAll((els) =>
        els.map((el) =>
          // items hidden at this width (the author in a phone's compact row) are not on the line
          [...el.children]
            .filter((c) => getComputedStyle(c).display !== 'none')
            .map((c, i) => ({
              first: i === 0,
              dot: getComputedStyle(c, '::before').content.includes('·'),
              nowrap: getComputedStyle(c).whiteSpace === 'nowrap',
            })),
        ),
      )
      expect(lines.length).toBeGreaterThan(0)
      for (const items of lines)
        for (const item of items) expect(item).toEqual({ ...item, dot: !item.first, nowrap: true })
    }
    await page.goto('/hub/game-face')
    // covers of one hub are not all the same picture
    const covers = await page
      .getByRole('article')
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.map((i) => (i as HTMLImageElement).currentSrc || (i as HTMLImageElement).src),
      )
    expect(covers.length).toBeGreaterThanOrEqual(6)
    // the seed draws POOL_SIZE covers per hub: up to that many cards no two alike, beyond that a
    // repeat may come back
    expect(new Set(covers).size).toBe(Math.min(covers.length, POOL_SIZE))
    await expectNoSeriousA11yViolations(page)
  })

test('the brand link and the avatar button are named by what they show', async ({ page }) => {
  const brand = page.getByRole('banner').getByRole('link', { name: 'Beyond the Game', exact: true })
  await page.goto('/auth')
  await waitForHydration(page)
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(ADMIN.email)
  await panel.getByLabel('Password').fill(ADMIN.password)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Welcome back!')).toBeVisible()
  await page.goto('/products')
  await expect(brand).toBeVisible()
  await expect(brand).toHaveAttribute('href', '/')
  const avatar = page.getByRole('button', { name: /^Account menu for .+ \(AD\)$/ })
  await expect(avatar).toHaveText('AD')
  await expectNoSeriousA11yViolations(page)

  // admin products on a phone: cards, no sideways scrolling, plural clicks
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/products')
  await waitForHydration(page)
  const cards = page.getByRole('list', { name: 'Products' })
  await expect(cards).toBeVisible()
  await expect(cards.getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Products' })).toBeHidden()
  expect(
    await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]),
  ).toEqual([390, 390])
  await expect(cards.getByText(/\b0 clicks\b/).first()).toBeVisible()
  await expect(page.getByText('click(s)')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  // the desktop table comes back at full width
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(page.getByRole('region', { name: 'Products' })).toBeVisible()
  await expect(cards).toBeHidden()
})
