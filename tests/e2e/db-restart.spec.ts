// The database going away and coming back, on PostgreSQL, against the production build: a
// signed-in member is never sent to /auth because a query failed, a page that cannot reach the
// database is a 503 that says so and reloads itself, and pages answer 200 again within 2 s of the
// database being back. The machine's PostgreSQL is never stopped: the test acts on its own
// database only (terminates the app's connections, refuses new ones for a moment, allows them
// again). Needs DATABASE_URL (a PostgreSQL server); skipped without it.
import postgres from 'postgres'
import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './helpers'
import { startServer, type Spawned } from './spawn-server'

const PG = process.env.DATABASE_URL
const MEMBER = { email: 'member@beyondthegame.example', password: 'Demo-Member-2024!' }
const dbName = `db_restart_e2e_${process.pid}_${Date.now().toString(36)}`

test.describe('database restart on PostgreSQL', () => {
  test.skip(!PG, 'needs DATABASE_URL (a PostgreSQL server); skipped')
  test.describe.configure({ timeout: 300_000 })

  let server: Spawned
  let admin: ReturnType<typeof postgres>
  let cookie = ''
  let articlePath = ''

  const dbUrl = () => {
    const u = new URL(PG!)
    u.pathname = `/${dbName}`
    return u.toString()
  }

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    admin = postgres(PG!, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database "${dbName}"`)
    // n = 18: E2E_PORT + 118 (3221 for E2E_PORT 3103)
    server = await startServer(
      18,
      {
        DATABASE_URL: dbUrl(),
        SEED_ON_START: 'true',
        SEED_DEMO_ACCOUNTS: 'true',
        // startServer waits for the info line 'Site running at'
        LOG_LEVEL: 'info',
        HTML_CACHE_SECONDS: '0',
      },
      { timeoutMs: 200_000 },
    )
    const res = await fetch(`${server.url}/auth`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'sign-in', ...MEMBER, redirectTo: '/profile' }),
    })
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    expect(cookie, `sign-in answered ${res.status}`).toContain('session_token')
    const db = postgres(dbUrl(), { max: 1, onnotice: () => {} })
    const [a] = await db`select slug from articles where status = 'published' limit 1`
    await db.end()
    articlePath = `/article/${a!.slug as string}`
  })

  test.afterAll(async () => {
    await server?.stop()
    await admin?.unsafe(`alter database "${dbName}" with allow_connections true`).catch(() => {})
    await admin?.unsafe(`drop database if exists "${dbName}" with (force)`).catch(() => {})
    await admin?.end()
  })

  const terminate = () =>
    admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${dbName} and pid <> pg_backend_pid()`

  const get = (path: string, signedIn: boolean) =>
    fetch(`${server.url}${path}`, {
      redirect: 'manual',
      headers: signedIn ? { cookie } : {},
      signal: AbortSignal.timeout(20_000),
    })

  /** Milliseconds until the page answers 200; fails on any redirect to /auth on the way. */
  async function msUntilOk(path: string, signedIn: boolean, from: number) {
    for (;;) {
      const res = await get(path, signedIn)
      await res.arrayBuffer()
      expect(res.headers.get('location') ?? '').not.toContain('/auth')
      if (res.status === 200) return Date.now() - from
      expect([503]).toContain(res.status)
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  test('connections killed: a signed-in member is not signed out, pages answer at once', async () => {
    expect((await get('/profile', true)).status).toBe(200)
    await terminate()
    const first = await get('/profile', true)
    const body = await first.text()
    expect(first.status, body.slice(0, 300)).not.toBe(302)
    expect(first.headers.get('location') ?? '').not.toContain('/auth')
    expect([200, 503]).toContain(first.status)
    const t = Date.now()
    const [profile, home, article] = await Promise.all([
      msUntilOk('/profile', true, t),
      msUntilOk('/', false, t),
      msUntilOk(articlePath, false, t),
    ])
    const figures = { profile, home, article }
    console.log(`after pg_terminate_backend, 200 again after (ms): ${JSON.stringify(figures)}`)
    for (const ms of Object.values(figures)) expect(ms).toBeLessThan(2000)
  })

  test('database refusing connections: a 503 page that retries; 200 within 2 s once it is back', async ({
    page,
  }) => {
    await admin.unsafe(`alter database "${dbName}" with allow_connections false`)
    await terminate()
    try {
      // what a reader sees: the page says what happens and reloads itself; axe finds nothing
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 844 })
        const res = await page.goto(server.url + articlePath)
        expect(res?.status()).toBe(503)
        await expect(page.getByRole('heading', { name: 'We’ll be right back' })).toBeVisible()
        await page.screenshot({ path: `test-results/db-unavailable-${width}.png` })
      }
      await expectNoSeriousA11yViolations(page)
      for (const [path, signedIn] of [
        ['/profile', true],
        ['/community', true],
        [articlePath, false],
      ] as const) {
        const res = await get(path, signedIn)
        const html = await res.text()
        expect(res.status, `${path}: ${html.slice(0, 200)}`).toBe(503)
        expect(res.headers.get('location')).toBeNull()
        expect(res.headers.get('retry-after')).toBe('5')
        expect(html).toContain('We’ll be right back')
        // it reloads itself (a script with the response's CSP nonce)
        expect(html).toMatch(
          /<script nonce="[^"]+">setTimeout\(function\(\)\{location\.reload\(\)\},5000\)/,
        )
      }
    } finally {
      await admin.unsafe(`alter database "${dbName}" with allow_connections true`)
    }
    const back = Date.now()
    // each page polled on its own from the moment the database accepts connections again
    const [profile, community, home, article] = await Promise.all([
      msUntilOk('/profile', true, back),
      msUntilOk('/community', true, back),
      msUntilOk('/', false, back),
      msUntilOk(articlePath, false, back),
    ])
    const figures = { profile, community, home, article }
    console.log(`database back, 200 again after (ms): ${JSON.stringify(figures)}`)
    for (const ms of Object.values(figures)) expect(ms).toBeLessThan(2000)
    // the page left open in the browser reloaded itself into the article
    await expect(page.getByRole('heading', { name: 'We’ll be right back' })).toBeHidden({
      timeout: 15_000,
    })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
