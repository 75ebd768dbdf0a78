// Admin content journeys: moderation to /community, site text publish/unpublish on the homepage,
// invitation of an editor, axe scans of the products, authors, pages, moderation, users and settings
// admin pages.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { type Page, expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }

async function signIn(page: Page, creds: { email: string; password: string }, base = '') {
  await page.goto(`${base}/auth?redirectTo=/admin`)
  await waitForHydration(page)
  await page.getByLabel('Email').fill(creds.email)
  await page.getByLabel('Password', { exact: true }).fill(creds.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/admin'))
  await waitForHydration(page)
}

test('an admin approves a pending story and it appears on /community', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN)
  await page.goto('/admin/reviews')
  await waitForHydration(page)
  const card = page.getByRole('article').first()
  const title = (await card.getByRole('heading', { level: 2 }).textContent())!.trim()
  await card.getByRole('button', { name: /^Approve/ }).click()
  await expect(page.getByRole('heading', { name: title, level: 2 })).toHaveCount(0)
  await page.goto('/admin/reviews?status=approved')
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible()
  // an anonymous reader (shared HTML cache) sees it too
  const anon = await browser.newContext()
  const reader = await anon.newPage()
  await reader.goto('/community')
  await expect(reader.getByText(title).first()).toBeVisible()
  await anon.close()
})

test('editing, unpublishing and publishing the hero site text changes the homepage', async ({
  page,
  browser,
}) => {
  const newTitle = `Own every arena ${Date.now().toString(36)}`
  await signIn(page, ADMIN)
  await page.goto('/admin/pages/edit/interface')
  await waitForHydration(page)
  const hero = page.getByRole('region', { name: 'hero', exact: true })
  await hero.getByLabel('title', { exact: true }).fill(newTitle)
  await hero.getByRole('button', { name: 'Save section' }).click()
  await expect(page.getByText('Section saved').first()).toBeVisible()

  // a fresh anonymous browser each time: public pages may be kept in the browser's HTTP cache for 60 s
  const homeTitle = async () => {
    const ctx = await browser.newContext()
    const reader = await ctx.newPage()
    await reader.goto('/')
    const text = (await reader.getByRole('heading', { level: 1 }).textContent())?.trim()
    await ctx.close()
    return text
  }
  expect(await homeTitle()).toBe(newTitle)

  await hero.getByRole('button', { name: 'Unpublish section hero' }).click()
  await expect(page.getByText('Section unpublished').first()).toBeVisible()
  await expect(hero.getByText('Unpublished', { exact: true })).toBeVisible()
  expect(await homeTitle()).not.toBe(newTitle)

  await hero.getByRole('button', { name: 'Publish section hero' }).click()
  await expect(page.getByText('Section published').first()).toBeVisible()
  expect(await homeTitle()).toBe(newTitle)

  // re-seeding the defaults never overwrites an edited key unless asked
  await page.getByRole('button', { name: 'Sync hero', exact: true }).click()
  await expect(page.getByText('Content for key already exists').first()).toBeVisible()
  expect(await homeTitle()).toBe(newTitle)
})

test('axe: the site admin pages have no serious or critical violations', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, ADMIN)
  for (const path of [
    '/admin/products',
    '/admin/products/new',
    '/admin/authors',
    '/admin/authors/new',
    '/admin/pages',
    '/admin/pages/edit/interface',
    '/admin/reviews',
    '/admin/users',
    '/admin/settings',
  ]) {
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Admin Access Required')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    // every checkbox is a thumb-sized target: a 24 px box, inside a 44 px label where it has no text
    const boxes = await page
      .locator('main input[type=checkbox]')
      .evaluateAll((inputs) =>
        inputs.map((i) =>
          Math.min(i.getBoundingClientRect().width, i.getBoundingClientRect().height),
        ),
      )
    for (const size of boxes) expect(size, path).toBeGreaterThanOrEqual(24)
  }
})

// The invitation link only exists in the email. A server of this test's own (same build, its own
// empty database) writes mail to an outbox file only this test reads: no endpoint exposes it.

