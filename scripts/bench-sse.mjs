// Realtime benchmark: how many idle admin SSE streams one app process holds, and how fast one NOTIFY
// reaches all of them. Needs a built app (npm run build) and DATABASE_URL (a PostgreSQL server): it
// creates its own database, starts the production server on it (seeded, so the demo admin exists),
// signs in once, opens N streams with that session, measures the server's RSS before and after, then
// sends one pg_notify on the audit channel and times until every stream has the event.
// RSS alone mostly shows how much garbage the sign-ins and requests left (it varies by tens of MB
// between runs), so the server also runs with the inspector on loopback: the bench forces a full
// garbage collection there before each reading and reports the heap that is really retained.
// Usage: DATABASE_URL=postgres://... node --experimental-websocket scripts/bench-sse.mjs [--connections 1000]
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import postgres from 'postgres'

const args = process.argv.slice(2)
const i = args.indexOf('--connections')
const N = i === -1 ? 1000 : Number(args[i + 1])
const PG = process.env.DATABASE_URL
if (!PG) {
  console.error('bench-sse needs DATABASE_URL (PostgreSQL)')
  process.exit(1)
}
const PORT = Number(process.env.BENCH_PORT ?? 3998)
const BASE = `http://127.0.0.1:${PORT}`
const dbName = `bench_sse_${process.pid}`
const dbUrl = Object.assign(new URL(PG), { pathname: `/${dbName}` }).toString()

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) / 1024 : NaN
}

const admin = postgres(PG, { max: 1, onnotice: () => {} })
await admin.unsafe(`create database "${dbName}"`)
const INSPECT_PORT = PORT + 1000
const server = spawn(process.execPath, [`--inspect=127.0.0.1:${INSPECT_PORT}`, 'server.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SITE_URL: BASE,
    DATABASE_URL: dbUrl,
    SEED_ON_START: 'true',
    LOG_LEVEL: 'warn',
    SEED_DEMO_ACCOUNTS: 'true',
    BETTER_AUTH_SECRET:
      process.env.BETTER_AUTH_SECRET ?? 'bench-only-secret-0123456789abcdef0123456789',
  },
})
/** A full GC in the server, then its process.memoryUsage() (through the inspector protocol). */
async function gcAndMeasure() {
  if (typeof WebSocket === 'undefined') return null
  const [target] = await (await fetch(`http://127.0.0.1:${INSPECT_PORT}/json/list`)).json()
  const ws = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((r, j) => ((ws.onopen = r), (ws.onerror = j)))
  let nextId = 1
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      const id = nextId++
      ws.addEventListener('message', function on(m) {
        const msg = JSON.parse(m.data)
        if (msg.id !== id) return
        ws.removeEventListener('message', on)
        resolve(msg.result)
      })
      ws.send(JSON.stringify({ id, method, params }))
    })
  await call('HeapProfiler.collectGarbage')
  await call('HeapProfiler.collectGarbage')
  const r = await call('Runtime.evaluate', {
    expression: 'JSON.stringify(process.memoryUsage())',
    returnByValue: true,
  })
  ws.close()
  const m = JSON.parse(r.result.value)
  return { heap: m.heapUsed / 1024 / 1024, external: (m.external + m.arrayBuffers) / 1024 / 1024 }
}

const streams = []
try {
  for (let t = 0; ; t++) {
    if ((await fetch(`${BASE}/api/health`).catch(() => null))?.ok) break
    if (t > 300) throw new Error('server did not start')
    await sleep(500)
  }
  const signIn = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: BASE },
    body: JSON.stringify({ email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }),
  })
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  if (!signIn.ok || !cookie) throw new Error(`sign-in failed: ${signIn.status}`)

  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })
  const open = (onEvent) =>
    new Promise((resolve, reject) => {
      const req = http.get(
        `${BASE}/api/admin/notifications`,
        { agent, headers: { Cookie: cookie, Accept: 'text/event-stream' } },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`))
          res.setEncoding('utf8')
          res.on('data', (chunk) => {
            if (chunk.includes(': connected')) resolve(req)
            if (chunk.includes('event: notification')) onEvent()
          })
        },
      )
      req.on('error', reject)
      streams.push(req)
    })

  // warm-up: the first stream starts the LISTEN and the heartbeat
  await open(() => {})
  await sleep(1000)
  const heapBefore = await gcAndMeasure()
  const before = rssMb(server.pid)
  let received = 0
  let allAt = 0
  let resolveAll
  const all = new Promise((r) => (resolveAll = r))
  const onEvent = () => {
    received += 1
    if (received === N) {
      allAt = performance.now()
      resolveAll()
    }
  }
  const t0 = performance.now()
  for (let k = 0; k < N; k += 100)
    await Promise.all(Array.from({ length: Math.min(100, N - k) }, () => open(onEvent)))
  const openMs = performance.now() - t0
  await sleep(3000)
  const after = rssMb(server.pid)
  const heapAfter = await gcAndMeasure()
  const rssAfterGc = rssMb(server.pid)

  const payload = JSON.stringify({
    id: crypto.randomUUID(),
    action: 'update',
    entityType: 'bench',
    entityId: null,
    title: 'bench',
    createdAt: new Date().toISOString(),
  })
  // NOTIFY is per database: send it on the app's
  const appDb = postgres(dbUrl, { max: 1, onnotice: () => {} })
  await appDb`select 1`
  const sent = performance.now()
  await appDb`select pg_notify('admin_notifications', ${payload})`
  await Promise.race([all, sleep(10_000)])
  const fanout = allAt ? allAt - sent : NaN
  await appDb.end()

  console.log(`SSE streams open: ${N} (opened in ${openMs.toFixed(0)} ms)`)
  console.log(
    `server RSS: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after (+${(after - before).toFixed(1)} MB, ${(((after - before) * 1024) / N).toFixed(1)} kB per stream)`,
  )
  if (heapBefore && heapAfter) {
    const heapGrowth = heapAfter.heap - heapBefore.heap
    console.log(
      `after a full GC: JS heap ${heapBefore.heap.toFixed(1)} -> ${heapAfter.heap.toFixed(1)} MB (+${heapGrowth.toFixed(1)} MB, ${((heapGrowth * 1024) / N).toFixed(1)} kB per stream), external ${heapBefore.external.toFixed(1)} -> ${heapAfter.external.toFixed(1)} MB, RSS ${rssAfterGc.toFixed(1)} MB (+${(rssAfterGc - before).toFixed(1)} MB)`,
    )
  } else console.log('(run with --experimental-websocket for the heap after a full GC)')
  console.log(
    `one NOTIFY reached ${received}/${N} streams in ${Number.isNaN(fanout) ? 'n/a (not all)' : `${fanout.toFixed(0)} ms`}`,
  )
} finally {
  for (const s of streams) s.destroy()
  server.kill('SIGTERM')
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)))
  await admin.unsafe(`drop database if exists "${dbName}" with (force)`)
  await admin.end()
}
