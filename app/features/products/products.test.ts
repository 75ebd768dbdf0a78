import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { createUser, makeRequest } from '#tests/factories'
import { db } from '#app/db/client.server'
import { productClicks, products } from '#app/db/schema'
import {
  seedProductFixtures,
  seedReadingFixtures,
} from '#app/features/articles/testing/reading-fixtures'
import { loader as clickLoader } from '#app/routes/api/product-click'
import { loader as productsLoader } from '#app/routes/site/products'

let p: Awaited<ReturnType<typeof seedProductFixtures>>
beforeAll(async () => {
  await seedReadingFixtures()
  p = await seedProductFixtures()
})

const list = async (search: string) =>
  (
    (await productsLoader({
      request: makeRequest(`/products${search}`),
      params: {},
      context: {},
    } as never)) as any
  ).products as Array<{
    slug: string
  }>
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const click = (
  id: string,
  user?: Awaited<ReturnType<typeof createUser>>,
  who: { ip?: string; ua?: string } = {},
) => {
  const request = makeRequest(`/go/${id}`, { user })
  request.headers.set('user-agent', who.ua ?? BROWSER)
  request.headers.set('x-client-ip', who.ip ?? '198.51.100.20')
  return clickLoader({
    request,
    params: { productId: id },
    context: {},
  } as never) as Promise<Response>
}
const clicksOf = (id: string) =>
  db.select().from(productClicks).where(eq(productClicks.productId, id))

describe('/products', () => {
  test('active, not deleted products, top rated first', async () => {
    expect((await list('')).map((x) => x.slug)).toEqual([
      'gel-spf',
      'travel-blazer',
      'bad-link',
      'lip-balm',
    ])
  })
  test('hub filter and price sorts', async () => {
    expect((await list('?hub=game-face')).map((x) => x.slug)).toEqual([
      'gel-spf',
      'bad-link',
      'lip-balm',
    ])
    expect((await list('?hub=game-face&sort=price-asc')).map((x) => x.slug)).toEqual([
      'bad-link',
      'lip-balm',
      'gel-spf',
    ])
    expect((await list('?sort=price-desc')).map((x) => x.slug)[0]).toBe('travel-blazer')
    expect(await list('?hub=on-record')).toEqual([])
  })
})

describe('/go/{productId}', () => {
  test('records the click and redirects to the affiliate URL', async () => {
    const res = await click(p.gel.id)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('https://shop.example/gel-spf')
    const rows = await clicksOf(p.gel.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.userId).toBeNull()
    const [row] = await db
      .select({ n: products.clickCount })
      .from(products)
      .where(eq(products.id, p.gel.id))
    expect(row!.n).toBe(1)
  })

  test('stores the signed-in reader', async () => {
    const user = await createUser()
    expect((await click(p.blazer.id, user)).status).toBe(302)
    expect((await clicksOf(p.blazer.id))[0]!.userId).toBe(user.id)
  })

  test('one click per visitor, product and day; bots are sent on but not counted', async () => {
    const id = p.balm.id
    for (let i = 0; i < 3; i++) expect((await click(id)).status).toBe(302)
    expect(await clicksOf(id)).toHaveLength(1)
    // another address, another browser: other visitors
    await click(id, undefined, { ip: '198.51.100.21' })
    await click(id, undefined, { ua: `${BROWSER} Edg/131.0` })
    expect(await clicksOf(id)).toHaveLength(3)
    // crawlers and clients without a user agent
    for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', ' ']) {
      const res = await click(id, undefined, { ip: '203.0.113.99', ua })
      expect(res.status).toBe(302)
    }
    expect(await clicksOf(id)).toHaveLength(3)
    const [row] = await db
      .select({ n: products.clickCount })
      .from(products)
      .where(eq(products.id, id))
    expect(row!.n).toBe(3)
    // no raw address in what is stored
    const stored = JSON.stringify(await clicksOf(id))
    expect(stored).not.toContain('198.51.100')
  })

  test('unknown, inactive, deleted, bad links and non-uuids are 404 and record nothing', async () => {
    for (const id of [
      p.inactive.id,
      p.deleted.id,
      p.badLink.id,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ]) {
      expect((await click(id)).status).toBe(404)
    }
    expect(await clicksOf(p.inactive.id)).toHaveLength(0)
    expect(await clicksOf(p.badLink.id)).toHaveLength(0)
  })
})

describe('product blocks in articles', () => {
  test('only listed products come back: a hidden or deleted product (and a bad id) renders nothing', async () => {
    const { getProductsByIds } = await import('./products.server')
    const rows = await db.select({ id: products.id, slug: products.slug }).from(products)
    const id = (slug: string) => rows.find((r) => r.slug === slug)!.id
    const found = await getProductsByIds([
      id('lip-balm'),
      id('old-item'),
      id('trashed-item'),
      'not-a-uuid',
      '00000000-0000-4000-8000-000000000000',
    ])
    expect(found.map((f) => f.slug)).toEqual(['lip-balm'])
  })
})
