// npm run soak: load and fault test of the production build on PostgreSQL (not part of npm test).
//   1. load: 500 connections for 60 s on mixed public pages, anonymous and signed in (autocannon):
//      expects 0 errors (connection errors, timeouts, 5xx).
//   2. kill -9: the server is killed 20 times while members submit stories with idempotency keys;
//      every request is retried with the same key until acknowledged: each story is stored exactly
//      once.
//   3. PostgreSQL restarted under load: home, an article and two signed-in pages answer 200 again
//      within 2 s of PostgreSQL being back, never a redirect to /auth, no app restart.
// Uses its own database (soak_<time>) on SOAK_DATABASE_URL's server (default
// postgres://root@127.0.0.1:5432), created at start and dropped at the end; nothing else is touched.
// Options: --duration <s> (60), --connections <n> (500), --kills <n> (20), --skip-pg-restart.
// SOAK_PORT (3203) and BUILD_DIR are honoured. Step 3 runs
// `pg_ctlcluster --skip-systemctl-redirect <version> main restart` (needs the rights to do so).
import { execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import postgres from 'postgres'

const args = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : Number(args[i + 1])
}
const DURATION = opt('duration', 60)
const CONNECTIONS = opt('connections', 500)
const KILLS = opt('kills', 20)
const PORT = Number(process.env.SOAK_PORT ?? 3203)
// autocannon connects to the address; fetch uses the site's own name (Origin and Host must agree)
const BASE = `http://127.0.0.1:${PORT}`
const SITE = `http://localhost:${PORT}`
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PG = process.env.SOAK_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres'
const dbName = `soak_${Date.now()}`
const dbUrl = (() => {
  const u = new URL(PG)
  u.pathname = `/${dbName}`
  return u.toString()
})()
const PASSWORD = 'Soak-Test-Pass-42!'
const report = {}

function startServer() {
  let output = ''
  const child = spawn(process.execPath, [path.join(ROOT, 'server.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: `http://localhost:${PORT}`,
      DATABASE_URL: dbUrl,
      DATABASE_POOL_SIZE: '20',
      BETTER_AUTH_SECRET: 'soak-only-secret-not-used-anywhere-else-0123456789',
      UPLOAD_DIR: `/tmp/${dbName}/uploads`,
      SEED_ON_START: 'true',
      LOG_LEVEL: 'warn',
      // the load comes from one address: per-IP limits would throttle the test, not the app
      RATE_LIMIT_SIGN_IN_MAX: '100000',
      RATE_LIMIT_SIGN_UP_MAX: '100000',
      RATE_LIMIT_WINDOW_SECONDS: '1',
    },
  })
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  child.log = () => output
  child.exited = new Promise((r) => child.on('exit', r))
  return child
}

async function waitForHealth(timeoutMs = 120_000) {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(2000) })
      if (res.ok) return Date.now() - start
    } catch {
      /* not yet */
    }
    await sleep(100)
  }
  throw new Error('server did not become healthy')
}

const form = (fields) => ({
  method: 'POST',
  redirect: 'manual',
  headers: {
    Origin: `http://localhost:${PORT}`,
    'Content-Type': 'application/x-www-form-urlencoded',
  },
  body: new URLSearchParams(fields),
})

/** Signs up a member (verified directly in the soak database) and returns its session cookie. */
async function member(sql, n) {
  const id = `${Date.now().toString(36)}${n}`
  const email = `soak.${id}@example.test`
  await fetch(
    `${SITE}/auth`,
    form({
      intent: 'sign-up',
      username: `soak${id}`.slice(0, 20),
      displayName: `Soak ${n}`,
      email,
      password: PASSWORD,
      birthDate: '2002-03-04',
      redirectTo: '/',
    }),
  )
  await sql`update users set email_verified = true where email = ${email}`
  const res = await fetch(`${SITE}/auth`, form({ intent: 'sign-in', email, password: PASSWORD }))
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  if (!cookie.includes('session')) throw new Error(`sign-in failed for ${email}: ${res.status}`)
  const [user] = await sql`select id from users where email = ${email}`
  return { email, cookie, id: user.id }
}

