// First paint on a slow phone (docs/decisions/0014-first-paint.md), on the production build: the
// rules the page uses arrive inside the document and the stylesheet file loads without blocking the
// first paint, the modules are fetched (at a low priority) once the page has painted, and the styles
// survive hydration and client navigation.
import { expect, test } from '@playwright/test'
import { waitForHydration } from './helpers'

const ARTICLE = '/hub/game-face/sweat-proof-skincare-routine'

test('the page carries the rules it uses in the head and fetches no module before its first paint', async ({
  request,
}) => {
  for (const path of ['/', ARTICLE, '/explore', '/products']) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head, path).toMatch(/<style nonce="[^"]+">[^<]*\.page-container\{/)
    // only what the page uses: the admin screens' classes are not in it
    const style = head.slice(head.indexOf('<style'), head.indexOf('</style>'))
    expect(style.length, path).toBeLessThan(60_000)
    // the file itself is added by a script once the page has loaded (not render-blocking); for
    // readers without scripts an ordinary link
    const links = head.match(/<link rel="stylesheet"[^>]*>/g) ?? []
    expect(links, path).toEqual([
      expect.stringMatching(/^<link rel="stylesheet" href="\/assets\/[\w-]+\.css"\/>$/),
    ])
    expect(head, path).toMatch(/<noscript><link rel="stylesheet"[^>]*><\/noscript>/)
    // the fonts are declared in the document only: the file added later declares none again (a
    // second declaration lays out all text again, decision 0020)
    expect(style, path).toMatch(/@font-face\{font-family:Inter Variable;/)
    const file = /href="([^"]+)"/.exec(links[0]!)![1]!
    expect(await (await request.get(file)).text(), path).not.toContain('@font-face')
    // no module is fetched before the first paint: the head preloads none, and React Router's module
    // script waits first (scripts-after-paint.server.ts, decision 0020)
    expect(head, path).not.toContain('modulepreload')
    expect(html, path).toMatch(/<script [^>]*type="module"[^>]*>await \(function afterFirstPaint\(/)
  }
})

test('one stylesheet request, applied once loaded; styles and fonts hold through hydration and a client navigation', async ({
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
  // the scripts were asked for once the cover image (the LCP element) was in and painted, all at
  // once and at a low priority
  const timing = await page.evaluate(() => {
    const cover = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const image = entries.find((e) => e.name === cover.currentSrc)!
    const scripts = entries.filter((e) => /\/assets\/[\w.-]+\.js$/.test(e.name))
    const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')]
    return {
      imageEnd: image.responseEnd,
      firstScript: Math.min(...scripts.map((e) => e.startTime)),
      low: preloads.filter((l) => l.getAttribute('fetchpriority') === 'low').length,
    }
  })
  expect(timing.firstScript).toBeGreaterThan(timing.imageEnd)
  expect(timing.low).toBeGreaterThan(3)
  // the stylesheet file is added once the page has loaded
  await expect(page.locator('head link[rel="stylesheet"]:not([disabled])')).toHaveCount(1)
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
  // each face declared once, in the document's <style>: the file applied since declares none again
  const declared = await page.evaluate(() => ({
    faces: document.fonts.size,
    rules: document.head.querySelector('style')!.textContent!.match(/@font-face/g)!.length,
  }))
  expect(declared.faces).toBe(declared.rules)
  // the latin faces with the weight axis cut to 400-700 (app/fonts), not @fontsource's full ones
  expect(fonts.sort()).toEqual([
    expect.stringMatching(/^\/assets\/fraunces-latin-wght-400-700-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/inter-latin-wght-400-700-[\w-]+\.woff2$/),
  ])

  await page.getByRole('link', { name: 'Home', exact: true }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await look()).toEqual(expected)
  expect(stylesheets).toEqual([expect.stringMatching(/\/assets\/[\w-]+\.css$/)])
  expect(errors).toEqual([])
})

test('the rules inlined in the head alone paint the page exactly as the whole stylesheet does', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // the page as the server wrote it (no scripts: the DOM stays the same between the two shots),
  // first with the inline rules only, then with the stylesheet file added
  await page.route(/\/assets\/[\w-]+\.(js|css)$/, (route) => route.abort())
  for (const path of ['/', ARTICLE]) {
    await page.goto(path)
    // every image loaded first: a full-page shot would otherwise catch lazy ones half way
    await page.evaluate(async () => {
      const images = [...document.images]
      for (const img of images) img.loading = 'eager'
      await Promise.all(images.map((img) => img.decode().catch(() => {})))
      await document.fonts.ready
    })
    // a scroll-snap strip (the hubs on home) is at its first snap position or 16 px before it
    // depending on whether Chromium re-snapped it after the last style change, not on the rules:
    // both shots put it there first (decision 0020)
    const snap = () =>
      page.evaluate(() => {
        for (const el of document.querySelectorAll('*'))
          if (getComputedStyle(el).scrollSnapType !== 'none') el.scrollLeft = 0
      })
    await snap()
    const inlineOnly = await page.screenshot({ fullPage: true })
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(await page.content())![1]
    await page.unroute(/\/assets\/[\w-]+\.(js|css)$/)
    await page.addStyleTag({ url: href! })
    await page.evaluate(() => document.fonts.ready)
    await snap()
    const withFile = await page.screenshot({ fullPage: true })
    expect(withFile.equals(inlineOnly), path).toBe(true)
    await page.route(/\/assets\/[\w-]+\.(js|css)$/, (route) => route.abort())
  }
})
