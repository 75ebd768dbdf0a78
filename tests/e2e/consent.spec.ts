import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

// Country headers only count behind a trusted proxy, so these journeys run against a server of their
// own with TRUST_PROXY=true (same build, its own seeded database); the shared server keeps the
// default, where a localhost reader has no country and is not asked.
const port = Number(process.env.E2E_PORT ?? 3100) + 100
const base = `http://localhost:${port}`
const dataDir = `${process.env.E2E_DATA_DIR ?? '/tmp/athlete-stories-e2e'}-consent`
const shots = process.env.CONSENT_SHOTS_DIR ?? '/tmp/consent-shots'

const owner = { email: 'consent-admin@example.test', password: 'Consent-Admin-2024!' }
let server: ChildProcess | undefined
let log = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(shots, { recursive: true })
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    SITE_URL: base,
    PGLITE_DATA_DIR: `${dataDir}/pglite`,
    UPLOAD_DIR: `${dataDir}/uploads`,
    MAIL_OUTBOX_FILE: `${dataDir}/outbox.jsonl`,
    DATABASE_URL: '',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
    RATE_LIMIT_SIGN_IN_MAX: '200',
    BETTER_AUTH_SECRET: 'e2e-consent-secret-not-used-anywhere-else-0123456789',
  }
  execFileSync(
    'node_modules/.bin/tsx',
    [
      'scripts/user-create.ts',
      '--email',
      owner.email,
      '--password',
      owner.password,
      '--role',
      'admin',
    ],
    { env, stdio: 'pipe' },
  )
  server = spawn(process.execPath, ['server.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  server.stdout!.on('data', (c: Buffer) => (log += c.toString()))
  server.stderr!.on('data', (c: Buffer) => (log += c.toString()))
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok ?? false, {
      timeout: 200_000,
      intervals: [500],
    })
    .toBe(true)
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
})

async function readerIn(browser: Browser, country: string, extra: Record<string, string> = {}) {
  const context = await browser.newContext({
    baseURL: base,
    extraHTTPHeaders: { 'CF-IPCountry': country, ...extra },
  })
  return context.newPage()
}

/** Waits until the consent manager has decided (it marks <html data-consent>). */
async function consentDecided(page: Page) {
  await waitForHydration(page)
  await page.waitForFunction(() => Boolean(document.documentElement.dataset.consent))
  return page.evaluate(() => document.documentElement.dataset.consent)
}