async function loadPhase(sql, members) {
  const [article] = await sql`select slug from articles where status = 'published' limit 1`
  const pages = ['/', '/explore', '/products', '/community', '/authors', '/about']
  if (article) pages.push(`/article/${article.slug}`)
  const signedInConnections = Math.round(CONNECTIONS / 5)
  const run = (connections, headers) =>
    autocannon({
      url: BASE,
      connections,
      duration: DURATION,
      timeout: 30,
      headers,
      requests: pages.map((p) => ({ method: 'GET', path: p })),
    })
  console.log(
    `load: ${CONNECTIONS} connections (${CONNECTIONS - signedInConnections} anonymous, ${signedInConnections} signed in) for ${DURATION} s on ${pages.join(' ')}`,
  )
  const [anon, signed] = await Promise.all([
    run(CONNECTIONS - signedInConnections, {}),
    run(signedInConnections, { cookie: members[0].cookie }),
  ])
  const summary = (r) => ({
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    status5xx: r['5xx'],
  })
  report.load = { anonymous: summary(anon), signedIn: summary(signed) }
  report.load.totalErrors = [anon, signed].reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0)
  console.log(JSON.stringify(report.load, null, 2))
}

async function killPhase(sql, members, serverRef) {
  const acked = new Map() // key -> member id
  const pending = [] // { m, key } still to acknowledge
  let attempts = 0
  let stop = false
  async function submitter(m) {
    // after the kills: no new stories, but every key already sent is retried until acknowledged
    while (!stop || pending.some((p) => p.m === m)) {
      const waiting = pending.find((p) => p.m === m && !p.busy)
      if (stop && !waiting) break
      const item = waiting ?? { m, key: randomUUID() }
      if (!pending.includes(item)) pending.push(item)
      item.busy = true
      attempts++
      try {
        const res = await fetch(`${SITE}/community`, {
          ...form({
            intent: 'story',
            title: `Soak story ${item.key.slice(0, 8)}`,
            content: 'Early practice, cold hands, and the best relay split of my season.',
            category: 'Training & Performance',
            idempotencyKey: item.key,
          }),
          headers: { ...form({}).headers, cookie: m.cookie },
          signal: AbortSignal.timeout(15_000),
        })
        if (res.status === 200) {
          acked.set(item.key, m.id)
          pending.splice(pending.indexOf(item), 1)
        } else if (res.status !== 429 && res.status < 500) {
          throw new Error(`story refused: ${res.status} ${(await res.text()).slice(0, 200)}`)
        }
        await res.body?.cancel?.()
      } catch (error) {
        if (String(error?.message).startsWith('story refused')) throw error
        await sleep(100) // the server is down: retry the same key
      } finally {
        item.busy = false
      }
    }
  }
  const workers = members.map((m) => submitter(m))
  const restarts = []
  for (let i = 0; i < KILLS; i++) {
    await sleep(500 + Math.random() * 1500)
    serverRef.child.kill('SIGKILL')
    await serverRef.child.exited
    serverRef.child = startServer()
    restarts.push(await waitForHealth())
    process.stdout.write(`kill ${i + 1}/${KILLS} `)
  }
  // stop new stories and let every pending key through
  stop = true
  await Promise.race([Promise.all(workers), sleep(120_000)])
  const keys = [...acked.keys()]
  const rows = await sql`
    select idempotency_key, count(*)::int as n from user_submissions
    where idempotency_key = any(${keys.map((k) => `${acked.get(k)}:${k}`)}) group by 1`
  const storedOnce = rows.filter((r) => r.n === 1).length
  const duplicates = rows.filter((r) => r.n > 1).length
  const ids = members.map((m) => m.id)
  const [{ total }] =
    await sql`select count(*)::int as total from user_submissions where user_id = any(${ids})`
  report.kills = {
    kills: KILLS,
    attempts,
    acknowledged: keys.length,
    storedExactlyOnce: storedOnce,
    missing: keys.length - rows.length,
    duplicates,
    rowsForSoakMembers: total,
    unacknowledgedLeft: pending.length,
    restartToHealthyMs: {
      min: Math.min(...restarts),
      max: Math.max(...restarts),
      avg: Math.round(restarts.reduce((a, b) => a + b, 0) / restarts.length),
    },
  }
  console.log(`\n${JSON.stringify(report.kills, null, 2)}`)
}

/**
 * Polls one page until it answers 200; counts what it answered meanwhile (a redirect to /auth is
 * the bug this guards against: a database error read as "signed out").
 */
async function untilPageOk(pathname, cookie, seen) {
  const started = Date.now()
  for (;;) {
    const t = Date.now()
    try {
      const res = await fetch(`${BASE}${pathname}`, {
        headers: cookie ? { cookie } : {},
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      })
      await res.arrayBuffer()
      const key =
        res.status >= 300 && res.status < 400
          ? `${res.status} ${res.headers.get('location')}`
          : String(res.status)
      seen[key] = (seen[key] ?? 0) + 1
      if (Date.now() - t > seen.slowestMs) seen.slowestMs = Date.now() - t
      if (res.status === 200) return Date.now() - started
    } catch (error) {
      const key = error?.name === 'TimeoutError' ? 'timeout' : 'error'
      seen[key] = (seen[key] ?? 0) + 1
    }
    await sleep(100)
  }
}

