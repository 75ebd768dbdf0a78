// First paint on a slow phone (docs/decisions/0014-first-paint.md), on the production build: the
// stylesheet arrives inside the document (no render-blocking request), the module preloads ask for a
// low priority, and the inline style survives hydration and client navigation.
import { expect, test } from '@playwright/test'
import { waitForHydration } from './helpers'

const ARTICLE = '/hub/game-face/sweat-proof-skincare-routine'

test('the page carries its stylesheet in the head and preloads its modules at low priority', async ({
  request,
}) => {
  for (const path of ['/', ARTICLE, '/explore', '/products']) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head, path).toMatch(/<style nonce="[^"]+">[^<]*\.page-container\{/)
    // no stylesheet to fetch: only a disabled link that names the inlined file (for Vite's loader)
    expect(head, path).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/)
    const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? []
    expect(preloads.length, path).toBeGreaterThan(3)
    for (const link of preloads) expect(link, path).toContain('fetchpriority="low"')
  }
})

test('no stylesheet request; styles and fonts hold through hydration and a client navigation', async ({
  page,
}) => {
  const stylesheets: string[] = []
  const fonts: string[] = []
  const errors: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(r.url())
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname)
  })
  page.on('console', (m) => {
    // a 429 is the shared e2e server's rate limit on a beacon, after the other specs: not a style error
    if (m.type() === 'error' && !/status of 429/.test(m.text())) errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(ARTICLE)
  await waitForHydration(page)
  const look = () =>
    page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      font: getComputedStyle(document.body).fontFamily,
      styles: document.head.querySelectorAll('style').length,
    }))
  // bg-sand-50, and the body font with its metric-matched local fallback
  const expected = {
    background: 'rgb(251, 248, 243)',
    font: expect.stringMatching(/^"Inter Variable", "Inter Fallback",/),
    styles: 1,
  }
  expect(await look()).toEqual(expected)
  await page.evaluate(() => document.fonts.ready)
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
  )
  expect(loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Fraunces Variable']))
  // the latin faces with the weight axis cut to 400-700 (app/fonts), not @fontsource's full ones
  expect(fonts.sort()).toEqual([
    expect.stringMatching(/^\/assets\/fraunces-latin-wght-400-700-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/inter-latin-wght-400-700-[\w-]+\.woff2$/),
  ])

  await page.getByRole('link', { name: 'Home', exact: true }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await look()).toEqual(expected)
  expect(stylesheets).toEqual([])
  expect(errors).toEqual([])
})
