// Seed pictures: generated from SVG, stored through processImage (original + AVIF/WebP variants).
// Keys are fixed ("seed/..."), so a second run finds the media row and does nothing; a fresh database
// with files already on disk only re-inserts the rows without encoding again. Encoded files are also
// kept in a cache outside UPLOAD_DIR (SEED_IMAGE_CACHE, default node_modules/.cache/seed-images,
// "off" to disable), keyed by a hash of the picture, so a fresh data directory (e2e runs, CI, a new
// clone after the first start) seeds in seconds instead of re-encoding ~60 pictures.
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { avatarSvg, coverSvg, HUB_ART, poolVariant } from './art.server'
import { productKindAlt, productKindSvg, type ProductKind } from './product-art'
import type { DB } from '#app/db/client.server'
import { media } from '#app/db/schema'
import { IMAGE_WIDTHS } from '#app/utils/image-url'
import { processImage } from '#app/features/media/images.server'
import { getMediaStorage, MEDIA_CONTENT_TYPES } from '#app/utils/storage.server'
import { POOL_SIZE } from './seed-pool'

export type SeedImage = { key: string; alt: string; svg: () => string }

// "v2": the pool's palettes and compositions vary per picture; new keys so older files are not reused
export const poolKey = (hubId: string, n: number) => `seed/${hubId}-v2-${n}`

export function hubPoolImages(hubId: string): SeedImage[] {
  return Array.from({ length: POOL_SIZE }, (_, n) => {
    const v = poolVariant(hubId, n)
    return {
      key: poolKey(hubId, n),
      alt: v.alt,
      svg: () => coverSvg(hubId, `${hubId}-${n}`, 1600, 1000, v.layout, v.art),
    }
  })
}
/** The key names the kind, so a product drawn by an older seed gets a new picture, not the old one. */
export const productImage = (hubId: string, slug: string, kind: ProductKind): SeedImage => ({
  key: `seed/product-${kind}-${slug}`,
  alt: productKindAlt(kind),
  svg: () => productKindSvg(kind, HUB_ART[hubId] ?? HUB_ART['game-face']!, 800),
})
export const avatarImage = (hubId: string, name: string, alt: string): SeedImage => ({
  key: `seed/avatar-${name}`,
  alt,
  svg: () => avatarSvg(hubId, name, 400),
})

async function existingUrl(db: DB, key: string) {
  const [row] = await db
    .select({ url: media.url })
    .from(media)
    .where(eq(media.storageKey, key))
    .limit(1)
  return row?.url
}

const variantList = (key: string) =>
  IMAGE_WIDTHS.flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({
      width,
      format,
      key: `${key}-${width}.${format}`,
    })),
  )

async function insertRow(db: DB, image: SeedImage, original: Buffer) {
  const meta = await sharp(original).metadata()
  const url = `/media/${image.key}.jpg`
  await db
    .insert(media)
    .values({
      storageKey: image.key,
      originalName: `${image.key.split('/').pop()}.jpg`,
      mimeType: 'image/jpeg',
      size: original.length,
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      altText: image.alt,
      variants: variantList(image.key),
      url,
    })
    .onConflictDoNothing()
  return url
}

/** Files from an earlier run are still there: record them without encoding again. */
async function adoptFiles(db: DB, image: SeedImage): Promise<string | undefined> {
  const storage = getMediaStorage()
  const original = await storage.get(`${image.key}.jpg`)
  if (!original) return undefined
  const present = await Promise.all(variantList(image.key).map((v) => storage.exists(v.key)))
  if (present.includes(false)) return undefined
  return insertRow(db, image, original.body)
}

// ---- the encoded-files cache
const ENCODING = 'v1:jpeg85+avif55e0+webp80e1' // change when processImage's fast settings change
const cacheRoot = () => {
  const dir = process.env.SEED_IMAGE_CACHE ?? path.resolve('node_modules/.cache/seed-images')
  return dir === 'off' ? null : dir
}
const cacheNames = (key: string) => [
  { file: 'original.jpg', key: `${key}.jpg` },
  ...variantList(key).map((v) => ({ file: `${v.width}.${v.format}`, key: v.key })),
]

async function fromCache(db: DB, image: SeedImage, hash: string): Promise<string | undefined> {
  const root = cacheRoot()
  if (!root) return undefined
  try {
    const files = await Promise.all(
      cacheNames(image.key).map(async (n) => ({
        ...n,
        body: await readFile(path.join(root, hash, n.file)),
      })),
    )
    const storage = getMediaStorage()
    for (const f of files)
      await storage.put(f.key, f.body, MEDIA_CONTENT_TYPES[f.key.split('.').pop()!]!)
    return insertRow(db, image, files[0]!.body)
  } catch {
    return undefined // not cached (or unreadable): encode
  }
}

async function toCache(image: SeedImage, hash: string) {
  const root = cacheRoot()
  if (!root) return
  try {
    const storage = getMediaStorage()
    await mkdir(path.join(root, hash), { recursive: true })
    for (const n of cacheNames(image.key)) {
      const f = await storage.get(n.key)
      if (f) await writeFile(path.join(root, hash, n.file), f.body)
    }
  } catch {
    /* the cache is only an optimisation */
  }
}

async function ensureImage(db: DB, image: SeedImage): Promise<string> {
  const found = (await existingUrl(db, image.key)) ?? (await adoptFiles(db, image))
  if (found) return found
  const svg = image.svg()
  const hash = createHash('sha1').update(`${ENCODING}\n${image.key}\n${svg}`).digest('hex')
  const cached = await fromCache(db, image, hash)
  if (cached) return cached
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer()
  try {
    const row = await processImage(jpeg, {
      originalName: `${image.key.split('/').pop()}.jpg`,
      altText: image.alt,
      key: image.key,
      db,
      fast: true,
    })
    await toCache(image, hash)
    return row.url
  } catch (e) {
    // another process seeding at the same time inserted it first
    const url = await existingUrl(db, image.key)
    if (url) return url
    throw e
  }
}

/** Stores every image (two at a time: the machine has two cores) and returns key -> URL. */
export async function ensureSeedImages(db: DB, images: SeedImage[]): Promise<Map<string, string>> {
  const urls = new Map<string, string>()
  let next = 0
  async function worker() {
    while (next < images.length) {
      const image = images[next++]!
      urls.set(image.key, await ensureImage(db, image))
    }
  }
  await Promise.all([worker(), worker()])
  return urls
}