async function pgRestartPhase(sql, members) {
  const version = readdirSync('/etc/postgresql')[0]
  const [article] = await sql`select slug from articles where status = 'published' limit 1`
  const pages = [
    { name: 'home', path: '/', cookie: null },
    { name: 'article', path: `/article/${article.slug}`, cookie: null },
    { name: 'signed-in /profile', path: '/profile', cookie: members[0].cookie },
    { name: 'signed-in /community', path: '/community', cookie: members[1].cookie },
  ]
  let stopLoad = false
  const seen = Object.fromEntries(pages.map((p) => [p.name, { slowestMs: 0 }]))
  // background load on the same pages while the database restarts
  const load = (async () => {
    while (!stopLoad)
      await Promise.all(
        pages.map(async (p) => {
          try {
            const res = await fetch(`${BASE}${p.path}`, {
              headers: p.cookie ? { cookie: p.cookie } : {},
              redirect: 'manual',
              signal: AbortSignal.timeout(20_000),
            })
            await res.arrayBuffer()
            const s = seen[p.name]
            const key =
              res.status >= 300 && res.status < 400
                ? `${res.status} ${res.headers.get('location')}`
                : String(res.status)
            s[key] = (s[key] ?? 0) + 1
          } catch (error) {
            const s = seen[p.name]
            const key = error?.name === 'TimeoutError' ? 'timeout' : 'error'
            s[key] = (s[key] ?? 0) + 1
          }
        }),
      )
  })()
  await sleep(3000)
  const t0 = Date.now()
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], {
    stdio: 'inherit',
  })
  const restartedAt = Date.now()
  // each page measured from the moment PostgreSQL is back (the restart command returned)
  const okAfterMs = Object.fromEntries(
    await Promise.all(
      pages.map(async (p) => [p.name, await untilPageOk(p.path, p.cookie, seen[p.name])]),
    ),
  )
  const healthyAfterMs = await waitForHealth(30_000)
  await sleep(3000)
  stopLoad = true
  await load
  const worst = Math.max(...Object.values(okAfterMs))
  const redirectsToAuth = Object.values(seen)
    .flatMap((s) => Object.entries(s))
    .filter(([k]) => k.includes('/auth'))
    .reduce((n, [, v]) => n + v, 0)
  report.pgRestart = {
    pgRestartCommandMs: restartedAt - t0,
    pageOkAfterPgBackMs: okAfterMs,
    appHealthyAfterPgBackMs: healthyAfterMs,
    answersDuringRestart: seen,
    redirectsToAuth,
    withinTwoSeconds: worst <= 2000 && redirectsToAuth === 0,
  }
  console.log(JSON.stringify(report.pgRestart, null, 2))
}

async function main() {
  const admin = postgres(PG, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${dbName}"`)
  const sql = postgres(dbUrl, { max: 2, onnotice: () => {} })
  const serverRef = { child: startServer() }
  try {
    console.log(`server ready in ${await waitForHealth()} ms (database ${dbName})`)
    const members = []
    for (let i = 0; i < 5; i++) members.push(await member(sql, i))
    await loadPhase(sql, members)
    await killPhase(sql, members, serverRef)
    if (!args.includes('--skip-pg-restart')) await pgRestartPhase(sql, members)
  } catch (error) {
    console.error(error)
    console.error(serverRef.child.log().slice(-3000))
    process.exitCode = 1
  } finally {
    serverRef.child.kill('SIGTERM')
    await Promise.race([serverRef.child.exited, sleep(15_000)])
    serverRef.child.kill('SIGKILL')
    await sql.end({ timeout: 5 }).catch(() => {})
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`).catch(() => {})
    await admin.end()
  }
  console.log(`\nSOAK REPORT ${JSON.stringify(report)}`)
  const ok =
    report.load?.totalErrors === 0 &&
    report.kills?.missing === 0 &&
    report.kills?.duplicates === 0 &&
    report.kills?.unacknowledgedLeft === 0 &&
    (args.includes('--skip-pg-restart') || report.pgRestart?.withinTwoSeconds)
  console.log(ok ? 'SOAK PASSED' : 'SOAK FAILED')
  if (!ok) process.exitCode = 1
}

await main()
