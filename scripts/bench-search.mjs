// npm run bench:search: /api/search latency per kind of term (common, prefix, rare, typo) over HTTP
// against the production build, uncached (every measured term is distinct, so the per-term cache is
// cold) and then cached (the same terms again). Needs DATABASE_URL: a PostgreSQL database seeded
// with the benchmark articles (npm run db:seed -- --articles 100000); the terms are drawn from its
// titles. Requests are sequential. Also printed: the CPU the server process and the database
// backends spent per request (Linux /proc), which the load of a shared machine inflates far less
// than wall-clock times. On Linux the server runs on CPU 0 and this script on the others (taskset).
// Options: --terms <n> per kind (default 60). BENCH_PORT (default 3997) and BUILD_DIR are honoured.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import {
  canPin,
  pinLoadGenerator,
  startServer as start,
  waitForHealth as waitFor,
} from './lib/server-process.mjs'

const args = process.argv.slice(2)
const at = args.indexOf('--terms')
const TERMS = at === -1 ? 60 : Number(args[at + 1])
const PG_URL = process.env.DATABASE_URL
if (!PG_URL) {
  console.error('bench:search needs DATABASE_URL: a PostgreSQL database with benchmark articles')
  process.exit(1)
}
const PORT = Number(process.env.BENCH_PORT ?? 3997)
const BASE = `http://127.0.0.1:${PORT}`
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))

pinLoadGenerator()

const sql = postgres(PG_URL, { max: 1, onnotice: () => {} })

// ---------------------------------------------------------------- terms

/** Distinct terms of each kind, drawn from the database's own title words. */
async function pickTerms() {
  const [{ n }] = await sql`select count(*)::int as n from articles where status = 'published'`
  if (n < 10_000)
    throw new Error(
      `${n} published articles: seed the benchmark set first (npm run db:seed -- --articles 100000)`,
    )
  const words = (await sql`select word, articles from search_words order by articles desc, word`)
    .map((r) => ({ word: r.word, n: r.articles }))
    .filter((w) => /^[a-z]+$/.test(w.word))
  const known = new Set(words.map((w) => w.word))
  // no article matches the term by word prefix or as a tag (so it exercises the typo path)
  const matchesNothing = async (t) => {
    const [r] = await sql`select not exists (
      select 1 from articles where search @@ to_tsquery('english', ${t + ':*'}) or tags && array[${t}]::text[]
    ) as none`
    return r.none
  }
  const take = (list) => [...new Set(list)].slice(0, TERMS)

  // common: the most frequent title words, then the most frequent two-word phrases of titles
  const top = words.filter((w) => w.n >= 1000).map((w) => w.word)
  const pairs = new Map()
  for (const {
    title,
  } of await sql`select title from articles where status = 'published' limit 5000`) {
    const ws = title.toLowerCase().match(/[a-z]+/g) ?? []
    for (let i = 1; i < ws.length; i++)
      if (known.has(ws[i - 1]) && known.has(ws[i])) {
        const p = `${ws[i - 1]} ${ws[i]}`
        pairs.set(p, (pairs.get(p) ?? 0) + 1)
      }
  }
  const frequentPairs = [...pairs].sort((a, b) => b[1] - a[1]).map(([p]) => p)
  const common = take([...top.slice(0, Math.ceil(TERMS / 2)), ...frequentPairs])
  // prefix: the start of a word that is not itself a word
  const prefix = take(
    words
      .flatMap((w) =>
        [3, 4, 5, 6].filter((l) => l < w.word.length - 1).map((l) => w.word.slice(0, l)),
      )
      .filter((p) => !known.has(p)),
  )
  // rare: words in few titles, then words in none (no result: the typo lookup runs and finds nothing)
  const few = words.filter((w) => w.n <= 50).map((w) => w.word)
  const none = Array.from({ length: TERMS }, (_, i) => `zq${(i + 10).toString(36)}x${'vwk'[i % 3]}`)
  const rare = take([...few.slice(0, Math.floor(TERMS / 2)), ...none])
  // typo: one letter dropped or two swapped inside a frequent word, matching nothing as typed
  const typo = []
  for (const { word } of words.filter((w) => w.word.length >= 5)) {
    for (const i of [2, 3, 4]) {
      if (typo.length >= TERMS) break
      if (i >= word.length - 1) continue
      const variants = [
        word.slice(0, i) + word.slice(i + 1),
        word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2),
      ]
      for (const v of variants)
        if (!known.has(v) && !typo.includes(v) && (await matchesNothing(v))) typo.push(v)
    }
  }
  return { common, prefix, rare, typo: typo.slice(0, TERMS) }
}

