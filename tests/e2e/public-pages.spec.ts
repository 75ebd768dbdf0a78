// The public frame, homepage and content-light pages in a real Chromium, on the seeded database.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const STATIC_ROUTES: Array<[string, string | RegExp]> = [
  ['/', /\S/], // the hero headline is editable interface text
  ['/community', 'Stories from athletes like you'],
  ['/authors', 'Meet our authors'],
  ['/resources', 'Help, rules and real answers'],
  ['/about', /Your story doesn.t end/],
  ['/privacy', 'Privacy Policy'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/terms', 'Terms of Service'],
  ['/dmca', 'DMCA and Copyright Policy'],
  ['/editorial-guidelines', 'Editorial Guidelines'],
  ['/contact', 'Talk to us'],
  ['/business-inquiries', 'Reach the next generation of female athletes'],
]

async function expectFrame(page: Page) {
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Beyond the Game', exact: true }),
  ).toBeVisible()
  const footer = page.getByRole('contentinfo')
  for (const heading of ['Explore', 'Connect', 'Business'])
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible()
  // the year comes from the clock, not from the text saved in 2024
  await expect(footer.getByText(`© ${new Date().getUTCFullYear()} Beyond the Game`)).toBeVisible()
  await expect(footer.getByText('Chicago, IL')).toBeVisible()
}

for (const [path, title] of STATIC_ROUTES) {
  test(`${path} renders in the frame and passes axe`, async ({ page }) => {
    const res = await page.goto(path)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expectFrame(page)
    await expect(page).toHaveTitle(/Beyond the Game/)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`${path === '/' ? '/$' : path + '$'}`),
    )
    await waitForHydration(page)
    await expectNoSeriousA11yViolations(page)
  })
}

test('an author page and a community story page render (linked from their lists)', async ({
  page,
}) => {
  await page.goto('/authors')
  await page.getByRole('heading', { level: 2 }).first().getByRole('link').click()
  await expect(page).toHaveURL(/\/author\/[\w-]+$/)
  await expect(page.getByRole('heading', { name: /^Articles by / })).toBeVisible()
  await expect(page.locator('main article').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.goto('/community')
  const story = page.locator('main ul article h3 a').first()
  const storyTitle = (await story.textContent())!.trim()
  await story.click()
  await expect(page).toHaveURL(/\/community\/story\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(storyTitle)
  await expect(page.getByRole('link', { name: 'Back to Community' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('homepage: trending badge, 6 latest articles, JSON-LD, and both hero buttons', async ({
  page,
}) => {
  await page.goto('/')
  await expect(
    page.getByText(
      'Where 10,000+ female athletes discover fashion, beauty, branding, and life beyond sport',
    ),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your Story Beyond the Game' })).toBeVisible()
  const hubs = page.locator('section[aria-labelledby="hubs-title"]')
  await expect(hubs.getByText('Trending').first()).toBeAttached()
  const latest = page.locator('section[aria-labelledby="latest-title"] article')
  await expect(latest).toHaveCount(6)
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  const types = ld.flatMap((t) =>
    [JSON.parse(t)].flat().map((x: { '@type': string }) => x['@type']),
  )
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']))

  await page.getByRole('link', { name: 'Shop Athlete Favorites' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Join Community' }).click()
  await expect(page).toHaveURL(/\/community$/)
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Explore All Articles' }).click()
  // /explore's first load warms its search indexes; give it longer than the default 5 s
  await expect(page).toHaveURL(/\/explore$/, { timeout: 20_000 })
})

test('hub carousel: keyboard prev/next buttons move the slides', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await waitForHydration(page)
  const next = page.getByRole('button', { name: 'Next hubs' })
  const prev = page.getByRole('button', { name: 'Previous hubs' })
  await expect(prev).toBeDisabled()
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(prev).toBeEnabled()
})

test('mobile menu at 390px: toggles, is keyboard usable, closes on navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await waitForHydration(page)
  const toggle = page.getByRole('button', { name: 'Menu' })
  await toggle.click()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(dialog.getByRole('searchbox')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await toggle.click()
  await dialog.getByRole('link', { name: 'Fit Check' }).click()
  await expect(page).toHaveURL(/\/hub\/fit-check$/)
  await expect(dialog).toBeHidden()
})

test('back-to-top appears after 300px of scrolling and returns to the top', async ({ page }) => {
  await page.goto('/about')
  await waitForHydration(page)
  const button = page.getByRole('button', { name: 'Back to top' })
  await expect(button).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 200))
  await expect(button).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 900))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10)
  await expect(button).toBeHidden()
})

test('unknown paths get the not-found page with status 404 inside the frame', async ({ page }) => {
  const res = await page.goto('/no-such-page-here')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expectFrame(page)
  await expectNoSeriousA11yViolations(page)
  const story = await page.goto('/community/story/00000000-0000-4000-8000-000000000000')
  expect(story?.status()).toBe(404)
})

test('contact form: field errors, then a stored message', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  await page.getByLabel('Your name').fill('Jordan Lee')
  await page.getByLabel('Email', { exact: true }).fill('jordan@')
  await page.getByLabel('Subject').fill('Story tip')
  await page.getByLabel('Message').fill('Our relay team raised money for new blocks.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByLabel('Your name')).toHaveValue('Jordan Lee')
  await page.getByLabel('Email', { exact: true }).fill('jordan@example.com')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the business inquiry form validates and submits', async ({ page }) => {
    await page.goto('/business-inquiries')
    await page.getByRole('button', { name: 'Send inquiry' }).click()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByText('Company is required')).toBeVisible()
    await page.getByLabel('Your name').fill('Ava Park')
    await page.getByLabel('Work email').fill('ava@brand.example')
    await page.getByLabel('Company or organization').fill('Stride Labs')
    await page.getByLabel('Inquiry type').selectOption('Brand partnership')
    await page
      .getByLabel('Tell us about your project')
      .fill('A spring recovery series with three athletes.')
    await page.getByRole('button', { name: 'Send inquiry' }).click()
    await expect(page.getByRole('heading', { name: 'Inquiry received' })).toBeVisible()
  })

  test('the menu link leads to the footer navigation, and the hub list scrolls natively', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '#footer-nav')
    await expect(
      page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: 'Terms of Service' }),
    ).toBeAttached()
    const overflow = await page
      // before JavaScript the hubs are a plain list (not announced as a carousel) that scrolls
      .locator('section[aria-labelledby="hubs-title"] [data-mode="list"] > div')
      .first()
      .evaluate((el) => getComputedStyle(el).overflowX)
    expect(overflow).toBe('auto')
  })
})
