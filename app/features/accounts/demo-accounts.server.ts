// CONTRACT (owned by the accounts work, issue 3): creates the demo admin, editor and member
// (credentials listed in the README, local use only). Idempotent. Called by the seed.
import type { DB } from '#app/db/client.server'
export async function seedDemoAccounts(_db: DB): Promise<void> {}
