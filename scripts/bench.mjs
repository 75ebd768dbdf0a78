// npm run bench: builds (npm script), then starts the production server on its own port with a fresh
// seeded database and measures /, an article page and /explore with autocannon on loopback (10 s
// each after a 5 s warm-up, 10 connections): with the anonymous HTML cache (what readers get; also the
// article with a foreign `x=1` cookie) and without it (HTML_CACHE_SECONDS=0: every request runs the
// loaders and renders, the path every signed-in member takes). Embedded PGlite always; PostgreSQL too
// when DATABASE_URL is set (a fresh database is created next to it and dropped afterwards).
// Also printed: the server's RSS when idle, right after each run's load and 10 s after it, the time
// from start to the first 200 with an existing database, and the article page's JavaScript
// (scripts/js-budget.mjs).
// Last row: a bare Node server writing the article's own HTML from a buffer, as a reference for the
// machine at that moment (shared machines vary a lot). The same bytes, not a buffer of their size:
// autocannon appends every response body to a string, and UTF-8 text (the page's curly quotes and
// accents) costs the load generator about twice what ASCII filler does, so a filler reference of
// the same size ran 2.3x faster than the same server writing the real page. On Linux the server runs on CPU 0 and the load
// generator on the rest (taskset), as in the measurements.
// With DATABASE_URL, also the multi-process rows (docs/deployment.md's capacity table): the cached
// home and the uncached article with WEB_CONCURRENCY=1 and 2, and through nginx (Debian's, on
// loopback) in front of two servers of one worker each; these servers are not pinned to CPU 0 (two
// workers need two CPUs), so the load generator shares the CPUs with them.
// Options: --cached-only, --no-baseline, --pglite-only, --cluster-only, --no-cluster,
// --duration <s>, --warmup <s>, --connections <n>. BUILD_DIR and BENCH_PORT are honoured.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { PAGES, pageJs } from './js-budget.mjs'
import { NGINX_BIN, startNginx } from './lib/nginx.mjs'
import {
  articlePath,
  canPin,
  pinLoadGenerator,
  startServer as start,
  waitForHealth as waitFor,
} from './lib/server-process.mjs'

const args = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : Number(args[i + 1])
}
const DURATION = opt('duration', 10)
const WARMUP = opt('warmup', 5)
const CONNECTIONS = opt('connections', 10)
const PORT = Number(process.env.BENCH_PORT ?? 3999)
const BASE = `http://127.0.0.1:${PORT}`
const PG_URL = process.env.DATABASE_URL
// production refuses a missing or published secret: one of our own for the run
const SECRET = randomBytes(32).toString('hex')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'))

// the load generator stays off the server's CPU
pinLoadGenerator()

function startServer({ cacheSeconds, databaseUrl }) {
  // as `npm run serve` starts it (V8 flags and malloc variables: scripts/lib/runtime-settings.mjs)
  return start({
    env: {
      PORT: String(PORT),
      SITE_URL: BASE,
      BETTER_AUTH_SECRET: SECRET,
      DATABASE_URL: databaseUrl ?? '',
      PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      SEED_ON_START: 'true',
      HTML_CACHE_SECONDS: String(cacheSeconds),
    },
  })
}

/** Milliseconds from spawn to the first 200 of /api/health. */
const waitForHealth = (child) => waitFor(child, BASE)

async function stopServer(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await Promise.race([exited, sleep(10_000)])
  if (child.exitCode === null) child.kill('SIGKILL')
}

/** The server's resident memory in MiB (Linux /proc; the node process under taskset is the child). */
function rssMiB(child) {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN)
    return Math.round(kb / 1024)
  } catch {
    return NaN
  }
}

async function measure(label, urlPath, headers = {}, base = BASE) {
  const url = base + urlPath
  if (WARMUP > 0) await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP })
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION })
  return {
    page: label,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    non2xx: r.non2xx + r.errors,
  }
}

/**
 * Reference point on the same machine, same moment: a bare Node server writing a prepared buffer
 * holding `body` (the article's HTML), given to it base64-encoded on its command line's stdin.
 */
async function baseline(body) {
  const port = PORT + 1
  const code = `let s='';process.stdin.on('data',(d)=>(s+=d)).on('end',()=>{const b=Buffer.from(s,'base64');require('node:http').createServer((q,r)=>{r.writeHead(200,{'content-type':'text/html; charset=utf-8','content-length':b.length});r.end(b)}).listen(${port},'127.0.0.1',()=>console.log('up'))})`
  const cmd = canPin ? 'taskset' : process.execPath
  const argv = canPin ? ['-c', '0', process.execPath, '-e', code] : ['-e', code]
  const child = spawn(cmd, argv, { stdio: ['pipe', 'pipe', 'inherit'] })
  child.stdin.end(body.toString('base64'))
  await new Promise((r) => child.stdout.once('data', r))
  try {
    const url = `http://127.0.0.1:${port}/`
    if (WARMUP > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP })
    const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION })
    return {
      db: '-',
      mode: 'node http, prepared buffer',
      page: `article's ${Math.round(body.length / 1024)} KB (reference)`,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      non2xx: r.non2xx + r.errors,
    }
  } finally {
    child.kill('SIGTERM')
  }
}

let articleBody = Buffer.alloc(50_000, 120)
const facts = []

