// Image uploads: validate, re-encode, write responsive variants, record a `media` row.
//
//   const row = await processImage(buffer, { originalName: file.name, altText, uploadedBy: user.id })
//   row.url  -> "/media/uploads/2026/11/<uuid>.jpg"  (use it as article/product image_url)
//
// Files written through getMediaStorage() (see storage.server.ts), for a key K:
//   K.<ext>                         the original, re-encoded, auto-rotated, EXIF/metadata stripped
//   K-<w>.avif and K-<w>.webp       for every w in IMAGE_WIDTHS (image-url.ts). Never upscaled: when the
//                                   original is narrower than w, the file for w has the original width.
// Bad input throws ImageUploadError (message ready for the user, `code` for the caller); map it to a 400.
import { randomUUID } from 'node:crypto'
import type { Metadata } from 'sharp'
import { loadSharp } from '#app/utils/sharp.server'
import type { Tx } from '#app/db/client.server'
import { media } from '#app/db/schema'
import { IMAGE_WIDTHS } from '#app/utils/image-url'
import { getMediaStorage, isValidMediaKey } from '#app/utils/storage.server'
import { getEnv } from '#app/utils/env.server'

export type MediaRow = typeof media.$inferSelect

export class ImageUploadError extends Error {
  readonly code: 'empty' | 'too_large' | 'unsupported_type' | 'unreadable'
  constructor(code: ImageUploadError['code'], message: string) {
    super(message)
    this.name = 'ImageUploadError'
    this.code = code
  }
}

export type ProcessImageOptions = {
  originalName: string
  altText: string
  uploadedBy?: string | null
  /** Storage key without extension. Default: uploads/<yyyy>/<mm>/<uuid>. The seed passes fixed keys. */
  key?: string
  /** Database or transaction for the media row. Default: the app database. */
  db?: Tx
  /** Lower encoder effort (bigger files, several times faster): for the seed and bulk imports. */
  fast?: boolean
}

const FORMATS = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
  avif: { ext: 'avif', mime: 'image/avif' },
  gif: { ext: 'gif', mime: 'image/gif' },
} as const
type Format = keyof typeof FORMATS

export const ACCEPTED_IMAGE_TYPES = Object.values(FORMATS).map((f) => f.mime)
const TYPE_MESSAGE = 'Unsupported image type. Please upload a JPEG, PNG, WebP, AVIF or GIF image.'

function formatMb(bytes: number) {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
}

/** Detects the real format from the bytes (never trusts the file name or the browser's type). */
async function detectFormat(
  buffer: Buffer,
): Promise<{ format: Format; width: number; height: number }> {
  const sharp = await loadSharp()
  let meta: Metadata
  try {
    meta = await sharp(buffer).metadata()
  } catch {
    throw new ImageUploadError('unsupported_type', TYPE_MESSAGE)
  }
  let format = meta.format as string | undefined
  if (format === 'heif') format = meta.compression === 'av1' ? 'avif' : undefined
  if (!format || !(format in FORMATS)) throw new ImageUploadError('unsupported_type', TYPE_MESSAGE)
  if (!meta.width || !meta.height)
    throw new ImageUploadError(
      'unreadable',
      'This image could not be read. Please try another file.',
    )
  // EXIF orientation 5-8 swaps the sides once the image is rotated upright
  const swap = (meta.orientation ?? 1) >= 5
  return {
    format: format as Format,
    width: swap ? meta.height : meta.width,
    height: swap ? meta.width : meta.height,
  }
}

/** Checks size and type; throws ImageUploadError with a user-facing message. */
export async function validateImage(buffer: Buffer) {
  if (!buffer.length)
    throw new ImageUploadError('empty', 'The file is empty. Please choose an image.')
  const max = getEnv().MAX_UPLOAD_BYTES
  if (buffer.length > max) {
    throw new ImageUploadError(
      'too_large',
      `Image is too large (${formatMb(buffer.length)}). The maximum size is ${formatMb(max)}.`,
    )
  }
  return detectFormat(buffer)
}

function newKey() {
  const now = new Date()
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `uploads/${now.getUTCFullYear()}/${mm}/${randomUUID()}`
}

async function encodeOriginal(buffer: Buffer, format: Format, fast: boolean) {
  const sharp = await loadSharp()
  const img = sharp(buffer, { animated: format === 'gif' || format === 'webp' }).rotate()
  if (format === 'jpeg') return img.jpeg({ quality: 85, mozjpeg: !fast }).toBuffer()
  if (format === 'png') return img.png({ compressionLevel: 8 }).toBuffer()
  if (format === 'webp') return img.webp({ quality: 85 }).toBuffer()
  if (format === 'avif') return img.avif({ quality: 60, effort: 3 }).toBuffer()
  return img.gif().toBuffer()
}

