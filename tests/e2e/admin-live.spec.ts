// The live admin on PostgreSQL with two app processes: a write on one process reaches an admin whose
// browser is connected to the other (LISTEN/NOTIFY fans out), and persistent notifications survive a
// reload. Needs DATABASE_URL (a PostgreSQL server); the test creates and drops its own database.
import { type ChildProcess, spawn } from 'node:child_process'
import postgres from 'postgres'
import { type Page, expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const PG = process.env.DATABASE_URL
const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }
const basePort = Number(process.env.E2E_PORT ?? 3100)
const PORTS = [basePort + 10, basePort + 100]
const dbName = `admin_live_e2e_${process.pid}_${Date.now().toString(36)}`

test.describe('admin live on PostgreSQL, two processes', () => {
  test.skip(!PG, 'admin-live e2e needs DATABASE_URL (a PostgreSQL server); skipped')

  const servers: ChildProcess[] = []
  let log = ''
  const urlOf = (port: number) => `http://localhost:${port}`

  function dbUrl() {
    const u = new URL(PG!)
    u.pathname = `/${dbName}`
    return u.toString()
  }

  async function startServer(port: number) {
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: urlOf(port),
      DATABASE_URL: dbUrl(),
      UPLOAD_DIR: `/tmp/${dbName}-uploads`,
      SEED_ON_START: 'true',
      LOG_LEVEL: 'info',
      RATE_LIMIT_SIGN_IN_MAX: '200',
      METRICS_SAMPLE_RATE: '1',
      // production refuses the default secret; both processes must share one to share sessions
      BETTER_AUTH_SECRET: 'e2e-only-admin-live-secret-0123456789abcdef0123',
      SEED_DEMO_ACCOUNTS: 'true',
    }
    const server = spawn(process.execPath, ['server.mjs'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout!.on('data', (c: Buffer) => (log += c.toString()))
    server.stderr!.on('data', (c: Buffer) => (log += c.toString()))
    server.once('exit', (code) => {
      if (code) log += `\nserver on ${port} exited with ${code}`
    })
    servers.push(server)
    await expect
      .poll(async () => (await fetch(`${urlOf(port)}/api/health`).catch(() => null))?.ok ?? false, {
        timeout: 150_000,
        intervals: [500],
        message: `server on ${port} did not start:\n${log.slice(-2000)}`,
      })
      .toBe(true)
  }

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    const sql = postgres(PG!, { max: 1, onnotice: () => {} })
    await sql.unsafe(`create database "${dbName}"`)
    await sql.end()
    // one after the other: the first migrates and seeds, the second finds it done
    await startServer(PORTS[0]!)
    await startServer(PORTS[1]!)
  })

  test.afterAll(async () => {
    for (const s of servers) s.kill('SIGTERM')
    await Promise.all(
      servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once('exit', r)))),
    )
    const sql = postgres(PG!, { max: 1, onnotice: () => {} })
    await sql.unsafe(`drop database if exists "${dbName}" with (force)`)
    await sql.end()
  })

  async function signIn(page: Page) {
    await page.goto('/auth?redirectTo=/admin')
    await waitForHydration(page)
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/admin'))
    await waitForHydration(page)
  }

  test('a deletion on process A reaches the bell of an admin on process B; reload keeps it', async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const watcherCtx = await browser.newContext({ baseURL: urlOf(PORTS[1]!) })
    const watcher = await watcherCtx.newPage()
    const stream = watcher.waitForResponse((r) => r.url().includes('/api/admin/notifications'))
    await signIn(watcher)
    expect((await stream).status()).toBe(200)
    const bell = watcher.getByRole('button', { name: /^Notifications, / })
    // the bell opens with the waiting review work (the seed's pending stories) unread: start from
    // everything read (saved in the database, so the reload below keeps it)
    await expect(bell).toHaveAccessibleName(/^Notifications, (none|\d+\+?) unread$/)
    await bell.click()
    const markAll = watcher.getByRole('button', { name: 'Mark all read' })
    if (await markAll.isEnabled()) await markAll.click()
    await watcher.keyboard.press('Escape')
    await expect(bell).toHaveAccessibleName('Notifications, none unread')

    const actorCtx = await browser.newContext({ baseURL: urlOf(PORTS[0]!) })
    const actor = await actorCtx.newPage()
    await signIn(actor)
    await actor.goto('/admin/articles')
    await waitForHydration(actor)
    const target = await actor.evaluate(() => {
      const a = [...document.querySelectorAll<HTMLAnchorElement>('main a')].find(
        (el) => /\/admin\/articles\/[0-9a-f-]{36}$/.test(el.href) && el.textContent!.trim(),
      )!
      return { href: a.getAttribute('href')!, title: a.textContent!.trim() }
    })
    const title = target.title
    await actor.goto(target.href)
    await waitForHydration(actor)
    await actor.getByRole('button', { name: 'Move to trash' }).click()
    await actor.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click()
    await expect(actor.getByText('In trash').first()).toBeVisible()

    // process B never saw the write: only NOTIFY through PostgreSQL brings it
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
    await bell.click()
    const item = watcher.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first()
    await expect(item).toContainText('Content Deleted')
    await expect(item).toContainText(title)
    await expectNoSeriousA11yViolations(watcher)

    await watcher.reload()
    await waitForHydration(watcher)
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
    await bell.click()
    await watcher.getByRole('button', { name: /^Content Deleted / }).click()
    await expect(bell).toHaveAccessibleName('Notifications, none unread')
    await watcherCtx.close()
    await actorCtx.close()
    expect(log).not.toContain('LISTEN failed')
  })

  test('a client that was on process A resumes on process B with Last-Event-ID and misses nothing', async () => {
    test.setTimeout(60_000)
    const [A, B] = PORTS.map(urlOf) as [string, string]
    const signIn = await fetch(`${A}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: A },
      body: JSON.stringify(ADMIN),
    })
    expect(signIn.ok).toBe(true)
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    // an audited write through process A (the Google tag setting)
    const setTag = async (tagManagerId: string) => {
      const res = await fetch(`${A}/admin/settings/consent`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: A },
        body: new URLSearchParams({ intent: 'tag-manager', tagManagerId }),
        redirect: 'manual',
      })
      expect(res.status).toBeLessThan(400)
    }
    const open = async (base: string, lastEventId?: string) => {
      const ctrl = new AbortController()
      const res = await fetch(`${base}/api/admin/notifications`, {
        headers: {
          Cookie: cookie,
          Accept: 'text/event-stream',
          ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
        },
        signal: ctrl.signal,
      })
      expect(res.status).toBe(200)
      const reader = res.body!.getReader()
      const dec = new TextDecoder()
      let text = ''
      const events: { id: string; action: string; entityType: string }[] = []
      return {
        close: () => ctrl.abort(),
        async next() {
          for (;;) {
            const m = /id: (\S+)\nevent: notification\ndata: (.*)\n\n/.exec(text)
            if (m) {
              text = text.slice(m.index + m[0].length)
              const e = JSON.parse(m[2]!)
              events.push(e)
              return e as (typeof events)[number]
            }
            const { value, done } = await reader.read()
            if (done) throw new Error('stream ended')
            text += dec.decode(value)
          }
        },
      }
    }
    const onA = await open(A)
    await setTag('GTM-RESUME1')
    const seen = await onA.next()
    expect(seen).toMatchObject({ action: 'update', entityType: 'site_settings' })
    onA.close()

    // written on A while the client is away
    await setTag('')
    const sql = postgres(dbUrl(), { max: 1, onnotice: () => {} })
    const [missed] = await sql<{ id: string }[]>`
      select id from audit_logs where entity_type = 'site_settings' order by created_at desc limit 1`
    await sql.end()
    expect(missed!.id).not.toBe(seen.id)

    // the browser reconnects, this time to process B, with the last id it saw
    const onB = await open(B, seen.id)
    // one save may write more than one audit row: read on until the missed one, none seen twice
    const resumed = [await onB.next()]
    while (resumed.length < 5 && resumed.at(-1)!.id !== missed!.id) resumed.push(await onB.next())
    expect(resumed.map((e) => e.id)).not.toContain(seen.id)
    expect(resumed.at(-1)).toMatchObject({
      id: missed!.id,
      action: 'update',
      entityType: 'site_settings',
    })
    onB.close()
  })

  test('a reader’s visit is counted; system, performance and analytics pages work for an admin', async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    // an anonymous reader (served from the HTML cache): the beacon counts the view and its metrics
    const readerCtx = await browser.newContext({ baseURL: urlOf(PORTS[0]!) })
    const reader = await readerCtx.newPage()
    const beacon = reader.waitForRequest((r) => r.url().endsWith('/api/beacon'))
    await reader.goto('/hub/game-face')
    await beacon
    await readerCtx.close()

    const sql = postgres(dbUrl(), { max: 1, onnotice: () => {} })
    await sql`insert into system_alerts (alert_type, category, title, description)
              values ('warning', 'system', 'Backup overdue', 'No backup in 3 days')`
    await sql.end()

    const ctx = await browser.newContext({ baseURL: urlOf(PORTS[1]!) })
    const page = await ctx.newPage()
    await signIn(page)
    await page.goto('/admin/system')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'System', level: 1 })).toBeVisible()
    await expect(page.getByText('PostgreSQL').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: `/tmp/${dbName}-system.png`, fullPage: true })
    await page.getByRole('button', { name: 'Resolve Backup overdue' }).click()
    await expect(page.getByText('Alert resolved').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Resolve Backup overdue' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Send test email' }).click()
    await expect(page.getByText('Test email written to the outbox').first()).toBeVisible()

    await page.goto('/admin/analytics?range=day')
    await waitForHydration(page)
    await expect(page.getByText('Page views').locator('..')).toContainText(/[1-9]/)
    await expect(
      page.getByRole('region', { name: 'Top hubs' }).or(page.getByText('Game Face')),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: `/tmp/${dbName}-analytics.png`, fullPage: true })

    await page.keyboard.press('Alt+KeyP')
    await page.waitForURL('**/admin/performance')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Performance', level: 1 })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: `/tmp/${dbName}-performance.png`, fullPage: true })

    await page.setViewportSize({ width: 390, height: 844 })
    for (const path of ['/admin/system', '/admin/analytics', '/admin/performance']) {
      await page.goto(path)
      await waitForHydration(page)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `${path} fits 390 px`).toBeLessThanOrEqual(390)
      await page.screenshot({
        path: `/tmp/${dbName}${path.replace(/\//g, '-')}-390.png`,
        fullPage: true,
      })
    }
    // the mobile tab bar's Alerts opens the same list
    await page.getByRole('button', { name: 'Alerts' }).click()
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible()
    await ctx.close()
  })
})
