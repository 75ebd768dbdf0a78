// npm run bench: builds (npm script), then starts the production server on its own port with a fresh
// seeded PGlite database, and measures /, an article page and /explore with autocannon on loopback
// (10 s each, 10 connections): once with the anonymous HTML cache (what readers get) and once with it
// off (HTML_CACHE_SECONDS=0: every request runs the loaders and renders).
// Last row: a bare Node server writing a buffer of the article's size, measured the same way, as a
// reference for the machine's state at that moment (shared CI machines vary a lot).
// Options: --cached-only, --no-baseline, --duration <s>, --connections <n>. BUILD_DIR and BENCH_PORT are honoured.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'

const args = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : Number(args[i + 1])
}
const DURATION = opt('duration', 10)
const CONNECTIONS = opt('connections', 10)
const PORT = Number(process.env.BENCH_PORT ?? 3999)
const BASE = `http://127.0.0.1:${PORT}`
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'))

function startServer(cacheSeconds) {
  const child = spawn(process.execPath, ['server.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: BASE,
      DATABASE_URL: '',
      PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      SEED_ON_START: 'true',
      HTML_CACHE_SECONDS: String(cacheSeconds),
      LOG_LEVEL: 'warn',
    },
  })
  let log = ''
  child.stdout.on('data', (d) => (log += d))
  child.stderr.on('data', (d) => (log += d))
  child.getLog = () => log
  return child
}

async function waitForHealth(child) {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${child.getLog()}`)
    try {
      const res = await fetch(`${BASE}/api/health`)
      if (res.ok) return
    } catch {
      /* not listening yet */
    }
    await sleep(500)
  }
  throw new Error(`server did not become healthy:\n${child.getLog()}`)
}

async function stopServer(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await Promise.race([exited, sleep(10_000)])
  if (child.exitCode === null) child.kill('SIGKILL')
}

async function articlePath() {
  const xml = await (await fetch(`${BASE}/sitemap-articles.xml`)).text()
  const loc = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).find((u) => /\/hub\/[^/]+\/[^/]+$/.test(u))
  if (!loc) throw new Error('no article in the sitemap: is the database seeded?')
  return new URL(loc).pathname
}

async function measure(label, urlPath) {
  // one warm-up request (fills the cache / JIT), then the run
  await fetch(BASE + urlPath).then((r) => r.arrayBuffer())
  const r = await autocannon({ url: BASE + urlPath, connections: CONNECTIONS, duration: DURATION })
  return {
    page: label,
    path: urlPath.length > 48 ? urlPath.slice(0, 45) + '...' : urlPath,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    non2xx: r.non2xx + r.errors,
  }
}

/** Reference point on the same machine, same moment: a bare Node server writing a prepared buffer. */
async function baseline(bytes) {
  const port = PORT + 1
  const code = `const b=Buffer.alloc(${bytes},120);require('node:http').createServer((q,r)=>{r.writeHead(200,{'content-type':'text/html','content-length':b.length});r.end(b)}).listen(${port},'127.0.0.1',()=>console.log('up'))`
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((r) => child.stdout.once('data', r))
  try {
    const r = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, duration: DURATION })
    return { mode: 'node http, prepared buffer', page: `${Math.round(bytes / 1024)} KB`, path: '(reference)', 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50, 'p99 ms': r.latency.p99, non2xx: r.non2xx + r.errors }
  } finally {
    child.kill('SIGTERM')
  }
}

let articleBytes = 50_000

async function run(mode, cacheSeconds) {
  const child = startServer(cacheSeconds)
  try {
    await waitForHealth(child)
    const article = await articlePath()
    articleBytes = (await (await fetch(BASE + article)).arrayBuffer()).byteLength
    const rows = []
    for (const [label, p] of [
      ['home', '/'],
      ['article', article],
      ['explore', '/explore'],
    ]) {
      rows.push({ mode, ...(await measure(label, p)) })
    }
    return rows
  } finally {
    await stopServer(child)
  }
}

try {
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per page, ${BASE} (${os.cpus().length} CPUs, Node ${process.version})`)
  const rows = await run('cached (anonymous)', 60)
  if (!args.includes('--cached-only')) rows.push(...(await run('uncached (render)', 0)))
  if (!args.includes('--no-baseline')) rows.push(await baseline(articleBytes))
  console.table(rows)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