test('GDPR (DE): banner, customise, save, reload without banner; a record is stored', async ({
  browser,
}) => {
  const page = await readerIn(browser, 'DE')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  expect(await consentDecided(page)).toBe('asking')
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Necessary only' })).toBeVisible()
  await page.screenshot({ path: `${shots}/collapsed-desktop.png` })
  await expectNoSeriousA11yViolations(page)

  await banner.getByRole('button', { name: 'Customize' }).click()
  const prefs = page.getByRole('dialog', { name: 'Privacy preferences' })
  await expect(prefs).toBeVisible()
  await expect(prefs.getByRole('switch', { name: /Necessary/ })).toBeDisabled()
  await expect(prefs.getByRole('switch', { name: /Necessary/ })).toBeChecked()
  await page.screenshot({ path: `${shots}/preferences-desktop.png` })
  await expectNoSeriousA11yViolations(page)

  await prefs.getByRole('button', { name: 'View partners' }).click()
  const partners = page.getByRole('dialog', { name: 'Our partners' })
  await expect(partners.getByRole('listitem')).toHaveCount(3)
  await partners.getByRole('button', { name: '+2 more partners' }).click()
  await expect(partners.getByRole('listitem')).toHaveCount(5)
  await expect(
    partners.getByRole('link', { name: /Privacy policy of Google Analytics/ }),
  ).toHaveAttribute('href', 'https://policies.google.com/privacy')
  await page.screenshot({ path: `${shots}/partners-desktop.png` })
  await expectNoSeriousA11yViolations(page)
  await partners.getByRole('button', { name: 'Back to preferences' }).click()

  await prefs.getByRole('switch', { name: /Analytics/ }).click()
  await prefs.getByRole('switch', { name: /Preferences/ }).press('Space')
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/consent'))
  await prefs.getByRole('button', { name: 'Save preferences' }).click()
  const response = await saved
  expect(response.status()).toBe(200)
  expect((await response.json()).consent).toMatchObject({
    jurisdiction: 'GDPR',
    countryCode: 'DE',
    method: 'custom',
    categories: { analytics: true, preferences: true, advertising: false, marketing: false },
  })
  await expect(page.getByText('Consent Updated')).toBeVisible()
  await expect(page.getByText('Your privacy preferences have been saved.')).toBeVisible()
  await expect(banner).toHaveCount(0)
  await expect(prefs).toHaveCount(0)

  // IAB TCF: __tcfapi answers from the stored TC string
  await page.waitForFunction(() => '__tcfapi' in window)
  const tcf = await page.evaluate(
    () =>
      new Promise<{ ping: any; data: any; ok: boolean }>((resolve) => {
        const api = (window as any).__tcfapi
        api('ping', 2, (ping: any) =>
          api('getTCData', 2, (data: any, ok: boolean) => resolve({ ping, data, ok })),
        )
      }),
  )
  expect(tcf.ping).toMatchObject({ gdprApplies: true, cmpLoaded: true, apiVersion: '2.2' })
  expect(tcf.ok).toBe(true)
  expect(tcf.data.tcString).toBe((await response.json()).consent.tcString)
  expect(tcf.data.purpose.consents).toMatchObject({ 1: true, 2: false, 8: true, 5: true })
  expect(tcf.data.vendor.consents).toMatchObject({ '755': true, '1042': false })

  await page.reload()
  // the footer's 'Privacy choices' opens the dialog only once the page has hydrated
  await waitForHydration(page)
  expect(await consentDecided(page)).toBe('valid')
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  const stored = await page.evaluate(() => localStorage.getItem('consent_preferences'))
  expect(JSON.parse(stored!)).toMatchObject({ version: '2.0', method: 'custom' })
  expect(await page.evaluate(() => localStorage.getItem('consent_session_id'))).toMatch(
    /^[0-9a-f-]{36}$/,
  )
  expect(await page.context().cookies()).toEqual([])

  // 'Privacy choices' in the footer reopens the preferences with the saved choices
  await page.getByRole('link', { name: 'Privacy choices' }).click()
  const again = page.getByRole('dialog', { name: 'Privacy preferences' })
  await expect(again.getByRole('switch', { name: /Analytics/ })).toBeChecked()
  await expect(again.getByRole('switch', { name: /Marketing/ })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(again).toHaveCount(0)
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  await page.context().close()
})

test('phone (390 px): the three views fit', async ({ browser }) => {
  const page = await readerIn(browser, 'FR')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/community')
  expect(await consentDecided(page)).toBe('asking')
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  await page.screenshot({ path: `${shots}/collapsed-390.png` })
  const box = await banner.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  await banner.getByRole('button', { name: 'Customize' }).click()
  await expect(page.getByRole('dialog', { name: 'Privacy preferences' })).toBeVisible()
  await page.screenshot({ path: `${shots}/preferences-390.png` })
  await page.getByRole('button', { name: 'View partners' }).click()
  await expect(page.getByRole('dialog', { name: 'Our partners' })).toBeVisible()
  await page.screenshot({ path: `${shots}/partners-390.png` })
  // closing the dialog without a choice brings the bar back
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('consent-banner')).toBeVisible()
  await page.getByRole('button', { name: 'Necessary only' }).click()
  await expect(page.getByText('Consent Updated')).toBeVisible()
  await page.context().close()
})

