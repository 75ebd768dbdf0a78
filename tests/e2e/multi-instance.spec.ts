// Several production app processes on one PostgreSQL behind nginx (round robin), as
// docs/deployment.md's "many boxes" layout: a session made through nginx holds on every backend, an
// edit on one empties every backend's cached page, the live admin feed reaches a stream on any
// backend, a scheduled article is published exactly once, media uploaded through one backend is
// served by all (MEDIA_STORAGE=s3 against s3rver), and the logs hold no secrets.
// One backend runs two cluster workers (WEB_CONCURRENCY=2). Needs DATABASE_URL and Debian's nginx;
// creates and drops its own database. Ports: MULTI_PORT_BASE (3250) for nginx, the next three for
// the backends, the fourth for s3rver.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import zlib from 'node:zlib'
import path from 'node:path'
import postgres from 'postgres'
import { type Page, expect, test } from '@playwright/test'
import { NGINX_BIN, startNginx } from '../../scripts/lib/nginx.mjs'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const PG = process.env.DATABASE_URL
const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }
const BASE_PORT = Number(process.env.MULTI_PORT_BASE ?? 3250)
const LB_PORT = BASE_PORT
const APP_PORTS = [BASE_PORT + 1, BASE_PORT + 2, BASE_PORT + 3]
const S3_PORT = BASE_PORT + 4
const BUCKET = 'site-media'
const LB = `http://localhost:${LB_PORT}`
const app = (port: number) => `http://localhost:${port}`
const dbName = `multi_e2e_${process.pid}_${Date.now().toString(36)}`
const SECRET = 'e2e-only-multi-instance-secret-0123456789abcdef'

// one set of servers for all the steps; a retry would start them all again
test.describe.configure({ mode: 'serial', retries: 0 })