// ---------------------------------------------------------------- server

function startServer() {
  return start({
    env: {
      PORT: String(PORT),
      SITE_URL: BASE,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: PG_URL,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      SEED_ON_START: 'false',
    },
  })
}

const waitForHealth = (child) => waitFor(child, BASE, { timeoutMs: 120_000, pollMs: 50 })

/** The node process under taskset is the child itself (taskset execs). */
const serverPid = (child) => child.pid

/** CPU time of a process in ms, all its threads (/proc/<pid>/task/<tid>/schedstat: ns on CPU). */
function cpuMs(pid) {
  try {
    let ns = 0
    for (const tid of readdirSync(`/proc/${pid}/task`))
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0])
    return ns / 1e6
  } catch {
    return 0
  }
}

async function backendPids() {
  const rows = await sql`select pid from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()`
  return rows.map((r) => r.pid)
}

// ---------------------------------------------------------------- measure

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const round = (x) => Math.round(x * 10) / 10

async function timeTerm(term) {
  const started = performance.now()
  const res = await fetch(`${BASE}/api/search?q=${encodeURIComponent(term)}`)
  const body = await res.json()
  const ms = performance.now() - started
  if (!res.ok || body.failed) throw new Error(`search failed for ${term}: ${res.status}`)
  return { ms, results: body.results.length }
}

async function measureKind(kind, terms, pid) {
  const pgPids = await backendPids()
  const node0 = cpuMs(pid)
  const pg0 = pgPids.reduce((s, p) => s + cpuMs(p), 0)
  const times = []
  let empty = 0
  for (const t of terms) {
    const r = await timeTerm(t)
    times.push(r.ms)
    if (!r.results) empty++
  }
  const nodeCpu = (cpuMs(pid) - node0) / terms.length
  const pgCpu = (pgPids.reduce((s, p) => s + cpuMs(p), 0) - pg0) / terms.length
  times.sort((a, b) => a - b)
  return {
    kind,
    terms: terms.length,
    'no result': empty,
    'p50 ms': round(pct(times, 50)),
    'p95 ms': round(pct(times, 95)),
    'max ms': round(times.at(-1)),
    'server CPU ms/req': round(nodeCpu),
    'db CPU ms/req': round(pgCpu),
  }
}

const child = startServer()
try {
  const terms = await pickTerms()
  await waitForHealth(child)
  const pid = serverPid(child)
  // warm-up (not measured): code paths, connections and the database's buffers, with other terms
  for (let i = 0; i < 40; i++)
    await timeTerm(`warm${i} ${['tips', 'guide', 'sleep', 'sunscren'][i % 4]}`)
  const rows = []
  for (const [kind, list] of Object.entries(terms))
    rows.push({ cache: 'uncached', ...(await measureKind(kind, list, pid)) })
  for (const [kind, list] of Object.entries(terms))
    rows.push({ cache: 'cached', ...(await measureKind(kind, list, pid)) })
  console.log(
    `/api/search, ${BASE}, sequential requests, ${os.cpus().length} CPUs${canPin ? ', server on CPU 0' : ''}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  for (const [kind, list] of Object.entries(terms))
    console.log(`${kind}: ${list.slice(0, 8).join(', ')}, …`)
  console.table(rows)
} finally {
  child.kill('SIGTERM')
  await sql.end()
  rmSync(dataDir, { recursive: true, force: true })
}
