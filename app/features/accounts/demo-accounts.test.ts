import { count } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { users } from '#app/db/schema'
import {
  DEMO_ACCOUNTS,
  checkDemoAccounts,
  seedDemoAccounts,
} from '#app/features/accounts/demo-accounts.server'
import { showsEmail } from '#app/features/accounts/public-name'
import { upsertPasswordUser } from '#app/features/accounts/password-users.server'
import { getEnv } from '#app/utils/env.server'

const userCount = async () => (await db.select({ n: count() }).from(users))[0]!.n

test('demo accounts are created only when asked for; a production start refuses them unless asked for', async () => {
  // test env: SEED_DEMO_ACCOUNTS unset, so not asked for
  expect(getEnv().SEED_DEMO_ACCOUNTS).toBe(false)
  await seedDemoAccounts(db)
  expect(await userCount()).toBe(0)
  const lines: string[] = []
  const log = (m: string) => lines.push(m)
  expect(await checkDemoAccounts(db, { production: true, allowed: false, log })).toBe(false)
  expect(lines).toEqual([])

  await seedDemoAccounts(db, true)
  expect(await userCount()).toBe(DEMO_ACCOUNTS.length)
  expect(await checkDemoAccounts(db, { production: false, allowed: false, log })).toBe(false)
  // production without SEED_DEMO_ACCOUNTS=true: refused, and the message names the ways out
  const refused = checkDemoAccounts(db, { production: true, allowed: false, log })
  await expect(refused).rejects.toThrow(/admin@beyondthegame\.example/)
  await expect(
    checkDemoAccounts(db, { production: true, allowed: false, log }),
  ).rejects.toMatchObject({
    name: 'EnvError',
    message: expect.stringMatching(
      /Refusing to start.*npm run user:create -- --email admin@beyondthegame\.example.*SEED_DEMO_ACCOUNTS=true/,
    ),
  })
  // asked for (npm start, the browser tests): a loud warning instead
  expect(await checkDemoAccounts(db, { production: true, allowed: true, log })).toBe(true)
  expect(lines.join('\n')).toMatch(/WARNING: demo accounts .*admin@beyondthegame\.example/)

  // each demo account given its own password: nothing published is left, the start goes ahead
  for (const a of DEMO_ACCOUNTS)
    await upsertPasswordUser(db, { ...a, password: `Own-${a.role}-Passw0rd!` })
  expect(await checkDemoAccounts(db, { production: true, allowed: false, log })).toBe(false)
})

test('no demo account has a public name that shows its email (the profile form would refuse it)', () => {
  for (const account of DEMO_ACCOUNTS)
    expect(showsEmail(account.displayName, account.email), account.displayName).toBe(false)
})
