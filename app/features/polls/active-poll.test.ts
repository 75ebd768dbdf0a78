import { sql } from 'drizzle-orm'
import { beforeEach, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { pollOptions, polls, pollVotes } from '#app/db/schema'
import { createUser } from '#tests/factories'
import { getActivePoll } from './active-poll.server'

beforeEach(async () => {
  await db.delete(polls)
})

async function poll(title: string, active: boolean, options: string[], createdAt: string) {
  const [p] = await db
    .insert(polls)
    .values({ title, isActive: active, createdAt: new Date(createdAt) })
    .returning()
  const rows = options.length
    ? await db
        .insert(pollOptions)
        .values(options.map((optionText, i) => ({ pollId: p!.id, optionText, sortOrder: i % 2 })))
        .returning()
    : []
  return { poll: p!, options: rows }
}

test('no active poll: null', async () => {
  await poll('Old', false, ['A', 'B'], '2024-01-01')
  expect(await getActivePoll()).toBeNull()
})

test('the active poll with its options in sort order, then by text, counts and shares', async () => {
  await poll('Inactive', false, ['X'], '2025-06-01')
  const { poll: p, options } = await poll('Active', true, ['d', 'c', 'b', 'a'], '2025-01-01')
  // sortOrder 0: d, b; 1: c, a
  const byText = Object.fromEntries(options.map((o) => [o.optionText, o.id]))
  await db.update(pollOptions).set({
    voteCount: sql`case ${pollOptions.optionText} when 'b' then 3 when 'a' then 1 else 0 end`,
  })
  const member = await createUser()
  await db.insert(pollVotes).values({ pollId: p.id, voterKey: member.id, optionId: byText.c! })

  const anonymous = await getActivePoll()
  expect(anonymous).toEqual({
    id: p.id,
    title: 'Active',
    description: p.description,
    totalVotes: 4,
    options: [
      { id: byText.b, text: 'b', votes: 3, percent: 75 },
      { id: byText.d, text: 'd', votes: 0, percent: 0 },
      { id: byText.a, text: 'a', votes: 1, percent: 25 },
      { id: byText.c, text: 'c', votes: 0, percent: 0 },
    ],
    myOptionId: null,
  })
  expect((await getActivePoll(member.id))?.myOptionId).toBe(byText.c)
  expect((await getActivePoll('someone-else'))?.myOptionId).toBeNull()
})

test('an active poll without options has an empty list', async () => {
  const { poll: p } = await poll('Empty', true, [], '2025-01-01')
  expect(await getActivePoll()).toMatchObject({ id: p.id, totalVotes: 0, options: [] })
})
