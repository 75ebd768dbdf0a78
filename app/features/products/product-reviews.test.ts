// Members' product reviews through the product page's action and loader, and their moderation in
// the review queue: one review per member, waiting for a moderator, and a rating and count that
// are computed from the approved reviews (never typed).
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { hubs, memberNotifications, productReviews, products, users } from '#app/db/schema'
import { VERIFY_EMAIL_FIRST } from '#app/features/accounts/session.server'
import { deleteAccount } from '#app/features/accounts/profile.server'
import * as queueRoute from '#app/routes/admin/review-queue'
import * as productPage from '#app/routes/site/product'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { REVIEW_MESSAGES } from './product-reviews.schema'

let product: { id: string; slug: string }
const GOOD = 'Kept my phone steady on every tempo run this season.'

beforeAll(async () => {
  await db
    .insert(hubs)
    .values({ id: 'fit-check', title: 'Fit Check', description: 'x', icon: 'x', color: 'x' })
    .onConflictDoNothing()
  const [row] = await db
    .insert(products)
    .values({
      slug: `review-shorts-${Date.now()}`,
      title: 'Review Shorts',
      brand: 'Test',
      price: 30,
      // typed values the page must not show: the rating comes from approved reviews
      rating: 4.9,
      reviewCount: 73,
      affiliateUrl: 'https://shop.example/shorts',
      hubId: 'fit-check',
      description: 'Deep pockets.',
      pros: ['Pockets'],
      cons: ['Warm'],
      suits: 'Runners',
    })
    .returning({ id: products.id, slug: products.slug })
  product = row!
  await db.update(products).set({ rating: 0, reviewCount: 0 }).where(eq(products.id, product.id))
})

const review = (user: TestUser | null, form: Record<string, string>) =>
  callRoute(
    productPage.action,
    makeRequest(`/products/${product.slug}`, { user, form: { intent: 'review', ...form } }),
    { slug: product.slug },
  )
const page = (user: TestUser | null = null) =>
  callRoute(productPage.loader, makeRequest(`/products/${product.slug}`, { user }), {
    slug: product.slug,
  })
const decide = (user: TestUser, form: Record<string, string>) =>
  callRoute(queueRoute.action, makeRequest('/admin/queue', { user, form }))
const stored = () =>
  db.select().from(productReviews).where(eq(productReviews.productId, product.id))
const productRow = async () =>
  (await db.select().from(products).where(eq(products.id, product.id)))[0]!

describe('product reviews', () => {
  test('signed out, unconfirmed or invalid: refused, nothing stored', async () => {
    const anon = await review(null, { rating: '5', body: GOOD })
    expect(anon.status).toBe(302)
    expect(anon.location).toMatch(/^\/auth\?redirectTo=/)
    const unverified = await createUser()
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id))
    const refused = await review(unverified, { rating: '5', body: GOOD })
    expect([refused.status, refused.data.message]).toEqual([403, VERIFY_EMAIL_FIRST])
    const member = await createUser()
    for (const [form, field, message] of [
      [{ rating: '6', body: GOOD }, 'rating', 'Please choose a rating from 1 to 5 stars'],
      [{ rating: '', body: GOOD }, 'rating', 'Please choose a rating from 1 to 5 stars'],
      [{ rating: '4', body: 'Great' }, 'body', 'Please write at least 20 characters'],
      [
        { rating: '4', body: 'x'.repeat(2001) },
        'body',
        'Your review must be less than 2000 characters',
      ],
    ] as const) {
      const r = await review(member, form)
      expect(r.status).toBe(400)
      expect(r.data.errors[field]).toBe(message)
    }
    expect(await stored()).toHaveLength(0)
    expect((await review(member, { rating: '4', body: GOOD, intent: 'nope' })).status).toBe(400)
  })

  test('one review per member waits for a moderator; approval computes the rating', async () => {
    const ana = await createUser({ displayName: 'Ana Runner' })
    const first = await review(ana, { rating: '3', body: GOOD })
    expect([first.status, first.data.message]).toEqual([200, REVIEW_MESSAGES.pending])
    const again = await review(ana, { rating: '5', body: `${GOOD} Still great.` })
    expect(again.data.message).toBe(REVIEW_MESSAGES.updated)
    const rows = await stored()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ rating: 5, status: 'pending' })

    // waiting: not on the page, the typed rating is not shown, her own status is
    const before = await page(ana)
    expect(before.data.reviews).toHaveLength(0)
    expect(before.data.product).toMatchObject({ rating: 0, reviewCount: 0 })
    expect(before.data.own).toMatchObject({ status: 'pending', rating: 5 })

    const editor = await createUser({ role: 'editor' })
    const queue = await callRoute(
      queueRoute.loader,
      makeRequest('/admin/queue?kind=review', { user: editor }),
    )
    const item = (queue.data.items as { id: string; link: string }[]).find(
      (i) => i.id === rows[0]!.id,
    )
    expect(item?.link).toBe(`/products/${product.slug}`)
    expect(
      (await decide(editor, { intent: 'approve', item: `review:${rows[0]!.id}` })).status,
    ).toBe(200)
    expect(await productRow()).toMatchObject({ rating: 5, reviewCount: 1 })
    const [notice] = await db
      .select()
      .from(memberNotifications)
      .where(eq(memberNotifications.userId, ana.id))
    expect(notice).toMatchObject({ kind: 'content_approved', link: `/products/${product.slug}` })

    const bea = await createUser({ displayName: 'Bea Lifter' })
    await review(bea, { rating: '2', body: 'The seams rubbed after two weeks of squats.' })
    const [beaRow] = (await stored()).filter((r) => r.userId === bea.id)
    await decide(editor, { intent: 'approve', item: `review:${beaRow!.id}` })
    expect(await productRow()).toMatchObject({ rating: 3.5, reviewCount: 2 })

    const after = await page()
    expect(after.data.reviews.map((r: { authorName: string }) => r.authorName).sort()).toEqual([
      'Ana Runner',
      'Bea Lifter',
    ])
    expect(after.data.reviews[0]).not.toHaveProperty('userId')

    // an edited approved review leaves the page until it is approved again
    await review(bea, { rating: '4', body: 'Seams softened after a wash, better now.' })
    expect(await productRow()).toMatchObject({ rating: 5, reviewCount: 1 })
    await decide(editor, {
      intent: 'reject',
      item: `review:${beaRow!.id}`,
      reason: 'off_topic',
    })
    expect(await productRow()).toMatchObject({ rating: 5, reviewCount: 1 })
    const beaNotes = await db
      .select()
      .from(memberNotifications)
      .where(eq(memberNotifications.userId, bea.id))
    expect(beaNotes.map((n) => n.kind).sort()).toEqual(['content_approved', 'content_rejected'])

    // deleting Ana's account takes her review and its weight with it
    await deleteAccount(ana.id)
    expect(await productRow()).toMatchObject({ rating: 0, reviewCount: 0 })
  })

  test('a member cannot decide reviews', async () => {
    const member = await createUser()
    const author = await createUser()
    await review(author, { rating: '4', body: GOOD })
    const [row] = (await stored()).filter((r) => r.userId === author.id)
    const refused = await decide(member, { intent: 'approve', item: `review:${row!.id}` })
    expect(refused.status).toBe(403)
    expect((await stored()).find((r) => r.id === row!.id)?.status).toBe('pending')
  })

  test('an unknown product is a 404', async () => {
    const r = await callRoute(productPage.loader, makeRequest('/products/no-such-thing'), {
      slug: 'no-such-thing',
    })
    expect(r.status).toBe(404)
  })
})