/** A PNG of one colour (RGB), encoded here: no image library in the test process. */
function solidPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([len, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x++) row.set([0x2a, 0x6f, 0x97], 1 + x * 3)
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

test.describe('several app processes behind nginx on PostgreSQL', () => {
  test.skip(!PG, 'multi-instance e2e needs DATABASE_URL (a PostgreSQL server); skipped')
  test.skip(!existsSync(NGINX_BIN), 'multi-instance e2e needs nginx at /usr/sbin/nginx; skipped')

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'multi-e2e-'))
  const servers = new Map<number, ChildProcess>()
  let nginx: { stop(): Promise<void> } | undefined
  let s3: ChildProcess | undefined
  let log = ''

  function dbUrl() {
    const u = new URL(PG!)
    u.pathname = `/${dbName}`
    return u.toString()
  }

  async function waitFor(url: string, what: string, timeout = 240_000) {
    await expect
      .poll(async () => (await fetch(url).catch(() => null))?.ok ?? false, {
        timeout,
        intervals: [500],
        message: `${what} did not come up:\n${log.slice(-3000)}`,
      })
      .toBe(true)
  }

  async function startApp(port: number, extra: Record<string, string> = {}) {
    const uploads = path.join(tmp, `uploads-${port}`)
    mkdirSync(uploads, { recursive: true })
    const child = spawn(process.execPath, ['server.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        // every backend builds links for the address readers use: nginx's
        SITE_URL: LB,
        DATABASE_URL: dbUrl(),
        DATABASE_POOL_SIZE: '5',
        UPLOAD_DIR: uploads,
        BACKUP_DIR: path.join(tmp, `backups-${port}`),
        SEED_ON_START: 'true',
        SEED_DEMO_ACCOUNTS: 'true',
        BETTER_AUTH_SECRET: SECRET,
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        RATE_LIMIT_SIGN_IN_MAX: '200',
        HTML_CACHE_SECONDS: '600',
        // media in one bucket for all backends; each keeps its own (empty) UPLOAD_DIR
        MEDIA_STORAGE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
        S3_REGION: 'us-east-1',
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout!.on('data', (c: Buffer) => (log += c.toString()))
    child.stderr!.on('data', (c: Buffer) => (log += c.toString()))
    child.once('exit', (code, signal) => {
      if (code || signal) log += `\nserver on ${port} exited (${code ?? signal})\n`
    })
    servers.set(port, child)
    await waitFor(`${app(port)}/api/health/ready`, `server on ${port}`)
  }

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    const sql = postgres(PG!, { max: 1, onnotice: () => {} })
    await sql.unsafe(`create database "${dbName}"`)
    await sql.end()
    // s3rver in a process of its own (Playwright's loader cannot load it in the test process)
    const s3Code = `const S3rver = require('s3rver');
new S3rver({ port: ${S3_PORT}, address: '127.0.0.1', silent: true,
  directory: ${JSON.stringify(path.join(tmp, 's3'))},
  configureBuckets: [{ name: '${BUCKET}', configs: [] }] }).run().then(() => console.log('s3 up'))`
    s3 = spawn(process.execPath, ['-e', s3Code], { stdio: ['ignore', 'pipe', 'inherit'] })
    await new Promise((resolve, reject) => {
      s3!.stdout!.once('data', resolve)
      s3!.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)))
    })
    // two cluster workers in the first; the others start together (the migration and seed locks
    // keep them from racing the first)
    await startApp(APP_PORTS[0]!, { WEB_CONCURRENCY: '2' })
    await Promise.all(APP_PORTS.slice(1).map((p) => startApp(p)))
    nginx = await startNginx({
      port: LB_PORT,
      upstreams: APP_PORTS.map((p) => `127.0.0.1:${p}`),
      dir: path.join(tmp, 'nginx'),
      upstreamHeader: true,
      waitForLive: false,
      onStderr: (c: string) => (log += `[nginx] ${c}`),
    })
    await waitFor(`${LB}/api/health/live`, 'nginx')
  })

  test.afterAll(async () => {
    await nginx?.stop()
    for (const s of servers.values()) if (s.exitCode === null) s.kill('SIGTERM')
    await Promise.all(
      [...servers.values()].map(
        (s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once('exit', r))),
      ),
    )
    s3?.kill('SIGTERM')
    const sql = postgres(PG!, { max: 1, onnotice: () => {} })
    await sql.unsafe(`drop database if exists "${dbName}" with (force)`)
    await sql.end()
    rmSync(tmp, { recursive: true, force: true })
  })

  // a failing step keeps the backends' and nginx's last output beside its screenshot
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument destructured
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return
    const file = testInfo.outputPath('server.log')
    writeFileSync(file, log.slice(-500_000))
    await testInfo.attach('server-log', { path: file, contentType: 'text/plain' })
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

  /** A session cookie made through nginx (the API sign-in, as the form posts it). */
  async function apiSession() {
    const res = await fetch(`${LB}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: LB },
      body: JSON.stringify(ADMIN),
    })
    expect(res.ok).toBe(true)
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
  }

  test('signed in through nginx, every backend knows the session', async ({ browser }) => {
    test.setTimeout(180_000)
    const ctx = await browser.newContext({ baseURL: LB })
    const page = await ctx.newPage()
    await signIn(page)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // round robin: consecutive requests through nginx land on every backend, all signed in
    const upstreams = new Set<string>()
    for (let i = 0; i < 9; i++) {
      const res = await ctx.request.get('/admin', { maxRedirects: 0 })
      expect(res.status(), `request ${i} via ${res.headers()['x-upstream']}`).toBe(200)
      upstreams.add(res.headers()['x-upstream']!)
    }
    expect([...upstreams].sort()).toEqual(APP_PORTS.map((p) => `127.0.0.1:${p}`))
    // and straight to each backend with the same cookie
    for (const port of APP_PORTS) {
      const res = await ctx.request.get(`${app(port)}/admin`, { maxRedirects: 0 })
      expect(res.status(), `backend ${port}`).toBe(200)
    }
    // page navigations keep working whichever backend answers
    for (const p of ['/admin/articles', '/admin', '/admin/articles']) {
      await page.goto(p)
      await expect(page).toHaveURL(new RegExp(`${p}$`))
    }
    await ctx.close()
  })

  test('an article edit through one backend empties every backend’s cached page', async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    const sql = postgres(dbUrl(), { max: 1, onnotice: () => {} })
    const [article] = await sql<{ id: string; slug: string; hub_id: string; title: string }[]>`
      select id, slug, hub_id, title from articles
      where status = 'published' and deleted_at is null order by published_at desc limit 1`
    await sql.end()
    const pagePath = `/hub/${article!.hub_id}/${article!.slug}`
    // each backend stores the page for anonymous readers (HTML_CACHE_SECONDS=600); the first has
    // two workers, each with its own copy, that the kernel hands connections to in turn
    for (const port of APP_PORTS) {
      const states: string[] = []
      for (let i = 0; i < 4; i++) {
        const res = await fetch(app(port) + pagePath)
        expect(await res.text()).toContain(article!.title)
        states.push(res.headers.get('x-cache') ?? '')
      }
      expect(states.slice(-2), `backend ${port}`).toEqual(['HIT', 'HIT'])
    }
    const ctx = await browser.newContext({ baseURL: LB })
    const page = await ctx.newPage()
    await signIn(page)
    await page.goto(`/admin/articles/${article!.id}`)
    await waitForHydration(page)
    const title = `Edited on one backend ${Date.now().toString(36)}`
    await page.getByLabel('Title', { exact: true }).fill(title)
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes(`/admin/articles/${article!.id}`),
    )
    await page.getByRole('button', { name: 'Update', exact: true }).click()
    expect((await saved).status()).toBeLessThan(400)
    // every backend (and each worker), not only the one that took the write, renders the new title
    const fourTimes = async (port: number) => {
      const pages = await Promise.all([1, 2, 3, 4].map(() => fetch(app(port) + pagePath)))
      const texts = await Promise.all(pages.map((r) => r.text()))
      return texts.every((t) => t.includes(title))
    }
    for (const port of APP_PORTS)
      await expect
        .poll(() => fourTimes(port), {
          timeout: 20_000,
          message: `backend ${port} still serves the old page`,
        })
        .toBe(true)
    // and through nginx, whichever backend answers
    for (let i = 0; i < 3; i++) expect(await (await fetch(LB + pagePath)).text()).toContain(title)
    await ctx.close()
  })

  test('the admin live feed reaches a stream on any backend', async () => {
    test.setTimeout(90_000)
    const cookie = await apiSession()
    const streams = await Promise.all(
      APP_PORTS.map(async (port) => {
        const ctrl = new AbortController()
        const res = await fetch(`${app(port)}/api/admin/notifications`, {
          headers: { Cookie: cookie, Accept: 'text/event-stream' },
          signal: ctrl.signal,
        })
        expect(res.status).toBe(200)
        const reader = res.body!.getReader()
        const dec = new TextDecoder()
        let text = ''
        return {
          port,
          close: () => ctrl.abort(),
          async waitFor(needle: string) {
            while (!text.includes(needle)) {
              const { value, done } = await reader.read()
              if (done) throw new Error(`stream on ${port} ended`)
              text += dec.decode(value)
            }
          },
        }
      }),
    )
    // an audited write through nginx (the Google tag setting), on whichever backend it lands
    const tag = `GTM-${Date.now().toString(36).toUpperCase()}`
    const res = await fetch(`${LB}/admin/settings/consent`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: LB },
      body: new URLSearchParams({ intent: 'tag-manager', tagManagerId: tag }),
      redirect: 'manual',
    })
    expect(res.status, await res.clone().text()).toBeLessThan(400)
    expect(res.headers.get('x-upstream'), 'nginx names the backend that took it').toMatch(/:\d+$/)
    await Promise.all(
      streams.map((s) =>
        Promise.race([
          s.waitFor('"entityType":"site_settings"'),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error(`no event on backend ${s.port}`)), 20_000),
          ),
        ]),
      ),
    )
    for (const s of streams) s.close()
    // the realtime gauge counts them (read on a backend directly: loopback, no proxy)
    const metrics = await (await fetch(`${app(APP_PORTS[1]!)}/metrics`)).text()
    expect(metrics).toMatch(/realtime_streams_open\{kind="admin"\} \d/)
  })

  test('a scheduled article is published exactly once by all the processes together', async () => {
    test.setTimeout(120_000)
    const sql = postgres(dbUrl(), { max: 1, onnotice: () => {} })
    const [hub] = await sql<{ id: string }[]>`select id from hubs order by id limit 1`
    const slug = `scheduled-once-${Date.now().toString(36)}`
    const [row] = await sql<{ id: string }[]>`
      insert into articles (slug, title, hub_id, status, published_at)
      values (${slug}, ${'Published once ' + slug}, ${hub!.id}, 'scheduled', now() + interval '2 seconds')
      returning id`
    // every process runs the publisher every 30 s (and at start)
    await expect
      .poll(async () => (await sql`select status from articles where id = ${row!.id}`)[0]!.status, {
        timeout: 70_000,
        intervals: [1000],
      })
      .toBe('published')
    // a further round of every process's timer publishes nothing again
    await new Promise((r) => setTimeout(r, 31_000))
    const audits = await sql`
      select id from audit_logs where entity_id = ${row!.id} and action = 'publish'`
    expect(audits).toHaveLength(1)
    // the daily inbox retention, started by each of the 4 processes (3 servers, 2 workers in one),
    // ran once
    const jobs = await sql<{ name: string; runs: number }[]>`select name, runs from job_runs`
    const runs = Object.fromEntries(jobs.map((j) => [j.name, j.runs]))
    expect(runs['inbox-retention']).toBe(1)
    await sql.end()
    // the page is there through nginx
    expect((await fetch(`${LB}/hub/${hub!.id}/${slug}`)).status).toBe(200)
  })

  // the upload form names its intent in a field (the declared media action)
  test('media uploaded through one backend is served by every backend (S3 storage)', async () => {
    test.setTimeout(120_000)
    const cookie = await apiSession()
    const name = `court-${Date.now().toString(36)}.png`
    const png = solidPng(900, 500)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
    form.append('intent', 'upload')
    form.append('altText', 'A court at dusk')
    // through nginx, as a browser posts it (React Router refuses a form post whose Origin is not
    // the Host it reached); whichever backend takes it, its own UPLOAD_DIR stays empty
    const res = await fetch(`${LB}/admin/media`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: LB },
      body: form,
      redirect: 'manual',
    })
    expect(res.status, await res.clone().text()).toBeLessThan(400)
    expect(res.headers.get('x-upstream'), 'nginx names the backend that took it').toMatch(/:\d+$/)
    const sql = postgres(dbUrl(), { max: 1, onnotice: () => {} })
    const [row] = await sql<{ url: string; variants: { key: string }[] }[]>`
      select url, variants from media where original_name = ${name}`
    await sql.end()
    expect(row, 'the upload was stored').toBeTruthy()
    const paths = [row!.url, ...row!.variants.map((v) => `/media/${v.key}`)]
    for (const p of paths) {
      const bodies = await Promise.all(
        APP_PORTS.map(async (port) => {
          const r = await fetch(app(port) + p)
          expect(r.status, `${p} on backend ${port}`).toBe(200)
          expect(r.headers.get('content-type')).toMatch(/^image\//)
          return Buffer.from(await r.arrayBuffer())
        }),
      )
      expect(bodies[0]!.length).toBeGreaterThan(100)
      for (const b of bodies.slice(1)) expect(b.equals(bodies[0]!)).toBe(true)
    }
    // nothing of it was written to any backend's own upload folder
    for (const port of APP_PORTS) {
      const files = readdirSync(path.join(tmp, `uploads-${port}`), { recursive: true }).map(String)
      expect(
        files.filter((f) => /\.(png|webp|avif)$/.test(f)),
        `uploads of ${port}`,
      ).toEqual([])
    }
  })

  test("a backup's progress answers on every backend, whichever one runs it", async () => {
    test.setTimeout(120_000)
    const cookie = await apiSession()
    const form = new FormData()
    form.append('intent', 'backup')
    form.append('background', '1')
    // as the page's fetcher posts it: React Router's data request, answered with the started job
    const res = await fetch(`${LB}/admin/backup-restore.data`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: LB },
      body: form,
    })
    const body = await res.text()
    expect(res.status, body).toBe(200)
    const ids = [
      ...new Set(body.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)),
    ]
    expect(ids, 'the started job').toHaveLength(1)
    const runner = res.headers.get('x-upstream')
    // each backend keeps its own BACKUP_DIR: the others read the job's state from the bucket
    const states = async () =>
      Promise.all(
        APP_PORTS.map(async (port) => {
          const r = await fetch(`${app(port)}/admin/backup-restore/progress?job=${ids[0]}`, {
            headers: { Cookie: cookie },
          })
          return r.ok ? ((await r.json()) as { status: string }).status : `HTTP ${r.status}`
        }),
      )
    const first = await states()
    for (const s of first) expect(['running', 'done'], `ran on ${runner}: ${first}`).toContain(s)
    await expect
      .poll(states, { timeout: 60_000, message: `ran on ${runner}` })
      .toEqual(['done', 'done', 'done'])
  })

  test('metrics are private, aggregated over workers; logs carry request ids and no secrets', async () => {
    test.setTimeout(60_000)
    // through nginx: closed; a backend's own loopback: open, with a forwarded address: hidden
    expect((await fetch(`${LB}/metrics`)).status).toBe(404)
    expect(
      (
        await fetch(`${app(APP_PORTS[2]!)}/metrics`, {
          headers: { 'X-Forwarded-For': '203.0.113.5' },
        })
      ).status,
    ).toBe(404)
    const text = await (await fetch(`${app(APP_PORTS[0]!)}/metrics`)).text()
    expect(text).toContain('cluster_workers 2')
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/hub\/:hubId\/:\w+",method="GET",status="200"\} \d+/,
    )
    expect(text).toMatch(/html_cache_requests_total\{result="hit"\} \d+/)
    expect(text).toMatch(/process_resident_memory_bytes \d+/)
    expect(text).toMatch(/nodejs_eventloop_lag_seconds [\d.e-]+/)
    expect(text).toMatch(/db_connections\{state="idle"\} \d+/)
    expect(text).not.toMatch(/route="\/hub\/[a-z0-9-]+\//)

    // a request id from the proxy is kept and returned; every request line has one
    const res = await fetch(`${LB}/api/health/ready`, {
      headers: { 'X-Request-Id': 'e2e-trace-4711' },
    })
    expect(res.headers.get('x-request-id')).toBe('e2e-trace-4711')
    const generated = (await fetch(`${LB}/api/health/live`)).headers.get('x-request-id')
    expect(generated).toMatch(/^[0-9a-f-]{20,}$/)
    await expect.poll(() => log.includes('"reqId":"e2e-trace-4711"')).toBe(true)
    const lines = log
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    const requests = lines.filter((l) => l.msg === 'request')
    expect(requests.length).toBeGreaterThan(20)
    for (const r of requests) {
      expect(r.reqId).toBeTruthy()
      expect(String(r.route)).not.toContain('?')
    }
    // the signed-in admin's requests name her by id
    expect(requests.some((r) => typeof r.userId === 'string' && r.route === '/admin')).toBe(true)
    // a library's own lines (Better Auth on a failed sign-in) are JSON lines too, without the
    // terminal's colour codes
    const failed = await fetch(`${LB}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: LB },
      body: JSON.stringify({ email: 'nobody-here@example.com', password: 'Not-A-Password-9' }),
    })
    expect(failed.status).toBe(401)
    const failedId = failed.headers.get('x-request-id')
    await expect
      .poll(() => log.split('\n').filter((l) => l.includes(`"reqId":"${failedId}"`)).length)
      .toBeGreaterThan(1)
    // as written in a JSON string (escaped) or raw
    expect(log).not.toMatch(/\\u001b\[|\u001b\[/)
    // never a password, an email address, a session cookie
    expect(log).not.toContain(ADMIN.password)
    expect(log).not.toContain(SECRET)
    expect(log).not.toMatch(/session_token=[^;\s"\]]{8,}/)
    const emails = log
      .split('\n')
      .filter((l) => !l.startsWith('Cannot start'))
      .join('\n')
      .match(/[\w.+-]+@[\w-]+\.[\w.-]+/g)
    expect(emails ?? []).toEqual([])
  })

  test('SIGTERM: a draining backend answers not ready, nginx sends readers elsewhere', async () => {
    test.setTimeout(60_000)
    const port = APP_PORTS[2]!
    // a keep-alive connection opened before the signal can still ask during the drain
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const ask = () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get(`${app(port)}/api/health/ready`, { agent }, (res) => {
            let body = ''
            res.on('data', (c) => (body += c))
            res.on('end', () => resolve({ status: res.statusCode!, body }))
          })
          .on('error', reject)
      })
    expect((await ask()).status).toBe(200)
    // an open stream keeps the process draining for a moment
    const cookie = await apiSession()
    const ctrl = new AbortController()
    await fetch(`${app(port)}/api/admin/notifications`, {
      headers: { Cookie: cookie, Accept: 'text/event-stream' },
      signal: ctrl.signal,
    })
    servers.get(port)!.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    const draining = await ask()
    expect(draining.status).toBe(503)
    expect(JSON.parse(draining.body)).toMatchObject({ ok: false, reason: 'draining after SIGTERM' })
    ctrl.abort()
    agent.destroy()
    await new Promise((r) => servers.get(port)!.once('exit', r))
    // the others keep serving through nginx
    for (let i = 0; i < 6; i++) expect((await fetch(`${LB}/api/health/ready`)).status).toBe(200)
    expect(log).toContain('SIGTERM: shutting down')
  })
})
