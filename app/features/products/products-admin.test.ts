import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { auditLogs, hubs, products } from '#app/db/schema'
import * as editRoute from '#app/routes/admin/product-edit'
import * as listRoute from '#app/routes/admin/products'
import { HUBS } from '#app/utils/site'
import { PRODUCT_IMAGE_REQUIRED } from '#app/features/products/products-admin.schema'
import { createUser, makeRequest, type TestUser } from '#tests/factories'

type Out = { status: number; data?: Record<string, unknown>; location?: string | null }
async function call(p: Promise<unknown>): Promise<Out> {
  try {
    const r = (await p) as {
      type?: string
      data?: Record<string, unknown>
      init?: ResponseInit | null
    }
    if (r && r.type === 'DataWithResponseInit')
      return { status: r.init?.status ?? 200, data: r.data }
    return { status: 200, data: r as Record<string, unknown> }
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get('Location') }
    throw e
  }
}
const args = (
  url: string,
  user: TestUser | null,
  params: Record<string, string> = {},
  form?: Record<string, string>,
) => ({ request: makeRequest(url, { user, form }), params, context: {} }) as never

const valid = {
  intent: 'save',
  title: 'Grip Tape Pro',
  slug: '',
  excerpt: 'Sticky in the rain.',
  brand: 'Courtside',
  price: '24.50',
  affiliateUrl: 'https://shop.example.com/grip',
  imageUrl: '/media/uploads/grip-tape.jpg',
  imageAlt: 'A roll of white grip tape',
  hubId: 'fit-check',
  tags: 'Gear, grip, gear',
  isActive: 'on',
}
const create = (user: TestUser | null, form: Record<string, string>) =>
  call(editRoute.action(args('/admin/products/new', user, {}, form)))
const all = () => db.select().from(products)

beforeAll(async () => {
  await db
    .insert(hubs)
    .values(
      HUBS.map((h, i) => ({
        id: h.id,
        title: h.title,
        description: h.title,
        icon: 'star',
        color: 'sand',
        sortOrder: i,
      })),
    )
    .onConflictDoNothing()
})

