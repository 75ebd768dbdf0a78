// The last rough edges, each through the browser: the admin guard card after signing in through its
// modal, the Loading Error screen for a route chunk that fails, sign-in waiting for a confirmed
// address, focus in the privacy and admin dialogs, /admin/seo on a phone, and the back-to-top
// button never covering a control, and a first start that tells what it seeds. Phone screenshots go
// to EDGES_SHOTS_DIR.
import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  expectNoSeriousA11yViolations,
  outboxFor,
  verificationLinkFor,
  waitForHydration,
} from './helpers'
import { startServer } from './spawn-server'

const shots = process.env.EDGES_SHOTS_DIR ?? '/tmp/edges-shots'
mkdirSync(shots, { recursive: true })

const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }
const EDITOR = { email: 'editor@beyondthegame.example', password: 'Demo-Editor-2024!' }
const MEMBER = { email: 'member@beyondthegame.example', password: 'Demo-Member-2024!' }

async function signInOnPage(page: Page, who: { email: string; password: string }, to: string) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(to)}`)
  await waitForHydration(page)
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(who.email)
  await panel.getByLabel('Password').fill(who.password)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((u) => u.pathname === to)
  await waitForHydration(page)
}

for (const [who, account, expected] of [
  ['an editor', EDITOR, { name: /^Welcome back, Demo/ }],
  ['a member', MEMBER, { name: 'Access Denied' }],
] as const) {
  test(`the Admin Access Required card, signed in through its modal as ${who}, shows what the role may see`, async ({
    page,
  }) => {
    await page.goto('/admin')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible()
    let documents = 0
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) documents++
    })
    await page.getByRole('link', { name: 'Sign In' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email').fill(account.email)
    await dialog.getByLabel('Password').fill(account.password)
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Welcome back!')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', expected)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeHidden()
    expect(documents, 'no reload of the document').toBe(0)
  })
}

test('a route chunk that fails to load shows Loading Error at the new URL; Refresh Page loads it', async ({
  page,
}) => {
  await page.goto('/about')
  await waitForHydration(page)
  // the footer's DMCA link is discovered on render: its route (and module URL) joins the manifest
  const dmcaModule = () =>
    (
      window as unknown as {
        __reactRouterManifest: { routes: Record<string, { module: string } | undefined> }
      }
    ).__reactRouterManifest.routes['routes/site/dmca']?.module ?? null
  await page.waitForFunction(dmcaModule)
  const chunk = (await page.evaluate(dmcaModule))!
  const blocked = (url: URL) => url.pathname === chunk
  await page.route(blocked, (route) => route.abort())
  let documents = 0
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) documents++
  })
  await page.getByRole('contentinfo').getByRole('link', { name: 'DMCA' }).click()
  await expect(page.getByRole('heading', { name: 'Loading Error' })).toBeVisible()
  await expect(page).toHaveURL(/\/dmca$/)
  expect(documents, 'the old page was not reloaded').toBe(1) // the client-side URL change only
  await expectNoSeriousA11yViolations(page)
  await page.unroute(blocked)
  await page.getByRole('link', { name: 'Refresh Page' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/DMCA/)
  await expect(page).toHaveURL(/\/dmca$/)
})

test('sign-in waits for the confirmed address: a clear message, a new link, then sign-in', async ({
  page,
  baseURL,
}) => {
  const email = `e2e.unconfirmed.${Date.now()}@example.test`
  const password = 'Court-Vision-42!'
  const up = await page.request.post('/api/auth/sign-up/email', {
    headers: { Origin: baseURL! },
    data: { email, password, name: 'Court Vision', birthDate: '2003-04-05' },
  })
  expect(up.status()).toBe(200)
  await page.goto('/auth')
  await waitForHydration(page)
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Password').fill(password)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(panel.getByRole('alert')).toHaveText(/Please confirm your email address first/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
  const mails = (await outboxFor(email)).length
  await panel.getByRole('button', { name: 'Send the link again' }).click()
  await expect(panel.getByRole('status')).toHaveText(/a new link is on its way/)
  await expect.poll(async () => (await outboxFor(email)).length).toBe(mails + 1)
  await expectNoSeriousA11yViolations(page)

  // the link confirms the address and signs her in (decision 0030)
  await page.goto(await verificationLinkFor(email))
  await expect(page.getByText('Email verified')).toBeVisible()
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible()
})

test('privacy preferences open on the first switch and give focus back to the opener', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/about')
  await waitForHydration(page)
  await page.waitForFunction(() => Boolean(document.documentElement.dataset.consent))
  const opener = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy choices' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Privacy preferences' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeFocused()
  await page.screenshot({ path: `${shots}/privacy-preferences-390.png` })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  // after Save too
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Save preferences' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test("the consent bar's Customize: Escape brings focus back to Customize, Save to the page", async ({
  page,
}) => {
  // a reader who must be asked (the shared server sees localhost, which is not): the manager's
  // context as the server sends it, with consent required
  await page.route('**/api/consent/context', async (route) => {
    const res = await route.fetch()
    const context = (await res.json()) as Record<string, unknown>
    await route.fulfill({ response: res, json: { ...context, consentRequired: true } })
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/about')
  await waitForHydration(page)
  const bar = page.getByTestId('consent-banner')
  await bar.getByRole('button', { name: 'Customize' }).click()
  const dialog = page.getByRole('dialog', { name: 'Privacy preferences' })
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(bar.getByRole('button', { name: 'Customize' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Save preferences' }).click()
  await expect(dialog).toBeHidden()
  await expect(bar).toBeHidden()
  await expect(page.locator('#main-content')).toBeFocused()
})

test('admin on a phone: the menu gives focus back, the media picker opens on its search, /admin/seo fits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInOnPage(page, ADMIN, '/admin/seo')
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(scroll, '/admin/seo scrollWidth at 390 px').toBe(client)
  // the bottom tab bar is on screen, not pushed to the right of a 910 px page
  await expect(page.getByRole('navigation', { name: 'Admin quick actions' })).toBeInViewport({
    ratio: 1,
  })
  await page.screenshot({ path: `${shots}/admin-seo-390.png` })

  const menu = page.getByRole('button', { name: 'Open menu' })
  await menu.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeFocused()
  await menu.click()
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeFocused()

  await page.goto('/admin/articles')
  const href = await page
    .locator('main a[href^="/admin/articles/"]')
    .filter({ hasNotText: /new/i })
    .first()
    .getAttribute('href')
  await page.goto(href!)
  await waitForHydration(page)
  const choose = page.getByRole('button', { name: /^(Choose|Replace) image$/ }).first()
  await choose.click()
  const picker = page.getByRole('dialog', { name: 'Choose an image' })
  await expect(picker.getByRole('searchbox', { name: 'Search the media library' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(choose).toBeFocused()
})

test('the back-to-top button never covers a control on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // scrolls land at once (the site scrolls smoothly otherwise): each check sees where it stopped
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const covered: string[] = []
  for (const path of ['/', '/community', '/contact', '/about']) {
    await page.goto(path)
    await waitForHydration(page)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    let shownOnce = false
    for (let y = 0; y < height; y += 150) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      // the button checks in the frame after the scroll, and React commits after that
      await page.evaluate(
        () =>
          new Promise((r) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r))),
          ),
      )
      const hit = await page.evaluate(() => {
        const button = document.querySelector<HTMLElement>('button[aria-label="Back to top"]')
        if (!button || getComputedStyle(button).visibility === 'hidden') return null
        const box = button.getBoundingClientRect()
        const control =
          'a[href], button, input, select, textarea, summary, label, [role="button"], [role="radio"], [role="checkbox"]'
        for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2])
          for (const yy of [box.top + 2, box.top + box.height / 2, box.bottom - 2])
            for (const el of document.elementsFromPoint(x, yy)) {
              if (button.contains(el)) continue
              const c = el.closest(control)
              if (c) return c.outerHTML.slice(0, 80)
            }
        return 'clear'
      })
      if (hit !== null) shownOnce = true
      if (hit && hit !== 'clear') covered.push(`${path} at ${y}px: ${hit}`)
    }
    expect(shownOnce, `the button shows somewhere on ${path}`).toBe(true)
  }
  expect(covered).toEqual([])
})

test('a first start says what it seeds: a line per step with a count, then the total', async () => {
  test.setTimeout(240_000)
  const server = await startServer(
    64,
    { SEED_ON_START: 'true', LOG_LEVEL: 'info', SEED_DEMO_ACCOUNTS: 'false' },
    { timeoutMs: 220_000 },
  )
  try {
    // a production start logs JSON lines: the message is what a person reads
    const message = (l: string) => {
      if (!l.startsWith('{')) return l
      try {
        return String((JSON.parse(l) as { msg?: unknown }).msg ?? '')
      } catch {
        return l
      }
    }
    const lines = server
      .log()
      .split('\n')
      .map(message)
      .filter((l) => /seed|✓/i.test(l))
    const expected = [
      /^ {2}✓ 4 hubs, site settings/,
      /^ {2}✓ \d+ authors with portraits/,
      /^ {2}✓ \d+ articles and podcast episodes/,
      /^ {2}✓ \d+ products with pictures/,
      /^ {2}✓ \d+ athlete reviews of the products/,
      /^ {2}✓ \d+ community members, \d+ stories, \d+ polls/,
      /^ {2}✓ \d+ quizzes/,
      /^ {2}✓ demo accounts/,
    ]
    // the header announces as many steps as there are lines
    expect(lines[0]).toMatch(
      new RegExp(`^First start: seeding the demo content \\(${expected.length} steps`),
    )
    const steps = lines.filter((l) => l.startsWith('  ✓ '))
    expect(steps).toHaveLength(expected.length)
    // each with what it made and its time
    for (const [i, what] of expected.entries()) {
      expect(steps[i]).toMatch(what)
      expect(steps[i]).toMatch(/ \(\d+\.\d s\)$/)
    }
    // then the total (a note on skipped demo accounts may follow it)
    expect(lines.filter((l) => !l.startsWith('seed: ')).at(-1)).toMatch(
      /^Seeded demo content in \d+ ms$/,
    )
  } finally {
    await server.stop()
  }
})
