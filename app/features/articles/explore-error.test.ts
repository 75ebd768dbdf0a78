import { expect, test, vi } from 'vitest'
import type * as ExploreServer from '#app/features/articles/explore.server'
import { loader } from '#app/routes/site/explore'
import { makeRequest } from '#tests/factories'

// (imported statically: a dynamic import of the route's module graph inside the test could pass the
// test timeout on a loaded machine)
// the database fails while listing: the page answers 503 with its error state instead of crashing
vi.mock('#app/features/articles/explore.server', async (importOriginal) => ({
  ...(await importOriginal<typeof ExploreServer>()),
  exploreArticles: async () => {
    throw new Error('connection lost')
  },
}))

test('explore shows the error state when articles cannot be loaded', async () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
  const result: any = await loader({
    request: makeRequest('/explore?tab=trending'),
    params: {},
    context: {},
  } as never)
  expect(result.init.status).toBe(503)
  expect(result.data).toMatchObject({ failed: true, list: null, query: { tab: 'trending' } })
  expect(spy).toHaveBeenCalled()
})