/** Encodes each distinct target width once, then writes a file for every nominal width. */
async function writeVariants(buffer: Buffer, key: string, width: number, fast: boolean) {
  const storage = getMediaStorage()
  const variants: MediaRow['variants'] = []
  const encoded = new Map<number, { avif: Buffer; webp: Buffer }>()
  const sharp = await loadSharp()
  for (const w of IMAGE_WIDTHS) {
    const target = Math.min(w, width)
    let out = encoded.get(target)
    if (!out) {
      const base = sharp(buffer).rotate().resize({ width: target, withoutEnlargement: true })
      const [avif, webp] = await Promise.all([
        base
          .clone()
          .avif({ quality: 55, effort: fast ? 0 : 2 })
          .toBuffer(),
        base
          .clone()
          .webp({ quality: 80, effort: fast ? 1 : 4 })
          .toBuffer(),
      ])
      out = { avif, webp }
      encoded.set(target, out)
    }
    for (const format of ['avif', 'webp'] as const) {
      const file = `${key}-${w}.${format}`
      await storage.put(file, out[format], FORMATS[format].mime)
      variants.push({ width: w, format, key: file })
    }
  }
  return variants
}

export type EncodedImage = typeof media.$inferInsert & {
  url: string
  variants: MediaRow['variants']
}

/**
 * Validates an image, re-encodes it and writes the original plus AVIF/WebP variants to storage: the
 * slow, CPU-bound part, done before (never inside) a database transaction. Returns the media row's
 * values; if anything fails, the files written so far are removed. Throws ImageUploadError for an
 * empty, too large or unsupported file.
 */
export async function encodeImageFiles(
  buffer: Buffer,
  opts: Omit<ProcessImageOptions, 'db'>,
): Promise<EncodedImage> {
  const { format, width, height } = await validateImage(buffer)
  const key = opts.key ?? newKey()
  const { ext, mime } = FORMATS[format]
  const originalKey = `${key}.${ext}`
  if (!isValidMediaKey(originalKey)) throw new Error(`Invalid media key: ${key}`)
  const storage = getMediaStorage()
  const fast = opts.fast ?? false
  let variants: MediaRow['variants'] = []
  try {
    const original = await encodeOriginal(buffer, format, fast)
    await storage.put(originalKey, original, mime)
    variants = await writeVariants(buffer, key, width, fast)
    return {
      storageKey: key,
      originalName: opts.originalName.slice(0, 255) || originalKey,
      mimeType: mime,
      size: original.length,
      width,
      height,
      altText: opts.altText,
      variants,
      url: `/media/${originalKey}`,
      uploadedBy: opts.uploadedBy ?? null,
    }
  } catch (error) {
    await removeWrittenFiles(key)
    throw error
  }
}

/** Every file that may exist for `key` (original in any format, every variant), removed quietly. */
async function removeWrittenFiles(key: string) {
  const storage = getMediaStorage()
  const keys = [
    ...Object.values(FORMATS).map((f) => `${key}.${f.ext}`),
    ...IMAGE_WIDTHS.flatMap((w) => [`${key}-${w}.avif`, `${key}-${w}.webp`]),
  ]
  await Promise.all(keys.map((k) => storage.delete(k).catch(() => {})))
}

/**
 * Validates an uploaded image, stores the re-encoded original plus AVIF/WebP variants, and inserts
 * the media row (files first, then the row; the files are removed if the insert fails). Throws
 * ImageUploadError for an empty, too large or unsupported file.
 */
export async function processImage(buffer: Buffer, opts: ProcessImageOptions): Promise<MediaRow> {
  const values = await encodeImageFiles(buffer, opts)
  const db = opts.db ?? (await import('#app/db/client.server')).db
  try {
    const [row] = await db.insert(media).values(values).returning()
    return row!
  } catch (error) {
    await deleteImageFiles(values).catch(() => {})
    throw error
  }
}

/** Removes the original and every variant file of a media row (the row itself is the caller's). */
export async function deleteImageFiles(row: Pick<MediaRow, 'url' | 'variants'>) {
  const storage = getMediaStorage()
  const keys = row.variants.map((v) => v.key)
  if (row.url.startsWith('/media/')) keys.push(row.url.slice('/media/'.length))
  await Promise.all(keys.map((k) => storage.delete(k)))
}