test('CCPA (US) with Sec-GPC: 1: recorded as gpc without asking; the bar says it was honoured', async ({
  browser,
}) => {
  const page = await readerIn(browser, 'US', { 'Sec-GPC': '1' })
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/consent'))
  await page.goto('/')
  const body = await (await saved).json()
  expect(body.consent).toMatchObject({
    jurisdiction: 'CCPA',
    countryCode: 'US',
    method: 'gpc',
    categories: { analytics: true, preferences: true, advertising: false, marketing: false },
  })
  expect(await consentDecided(page)).toBe('gpc')
  const note = page.getByTestId('consent-gpc')
  await expect(note).toContainText('Global Privacy Control honoured')
  await expect(note).toContainText('advertising and marketing are off')
  // no choice is asked for
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  await expect(note.getByRole('button', { name: 'Accept all' })).toHaveCount(0)
  await page.screenshot({ path: `${shots}/gpc-desktop.png` })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${shots}/gpc-390.png` })
  await expectNoSeriousA11yViolations(page)
  await note.getByRole('button', { name: 'OK' }).click()
  await expect(note).toHaveCount(0)
  // the next page knows: valid record, nothing shown, nothing posted again
  let posted = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/consent') && r.method() === 'POST') posted++
  })
  await page.goto('/community')
  expect(await consentDecided(page)).toBe('valid')
  await expect(page.getByTestId('consent-gpc')).toHaveCount(0)
  expect(posted).toBe(0)
  await page.context().close()
})

test('a member under 18 sees advertising and marketing locked off, with the reason', async ({
  browser,
}) => {
  const page = await readerIn(browser, 'DE')
  const age16 = new Date()
  age16.setUTCFullYear(age16.getUTCFullYear() - 16)
  const member = { email: `young.${Date.now()}@example.test`, password: 'Young-Setter-42!' }
  const headers = { Origin: base }
  const up = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: { ...member, name: 'Young Setter', birthDate: age16.toISOString().slice(0, 10) },
  })
  expect(up.status()).toBe(200)
  // sign-in waits for the confirmed address: open the mailed link first
  const mails = readFileSync(`${dataDir}/outbox.jsonl`, 'utf8')
    .split('\n')
    .filter((l) => l.includes(member.email) && l.includes('verify-email'))
  const link = /https?:\/\/[^\s"\\]+\/api\/auth\/verify-email\?[^\s"\\]+/.exec(mails.at(-1) ?? '')
  expect(link, 'confirmation link in the outbox').toBeTruthy()
  const confirmed = await page.request.get(new URL(link![0]).pathname + new URL(link![0]).search, {
    maxRedirects: 0,
  })
  expect(confirmed.status()).toBeLessThan(400)
  const signedIn = await page.request.post('/api/auth/sign-in/email', { headers, data: member })
  expect(signedIn.status()).toBe(200)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  expect(await consentDecided(page)).toBe('asking')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Customize' }).click()
  const prefs = page.getByRole('dialog', { name: 'Privacy preferences' })
  for (const name of [/Advertising/, /Marketing/]) {
    const toggle = prefs.getByRole('switch', { name })
    await expect(toggle).toBeDisabled()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(toggle).toHaveAccessibleDescription(/members under 18, or whose age/)
  }
  await expect(prefs.getByRole('switch', { name: /Analytics/ })).toBeEnabled()
  await page.screenshot({ path: `${shots}/minor-locked-1440.png` })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${shots}/minor-locked-390.png` })
  await expectNoSeriousA11yViolations(page)
  // Accept all still leaves them off on the server
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/consent'))
  await prefs.getByRole('button', { name: 'Accept all' }).click()
  expect((await (await saved).json()).consent.categories).toMatchObject({
    analytics: true,
    advertising: false,
    marketing: false,
  })

  await page.goto('/profile/settings')
  const choices = page.getByRole('region', { name: 'Privacy choices' })
  for (const name of ['Advertising', 'Marketing']) {
    const box = choices.getByRole('checkbox', { name, exact: true })
    await expect(box).toBeDisabled()
    await expect(box).not.toBeChecked()
    await expect(box).toHaveAccessibleDescription(/members under 18, or whose age/)
  }
  await choices.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/minor-profile-390.png` })
  await page.setViewportSize({ width: 1440, height: 900 })
  await choices.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/minor-profile-1440.png` })
  await expectNoSeriousA11yViolations(page)
  await page.context().close()
})

test('other (BR): no banner', async ({ browser }) => {
  const page = await readerIn(browser, 'BR')
  await page.goto('/')
  expect(await consentDecided(page)).toBe('not-required')
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  // no tag-manager id set: nothing is loaded, no TCF API outside GDPR
  expect(await page.evaluate(() => 'dataLayer' in window || '__tcfapi' in window)).toBe(false)
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0)
  await page.context().close()
})

test('/cookie-policy lists the categories, purposes and partners from the database', async ({
  browser,
}) => {
  const page = await readerIn(browser, 'BR')
  await page.goto('/cookie-policy')
  const partners = page.locator('section[aria-labelledby="partners"]')
  await expect(partners.getByText('Skimlinks', { exact: true })).toBeVisible()
  await expect(page.locator('section[aria-labelledby="categories"]')).toContainText('Marketing:')
  await expectNoSeriousA11yViolations(page)
  await page.context().close()
})

