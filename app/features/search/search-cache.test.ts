// The per-term search cache (search.server.ts): kept until a public-content write, bounded.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { makeRequest } from '#tests/factories'
import { db } from '#app/db/client.server'
import { articles } from '#app/db/schema'
import { seedReadingFixtures } from '#app/features/articles/testing/reading-fixtures'
import { loader } from '#app/routes/api/search'
import { invalidatePublicCache } from '#app/utils/public-cache.server'
import { sharedCache } from '#app/utils/shared-data.server'
import type { SearchResult } from './search.schema'

// shared data on, as in production (tests/setup.ts turns it off)
vi.hoisted(() => {
  process.env.DATA_CACHE_SECONDS = '60'
})

let skincareId: string

beforeAll(async () => {
  const f = await seedReadingFixtures()
  skincareId = f.skincare.id
})

async function titles(qs: string) {
  const res = (await loader({
    request: makeRequest(`/api/search?${qs}`),
    params: {},
    context: {},
  } as never)) as unknown as { data: { results: SearchResult[] } }
  return res.data.results.map((r) => r.title)
}

describe('search cache', () => {
  test('a term is answered from memory until public content changes', async () => {
    await invalidatePublicCache()
    const before = await titles('q=skincare')
    expect(before).toContain('The Sweat-Proof Skincare Routine')
    // a direct write announces nothing: the cached answer stays
    await db
      .update(articles)
      .set({ title: 'The Sweat-Proof Skincare Routine, Revised' })
      .where(eq(articles.id, skincareId))
    expect(await titles('q=skincare')).toEqual(before)
    // another filter set is its own entry
    expect(await titles('q=skincare&type=product')).not.toContain(
      'The Sweat-Proof Skincare Routine, Revised',
    )
    // an admin write empties it
    await invalidatePublicCache()
    const after = await titles('q=skincare')
    expect(after).toContain('The Sweat-Proof Skincare Routine, Revised')
    expect(after).not.toContain('The Sweat-Proof Skincare Routine')
  })

  test('holds at most its number of entries, dropping the least recently used', async () => {
    const cache = sharedCache<number>(2)
    let loads = 0
    const get = (k: string) => cache(k, async () => ++loads)
    await get('a')
    await get('b')
    await get('a') // a is now the most recently used
    await get('c') // b goes
    expect(loads).toBe(3)
    await get('a')
    expect(loads).toBe(3)
    await get('b')
    expect(loads).toBe(4)
  })
})
