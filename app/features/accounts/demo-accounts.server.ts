// Creates the demo admin, editor and member
// (credentials listed in the README, local use only). Idempotent. Called by the seed.
import { eq, inArray } from 'drizzle-orm'
import { db as appDb, type DB } from '#app/db/client.server'
import { users } from '#app/db/schema'
import { getEnv } from '#app/utils/env.server'
import { onStart } from '#app/utils/lifecycle.server'
import { upsertPasswordUser } from './users.server'

// Local use only: created in development or with SEED_DEMO_ACCOUNTS=true (see seedDemoAccounts).
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@beyondthegame.example',
    password: 'Demo-Admin-2024!',
    displayName: 'Demo Admin',
    username: 'demo-admin',
    role: 'admin',
  },
  {
    email: 'editor@beyondthegame.example',
    password: 'Demo-Editor-2024!',
    displayName: 'Demo Editor',
    username: 'demo-editor',
    role: 'editor',
  },
  {
    email: 'member@beyondthegame.example',
    password: 'Demo-Member-2024!',
    displayName: 'Demo Member',
    username: 'demo-member',
    role: 'user',
  },
] as const

/** Creates the demo accounts when allowed (development, or SEED_DEMO_ACCOUNTS=true). */
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

/** The demo accounts present in the database (their passwords are public in the README). */
export async function findDemoAccounts(db: DB): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    )
  return rows.map((r) => r.email)
}

/** A production start with demo accounts says so, loudly, on every start. */
export async function warnAboutDemoAccounts(
  db: DB,
  { production = getEnv().NODE_ENV === 'production', log = console.warn } = {},
): Promise<boolean> {
  if (!production) return false
  const found = await findDemoAccounts(db)
  if (!found.length) return false
  const line = '!'.repeat(78)
  log(
    [
      line,
      `WARNING: demo accounts with the README's public passwords exist: ${found.join(', ')}.`,
      'Anyone can sign in as them. Fine for a local try-out (npm start); on a public site delete',
      'them (or change their passwords) and start without SEED_DEMO_ACCOUNTS=true.',
      line,
    ].join('\n'),
  )
  return true
}

// every start (after the seed) warns when demo accounts with published passwords exist
onStart(async () => {
  await warnAboutDemoAccounts(appDb)
})
