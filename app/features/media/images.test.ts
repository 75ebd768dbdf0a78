import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { expect, test, vi } from 'vitest'
import { db } from '#app/db/client.server'
import { media } from '#app/db/schema'
import { IMAGE_WIDTHS } from '#app/utils/image-url'
import { deleteImageFiles, ImageUploadError, processImage } from '#app/features/media/images.server'
import { getMediaStorage } from '#app/utils/storage.server'
import { getEnv } from '#app/utils/env.server'

const storage = getMediaStorage()

function picture(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' = 'png',
) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .toFormat(format)
    .toBuffer()
}

// image encoding is CPU-heavy: generous limits for a busy machine
vi.setConfig({ testTimeout: 180_000 })

test('processImage stores the original and AVIF/WebP variants for every width, and a media row', async () => {
  const row = await processImage(await picture(2000, 1250, 'png'), {
    originalName: 'court.png',
    altText: 'A court',
  })
  expect(row.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/)
  expect([row.width, row.height, row.mimeType, row.altText]).toEqual([
    2000,
    1250,
    'image/png',
    'A court',
  ])
  expect(row.variants).toHaveLength(IMAGE_WIDTHS.length * 2)
  for (const w of IMAGE_WIDTHS) {
    for (const format of ['avif', 'webp']) {
      const file = await storage.get(`${row.storageKey}-${w}.${format}`)
      expect(file?.contentType).toBe(`image/${format}`)
      const meta = await sharp(file!.body).metadata()
      expect(meta.width).toBe(w)
    }
  }
  expect(await storage.exists(row.url.slice('/media/'.length))).toBe(true)
  const [stored] = await db.select().from(media).where(eq(media.id, row.id))
  expect(stored?.storageKey).toBe(row.storageKey)
})

test('a small original is never upscaled, but every width still has its files', async () => {
  const row = await processImage(await picture(300, 200, 'jpeg'), {
    originalName: 'tiny.jpg',
    altText: '',
    fast: true,
  })
  for (const w of IMAGE_WIDTHS) {
    const file = await storage.get(`${row.storageKey}-${w}.webp`)
    expect((await sharp(file!.body).metadata()).width).toBe(300)
    expect(await storage.exists(`${row.storageKey}-${w}.avif`)).toBe(true)
  }
})

test('accepts jpeg, webp, avif and gif; keeps their format for the original', async () => {
  for (const [format, ext] of [
    ['jpeg', 'jpg'],
    ['webp', 'webp'],
    ['avif', 'avif'],
    ['gif', 'gif'],
  ] as const) {
    const row = await processImage(await picture(64, 64, format), {
      originalName: `x.${ext}`,
      altText: '',
      fast: true,
    })
    expect(row.url.endsWith(`.${ext}`)).toBe(true)
  }
})

test('EXIF metadata is stripped and the orientation applied', async () => {
  const withExif = await sharp(await picture(400, 200, 'jpeg'))
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'secret location data' } })
    .jpeg()
    .toBuffer()
  expect((await sharp(withExif).metadata()).exif?.toString('latin1')).toContain(
    'secret location data',
  )
  const row = await processImage(withExif, { originalName: 'phone.jpg', altText: '', fast: true })
  const original = await storage.get(row.url.slice('/media/'.length))
  const meta = await sharp(original!.body).metadata()
  expect(meta.exif).toBeUndefined()
  expect([row.width, row.height]).toEqual([200, 400]) // rotated upright
  expect([meta.width, meta.height]).toEqual([200, 400])
})

test('rejects a file that is not a supported image with a clear error', async () => {
  const cases = [
    Buffer.from('just some text, not an image'),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
  ]
  for (const buffer of cases) {
    const err = await processImage(buffer, { originalName: 'x.png', altText: '' }).catch((e) => e)
    expect(err).toBeInstanceOf(ImageUploadError)
    expect(err.code).toBe('unsupported_type')
    expect(err.message).toBe(
      'Unsupported image type. Please upload a JPEG, PNG, WebP, AVIF or GIF image.',
    )
  }
  const empty = await processImage(Buffer.alloc(0), { originalName: 'x.png', altText: '' }).catch(
    (e) => e,
  )
  expect(empty.code).toBe('empty')
})

test('rejects a file over MAX_UPLOAD_BYTES before decoding it', async () => {
  const max = getEnv().MAX_UPLOAD_BYTES
  const before = (await db.select({ id: media.id }).from(media)).length
  const err = await processImage(Buffer.alloc(max + 1), {
    originalName: 'huge.jpg',
    altText: '',
  }).catch((e) => e)
  expect(err).toBeInstanceOf(ImageUploadError)
  expect(err.code).toBe('too_large')
  expect(err.message).toMatch(/^Image is too large \(8 MB\)\. The maximum size is 8 MB\.$/)
  expect((await db.select({ id: media.id }).from(media)).length).toBe(before)
})

test('deleteImageFiles removes the original and every variant', async () => {
  const row = await processImage(await picture(1000, 600), {
    originalName: 'gone.png',
    altText: '',
    fast: true,
  })
  await deleteImageFiles(row)
  expect(await storage.exists(row.url.slice('/media/'.length))).toBe(false)
  for (const v of row.variants) expect(await storage.exists(v.key)).toBe(false)
})

test('storage refuses keys that could leave the upload directory', async () => {
  const root = path.resolve(getEnv().UPLOAD_DIR)
  for (const key of [
    '../escape.png',
    '/etc/passwd.png',
    'a//b.png',
    'a\\b.png',
    'a/../b.png',
    'x.svg',
    'x.png.exe',
  ]) {
    expect(await storage.get(key)).toBeNull()
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Invalid media key/,
    )
  }
  await storage.put('nested/ok.png', Buffer.from('png bytes'), 'image/png')
  expect(await readFile(path.join(root, 'nested/ok.png'), 'utf8')).toBe('png bytes')
})
