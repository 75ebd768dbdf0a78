import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { hubs } from '#app/db/schema'

test('each test file gets a migrated, empty database', async () => {
  expect(await db.select().from(hubs)).toEqual([])
  await db.insert(hubs).values({ id: 'x', title: 'X', description: 'd', icon: 'i', color: '#000' })
  expect((await db.select().from(hubs)).length).toBe(1)
})
