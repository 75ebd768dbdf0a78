// The HTTP layer under abuse and faults, through the production server: request body limits, open
// redirects, the trusted client address behind a proxy, graceful shutdown, starting from another
// directory, and a database that is not up yet at start.
import http from 'node:http'
import net from 'node:net'
import { expect, test, type APIRequestContext } from '@playwright/test'
import postgres from 'postgres'
import { extraPort, startServer } from './spawn-server'
import { verificationLinkFor } from './helpers'

const PASSWORD = 'Court-Vision-42!'
const BAD_TARGETS = [
  '/\t/evil.example',
  '//evil.example',
  '/\\evil.example',
  '/.//evil.example',
  'javascript:alert(document.domain)',
  'https://evil.example/',
]

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** A POST whose body is produced by `write`, over a plain socket (chunked unless a length is set). */
function rawPost(
  url: string,
  headers: Record<string, string>,
  write: (req: http.ClientRequest, done: () => boolean) => Promise<void>,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    let finished = false
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      finished = true
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (d) => (body += d))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
    })
    req.on('error', (e) => (finished ? undefined : reject(e)))
    write(req, () => finished).then(
      () => req.end(),
      () => req.destroy(),
    )
  })
}

const formHeaders = (origin: string) => ({
  Origin: origin,
  'Content-Type': 'application/x-www-form-urlencoded',
})

test.describe('request bodies', () => {
  test('a 30 MB chunked post to /contact is cut off with 413, not read whole', async ({
    baseURL,
  }) => {
    let sent = 0
    const res = await rawPost(`${baseURL}/contact`, formHeaders(baseURL!), async (req, done) => {
      req.write('name=Jordan&email=j%40example.com&subject=Hi&message=')
      const chunk = Buffer.alloc(64 * 1024, 'a')
      while (sent < 30 * 1024 * 1024 && !done()) {
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r))
        sent += chunk.length
        if (req.destroyed) break
      }
    })
    expect(res.status).toBe(413)
    expect(res.body).toContain('The form is too large to send (the limit is 256 KB)')
    expect(res.body.length).toBeLessThan(1000)
    // the server stopped reading long before the end
    expect(sent).toBeLessThan(30 * 1024 * 1024)
  })

  test('a declared Content-Length over the limit is refused before the body is read', async ({
    baseURL,
  }) => {
    const res = await rawPost(
      `${baseURL}/contact`,
      { ...formHeaders(baseURL!), 'Content-Length': String(1024 * 1024) },
      async () => {},
    ).catch((e: Error) => e)
    expect(res).not.toBeInstanceOf(Error)
    expect((res as Raw).status).toBe(413)
  })

  test('a multipart upload route allows MAX_UPLOAD_BYTES; other routes keep the form limit', async ({
    request,
  }) => {
    const big = Buffer.alloc(1024 * 1024, 1)
    const multipart = { file: { name: 'a.png', mimeType: 'image/png', buffer: big } }
    const onForm = await request.post('/contact', { multipart, maxRedirects: 0 })
    expect(onForm.status()).toBe(413)
    // anonymous on /profile: the body is accepted by the server and the route sends them to sign in
    const onUpload = await request.post('/profile', { multipart, maxRedirects: 0 })
    expect(onUpload.status()).not.toBe(413)
    expect(onUpload.status()).toBeLessThan(500)
  })

  test('a refused form does not echo a value longer than its field limit', async ({ request }) => {
    const res = await request.post('/contact', {
      form: { name: 'Jordan', email: 'not-an-email', subject: 'Hi', message: 'z'.repeat(20_000) },
    })
    expect(res.status()).toBe(400)
    const body = await res.text()
    expect(body).toContain('z'.repeat(5000))
    expect(body).not.toContain('z'.repeat(5001))
  })
})

