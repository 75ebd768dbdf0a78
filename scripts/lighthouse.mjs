// npm run lighthouse: builds (npm script), starts the production server with a fresh seeded PGlite
// database and runs Lighthouse (mobile, its default throttling) in Debian's Chromium three times on
// the home page, an article, /products and /explore; prints the median performance and
// accessibility scores with FCP, LCP, TBT and CLS. Not part of `npm test`: scores depend on the
// machine's load. CHROMIUM_PATH, LIGHTHOUSE_PORT, BUILD_DIR are honoured; --runs <n> changes the count.
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { articlePath, startServer as start, waitForHealth } from './lib/server-process.mjs'

const args = process.argv.slice(2)
const runsArg = args.indexOf('--runs')
const RUNS = runsArg === -1 ? 3 : Number(args[runsArg + 1])
// --save <dir>: also write each run's full report (JSON) there, to read the LCP element, its
// breakdown and the request chains
const saveArg = args.indexOf('--save')
const SAVE_DIR = saveArg === -1 ? null : path.resolve(args[saveArg + 1])
// --pages home,article: only those pages
const pagesArg = args.indexOf('--pages')
const ONLY = pagesArg === -1 ? null : args[pagesArg + 1].split(',')
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3997)
const BASE = `http://127.0.0.1:${PORT}`
// production refuses a missing or published secret: one of our own for the run
const SECRET = randomBytes(32).toString('hex')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
// the flags playwright.config.ts gives Chromium (headless, no sandbox in containers, no background noise)
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

// as `npm run serve` starts it; not pinned: Chromium needs both CPUs
const startServer = () =>
  start({
    pin: false,
    env: {
      PORT: String(PORT),
      SITE_URL: BASE,
      BETTER_AUTH_SECRET: SECRET,
      DATABASE_URL: '',
      PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      SEED_ON_START: 'true',
    },
  })

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

const server = startServer()
let chrome
try {
  await waitForHealth(server, BASE, { pollMs: 250 })
  const pages = [
    ['home', '/'],
    ['article', await articlePath(BASE)],
    ['products', '/products'],
    ['explore', '/explore'],
  ].filter(([name]) => !ONLY || ONLY.includes(name))
  if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true })
  // warm the HTML cache and the server's JIT, as a visitor after the first would find it
  for (const [, p] of pages) for (let i = 0; i < 3; i++) await fetch(BASE + p)
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  const rows = []
  for (const [name, p] of pages) {
    const results = []
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(BASE + p, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      })
      if (SAVE_DIR) writeFileSync(path.join(SAVE_DIR, `${name}-${i + 1}.json`), JSON.stringify(lhr))
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
      results.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      })
    }
    const m = (k) => median(results.map((r) => r[k]))
    rows.push({
      page: name,
      performance: m('performance'),
      accessibility: m('accessibility'),
      'FCP s': Number((m('fcp') / 1000).toFixed(2)),
      'LCP s': Number((m('lcp') / 1000).toFixed(2)),
      'TBT ms': Math.round(m('tbt')),
      CLS: Number(m('cls').toFixed(3)),
      runs: results.map((r) => r.performance).join(' '),
    })
  }
  console.log(`Lighthouse ${RUNS} runs per page, mobile, median; ${BASE}`)
  console.table(rows)
} finally {
  await chrome?.kill()
  server.kill('SIGTERM')
  await sleep(500)
  rmSync(dataDir, { recursive: true, force: true })
}
