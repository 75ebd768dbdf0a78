// CONTRACT (owned by the accounts work, issue 3): creates the demo admin, editor and member
// (credentials listed in the README, local use only). Idempotent. Called by the seed.
import { eq } from 'drizzle-orm'
import type { DB } from '#app/db/client.server'
import { users } from '#app/db/schema'
import { getEnv } from '#app/utils/env.server'
import { upsertPasswordUser } from './users.server'

// Local use only: never create these on a public site (see isLocalSite).
export const DEMO_ACCOUNTS = [
  { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!', displayName: 'Demo Admin', username: 'demo-admin', role: 'admin' },
  { email: 'editor@beyondthegame.example', password: 'Demo-Editor-2024!', displayName: 'Demo Editor', username: 'demo-editor', role: 'editor' },
  { email: 'member@beyondthegame.example', password: 'Demo-Member-2024!', displayName: 'Demo Member', username: 'demo-member', role: 'user' },
] as const

function isLocalSite() {
  const host = new URL(getEnv().SITE_URL).hostname
  return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost')
}

export async function seedDemoAccounts(db: DB): Promise<void> {
  const env = getEnv()
  if (env.NODE_ENV === 'production' && !isLocalSite() && process.env.SEED_DEMO_ACCOUNTS !== 'true') {
    console.warn('seed: demo accounts skipped (production site; set SEED_DEMO_ACCOUNTS=true to create them anyway)')
    return
  }
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email))
    if (existing) continue // idempotent: never reset a password someone changed
    await upsertPasswordUser(db, { ...account })
  }
}