async function run(db, databaseUrl, mode, cacheSeconds) {
  const child = startServer({ cacheSeconds, databaseUrl })
  try {
    const startMs = await waitForHealth(child)
    // the first start of a kind seeds the database; later ones start on an existing database
    facts.push({ db, mode, 'start ms': Math.round(startMs), 'idle RSS MiB': rssMiB(child) })
    const article = await articlePath(BASE)
    articleBody = Buffer.from(await (await fetch(BASE + article)).arrayBuffer())
    const rows = []
    const pages = [
      ['home', '/'],
      ['article', article],
      ['explore', '/explore'],
    ]
    if (cacheSeconds > 0) pages.push(['article, cookie x=1', article, { cookie: 'x=1' }])
    for (const [label, p, headers] of pages)
      rows.push({ db, mode, ...(await measure(label, p, headers)) })
    facts.at(-1)['RSS after MiB'] = rssMiB(child)
    // what an idle server holds a little later (V8's memory reducer starts 8 s after the load)
    await sleep(10_000)
    facts.at(-1)['RSS +10 s idle MiB'] = rssMiB(child)
    return rows
  } finally {
    await stopServer(child)
  }
}

/** A fresh database next to DATABASE_URL, dropped when the run ends. */
async function withBenchDatabase(fn) {
  const { default: postgres } = await import('postgres')
  const name = `bench_${process.pid}_${Date.now().toString(36)}`
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  const url = new URL(PG_URL)
  url.pathname = `/${name}`
  try {
    return await fn(url.toString())
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
  }
}

async function runKind(db, databaseUrl) {
  // seed once (not measured), then every run starts on the existing database
  const seed = startServer({ cacheSeconds: 60, databaseUrl })
  try {
    await waitForHealth(seed)
  } finally {
    await stopServer(seed)
  }
  const rows = await run(db, databaseUrl, 'cached (anonymous)', 60)
  if (!args.includes('--cached-only'))
    rows.push(...(await run(db, databaseUrl, 'uncached (render)', 0)))
  return rows
}

/** A server on `port` (not pinned) with WEB_CONCURRENCY `workers`, waiting for its first 200. */
async function startUnpinned({ port, workers, cacheSeconds, databaseUrl }) {
  const base = `http://127.0.0.1:${port}`
  const child = start({
    pin: false,
    env: {
      PORT: String(port),
      SITE_URL: base,
      BETTER_AUTH_SECRET: SECRET,
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      SEED_ON_START: 'true',
      HTML_CACHE_SECONDS: String(cacheSeconds),
      WEB_CONCURRENCY: String(workers),
    },
  })
  await waitFor(child, base)
  // every worker listening (the primary starts the others after the first)
  if (workers > 1) await sleep(8000)
  return child
}

/** Requests/second with 1 and 2 workers, and through nginx over two servers (PostgreSQL). */
async function clusterRows(databaseUrl) {
  const rows = []
  const setups = [
    { setup: 'WEB_CONCURRENCY=1', servers: 1, workers: 1 },
    { setup: 'WEB_CONCURRENCY=2', servers: 1, workers: 2 },
    { setup: 'nginx, 2 servers x 1 worker', servers: 2, workers: 1, nginx: true },
  ]
  const pages = [
    ['home, cached', '/', 60],
    ['article, uncached', null, 0],
  ]
  for (const { setup, servers, workers, nginx } of setups) {
    if (nginx && !existsSync(NGINX_BIN)) {
      rows.push({ db: 'PostgreSQL', mode: setup, page: 'skipped: no nginx' })
      continue
    }
    for (const [label, fixed, cacheSeconds] of pages) {
      const children = []
      let lb
      try {
        for (let i = 0; i < servers; i++)
          children.push(
            await startUnpinned({ port: PORT + 2 + i, workers, cacheSeconds, databaseUrl }),
          )
        const direct = `http://127.0.0.1:${PORT + 2}`
        let base = direct
        if (nginx) {
          lb = await startNginx({
            port: PORT + 5,
            upstreams: children.map((_, i) => `127.0.0.1:${PORT + 2 + i}`),
            dir: path.join(dataDir, 'nginx'),
          })
          base = lb.url
        }
        const urlPath = fixed ?? (await articlePath(direct))
        rows.push({ db: 'PostgreSQL', mode: setup, ...(await measure(label, urlPath, {}, base)) })
      } finally {
        await lb?.stop()
        for (const c of children) await stopServer(c)
      }
    }
  }
  return rows
}

try {
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per page, ${BASE} (${os.cpus().length} CPUs, Node ${process.version}${canPin ? ', server on CPU 0' : ''})`,
  )
  const rows = args.includes('--cluster-only') ? [] : await runKind('PGlite', undefined)
  if (PG_URL && !args.includes('--pglite-only'))
    rows.push(
      ...(await withBenchDatabase(async (url) => {
        const own = args.includes('--cluster-only') ? [] : await runKind('PostgreSQL', url)
        if (!args.includes('--no-cluster')) own.push(...(await clusterRows(url)))
        return own
      })),
    )
  if (!args.includes('--no-baseline') && !args.includes('--cluster-only'))
    rows.push(await baseline(articleBody))
  console.table(rows)
  console.table(facts)
  console.table(
    Object.entries(PAGES).map(([page, ids]) => {
      const js = pageJs(ids)
      return { page, 'JS files': js.count, 'JS KiB gzip': Number(js.gzipKiB.toFixed(1)) }
    }),
  )
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
