// SEO and backup journeys: an editor fixes a missing meta description from /admin/seo; an admin
// downloads a backup from /admin/backup-restore and restores it into a fresh database with the
// command line; sitemaps, feeds and redirects over HTTP; axe scans and screenshots of the pages.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Page, expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }
const EDITOR = { email: 'editor@beyondthegame.example', password: 'Demo-Editor-2024!' }
const SHOTS = '/tmp/admin-seo-shots'

async function signIn(page: Page, creds: { email: string; password: string }) {
  await page.goto('/auth?redirectTo=/admin')
  await waitForHydration(page)
  await page.getByLabel('Email').fill(creds.email)
  await page.getByLabel('Password', { exact: true }).fill(creds.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/admin'))
  await waitForHydration(page)
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  for (const [label, width] of [
    ['desktop', 1366],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

test('an editor fixes a missing meta description from /admin/seo', async ({ page }) => {
  await signIn(page, EDITOR)
  // the seed gives every article a description: clear one first (as a hurried editor would)
  await page.goto('/admin/seo?type=article&sort=title')
  await waitForHydration(page)
  const first = page.getByRole('row').nth(1)
  const name = (await first.locator('td').first().locator('span').nth(1).textContent())!.trim()
  await first.getByRole('link', { name: /Fix/ }).click()
  await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/)
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Meta description' }).fill('')
  await page.getByRole('button', { name: /^(Update|Save draft)$/ }).click()
  await expect(page.getByText(/saved|updated/i).first()).toBeVisible()

  await page.goto('/admin/seo?type=article&issue=missing-description&sort=title')
  await waitForHydration(page)
  await expectNoSeriousA11yViolations(page)
  await shoot(page, 'seo')
  const row = page.getByRole('row').filter({ hasText: name }).first()
  await expect(row).toContainText('Meta description missing')
  await row.getByRole('link', { name: /Fix/ }).click()
  await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/)
  await waitForHydration(page)
  const description = `How ${name.slice(0, 40)} helps athletes on and off the court.`
  // the URL changes before the editor has rendered: find the field by role, which waits for it
  await page.getByRole('textbox', { name: 'Meta description' }).fill(description)
  await page.getByRole('button', { name: /^(Update|Save draft)$/ }).click()
  await expect(page.getByText(/saved|updated/i).first()).toBeVisible()
  // the flag is gone for that article, and the new text is listed
  await page.goto(`/admin/seo?type=article&q=${encodeURIComponent(name)}`)
  const fixed = page.getByRole('row').filter({ hasText: name }).first()
  await expect(fixed).toContainText(description)
  await expect(fixed).not.toContainText('Meta description missing')
  await page.goto(`/admin/seo?type=article&issue=missing-description&q=${encodeURIComponent(name)}`)
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible()

  await page.goto('/admin/sitemap')
  await waitForHydration(page)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Regenerate' }).click()
  await expect(page.getByText(/Sitemaps regenerated/).first()).toBeVisible()
  await shoot(page, 'sitemap')
  await page.goto('/admin/seo/redirects')
  await waitForHydration(page)
  await page.getByLabel('Old path').fill('/old-about-us')
  await page.getByLabel('New path').fill('/about')
  await page.getByRole('button', { name: 'Add redirect' }).click()
  await expect(page.getByText('/old-about-us', { exact: true }).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await shoot(page, 'redirects')
})

test('sitemaps, feeds and redirects over HTTP', async ({ request }) => {
  const index = await request.get('/sitemap.xml')
  expect(index.headers()['content-type']).toMatch(/application\/xml/)
  const xml = await index.text()
  expect(xml).toContain('<sitemapindex')
  for (const loc of xml.matchAll(/<loc>http:\/\/localhost:\d+([^<]+)<\/loc>/g)) {
    const res = await request.get(loc[1]!)
    expect(res.status(), loc[1]).toBe(200)
    expect(await res.text()).toContain('<urlset')
  }
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .*\/sitemap\.xml/)
  const feed = await request.get('/feed.xml')
  expect(feed.headers()['content-type']).toMatch(/rss\+xml/)
  expect(await feed.text()).toContain('<enclosure ')
  expect((await request.get('/hub/game-face/feed.xml')).status()).toBe(200)
  const home = await (await request.get('/hub/game-face')).text()
  expect(home).toContain('type="application/rss+xml"')
  const moved = await request.get('/old-about-us', { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toBe('/about')
})

test('an admin downloads a backup and restores it into a fresh database from the command line', async ({
  page,
}) => {
  await signIn(page, ADMIN)
  await page.goto('/admin/backup-restore')
  await waitForHydration(page)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Create backup' }).click()
  await expect(page.getByRole('progressbar')).toBeVisible()
  const download = page.getByRole('link', { name: /Download backup-/ }).first()
  await expect(download).toBeVisible({ timeout: 45_000 })
  await shoot(page, 'backup-restore')
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
  const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-seo-e2e-'))
  const archive = path.join(dir, file.suggestedFilename())
  await file.saveAs(archive)
  expect(file.suggestedFilename()).toMatch(/^backup-\d{8}-\d{6}\.tar\.gz$/)

  // a typed confirmation is required before anything is replaced
  await page.getByLabel(/Type RESTORE/).fill('restore please')
  await page.getByRole('button', { name: 'Restore' }).click()
  await expect(page.getByText('Type RESTORE to confirm').first()).toBeVisible()

  // the downloaded file uploaded back through the page: checked in full, then listed; a file
  // that is not an archive is refused with the reason and not listed
  const junk = path.join(dir, 'notes.tar.gz')
  writeFileSync(junk, 'not a backup at all')
  const upload = page.getByLabel('Backup archive (.tar.gz)')
  await upload.setInputFiles(junk)
  await page.getByRole('button', { name: 'Upload backup' }).click()
  await expect(page.getByText(/not a readable backup archive/).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Download uploaded-/ })).toHaveCount(0)
  await upload.setInputFiles(archive)
  await page.getByRole('button', { name: 'Upload backup' }).click()
  await expect(page.getByText(/Backup uploaded and checked as uploaded-/).first()).toBeVisible({
    timeout: 60_000,
  })
  await expect(page.getByRole('link', { name: /Download uploaded-/ })).toHaveCount(1)
  await expect(
    page.getByLabel('Backup', { exact: true }).locator('option', { hasText: /^uploaded-/ }),
  ).toHaveCount(1)
  await expectNoSeriousA11yViolations(page)
  await shoot(page, 'backup-upload')

  try {
    const out = execFileSync('npx', ['tsx', 'scripts/restore.ts', '--in', archive], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        PGLITE_DATA_DIR: path.join(dir, 'pglite'),
        UPLOAD_DIR: path.join(dir, 'uploads'),
        NODE_ENV: 'development',
        // the same site: its archives are signed with a key derived from its secret
        // (playwright.config.ts); another secret would refuse them
        BETTER_AUTH_SECRET: 'e2e-only-secret-not-used-anywhere-else-0123456789abcdef',
      },
      encoding: 'utf8',
      timeout: 240_000,
    })
    expect(out).toMatch(/Restored \d+ rows in \d+ tables and \d+ media files into pglite/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