/** A member (signed up through the form, which never signs in), then signed in with redirectTo. */
async function signUp(request: APIRequestContext, baseURL: string, redirectTo: string) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`
  const email = `redirect.${id}@example.test`
  const created = await request.post('/auth', {
    headers: { Origin: baseURL },
    form: {
      intent: 'sign-up',
      username: `redirect${id}`.slice(0, 20),
      displayName: 'Redirect Tester',
      email,
      password: PASSWORD,
      birthDate: '2001-05-06',
      redirectTo,
    },
    maxRedirects: 0,
  })
  expect(created.status()).toBe(200)
  // sign-in waits for the confirmed address (decision 0029): open the mailed link first
  const confirmed = await request.get(await verificationLinkFor(email), { maxRedirects: 0 })
  expect(confirmed.status()).toBeLessThan(400)
  const res = await request.post('/auth', {
    headers: { Origin: baseURL },
    form: { intent: 'sign-in', email, password: PASSWORD, redirectTo },
    maxRedirects: 0,
  })
  return { res, email }
}

function expectOnSite(location: string | undefined, baseURL: string) {
  expect(location).toBeTruthy()
  const target = new URL(location!, baseURL)
  expect(target.origin).toBe(new URL(baseURL).origin)
  expect(location!.startsWith('//')).toBe(false)
}

test.describe('redirect targets from input stay on the site', () => {
  test('sign-in and /api/saved redirect only to same-site paths', async ({
    playwright,
    baseURL,
  }) => {
    for (const target of BAD_TARGETS) {
      const request = await playwright.request.newContext({ baseURL })
      const { res } = await signUp(request, baseURL!, target)
      expect(res.status(), target).toBe(302)
      expectOnSite(res.headers()['location'], baseURL!)
      const saved = await request.post('/api/saved', {
        headers: { Origin: baseURL! },
        form: {
          itemType: 'article',
          itemId: '00000000-0000-4000-8000-000000000000',
          intent: 'unsave',
          redirectTo: target,
        },
        maxRedirects: 0,
      })
      expect(saved.status(), target).toBe(302)
      expectOnSite(saved.headers()['location'], baseURL!)
      await request.dispose()
    }
  })

  test('a repeated-slash URL is normalised to a path on this site', async ({ baseURL }) => {
    for (const path of ['//evil.example/', '/\\evil.example/', '///evil.example/x/']) {
      const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get(`${baseURL}/`, { path }, resolve).on('error', reject),
      )
      res.resume()
      expect(res.statusCode, path).toBe(301)
      expectOnSite(res.headers['location'], baseURL!)
    }
  })

  for (const js of [false, true]) {
    test(`sign-in with redirectTo=/%09/evil.example stays on the site (${js ? 'with' : 'without'} JavaScript)`, async ({
      browser,
      playwright,
      baseURL,
    }) => {
      const api = await playwright.request.newContext({ baseURL })
      const { email } = await signUp(api, baseURL!, '/')
      await api.dispose()
      const context = await browser.newContext({ javaScriptEnabled: js })
      const page = await context.newPage()
      const offSite: string[] = []
      page.on('request', (r) => {
        if (!r.url().startsWith(baseURL!)) offSite.push(r.url())
      })
      // the query decodes to '/<tab>/evil.example', which a browser reads as //evil.example
      await page.goto('/auth?redirectTo=/%09/evil.example')
      if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
      const panel = page.getByRole('tabpanel', { name: 'Sign In' })
      await panel.getByLabel('Email').fill(email)
      await panel.getByLabel('Password').fill(PASSWORD)
      await panel.getByRole('button', { name: 'Sign In' }).click()
      await page.waitForURL((u) => u.pathname !== '/auth')
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
      expect(new URL(page.url()).pathname).toBe('/')
      expect(offSite.filter((u) => u.includes('evil.example'))).toEqual([])
      await context.close()
    })
  }
})

test.describe('process and proxy', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })

  test('behind one proxy, per-IP limits use the trusted client address; SIGTERM finishes requests in flight', async () => {
    // started from another directory: the build and the migrations are found from server.mjs
    const server = await startServer(
      1,
      { TRUST_PROXY: 'true', RATE_LIMIT_SIGN_IN_MAX: '3' },
      { cwd: '/tmp' },
    )
    try {
      const signIn = (forwardedFor: string) =>
        fetch(`${server.url}/auth`, {
          method: 'POST',
          redirect: 'manual',
          headers: { ...formHeaders(server.url), 'X-Forwarded-For': forwardedFor },
          body: new URLSearchParams({
            intent: 'sign-in',
            email: 'nobody@example.test',
            password: 'wrong-password-1',
          }),
        })
      // the client makes up a new address each time; the proxy appends the real one
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) statuses.push((await signIn(`10.9.9.${i}, 198.51.100.7`)).status)
      expect(statuses.slice(0, 3)).not.toContain(429)
      expect(statuses.slice(3)).toEqual([429, 429])
      // another real client behind the same proxy is not affected
      expect((await signIn('198.51.100.8')).status).not.toBe(429)

      // graceful shutdown: a request still sending its body when SIGTERM arrives gets its answer
      const body = new URLSearchParams({
        name: 'Jordan Lee',
        email: 'jordan@example.com',
        subject: 'Story tip',
        message: 'Our relay team raised money for a new track this season.',
      }).toString()
      let refused: unknown = null
      const slow = rawPost(
        `${server.url}/contact`,
        { ...formHeaders(server.url), 'Content-Length': String(Buffer.byteLength(body)) },
        async (req) => {
          req.write(body.slice(0, 20))
          await new Promise((r) => setTimeout(r, 500))
          server.proc.kill('SIGTERM')
          await new Promise((r) => setTimeout(r, 1500))
          // no new connections meanwhile (a request on a kept-alive connection is still answered,
          // with Connection: close; a new connection is refused)
          refused = await new Promise<unknown>((resolve) => {
            http
              .get(`${server.url}/api/health`, { agent: false }, (r) => {
                r.resume()
                resolve(r.statusCode)
              })
              .on('error', resolve)
          })
          req.write(body.slice(20))
        },
      )
      const res = await slow
      expect(res.status).toBe(200)
      expect(res.body).toContain('Message sent')
      expect(refused).toBeInstanceOf(Error)
      expect(await server.exited).toBe(0)
      expect(server.log()).toContain('SIGTERM: shutting down, 1 request(s) in flight')
    } finally {
      await server.stop('SIGKILL')
    }
  })

  test('a PostgreSQL that is down at start is retried with backoff, then used', async () => {
    const admin = postgres('postgres://root@127.0.0.1:5432/postgres', {
      max: 1,
      onnotice: () => {},
      connect_timeout: 3,
    })
    try {
      await admin`select 1`
    } catch {
      await admin.end()
      test.skip(true, 'no PostgreSQL on 127.0.0.1:5432')
      return
    }
    const dbName = `sec_e2e_down_${Date.now()}`
    await admin.unsafe(`create database "${dbName}"`)
    // the app connects through this port; nothing listens there for the first seconds
    const proxyPort = extraPort(5)
    let proxy: net.Server | undefined
    const server = await startServer(
      2,
      { DATABASE_URL: `postgres://root@127.0.0.1:${proxyPort}/${dbName}` },
      { waitForUp: false },
    )
    try {
      await expect.poll(() => server.log(), { timeout: 30_000 }).toContain('retrying in')
      expect(server.proc.exitCode).toBeNull()
      proxy = net
        .createServer((socket) => {
          const upstream = net.connect(5432, '127.0.0.1')
          socket.pipe(upstream).pipe(socket)
          socket.on('error', () => upstream.destroy())
          upstream.on('error', () => socket.destroy())
        })
        .listen(proxyPort, '127.0.0.1')
      await expect.poll(() => server.log(), { timeout: 120_000 }).toContain('Site running at')
      expect(server.log()).toMatch(/database: connected after \d+ attempts/)
      const health = await fetch(`${server.url}/api/health`)
      expect(health.status).toBe(200)
    } finally {
      await server.stop('SIGTERM')
      proxy?.close()
      await admin.unsafe(`drop database if exists "${dbName}" with (force)`)
      await admin.end()
    }
  })
})

