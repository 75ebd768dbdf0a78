// Seed pictures: generated from SVG, stored through processImage (original + AVIF/WebP variants).
// Keys are fixed ("seed/..."), so a second run finds the media row and does nothing; a fresh database
// with files already on disk only re-inserts the rows without encoding again.
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { avatarSvg, coverSvg, productSvg } from './art.server'
import type { DB } from '#app/db/client.server'
import { media } from '#app/db/schema'
import { IMAGE_WIDTHS } from '#app/features/media/image-url'
import { processImage } from '#app/features/media/images.server'
import { getMediaStorage } from '#app/features/media/storage.server'

export type SeedImage = { key: string; alt: string; svg: () => string }

export const POOL_SIZE = 6
export const poolKey = (hubId: string, n: number) => `seed/${hubId}-${n}`

export function hubPoolImages(hubId: string, alts: readonly string[]): SeedImage[] {
  return Array.from({ length: POOL_SIZE }, (_, n) => ({
    key: poolKey(hubId, n),
    alt: alts[n % alts.length]!,
    svg: () => coverSvg(hubId, `${hubId}-${n}`, 1600, 1000),
  }))
}
export const productImage = (hubId: string, slug: string, alt: string): SeedImage => ({
  key: `seed/product-${slug}`,
  alt,
  svg: () => productSvg(hubId, slug, 800),
})
export const avatarImage = (hubId: string, name: string, alt: string): SeedImage => ({
  key: `seed/avatar-${name}`,
  alt,
  svg: () => avatarSvg(hubId, name, 400),
})

async function existingUrl(db: DB, key: string) {
  const [row] = await db.select({ url: media.url }).from(media).where(eq(media.storageKey, key)).limit(1)
  return row?.url
}

/** Files from an earlier run are still there: record them without encoding again. */
async function adoptFiles(db: DB, image: SeedImage): Promise<string | undefined> {
  const storage = getMediaStorage()
  const original = await storage.get(`${image.key}.jpg`)
  if (!original) return undefined
  const variants = IMAGE_WIDTHS.flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({ width, format, key: `${image.key}-${width}.${format}` })),
  )
  const present = await Promise.all(variants.map((v) => storage.exists(v.key)))
  if (present.includes(false)) return undefined
  const meta = await sharp(original.body).metadata()
  const url = `/media/${image.key}.jpg`
  await db
    .insert(media)
    .values({
      storageKey: image.key,
      originalName: `${image.key.split('/').pop()}.jpg`,
      mimeType: 'image/jpeg',
      size: original.body.length,
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      altText: image.alt,
      variants,
      url,
    })
    .onConflictDoNothing()
  return url
}

async function ensureImage(db: DB, image: SeedImage): Promise<string> {
  const found = (await existingUrl(db, image.key)) ?? (await adoptFiles(db, image))
  if (found) return found
  const jpeg = await sharp(Buffer.from(image.svg())).jpeg({ quality: 92 }).toBuffer()
  try {
    const row = await processImage(jpeg, { originalName: `${image.key.split('/').pop()}.jpg`, altText: image.alt, key: image.key, db, fast: true })
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
