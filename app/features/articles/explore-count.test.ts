import { beforeAll, expect, test } from 'vitest'
import { makeRequest } from '#tests/factories'
import { loader as exploreLoader } from '#app/routes/site/explore'
import { loader as hubLoader } from '#app/routes/site/hub'
import { COUNT_CAP } from './articles.server'
import { seedManyArticles, seedReadingFixtures } from './testing/reading-fixtures'

beforeAll(async () => {
  await seedReadingFixtures()
  await seedManyArticles(COUNT_CAP + 5)
})

const explore = async (search: string) =>
  (
    (await exploreLoader({
      request: makeRequest(`/explore${search}`),
      params: {},
      context: {},
    } as never)) as any
  ).list
const hub = async (search: string) =>
  (
    (await hubLoader({
      request: makeRequest(`/hub/on-record${search}`),
      params: { hubId: 'on-record' },
      context: {},
    } as never)) as any
  ).list

test('broad lists count up to the cap and say so; narrow ones stay exact', async () => {
  expect(await explore('')).toMatchObject({
    total: COUNT_CAP,
    totalIsCapped: true,
    pageCount: Math.ceil(COUNT_CAP / 12),
  })
  expect(await hub('')).toMatchObject({ total: COUNT_CAP, totalIsCapped: true })
  expect(await explore('?category=Beauty+%26+Self-Care')).toMatchObject({
    total: 2,
    totalIsCapped: false,
    pageCount: 1,
  })
  const last = await hub('?page=84')
  // the last linked page still shows what is there
  expect(last.items).toHaveLength(COUNT_CAP + 5 - 83 * 12)
  expect(last.items[0].slug).toBe(`career-note-${83 * 12 + 1}`)
})
