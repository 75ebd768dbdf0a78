// A product's own page: pictures, details, disclosure, the affiliate link, JSON-LD and athletes'
// reviews. A member writes a review; it waits in the review queue; once an editor approves it, it
// is on the page and the rating and count follow.
import { type Page, expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, signUpAndSignIn, waitForHydration } from './helpers'

const EDITOR = { email: 'editor@beyondthegame.example', password: 'Demo-Editor-2024!' }

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOT_DIR
  if (!dir) return
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(400)
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('a product page shows its details and readable athlete reviews', async ({ page }) => {
  await page.goto('/products')
  await page.getByRole('link', { name: 'Tubing Mascara, Waterproof', exact: true }).click()
  await page.waitForURL('**/products/waterproof-tubing-mascara')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tubing Mascara, Waterproof')
  await expect(page.getByText('Rated 4.6 out of 5 from 5 athlete reviews')).toBeAttached()
  const reviews = page.locator('#reviews ol > li')
  await expect(reviews).toHaveCount(5)
  await expect(reviews.first()).toContainText('season of')
  await expect(page.getByRole('heading', { name: 'What we like' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Who it suits' })).toBeVisible()
  await expect(page.getByText(/Affiliate disclosure/)).toBeVisible()
  const shop = page.getByRole('link', { name: /^Shop now/ })
  await expect(shop).toHaveAttribute('rel', /sponsored/)
  await expect(shop).toHaveAttribute('href', /^\/go\/[0-9a-f-]+\?from=product-page$/)
  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')))
  const product = ld.find((x) => x['@type'] === 'Product')
  expect(product.aggregateRating).toMatchObject({ ratingValue: '4.6', reviewCount: 5 })
  expect(product.review).toHaveLength(5)
  expect(product.review[0]['@type']).toBe('Review')
  await expect(page.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await shoot(page, 'product-page')
})

test('a member reviews a product; an editor approves it; the page counts it', async ({
  page,
  browser,
  baseURL,
}) => {
  // two people and a moderation round trip: more than one page's worth of time
  test.slow()
  const stamp = Date.now().toString(36)
  await signUpAndSignIn(page.request, baseURL!, {
    email: `reviewer-${stamp}@example.test`,
    password: 'Review-Member-2024!',
    name: 'Track Reviewer',
  })
  await page.goto('/products/insulated-bottle-32oz')
  await waitForHydration(page)
  const before = await page.locator('#reviews ol > li').count()
  // the form says what is wrong, on the server, and keeps nothing
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(page.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible()
  await page.getByText('★★★★', { exact: true }).click()
  const text = `Cold water through a three-hour meet in the sun. ${stamp}`
  await page.getByLabel('Your review').fill(text)
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(
    page.getByText(/waiting for a moderator and will appear once approved/),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const editorCtx = await browser.newContext()
  const editor = await editorCtx.newPage()
  await editor.goto(`/auth?redirectTo=${encodeURIComponent('/admin/queue?kind=review')}`)
  await waitForHydration(editor)
  await editor.getByLabel('Email').fill(EDITOR.email)
  await editor.getByLabel('Password', { exact: true }).fill(EDITOR.password)
  await editor.getByRole('button', { name: 'Sign In', exact: true }).click()
  await editor.waitForURL('**/admin/queue?kind=review')
  await waitForHydration(editor)
  const card = editor.getByRole('article').filter({ hasText: stamp })
  await expect(card).toBeVisible()
  await expect(card.getByText('Track Reviewer')).toBeVisible()
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(editor.getByText('The product review was approved')).toBeVisible()
  await editorCtx.close()

  await page.goto('/products/insulated-bottle-32oz')
  await expect(page.locator('#reviews ol > li')).toHaveCount(before + 1)
  await expect(page.locator('#reviews ol').getByText(text)).toBeVisible()
  await expect(page.getByText(`from ${before + 1} athlete reviews`)).toBeAttached()
})
