// Home page latency while one member toggles a reaction in four loops (issue 23): the production
// build (npm run build first) on a fresh PGlite, or on BENCH_DATABASE_URL (an empty database).
//   node scripts/bench-toggling.mjs [build root, default: this project] [port, default 3221]
// Prints requests/second, p50 and p99 of / (10 connections, 20 s) quiet and with the loops, and
// the statuses the reaction posts got (429 once the member's window allowance is used up).
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { createRequire } from 'node:module'
const here = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const root = process.argv[2] ?? here
const port = Number(process.argv[3] ?? 3221)
const require = createRequire(path.join(here, 'package.json'))
const autocannon = require('autocannon')
const base = `http://localhost:${port}`
const dataDir = `/tmp/bench-toggling-${port}`
rmSync(dataDir, { recursive: true, force: true })
const child = spawn(process.execPath, [path.join(root, 'server.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: base,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    PGLITE_DATA_DIR: dataDir,
    UPLOAD_DIR: `${dataDir}/uploads`,
    SEED_ON_START: 'true',
    SEED_DEMO_ACCOUNTS: 'true',
    BETTER_AUTH_SECRET: 'bench-only-secret-not-used-anywhere-else-0123456789',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGN_IN_MAX: '1000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
let log = ''
child.stdout.on('data', (d) => (log += d))
child.stderr.on('data', (d) => (log += d))
try {
  for (let i = 0; !log.includes('Site running at'); i++) {
    if (i > 1800) throw new Error('no start\n' + log)
    await sleep(100)
  }
  const form = (fields, cookie) => ({
    method: 'POST',
    redirect: 'manual',
    headers: {
      Origin: base,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  })
  const res = await fetch(
    `${base}/auth`,
    form({
      intent: 'sign-in',
      email: 'member@beyondthegame.example',
      password: 'Demo-Member-2024!',
    }),
  )
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const html = await (await fetch(`${base}/community`)).text()
  const storyId = /\/community\/story\/([\w-]+)/.exec(html)?.[1]
  if (!storyId) throw new Error('no story')
  const run = () => autocannon({ url: `http://127.0.0.1:${port}/`, connections: 10, duration: 20 })
  await run() // warm
  const quiet = await run()
  let stop = false
  const statuses = {}
  const loop = async () => {
    while (!stop) {
      const r = await fetch(
        `${base}/community/story/${storyId}`,
        form({ intent: 'react', storyId, reaction: 'inspiring' }, cookie),
      )
      await r.arrayBuffer()
      statuses[r.status] = (statuses[r.status] ?? 0) + 1
    }
  }
  const loops = [loop(), loop(), loop(), loop()]
  const busy = await run()
  stop = true
  await Promise.all(loops)
  const fig = (r) => ({
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
  })
  console.log(
    JSON.stringify({
      root,
      quiet: fig(quiet),
      withFourTogglingLoops: fig(busy),
      reactionStatuses: statuses,
    }),
  )
} finally {
  child.kill('SIGTERM')
  await sleep(1000)
  rmSync(dataDir, { recursive: true, force: true })
}
