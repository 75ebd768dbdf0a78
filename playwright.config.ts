import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const DATA = process.env.E2E_DATA_DIR ?? '/tmp/athlete-stories-e2e'

export default defineConfig({
  // journeys in tests/e2e, the browser and HTTP security suites in tests/security
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
  // each shard of npm test (scripts/test-all.mjs) keeps its own results
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // a fresh embedded database, migrated and seeded on start, served by the production build
    command: `rm -rf ${DATA} && node server.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      SITE_URL: `http://localhost:${PORT}`,
      // a production start needs a real secret; the journeys sign in as the README's demo accounts
      BETTER_AUTH_SECRET: 'e2e-only-secret-not-used-anywhere-else-0123456789abcdef',
      SEED_DEMO_ACCOUNTS: 'true',
      // no FFmpeg demo video beside the tests (the video spec uploads its own clip)
      SEED_DEMO_VIDEO: 'false',
      PGLITE_DATA_DIR: `${DATA}/pglite`,
      UPLOAD_DIR: `${DATA}/uploads`,
      BACKUP_DIR: `${DATA}/backups`,
      DATABASE_URL: '',
      // generous limits: the journeys sign in many times from one IP
      RATE_LIMIT_SIGN_IN_MAX: '200',
      RATE_LIMIT_SIGN_UP_MAX: '200',
      RATE_LIMIT_RESET_MAX: '200',
      RATE_LIMIT_ACCOUNT_MAX: '200',
      // lets a test make a named part of a page fail (app/utils/section-data.server.ts)
      E2E_SECTION_FAULTS: '1',
      // accounts e2e: mail written to the outbox is also appended here, so tests can follow links
      MAIL_OUTBOX_FILE: `${DATA}/outbox.jsonl`,
      // one JSON line per request would fill the test log; warnings and errors still show
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
