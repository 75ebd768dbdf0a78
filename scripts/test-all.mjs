// npm test: every check the project has, overlapped so the whole run fits a 2-core machine in
// about half the time of running them one after another (docs/testing.md#the-whole-run).
//
//   1. typecheck, lint and format check, side by side
//   2. the production build
//   3. side by side: the integration tests on embedded PGlite and the browser tests in two shards
//      (each with its own production server, port and data directory)
//   4. when TEST_PG_URL names a PostgreSQL database, side by side: the database tests (every
//      test file that uses the database) and the PostgreSQL-only browser specs against it
//   5. the JavaScript budget of the built pages
//
// The browser tests mostly wait (pages, timers, servers starting): two shards and the
// integration tests fill the CPU they leave idle. Each job's output is kept in a log and printed
// whole when the job ends; the run fails when any job fails, after all of them have ended.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const pg = process.env.TEST_PG_URL ?? ''
const shards = Number(process.env.E2E_SHARDS ?? 2)
const logs = mkdtempSync(path.join(os.tmpdir(), 'test-all-'))
const started = Date.now()
const seconds = (from) => `${Math.round((Date.now() - from) / 1000)} s`

/** Runs `command` with `env` added, its output in a log printed when it ends; resolves its code. */
function job(name, command, env = {}) {
  const log = path.join(logs, `${name.replace(/\W+/g, '-')}.log`)
  const t0 = Date.now()
  console.log(`▶ ${name}`)
  return new Promise((resolve) => {
    const child = spawn(`${command} > "${log}" 2>&1`, {
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
    child.on('exit', (code, signal) => {
      const ok = code === 0
      console.log(
        `\n===== ${name}: ${ok ? 'passed' : `FAILED (${code ?? signal})`} in ${seconds(t0)}`,
      )
      process.stdout.write(readFileSync(log, 'utf8'))
      resolve(ok ? 0 : 1)
    })
  })
}

async function phase(jobs) {
  const codes = await Promise.all(jobs)
  return codes.every((c) => c === 0)
}

/**
 * Test files that use the database: they import its client or the test factories. In CI, those
 * of the data layer only (docs/testing.md#the-whole-run).
 */
function databaseTestFiles(dataLayerOnly) {
  const files = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(file, 'utf8')
        const client = text.includes("from '#app/db/client.server'")
        if (
          dataLayerOnly
            ? client && DATA_LAYER.test(file)
            : client || text.includes('#tests/factories')
        )
          files.push(file)
      }
    }
  }
  walk('app')
  walk('tests')
  return files.sort()
}

const ci = Boolean(process.env.CI)
const DATA_LAYER =
  /^(app\/db|app\/utils|app\/features\/(accounts|backup|search|notifications|system|analytics)|tests)\//

/**
 * CI's browser specs. The whole browser suite takes about 35 minutes on CI's 2 cores, more than
 * CI's 30 with everything else; CI runs this set (the newest features, sign-up and accounts,
 * consent, the XSS suite) and `npm test` outside CI runs every spec (docs/testing.md).
 */
const CI_BROWSER_SPECS = [
  'accounts',
  'account-security',
  'consent',
  'member-notifications',
  'product-pages',
  'public-names',
  'review-queue',
  'rich-blocks',
  's3-media',
  'video',
]
  .map((name) => `tests/e2e/${name}.spec.ts`)
  .concat('tests/security/xss.spec.ts')

// a fresh PGlite directory per shard, removed before its server starts (playwright.config.ts)
const dataDir = (n) => path.join(os.tmpdir(), `athlete-stories-e2e-${process.pid}-${n}`)
// shard n serves on 3100 + 300n; its specs' own servers use E2E_PORT + 100..199
const e2ePort = (n) => 3100 + 300 * n

let ok =
  (await phase([
    job('typecheck', 'npm run typecheck'),
    job('lint', 'npm run lint'),
    job('format', 'npm run format:check'),
  ])) && (await phase([job('build', 'npm run build')]))

const pgBrowserSpecs = ci
  ? ['tests/e2e/db-restart.spec.ts', 'tests/e2e/multi-instance.spec.ts']
  : [
      'tests/e2e/admin-live.spec.ts',
      'tests/e2e/db-restart.spec.ts',
      'tests/e2e/multi-instance.spec.ts',
    ]

if (ok) {
  const jobs = []
  if (ci) {
    // CI: the whole PGlite integration suite beside the browser specs of CI_BROWSER_SPECS
    jobs.push(
      job('integration tests (PGlite)', 'npx vitest run', { DATABASE_URL: '' }),
      job('browser tests (CI set)', `npx playwright test ${CI_BROWSER_SPECS.join(' ')}`, {
        DATABASE_URL: '',
        E2E_PORT: String(e2ePort(0)),
        E2E_DATA_DIR: dataDir(0),
        E2E_OUTPUT_DIR: 'test-results/ci',
      }),
    )
  } else {
    // the PGlite integration tests (one worker) beside the browser tests in two shards
    jobs.push(
      job('integration tests (PGlite)', 'npx vitest run --maxWorkers=1', { DATABASE_URL: '' }),
    )
    for (let n = 0; n < shards; n++)
      jobs.push(
        job(`browser tests ${n + 1}/${shards}`, `npx playwright test --shard=${n + 1}/${shards}`, {
          DATABASE_URL: '',
          E2E_PORT: String(e2ePort(n)),
          E2E_DATA_DIR: dataDir(n),
          E2E_OUTPUT_DIR: `test-results/shard-${n + 1}`,
        }),
      )
  }
  ok = await phase(jobs)
}
if (ok && pg) {
  ok = await phase([
    // the database tests on PostgreSQL: every test file that uses the database, or in CI the
    // files of the data layer (app/db, app/utils, accounts, backup, search, notifications,
    // system, analytics and tests/)
    job('integration tests (PostgreSQL)', `npx vitest run ${databaseTestFiles(ci).join(' ')}`, {
      DATABASE_URL: pg,
    }),
    // several app processes on one database, a database restart, nginx in front of three
    // processes with S3 storage: each spec creates and drops its own database
    job('browser tests on PostgreSQL', `npx playwright test ${pgBrowserSpecs.join(' ')}`, {
      DATABASE_URL: pg,
      E2E_PORT: String(e2ePort(shards + 1)),
      E2E_DATA_DIR: dataDir(shards + 1),
      E2E_OUTPUT_DIR: 'test-results/postgresql',
    }),
  ])
}
if (ok) ok = await phase([job('JavaScript budget', 'npm run test:budget')])

for (let n = 0; n <= shards + 1; n++) rmSync(dataDir(n), { recursive: true, force: true })
rmSync(logs, { recursive: true, force: true })
console.log(`\nnpm test: ${ok ? 'passed' : 'FAILED'} in ${seconds(started)}`)
process.exit(ok ? 0 : 1)
