import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, auditLogs, authors, hubs } from '#app/db/schema'
import * as editRoute from '#app/routes/admin/author-edit'
import * as listRoute from '#app/routes/admin/authors'
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
  name: 'Maya Brooks',
  slug: '',
  title: 'Fit Check editor',
  bio: 'Former D1 guard.',
  avatarUrl: '',
  userId: '',
  'socialLinks.instagram': 'https://instagram.com/maya',
}
const create = (user: TestUser | null, form: Record<string, string>) =>
  call(editRoute.action(args('/admin/authors/new', user, {}, form)))

beforeAll(async () => {
  await db
    .insert(hubs)
    .values({
      id: 'fit-check',
      title: 'Fit Check',
      description: 'Fashion',
      icon: 'shirt',
      color: 'sand',
    })
    .onConflictDoNothing()
})

describe('authors admin', () => {
  test('guards: anonymous 401, member and editor 403, nothing stored', async () => {
    const member = await createUser()
    const editor = await createUser({ role: 'editor' })
    expect((await call(listRoute.loader(args('/admin/authors', null)))).status).toBe(401)
    expect((await call(listRoute.loader(args('/admin/authors', editor)))).status).toBe(403)
    for (const [who, status] of [
      [null, 401],
      [member, 403],
      [editor, 403],
    ] as const) {
      expect((await create(who, valid)).status).toBe(status)
    }
    expect(await db.select().from(authors)).toHaveLength(0)
    expect(await db.select().from(auditLogs)).toHaveLength(0)
  })

  test('create, rename (flows to articles), list with counts, delete needs reassignment', async () => {
    const admin = await createUser({ role: 'admin' })
    expect((await create(admin, { ...valid, userId: admin.id })).status).toBe(302)
    expect(
      (await create(admin, { ...valid, name: 'Jo Park', 'socialLinks.instagram': '' })).status,
    ).toBe(302)
    const [maya] = await db.select().from(authors).where(eq(authors.slug, 'maya-brooks'))
    const [jo] = await db.select().from(authors).where(eq(authors.slug, 'jo-park'))
    expect(maya).toMatchObject({
      socialLinks: { instagram: 'https://instagram.com/maya' },
      userId: admin.id,
    })
    await db.insert(articles).values(
      [1, 2].map((i) => ({
        slug: `a-${i}`,
        title: `A ${i}`,
        hubId: 'fit-check',
        authorId: maya!.id,
        authorName: 'Maya Brooks',
      })),
    )

    const renamed = await call(
      editRoute.action(
        args(
          `/admin/authors/edit/${maya!.id}`,
          admin,
          { authorId: maya!.id },
          { ...valid, name: 'Maya B.', slug: 'maya-brooks' },
        ),
      ),
    )
    expect(renamed).toMatchObject({ status: 200, data: { message: 'Author saved' } })
    expect((await db.select().from(articles)).every((a) => a.authorName === 'Maya B.')).toBe(true)

    const list = await call(listRoute.loader(args('/admin/authors', admin)))
    expect(
      (list.data!.authors as { name: string; articleCount: number }[]).map((a) => [
        a.name,
        a.articleCount,
      ]),
    ).toEqual([
      ['Jo Park', 0],
      ['Maya B.', 2],
    ])

    const editor = await createUser({ role: 'editor' })
    for (const [who, status] of [
      [null, 401],
      [editor, 403],
    ] as const) {
      expect(
        (
          await call(
            listRoute.action(args('/admin/authors', who, {}, { intent: 'delete', id: jo!.id })),
          )
        ).status,
      ).toBe(status)
      expect(
        (
          await call(
            editRoute.action(
              args(
                `/admin/authors/edit/${jo!.id}`,
                who,
                { authorId: jo!.id },
                { ...valid, name: 'Hijack' },
              ),
            ),
          )
        ).status,
      ).toBe(status)
      expect(
        (
          await call(
            editRoute.loader(args(`/admin/authors/edit/${jo!.id}`, who, { authorId: jo!.id })),
          )
        ).status,
      ).toBe(status)
    }
    expect(await db.select().from(authors).where(eq(authors.name, 'Jo Park'))).toHaveLength(1)
    const del = (form: Record<string, string>) =>
      call(listRoute.action(args('/admin/authors', admin, {}, { intent: 'delete', ...form })))
    expect(await del({ id: maya!.id })).toMatchObject({
      status: 400,
      data: {
        message:
          'Maya B. has 2 article(s). Choose another author to reassign them to before deleting.',
      },
    })
    expect(await db.select().from(authors)).toHaveLength(2)
    expect(await del({ id: maya!.id, reassignTo: jo!.id })).toMatchObject({ status: 200 })
    expect(
      (await db.select().from(articles)).every(
        (a) => a.authorId === jo!.id && a.authorName === 'Jo Park',
      ),
    ).toBe(true)
    expect(await db.select().from(authors)).toHaveLength(1)
    const [log] = await db.select().from(auditLogs).where(eq(auditLogs.action, 'hard_delete'))
    expect(log!.entityData).toMatchObject({ name: 'Maya B.', articles: 2, reassignedTo: 'Jo Park' })
    expect(await del({ id: jo!.id, reassignTo: '' })).toMatchObject({ status: 400 }) // Jo now has the articles
  })

  test('invalid input is a 400 with its message', async () => {
    const admin = await createUser({ role: 'admin' })
    const before = (await db.select().from(authors)).length
    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, 'Name is required'],
      [{ slug: 'Not A Slug' }, 'Use lowercase letters, numbers and hyphens only'],
      [
        { avatarUrl: 'javascript:alert(1)' },
        'Please use an image URL (JPEG, PNG, WebP, AVIF, GIF or SVG)',
      ],
      [{ 'socialLinks.twitter': 'not a url' }, 'Please enter a valid URL'],
      [{ 'socialLinks.youtube': `https://youtube.com/${'a'.repeat(2048)}` }, 'URL is too long'],
      [{ userId: 'nobody' }, 'That account no longer exists'],
    ]
    // keyed by the input's name (the dotted zod path), where the form shows it
    for (const [patch, message] of cases)
      expect(await create(admin, { ...valid, name: 'Unique Name', ...patch })).toMatchObject({
        status: 400,
        data: { message, errors: { [Object.keys(patch)[0]!]: message } },
      })
    expect(await db.select().from(authors)).toHaveLength(before)
  })
})
