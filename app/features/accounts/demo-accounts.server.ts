// Creates the demo admin, editor and member
// (credentials listed in the README, local use only). Idempotent. Called by the seed.
import { verifyPassword } from 'better-auth/crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { db as appDb, type DB } from '#app/db/client.server'
import { accounts, users } from '#app/db/schema'
import { EnvError, getEnv } from '#app/utils/env.server'
import { onStart } from '#app/utils/lifecycle.server'
import { upsertPasswordUser } from './password-users.server'

// Local use only: created only with SEED_DEMO_ACCOUNTS=true (npm start and npm run dev set it).
// A public name may not show the email's local part (public-name.ts), so none says admin,
// editor or member: the profile form would refuse it and public pages would hide it.
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@beyondthegame.example',
    password: 'Demo-Admin-2024!',
    displayName: 'Demo Coach',
    username: 'demo-admin',
    role: 'admin',
    birthDate: '1988-04-12',
  },
  {
    email: 'editor@beyondthegame.example',
    password: 'Demo-Editor-2024!',
    displayName: 'Demo Writer',
    username: 'demo-editor',
    role: 'editor',
    birthDate: '1991-09-03',
  },
  {
    email: 'member@beyondthegame.example',
    password: 'Demo-Member-2024!',
    displayName: 'Demo Athlete',
    username: 'demo-member',
    role: 'user',
    birthDate: '2004-06-21',
  },
] as const

/** Creates the demo accounts when allowed (SEED_DEMO_ACCOUNTS=true). */
export async function seedDemoAccounts(
  db: DB,
  enabled = getEnv().SEED_DEMO_ACCOUNTS,
): Promise<void> {
  if (!enabled) {
    if (getEnv().LOG_LEVEL !== 'silent')
      console.warn('seed: demo accounts skipped (set SEED_DEMO_ACCOUNTS=true to create them)')
    return
  }
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email))
    if (existing) continue // idempotent: never reset a password someone changed
    await upsertPasswordUser(db, { ...account })
  }
}

/**
 * The demo accounts whose password is still the published one (an account someone gave its own
 * password, e.g. with `npm run user:create`, no longer counts).
 */
export async function findDemoAccounts(db: DB): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, hash: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    )
  const found: string[] = []
  for (const row of rows) {
    const demo = DEMO_ACCOUNTS.find((a) => a.email === row.email)
    if (demo && row.hash && (await verifyPassword({ hash: row.hash, password: demo.password })))
      found.push(row.email)
  }
  return found
}

/** What the refusal says: which accounts, and the ways out. */
export function demoAccountsRefusal(found: string[]) {
  const first = DEMO_ACCOUNTS.find((a) => a.email === found[0]) ?? DEMO_ACCOUNTS[0]
  return [
    `demo accounts with the README's published passwords exist: ${found.join(', ')}.`,
    'Refusing to start in production, as anyone could sign in as them. Give each its own password',
    `(npm run user:create -- --email ${first.email} --password '<a new password>' --role ${first.role})`,
    'or delete them in /admin/users; for a local try-out start with SEED_DEMO_ACCOUNTS=true (npm start does).',
  ].join(' ')
}

/**
 * A production start with demo accounts that still have their published passwords: refused
 * (throws EnvError, which server.mjs prints as one line before exiting with 1) unless the demo
 * accounts were asked for with SEED_DEMO_ACCOUNTS=true (`npm start`, the browser tests), and then
 * a loud warning on every start. Returns whether any were found.
 */
export async function checkDemoAccounts(
  db: DB,
  {
    production = getEnv().NODE_ENV === 'production',
    allowed = getEnv().SEED_DEMO_ACCOUNTS,
    log = console.warn,
  } = {},
): Promise<boolean> {
  if (!production) return false
  const found = await findDemoAccounts(db)
  if (!found.length) return false
  if (!allowed) throw new EnvError(demoAccountsRefusal(found))
  const line = '!'.repeat(78)
  log(
    [
      line,
      `WARNING: demo accounts with the README's public passwords exist: ${found.join(', ')}.`,
      'Anyone can sign in as them. Fine for a local try-out (npm start); on a public site give',
      'them their own passwords (npm run user:create) or delete them, and start without',
      'SEED_DEMO_ACCOUNTS=true: a production start without it refuses while they exist.',
      line,
    ].join('\n'),
  )
  return true
}

// every start (after the seed) checks for demo accounts with published passwords
onStart(async () => {
  await checkDemoAccounts(appDb)
})
