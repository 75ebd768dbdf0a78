import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const ARTICLE = '/hub/game-face/sweat-proof-skincare-routine'

async function articleId(page: Page) {
  const og = await page.locator('meta[property="og:image"]').getAttribute('content')
  const id = /\/og\/article\/([0-9a-f-]{36})\.png$/.exec(og ?? '')?.[1]
  expect(id, 'article OG image names the article id').toBeTruthy()
  return id!
}

test('a hub lists its articles and leads to an article', async ({ page }) => {
  await page.goto('/hub/game-face')
  await expect(page.getByRole('heading', { level: 1, name: 'Game Face' })).toBeVisible()
  const cards = page.locator('main article')
  expect(await cards.count()).toBeGreaterThanOrEqual(8)
  await expectNoSeriousA11yViolations(page)
  await cards.first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/hub\/game-face\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('an article renders every block type, author, reading time, tags, related and JSON-LD', async ({
  page,
}) => {
  await page.goto(ARTICLE)
  const body = page.locator('.prose-article')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sweat-Proof Skincare Routine/)
  expect(await body.locator('p').count()).toBeGreaterThan(2)
  await expect(body.locator('h2').first()).toBeVisible()
  await expect(body.locator('ul li, ol li').first()).toBeVisible()
  await expect(body.locator('blockquote').first()).toBeVisible()
  const figure = body.locator('figure:has(picture)').first()
  await figure.scrollIntoViewIfNeeded()
  await expect(figure.locator('img')).toHaveAttribute('alt', /.+/)
  await expect(figure.locator('img')).toHaveJSProperty('complete', true)
  await expect(page.getByRole('link', { name: 'Maya Okafor' }).first()).toHaveAttribute(
    'href',
    /^\/author\//,
  )
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible()
  await expect(page.getByText('#skincare').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Keep reading' })).toBeVisible()
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    new RegExp(`${ARTICLE}$`),
  )
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  const article = ld
    .map((t) => JSON.parse(t))
    .flat()
    .find((x) => x['@type'] === 'Article')
  expect(article).toMatchObject({
    headline: expect.stringContaining('Sweat-Proof'),
    publisher: { '@type': 'Organization' },
  })
  expect(article.wordCount).toBeGreaterThan(0)
  await expectNoSeriousA11yViolations(page)
})

test('explore filters run on the server and live in the URL', async ({ page }) => {
  await page.goto('/explore')
  await waitForHydration(page)
  await expect(page.getByText(/\d+ articles? found/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Search articles', { exact: true }).fill('skincare')
  await expect(page).toHaveURL(/\/explore\?q=skincare$/)
  await page.getByLabel('Category').selectOption('Beauty & Self-Care')
  await expect(page).toHaveURL(/category=Beauty\+%26\+Self-Care/)
  await page.getByRole('link', { name: 'Trending', exact: true }).click()
  await expect(page).toHaveURL(/tab=trending/)
  await page.getByLabel('Sort by').selectOption('title')
  await expect(page).toHaveURL(
    /\/explore\?q=skincare&category=Beauty\+%26\+Self-Care&tab=trending&sort=title$/,
  )
  const count = await page.getByText(/\d+ articles? found/).textContent()
  const titles = await page.locator('main article h3').allTextContents()
  expect(titles.length).toBeGreaterThan(0)

  await page.reload()
  await expect(page.getByLabel('Search articles', { exact: true })).toHaveValue('skincare')
  await expect(page.getByLabel('Category')).toHaveValue('Beauty & Self-Care')
  await expect(page.getByLabel('Sort by')).toHaveValue('title')
  await expect(page.getByRole('link', { name: 'Trending', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByText(/\d+ articles? found/)).toHaveText(count!)
  expect(await page.locator('main article h3').allTextContents()).toEqual(titles)

  // a typo still finds the article; nonsense gives the empty state with the filter hint
  await page.goto('/explore?q=makup')
  await expect(page.locator('main article h3').first()).toHaveText(/Makeup/)
  await page.goto('/explore?q=qqqzzzxxx')
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible()
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible()
})

test('explore filters work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/explore')
  await page.getByLabel('Search articles', { exact: true }).fill('nil')
  await page.getByLabel('Sort by').selectOption('oldest')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/explore\?q=nil&sort=oldest$/)
  await expect(page.getByText(/\d+ articles? found/)).toBeVisible()
  await expect(page.locator('main article h3').first()).toBeVisible()
  await page.getByRole('link', { name: 'Recent', exact: true }).click()
  await expect(page).toHaveURL(/tab=recent/)
  await context.close()
})

test('the search dialog finds an article, opens it, and Escape closes it', async ({ page }) => {
  await page.goto('/hub/fit-check')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Search' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Start typing...')).toBeVisible()
  await dialog.getByRole('searchbox').fill('makeup')
  const result = dialog.getByRole('link', { name: /Game-Day Makeup/ })
  await expect(result).toBeVisible()
  await dialog.getByRole('searchbox').fill('qqqzzzxxx')
  await expect(dialog.getByText('No results found')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Search' }).first().click()
  await page.getByRole('dialog').getByRole('searchbox').fill('makeup')
  // results are kept per term: the second search shows them at once
  await expect(
    page.getByRole('dialog').getByRole('link', { name: /Game-Day Makeup/ }),
  ).toBeVisible()
  // arrow keys move through the results (products may rank first: trending, then rating)
  const results = page.getByRole('dialog').locator('[data-result]')
  await page.keyboard.press('ArrowDown')
  await expect(results.first()).toBeFocused()
  const titles = await results.allTextContents()
  const index = titles.findIndex((t) => /Game-Day Makeup/.test(t))
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
  await expect(
    page.getByRole('dialog').getByRole('link', { name: /Game-Day Makeup/ }),
  ).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/hub\/game-face\/game-day-makeup/)
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('products: database picks with affiliate links that record the click', async ({
  page,
  request,
}) => {
  await page.goto('/products')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(/affiliate/i).first()).toBeVisible()
  const shop = page.getByRole('link', { name: /Shop now/ }).first()
  await expect(shop).toHaveAttribute('target', '_blank')
  await expect(shop).toHaveAttribute('rel', 'sponsored noopener')
  const href = (await shop.getAttribute('href'))!
  expect(href).toMatch(/^\/go\/[0-9a-f-]{36}$/)
  const res = await request.get(href, { maxRedirects: 0 })
  expect(res.status()).toBe(302)
  expect(res.headers()['location']).toMatch(/^https?:\/\//)
  await page
    .getByRole('navigation', { name: 'Filter by hub' })
    .getByRole('link', { name: 'Fit Check' })
    .click()
  await expect(page).toHaveURL(/\/products\?hub=fit-check/)
  await expectNoSeriousA11yViolations(page)
})

test('URL normalisation', async ({ page, request, baseURL }) => {
  for (const [from, to] of <Array<[string, string]>>[
    ['/search?q=x', '/explore?q=x'],
    ['/Products', '/products'],
    ['/products/', '/products'],
    ['//explore', '/explore'],
  ]) {
    const res = await request.get(`${baseURL}${from}`, { maxRedirects: 0 })
    expect(res.status(), from).toBe(301)
    expect(
      new URL(res.headers()['location']!, 'http://x').pathname +
        new URL(res.headers()['location']!, 'http://x').search,
    ).toBe(to)
  }
  await page.goto(ARTICLE)
  const id = await articleId(page)
  const first = await request.get(`/article/${id}`, { maxRedirects: 0 })
  expect(first.status()).toBe(301)
  expect(first.headers()['location']).toContain(`/explore?article=${id}`)
  await page.goto(`/article/${id}`)
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sweat-Proof/)
})

test('sitemap, robots and social cards', async ({ request }) => {
  const sitemap = await request.get('/sitemap-articles.xml')
  expect(sitemap.headers()['content-type']).toMatch(/application\/xml/)
  expect(await sitemap.text()).toContain(`${ARTICLE}</loc>`)
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ')
  const og = await request.get('/og/site/default.png')
  expect(og.headers()['content-type']).toBe('image/png')
})