test.describe('invitations', () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 1000
  const base = `http://localhost:${port}`
  const dataDir = `${process.env.E2E_DATA_DIR ?? '/tmp/athlete-stories-e2e'}-invite`
  const owner = { email: 'owner@example.test', password: 'Owner-Pass-2024!' }
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    SITE_URL: base,
    PGLITE_DATA_DIR: `${dataDir}/pglite`,
    UPLOAD_DIR: `${dataDir}/uploads`,
    DATABASE_URL: '',
    SEED_ON_START: 'false',
    LOG_LEVEL: 'info',
    // the logs blank email addresses and links: the mail is read from the outbox file
    MAIL_OUTBOX_FILE: `${dataDir}/outbox.jsonl`,
    RATE_LIMIT_SIGN_IN_MAX: '200',
    // a production start refuses to run without a real secret
    BETTER_AUTH_SECRET: 'e2e-invite-secret-not-used-anywhere-else-0123456789',
  }
  let server: ChildProcess | undefined
  let log = ''

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    rmSync(dataDir, { recursive: true, force: true })
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
    server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok ?? false, {
        timeout: 120_000,
        intervals: [500],
      })
      .toBe(true)
  })

  test.afterAll(async () => {
    server?.kill('SIGTERM')
  })

  test('an admin invites an editor, who accepts and opens /admin', async ({ browser }) => {
    const adminCtx = await browser.newContext({ baseURL: base })
    const admin = await adminCtx.newPage()
    await signIn(admin, owner)
    await admin.goto('/admin/users')
    await waitForHydration(admin)
    const invitee = `new-editor-${Date.now().toString(36)}@example.test`
    const form = admin.getByRole('region', { name: 'Invite someone' })
    await form.getByLabel('Email').fill(invitee)
    await form.getByLabel('Role').selectOption('editor')
    await form
      .getByLabel('Personal message (optional)')
      .fill('We would love your voice on Fit Check.')
    await form.getByRole('button', { name: 'Send invitation' }).click()
    await expect(admin.getByText(`Invitation sent to ${invitee}`).first()).toBeVisible()
    await expect(
      admin
        .getByRole('region', { name: 'Pending invitations' })
        .getByText(invitee, { exact: true }),
    ).toBeVisible()

    const mailTo = () => {
      if (!existsSync(`${dataDir}/outbox.jsonl`)) return null
      return (
        readFileSync(`${dataDir}/outbox.jsonl`, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { to: string; text: string })
          .find((m) => m.to === invitee) ?? null
      )
    }
    await expect.poll(() => Boolean(mailTo()), { timeout: 10_000 }).toBe(true)
    const link = /https?:\/\/\S+\/invite\/[\w-]+/.exec(mailTo()!.text)![0]
    await adminCtx.close()

    const guestCtx = await browser.newContext({ baseURL: base })
    const guest = await guestCtx.newPage()
    await guest.goto(link)
    await waitForHydration(guest)
    await expect(guest.getByRole('heading', { name: "You're invited" })).toBeVisible()
    await expect(guest.getByText('as an editor')).toBeVisible()
    await expectNoSeriousA11yViolations(guest)
    await guest.getByLabel('Display name').fill('Nia Editor')
    await guest.getByLabel('Username').fill(`nia-${Date.now().toString(36)}`)
    await guest.getByLabel('Date of birth').fill('1996-05-04')
    await guest.getByLabel('Password').fill('Fresh-Start-2024!')
    await guest.getByRole('button', { name: 'Accept and create account' }).click()
    await guest.waitForURL(`${base}/admin`)
    await expect(guest.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(guest.getByText('Admin Access Required')).toHaveCount(0)
    await expect(guest.getByText('Access Denied')).toHaveCount(0)

    // the link works once
    await guest.goto(link)
    await expect(
      guest.getByText('This invitation has already been used.', { exact: false }),
    ).toBeVisible()
    await guestCtx.close()
  })
})
