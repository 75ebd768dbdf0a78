// Credit, licence and focal point of the media-library images an article shows (its cover, figures
// and gallery), read at render so an edit in /admin/media shows on every article that uses them.
import { inArray } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { media, type ContentBlock } from '#app/db/schema'
import type { MediaDetailsByUrl } from './components/figure-credit'

export function imageUrlsOf(cover: string | null, blocks: ContentBlock[]): string[] {
  const urls = blocks.flatMap((b) =>
    b.type === 'image' ? [b.image_url] : b.type === 'gallery' ? b.images.map((i) => i.url) : [],
  )
  return [...new Set([cover ?? '', ...urls].filter((u) => u.startsWith('/media/')))].slice(0, 200)
}

export async function getMediaDetails(urls: string[]): Promise<MediaDetailsByUrl> {
  if (!urls.length) return {}
  const rows = await db
    .select({
      url: media.url,
      credit: media.credit,
      licence: media.licence,
      focalX: media.focalX,
      focalY: media.focalY,
    })
    .from(media)
    .where(inArray(media.url, urls))
  return Object.fromEntries(rows.map(({ url, ...d }) => [url, d]))
}
