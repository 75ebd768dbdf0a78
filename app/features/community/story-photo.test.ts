// A member's story photo through the real door (the /community action): metadata stripped, held
// back from the public until the story is approved, shown to staff and its owner meanwhile.
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { media, userSubmissions } from '#app/db/schema'
import { action as communityAction } from '#app/routes/site/community'
import { loader as mediaLoader } from '#app/routes/api/media'
import { getMediaStorage } from '#app/utils/storage.server'
import { createUser, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'

let member: TestUser
let other: TestUser
let editor: TestUser
let ip = 0

beforeAll(async () => {
  member = await createUser()
  other = await createUser()
  editor = await createUser({ role: 'editor' })
})

/** A JPEG as a phone writes it: GPS position and camera serial number in its EXIF. */
async function phoneJpeg() {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7ca5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'P1', Software: 'Cam 1.0' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2964/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4092/100',
      },
    })
    .toBuffer()
}

function submit(user: TestUser, fields: Record<string, string>, photo?: Buffer) {
  const fd = new FormData()
  fd.append('intent', 'story')
  for (const [k, v] of Object.entries(fields)) fd.append(k, v)
  if (photo) fd.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg')
  const req = new Request('http://localhost:3000/community', {
    method: 'POST',
    headers: {
      Origin: 'http://localhost:3000',
      Cookie: user.cookie,
      'x-client-ip': `10.9.0.${++ip}`,
    },
    body: fd,
  })
  return callRoute(communityAction, req)
}

async function getMedia(key: string, user?: TestUser) {
  const headers: Record<string, string> = user ? { Cookie: user.cookie } : {}
  const request = new Request(`http://localhost:3000/media/${key}`, { headers })
  return mediaLoader({ request, params: { '*': key }, context: {} } as never)
}

const story = { title: 'Race day', content: 'The start line.', category: 'Personal Stories' }

describe('a story with a photo', () => {
  test('the photo is stored without its metadata and waits with the story', async () => {
    const original = await phoneJpeg()
    expect((await sharp(original).metadata()).exif).toBeTruthy()
    const res = await submit(member, { ...story, photoAlt: 'Me at the start line' }, original)
    expect(res.status).toBe(200)
    const [row] = await db
      .select()
      .from(userSubmissions)
      .where(eq(userSubmissions.userId, member.id))
    expect(row).toMatchObject({ status: 'pending', photoAlt: 'Me at the start line' })
    const [photo] = await db.select().from(media).where(eq(media.id, row!.photoMediaId!))
    expect(photo!.memberUpload).toBe(true)
    expect(photo!.storageKey).toMatch(/^members\//)
    const storage = getMediaStorage()
    const keys = [photo!.url.slice('/media/'.length), ...photo!.variants.map((v) => v.key)]
    for (const key of keys) {
      const stored = await storage.get(key)
      const meta = await sharp(stored!.body).metadata()
      expect(meta.exif, key).toBeUndefined()
      expect(stored!.body.includes(Buffer.from('PhoneCo')), key).toBe(false)
    }

    // before approval: not for anonymous readers or other members; for staff and the owner
    const key = photo!.variants.find((v) => v.format === 'webp')!.key
    expect((await getMedia(key)).status).toBe(404)
    expect((await getMedia(key, other)).status).toBe(404)
    const mine = await getMedia(key, member)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store')
    expect((await getMedia(key, editor)).status).toBe(200)

    // approved: public
    await db
      .update(userSubmissions)
      .set({ status: 'approved' })
      .where(eq(userSubmissions.id, row!.id))
    const open = await getMedia(key)
    expect(open.status).toBe(200)
    expect(open.headers.get('Cache-Control')).toBe('public, max-age=300')
  })

  test('a photo without a description is refused and nothing is stored', async () => {
    const before = (await db.select().from(media)).length
    const res = await submit(other, { ...story, photoAlt: '' }, await phoneJpeg())
    expect(res.status).toBe(400)
    expect(res.data).toMatchObject({
      ok: false,
      message: 'Describe your photo for readers who cannot see it',
    })
    expect((await db.select().from(media)).length).toBe(before)
    expect(
      await db.select().from(userSubmissions).where(eq(userSubmissions.userId, other.id)),
    ).toEqual([])
  })

  test('a file that is not an image is refused with a message', async () => {
    const res = await submit(other, { ...story, photoAlt: 'x' }, Buffer.from('not an image'))
    expect(res.status).toBe(400)
    expect(res.data).toMatchObject({
      ok: false,
      message: 'Unsupported image type. Please upload a JPEG, PNG, WebP, AVIF or GIF image.',
    })
  })
})