test.describe('security headers and CSP', () => {
  const expectHeaders = (h: Record<string, string>, what: string) => {
    expect(h['x-frame-options'], what).toBe('DENY')
    expect(h['x-content-type-options'], what).toBe('nosniff')
    expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
    expect(h['permissions-policy'], what).toContain('camera=()')
    expect(h['content-security-policy'], what).toContain("frame-ancestors 'none'")
    expect(h['content-security-policy'], what).toContain("object-src 'none'")
    expect(h['content-security-policy'], what).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  }

  test('on cached and uncached pages, static files and the server’s own errors', async ({
    playwright,
    baseURL,
  }) => {
    const anon = await playwright.request.newContext({ baseURL })
    await anon.get('/about')
    const cached = await anon.get('/about')
    expect(cached.headers()['x-cache']).toMatch(/HIT|STALE/)
    expectHeaders(cached.headers(), 'cached page')
    // a cached page is shared: its inline scripts are allowed by hash, not by a reused nonce
    expect(cached.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
    expect(cached.headers()['content-security-policy']).not.toContain("'nonce-")

    // uncached (not a shared public page): a fresh nonce per response, on the scripts
    const nonces = new Set<string>()
    for (let i = 0; i < 2; i++) {
      const res = await anon.get('/auth')
      expectHeaders(res.headers(), 'uncached page')
      const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy']!)?.[1]
      expect(nonce).toBeTruthy()
      expect(await res.text()).toContain(`nonce="${nonce}"`)
      nonces.add(nonce!)
    }
    expect(nonces.size).toBe(2)

    expectHeaders((await anon.get('/favicon.svg')).headers(), 'static file')
    expectHeaders((await anon.get('/no-such-page')).headers(), '404')
    const tooLarge = await anon.post('/contact', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'message=' + 'a'.repeat(300 * 1024),
    })
    expect(tooLarge.status()).toBe(413)
    expectHeaders(tooLarge.headers(), '413')
    // a client cannot choose the nonce
    const chosen = await anon.get('/auth', { headers: { 'x-csp-nonce': 'abc' } })
    expect(chosen.headers()['content-security-policy']).not.toContain("'nonce-abc'")
    await anon.dispose()
  })

  test('no CSP violations on the main pages, anonymous and signed in', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL })
    const { res } = await signUp(api, baseURL!, '/')
    expect(res.status()).toBe(302)
    const state = await api.storageState()
    await api.dispose()
    const pages = [
      '/',
      '/explore',
      '/products',
      '/community',
      '/authors',
      '/about',
      '/contact',
      '/auth',
      '/privacy',
    ]
    for (const signedIn of [false, true]) {
      const context = await browser.newContext(signedIn ? { storageState: state } : {})
      const page = await context.newPage()
      const violations: string[] = []
      await page.exposeFunction('__reportCsp', (v: string) => violations.push(v))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          ;(window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(
            `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
          )
        })
      })
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
      })
      const more = signedIn ? ['/saved', '/profile'] : []
      for (const path of [...pages, ...more]) {
        await page.goto(path)
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
        // a client-side navigation too
        await page.goto(path)
        expect(violations, `${signedIn ? 'signed in' : 'anonymous'} ${path}`).toEqual([])
      }
      // a first article, through the home page link, hydrated
      await page.goto('/explore')
      const first = page.locator('a[href^="/article/"], a[href^="/hub/"]').first()
      if (await first.count()) {
        await first.click()
        await page.waitForLoadState('networkidle')
      }
      expect(violations).toEqual([])
      await context.close()
    }
  })
})
