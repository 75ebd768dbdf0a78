import { count } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { users } from '#app/db/schema'
import {
  DEMO_ACCOUNTS,
  seedDemoAccounts,
  warnAboutDemoAccounts,
} from '#app/features/accounts/demo-accounts.server'
import { getEnv } from '#app/utils/env.server'

const userCount = async () => (await db.select({ n: count() }).from(users))[0]!.n

test('demo accounts are created only when enabled, and a production start warns about them', async () => {
  // test env: neither development nor SEED_DEMO_ACCOUNTS=true
  expect(getEnv().SEED_DEMO_ACCOUNTS).toBe(false)
  await seedDemoAccounts(db)
  expect(await userCount()).toBe(0)
  const lines: string[] = []
  const log = (m: string) => lines.push(m)
  expect(await warnAboutDemoAccounts(db, { production: true, log })).toBe(false)
  expect(lines).toEqual([])

  await seedDemoAccounts(db, true)
  expect(await userCount()).toBe(DEMO_ACCOUNTS.length)
  expect(await warnAboutDemoAccounts(db, { production: false, log })).toBe(false)
  expect(await warnAboutDemoAccounts(db, { production: true, log })).toBe(true)
  expect(lines.join('\n')).toMatch(/WARNING: demo accounts .*admin@beyondthegame\.example/)
})