describe('products admin', () => {
  test('guards: anonymous 401, member 403, nothing stored; editors allowed', async () => {
    const member = await createUser()
    const editor = await createUser({ role: 'editor' })
    expect((await call(listRoute.loader(args('/admin/products', null)))).status).toBe(401)
    expect((await call(listRoute.loader(args('/admin/products', member)))).status).toBe(403)
    expect((await call(listRoute.loader(args('/admin/products', editor)))).status).toBe(200)
    expect((await create(null, valid)).status).toBe(401)
    expect((await create(member, valid)).status).toBe(403)
    expect(await all()).toHaveLength(0)
    expect(await db.select().from(auditLogs)).toHaveLength(0)
  })

  test('create, edit, list filters, trash, restore, delete with audit rows', async () => {
    const editor = await createUser({ role: 'editor' })
    const created = await create(editor, valid)
    expect(created.status).toBe(302)
    const [p] = await all()
    expect(p).toMatchObject({
      slug: 'grip-tape-pro',
      price: 24.5,
      rating: 0,
      reviewCount: 0,
      tags: ['gear', 'grip'],
      isActive: true,
      hubId: 'fit-check',
    })
    expect(created.location).toBe(`/admin/products/${p!.id}`)

    const edited = await call(
      editRoute.action(
        args(
          `/admin/products/${p!.id}`,
          editor,
          { productId: p!.id },
          { ...valid, title: 'Grip Tape Max', slug: 'grip-max', isActive: undefined as never },
        ),
      ),
    )
    expect(edited).toMatchObject({ status: 200, data: { ok: true, message: 'Product saved' } })
    expect((await all())[0]).toMatchObject({
      title: 'Grip Tape Max',
      slug: 'grip-max',
      isActive: false,
    })

    const listed = await call(
      listRoute.loader(args('/admin/products?q=max&hub=fit-check&active=inactive', editor)),
    )
    expect((listed.data!.items as { id: string }[]).map((i) => i.id)).toEqual([p!.id])
    expect(
      (
        (await call(listRoute.loader(args('/admin/products?active=active', editor)))).data!
          .items as unknown[]
      ).length,
    ).toBe(0)

    for (const [who, status] of [
      [null, 401],
      [await createUser(), 403],
    ] as const) {
      expect(
        (
          await call(
            listRoute.action(args('/admin/products', who, {}, { intent: 'trash', id: p!.id })),
          )
        ).status,
      ).toBe(status)
      expect(
        (
          await call(
            editRoute.action(
              args(
                `/admin/products/${p!.id}`,
                who,
                { productId: p!.id },
                { ...valid, title: 'Hijack' },
              ),
            ),
          )
        ).status,
      ).toBe(status)
      expect(
        (await call(editRoute.loader(args(`/admin/products/${p!.id}`, who, { productId: p!.id }))))
          .status,
      ).toBe(status)
    }
    expect((await all())[0]).toMatchObject({ title: 'Grip Tape Max', deletedAt: null })
    const list = (intent: string) =>
      call(listRoute.action(args('/admin/products', editor, {}, { intent, id: p!.id })))
    expect((await list('delete-permanently')).status).toBe(404) // only from the trash
    expect(await list('trash')).toMatchObject({
      status: 200,
      data: { message: 'Product moved to trash' },
    })
    expect((await all())[0]!.deletedAt).toBeInstanceOf(Date)
    expect(
      (
        (await call(listRoute.loader(args('/admin/products?view=trash', editor)))).data!
          .items as unknown[]
      ).length,
    ).toBe(1)
    expect(await list('restore')).toMatchObject({
      status: 200,
      data: { message: 'Product restored' },
    })
    expect((await all())[0]!.deletedAt).toBeNull()
    await list('trash')
    expect(await list('delete-permanently')).toMatchObject({
      status: 200,
      data: { message: 'Product deleted permanently' },
    })
    expect(await all()).toHaveLength(0)
    const actions = (await db.select().from(auditLogs).where(eq(auditLogs.entityId, p!.id)))
      .map((a) => a.action)
      .sort()
    expect(actions).toEqual([
      'create',
      'hard_delete',
      'restore',
      'soft_delete',
      'soft_delete',
      'update',
    ])
    const [first] = await db.select().from(auditLogs).where(eq(auditLogs.action, 'create'))
    expect(first!.entityData).toEqual({ title: 'Grip Tape Pro' })
  })

  test('invalid input is a 400 with its message, nothing stored', async () => {
    const editor = await createUser({ role: 'editor' })
    const before = (await all()).length
    const cases: [Record<string, string>, string][] = [
      [{ title: '' }, 'Title is required'],
      [{ brand: ' ' }, 'Brand is required'],
      [{ price: 'abc' }, 'Price must be a number'],
      [{ price: '-1' }, 'Price cannot be negative'],
      [{ gallery: 'not-an-image | alt' }, 'Line 1: write an image URL, then | and its alt text'],
      [{ gallery: '/media/a.jpg' }, 'Line 1: write an image URL, then | and its alt text'],
      [{ pros: Array(11).fill('good').join('\n') }, 'Use at most 10 points'],
      [{ imageUrl: '', imageAlt: '' }, PRODUCT_IMAGE_REQUIRED],
      [{ affiliateUrl: 'javascript:alert(1)' }, 'Please enter a valid URL'],
      [{ affiliateUrl: `https://example.com/${'a'.repeat(2048)}` }, 'URL is too long'],
      [{ imageUrl: '/media/x.jpg', imageAlt: '' }, 'Alt text is required when an image is set'],
      [{ hubId: 'hype-circle' }, 'Please choose a hub'],
      [{ slug: 'Bad Slug' }, 'Use lowercase letters, numbers and hyphens only'],
    ]
    for (const [patch, message] of cases) {
      expect(await create(editor, { ...valid, ...patch })).toMatchObject({
        status: 400,
        data: { message },
      })
    }
    expect(await all()).toHaveLength(before)
    expect((await create(editor, valid)).status).toBe(302)
    expect(await create(editor, valid)).toMatchObject({
      status: 400,
      data: { message: 'A product with this slug already exists' },
    })
  })

  test('an active product needs a picture; a draft may wait; the rating is not typed', async () => {
    const editor = await createUser({ role: 'editor' })
    const noImage = { ...valid, title: 'Chalk Bag', slug: 'chalk-bag', imageUrl: '', imageAlt: '' }
    const refused = await create(editor, noImage)
    expect(refused).toMatchObject({
      status: 400,
      data: { message: PRODUCT_IMAGE_REQUIRED, errors: { imageUrl: PRODUCT_IMAGE_REQUIRED } },
    })
    expect(await db.select().from(products).where(eq(products.slug, 'chalk-bag'))).toHaveLength(0)
    // unticking Active saves a draft without a picture
    expect((await create(editor, { ...noImage, isActive: undefined as never })).status).toBe(302)
    const [draft] = await db.select().from(products).where(eq(products.slug, 'chalk-bag'))
    expect(draft?.isActive).toBe(false)
    expect(draft?.imageUrl).toBeFalsy()

    expect(
      (
        await create(editor, {
          ...valid,
          title: 'Tape',
          slug: 'tape-38',
          // a rating typed into the form is ignored: it comes from approved reviews
          rating: '4.9',
          reviewCount: '38',
          description: 'Thin, tacky tape.\n\nLasts a season.',
          pros: 'Grips in the rain\n\nCheap',
          cons: 'Tears by hand',
          suits: 'Tennis and padel players',
          gallery: '/media/uploads/tape-2.jpg | The roll from the side',
        })
      ).status,
    ).toBe(302)
    const [rated] = await db.select().from(products).where(eq(products.slug, 'tape-38'))
    expect(rated).toMatchObject({
      rating: 0,
      reviewCount: 0,
      description: 'Thin, tacky tape.\n\nLasts a season.',
      pros: ['Grips in the rain', 'Cheap'],
      cons: ['Tears by hand'],
      suits: 'Tennis and padel players',
      gallery: [{ url: '/media/uploads/tape-2.jpg', alt: 'The roll from the side' }],
    })
  })
})
