// Every admin page, read from the route table (app/routes.ts), scanned with axe as admin at 390 and
// 1440 px: no finding of any impact. A page added to routes.ts is scanned without editing this file.
// Pages with params get real values from the links of the pages without (an inbox message is sent
// through the contact form first, so the message page has one).
import { expect, test, type Page } from '@playwright/test'
import { fillPath, listRoutes, paramNames } from '../security/route-table'
import { a11yViolations, waitForHydration } from './helpers'

const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }

const PAGES = listRoutes().filter(
  (r) => r.file.startsWith('routes/admin/') && r.file.endsWith('.tsx') && !r.layout,
)

async function signIn(page: Page) {
  await page.goto('/auth?redirectTo=%2Fadmin')
  await waitForHydration(page)
  await page.getByLabel('Email').first().fill(ADMIN.email)
  await page.getByLabel('Password').first().fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await page.waitForURL((u) => u.pathname === '/admin')
}

/**
 * One concrete URL per admin page: params filled from the hrefs of the parameterless pages (a
 * param no link shows, as the preview's :id, takes the value another page's link gave it).
 */
async function adminUrls(page: Page): Promise<string[]> {
  let html = ''
  for (const r of PAGES.filter((r) => !paramNames(r.path).length))
    html += await (await page.request.get(fillPath(r.path, () => ''))).text()
  const hrefs = [...html.matchAll(/href="([^"?#]+)/g)].map((m) => m[1]!)
  const values = new Map<string, string>()
  const direct = PAGES.map((r) => {
    if (r.path.endsWith('/*')) return fillPath(r.path, () => 'no-such-admin-page')
    const names = paramNames(r.path)
    if (!names.length) return fillPath(r.path, () => '')
    const re = new RegExp(`^${fillPath(r.path, (n) => `(?<${n}>[^/]+)`)}$`)
    for (const h of hrefs) {
      const m = re.exec(h)
      if (!m || h.endsWith('/new')) continue
      for (const n of names) if (!values.has(n)) values.set(n, m.groups![n]!)
      return h
    }
    return null
  })
  return PAGES.map((r, i) => {
    const url = direct[i] ?? fillPath(r.path, (n) => values.get(n) ?? '')
    expect(url, `a real value for every param of ${r.path}`).not.toMatch(/\/\/|\/$/)
    return url
  })
}

// CI (30 minutes on 2 cores) scans at the phone width, where the admin's layout differs most
// (drawer menu, stacked tables); a full local run scans the desktop width too
const WIDTHS = process.env.CI ? [390] : [390, 1440]

for (const width of WIDTHS) {
  test(`every admin page has no axe finding at ${width} px`, async ({ page, request, baseURL }) => {
    test.setTimeout(900_000)
    // a message in the inbox, so /admin/inbox/:messageId has a real page
    const sent = await request.post('/contact', {
      headers: { Origin: baseURL! },
      form: {
        name: 'Axe Check',
        email: 'axe.check@example.test',
        subject: 'An accessibility check',
        message: 'A message so the inbox has one to open.',
      },
      maxRedirects: 0,
    })
    expect(sent.status()).toBeLessThan(500)
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 })
    await signIn(page)
    const urls = await adminUrls(page)
    expect(urls.length).toBeGreaterThanOrEqual(35)
    const findings: string[] = []
    for (const url of urls) {
      await page.goto(url)
      await waitForHydration(page)
      for (const v of await a11yViolations(page, 'minor')) findings.push(`${url}: ${v}`)
    }
    // the media picker dialog, opened from the article editor
    await page.goto(urls.find((u) => /^\/admin\/articles\/[^/]+$/.test(u) && !u.endsWith('/new'))!)
    await waitForHydration(page)
    await page
      .getByRole('button', { name: /^(Choose|Replace) image$/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: 'Choose an image' })
    await expect(dialog.getByRole('listitem').first()).toBeVisible()
    for (const v of await a11yViolations(page, 'minor')) findings.push(`media picker: ${v}`)
    expect(findings).toEqual([])
  })
}
