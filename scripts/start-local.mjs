// npm start: the production build in local mode, for trying the site on this machine.
// A real deployment runs `npm run serve` with BETTER_AUTH_SECRET and SITE_URL set (see
// docs/decisions/0005-local-start-and-production-secrets.md). Here, anything unset gets a local value:
// a random secret generated once into the data folder and reused, SITE_URL on localhost, and the
// demo accounts from the README.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const env = process.env
const pgliteDir = env.PGLITE_DATA_DIR || './data/pglite'

function localSecret() {
  // the same file `npm run dev` uses (app/utils/env.server.ts, localSecret)
  const dir = pgliteDir.startsWith('memory://') ? './data' : path.dirname(path.resolve(pgliteDir))
  const file = path.join(dir, 'auth-secret')
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim()
    if (saved.length >= 32) return saved
  }
  mkdirSync(dir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}

env.NODE_ENV = 'production'
env.BETTER_AUTH_SECRET ||= localSecret()
env.SITE_URL ||= `http://localhost:${env.PORT || 3000}`
env.SEED_DEMO_ACCOUNTS ||= 'true'
console.log(
  `Local mode: ${env.SITE_URL}, demo accounts ${env.SEED_DEMO_ACCOUNTS === 'true' ? 'on' : 'off'}. ` +
    'For a public site use `npm run serve` with BETTER_AUTH_SECRET and SITE_URL set.',
)
await import('../server.mjs')