test('the anonymous HTML cache still serves one shared body for /', async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: base })
  // an entry older than the cache's lifetime is served once more (STALE) while it is rendered
  // again, so the next answer can be a newer body: compare two answers from a fresh entry
  await expect
    .poll(
      async () => (await api.get('/', { headers: { 'CF-IPCountry': 'BR' } })).headers()['x-cache'],
    )
    .toBe('HIT')
  const first = await api.get('/', { headers: { 'CF-IPCountry': 'DE' } })
  const second = await api.get('/', { headers: { 'CF-IPCountry': 'US', 'Sec-GPC': '1' } })
  expect(first.status()).toBe(200)
  expect(second.headers()['x-cache']).toMatch(/HIT|STALE/)
  expect(await second.text()).toBe(await first.text())
  expect(first.headers()['set-cookie']).toBeUndefined()
  await api.dispose()
})

test('admin Consent tab: set a tag-manager id; Consent Mode starts denied and follows the choice', async ({
  browser,
}) => {
  const admin = await readerIn(browser, 'BR')
  await admin.goto('/auth?redirectTo=%2Fadmin%2Fsettings%2Fconsent')
  await waitForHydration(admin)
  const panel = admin.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(owner.email)
  await panel.getByLabel('Password').fill(owner.password)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await admin.waitForURL(/\/admin\/settings\/consent$/)
  const stats = admin.getByRole('region', { name: 'Consent by day and jurisdiction' })
  await expect(stats.getByRole('cell', { name: 'GDPR' }).first()).toBeVisible()
  // the admin shell's notification pop-ups fade in and out; scan the tab's own content
  const axe = await new AxeBuilder({ page: admin })
    .include('main')
    .exclude('[data-title]')
    .analyze()
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([])
  await admin.getByLabel('Tag manager or Google tag ID').fill('GTM-TEST123')
  await admin.getByRole('button', { name: 'Save tag' }).click()
  await expect(admin.getByText('Tag manager GTM-TEST123 saved')).toBeVisible()
  await admin.setViewportSize({ width: 1280, height: 900 })
  await admin.screenshot({ path: `${shots}/admin-consent.png`, fullPage: true })
  await admin.context().close()

  const page = await readerIn(browser, 'NL')
  // no third-party request leaves the test: the tag manager script is answered locally
  await page.route('https://www.googletagmanager.com/**', (r) =>
    r.fulfill({ contentType: 'text/javascript', body: '' }),
  )
  await page.goto('/')
  expect(await consentDecided(page)).toBe('asking')
  const layer = () =>
    page.evaluate(() =>
      ((window as any).dataLayer ?? [])
        .filter((e: any) => e && e[0] === 'consent')
        .map((e: any) => [e[1], e[2]]),
    )
  await expect.poll(layer).toEqual([
    [
      'default',
      expect.objectContaining({
        analytics_storage: 'denied',
        ad_storage: 'denied',
        security_storage: 'denied',
      }),
    ],
  ])
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Accept all' }).click()
  await expect(page.getByText('Consent Updated')).toBeVisible()
  await expect
    .poll(async () => (await layer())[1])
    .toEqual([
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        functionality_storage: 'granted',
        personalization_storage: 'granted',
        security_storage: 'granted',
      },
    ])
  await page.context().close()
})

test('the records are in the database', async () => {
  server?.kill('SIGTERM')
  await new Promise<void>((resolve) => server!.once('exit', () => resolve()))
  server = undefined
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const db = await PGlite.create(`${dataDir}/pglite`, { extensions: { pg_trgm } })
  const { rows } = await db.query<{ country_code: string; consent_method: string }>(
    'select country_code, consent_method from user_consent order by created_at',
  )
  expect(rows.map((r) => `${r.country_code}:${r.consent_method}`)).toEqual([
    'DE:custom',
    'FR:necessary_only',
    'US:gpc',
    'DE:accept_all',
    'NL:accept_all',
  ])
  // the member under 18: Accept all, stored with advertising and marketing off
  const minor = await db.query<{ advertising: boolean; marketing: boolean; analytics: boolean }>(
    "select advertising, marketing, analytics from user_consent where user_id is not null and consent_method = 'accept_all' and country_code = 'DE'",
  )
  expect(minor.rows).toEqual([{ advertising: false, marketing: false, analytics: true }])
  const gpc = await db.query<{ advertising: boolean; marketing: boolean }>(
    "select advertising, marketing from user_consent where consent_method = 'gpc'",
  )
  expect(gpc.rows).toEqual([{ advertising: false, marketing: false }])
  const stats = await db.query<{ total_requests: number }>(
    "select total_requests from consent_analytics where country_code = 'DE'",
  )
  expect(stats.rows).toEqual([{ total_requests: 2 }])
  await db.close()
})
