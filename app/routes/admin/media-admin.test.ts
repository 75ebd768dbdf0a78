import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, auditLogs, hubs, media } from '#app/db/schema'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import * as mediaRoute from './media'

let editor: TestUser
let member: TestUser

async function multipart(
  user: TestUser | null,
  file: Blob | null,
  fields: Record<string, string> = {},
) {
  const fd = new FormData()
  fd.append('intent', 'upload')
  if (file) fd.append('file', file, 'court.png')
  for (const [k, v] of Object.entries(fields)) fd.append(k, v)
  const encoded = new Response(fd)
  const body = await encoded.arrayBuffer()
  const headers = new Headers({
    'Content-Type': encoded.headers.get('Content-Type')!,
    'Content-Length': String(body.byteLength),
    Origin: 'http://localhost:3000',
  })
  if (user) headers.set('Cookie', user.cookie)
  return new Request('http://localhost:3000/admin/media', {
    method: 'POST',
    headers,
    body,
  })
}

async function call(fn: (a: never) => Promise<unknown>, request: Request) {
  try {
    const out = await fn({ request, params: {}, context: {} } as never)
    if (out instanceof Response)
      return { status: out.status, location: out.headers.get('Location'), body: null as unknown }
    const d = out as { type?: string; data?: unknown; init?: { status?: number } }
    return d?.type === 'DataWithResponseInit'
      ? { status: d.init?.status ?? 200, location: null, body: d.data }
      : { status: 200, location: null, body: out }
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: null, body: null }
    throw e
  }
}

const png = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c2567a' } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: 'image/png' },
  )

beforeAll(async () => {
  await db
    .insert(hubs)
    .values({ id: 'brand-u', title: 'Brand U', description: 'NIL', icon: 'star', color: '#d08a1f' })
    .onConflictDoNothing()
  editor = await createUser({ role: 'editor' })
  member = await createUser()
})

describe('media library', () => {
  test('anonymous and members are refused; nothing stored', async () => {
    for (const [user, status] of [
      [null, 401],
      [member, 403],
    ] as const) {
      expect(
        (await call(mediaRoute.action, await multipart(user, await png(), { altText: 'x' })))
          .status,
      ).toBe(status)
      expect((await call(mediaRoute.loader, makeRequest('/admin/media', { user }))).status).toBe(
        status,
      )
    }
    expect(await db.$count(media)).toBe(0)
  })

  test('upload makes variants and an audit row; alt text edit; delete refused while used, allowed after', async () => {
    const res = await call(
      mediaRoute.action,
      await multipart(editor, await png(), { altText: 'A pink court', respond: 'data' }),
    )
    expect(res.status).toBe(200)
    const m = (res.body as { media: { id: string; url: string } }).media
    const [row] = await db.select().from(media).where(eq(media.id, m.id))
    expect(row!.variants.some((v) => v.format === 'avif')).toBe(true)
    expect(row!.altText).toBe('A pink court')
    expect(
      (await db.select().from(auditLogs).where(eq(auditLogs.entityId, m.id))).map((a) => a.action),
    ).toEqual(['create'])

    const alt = await call(
      mediaRoute.action,
      makeRequest('/admin/media', {
        user: editor,
        form: { intent: 'alt', id: m.id, altText: 'Pink court at dusk' },
      }),
    )
    expect(alt.status).toBe(302)
    expect((await db.select().from(media).where(eq(media.id, m.id)))[0]!.altText).toBe(
      'Pink court at dusk',
    )

    const [a] = await db
      .insert(articles)
      .values({
        slug: 'uses-image',
        title: 'Uses the image',
        hubId: 'brand-u',
        contentBlocks: [{ type: 'image', image_url: m.url, alt_text: 'x' }],
      })
      .returning()
    const detail = await call(
      mediaRoute.loader,
      makeRequest(`/admin/media?item=${m.id}`, { user: editor }),
    )
    expect(
      (detail.body as { selected: { usages: { kind: string; title: string }[] } }).selected.usages,
    ).toEqual([
      { kind: 'Article image', title: 'Uses the image', href: `/admin/articles/${a!.id}` },
    ])
    const refused = await call(
      mediaRoute.action,
      makeRequest('/admin/media', { user: editor, form: { intent: 'delete', id: m.id } }),
    )
    expect(refused.status).toBe(409)
    expect((refused.body as { errors: { form: string } }).errors.form).toMatch(
      /in use .*Uses the image/,
    )
    expect(await db.$count(media)).toBe(1)

    await db.delete(articles).where(eq(articles.id, a!.id))
    expect(
      (
        await call(
          mediaRoute.action,
          makeRequest('/admin/media', { user: editor, form: { intent: 'delete', id: m.id } }),
        )
      ).status,
    ).toBe(302)
    expect(await db.$count(media)).toBe(0)
  })

  test('alt text and delete: refused for anonymous and members, 400 for bad input', async () => {
    const [row] = await db
      .insert(media)
      .values({
        storageKey: 'uploads/t/x',
        originalName: 'x.png',
        mimeType: 'image/png',
        size: 1,
        width: 1,
        height: 1,
        url: '/media/uploads/t/x.png',
        altText: 'Before',
      })
      .returning()
    for (const [user, status] of [
      [null, 401],
      [member, 403],
    ] as const) {
      expect(
        (
          await call(
            mediaRoute.action,
            makeRequest('/admin/media', {
              user,
              form: { intent: 'alt', id: row!.id, altText: 'Hacked' },
            }),
          )
        ).status,
      ).toBe(status)
      expect(
        (
          await call(
            mediaRoute.action,
            makeRequest('/admin/media', { user, form: { intent: 'delete', id: row!.id } }),
          )
        ).status,
      ).toBe(status)
    }
    const long = await call(
      mediaRoute.action,
      makeRequest('/admin/media', {
        user: editor,
        form: { intent: 'alt', id: row!.id, altText: 'a'.repeat(301) },
      }),
    )
    expect(long.status).toBe(400)
    expect((long.body as { errors: { altText: string } }).errors.altText).toBe(
      'Alt text must be 300 characters or fewer',
    )
    const [after] = await db.select().from(media).where(eq(media.id, row!.id))
    expect(after!.altText).toBe('Before')
    await db.delete(media).where(eq(media.id, row!.id))
  })

  test('wrong type and missing file give 400 with a message', async () => {
    const text = new Blob(['hello'], { type: 'text/plain' })
    const bad = await call(mediaRoute.action, await multipart(editor, text))
    expect(bad.status).toBe(400)
    expect((bad.body as { errors: { file: string } }).errors.file).toMatch(/Unsupported image type/)
    const fake = await call(
      mediaRoute.action,
      await multipart(editor, new Blob(['not an image'], { type: 'image/png' })),
    )
    expect(fake.status).toBe(400)
    const none = await call(mediaRoute.action, await multipart(editor, null, { altText: 'x' }))
    expect(none.status).toBe(400)
  })
})
