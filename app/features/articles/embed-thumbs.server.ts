// An embed's thumbnail is fetched once, when the article is saved, and kept in the media library:
// readers then see a local image and their browser never asks the provider for it. The fetch has a
// short timeout; when it fails (an offline machine, a provider without a fixed thumbnail address)
// the facade draws the provider's name and colour instead (docs/decisions/0034-embed-facades.md).
import type { ContentBlock } from '#app/db/schema'
import { processImage } from '#app/features/media/images.server'
import { thumbnailSource } from './embeds'

export const THUMB_TIMEOUT_MS = 1500
const THUMB_MAX_BYTES = 2 * 1024 * 1024

async function fetchThumb(src: string): Promise<Buffer | null> {
  try {
    const res = await fetch(src, {
      signal: AbortSignal.timeout(THUMB_TIMEOUT_MS),
      redirect: 'error',
    })
    if (!res.ok || !/^image\//.test(res.headers.get('content-type') ?? '')) return null
    const buf = Buffer.from(await res.arrayBuffer())
    return buf.length && buf.length <= THUMB_MAX_BYTES ? buf : null
  } catch {
    return null
  }
}

/**
 * The blocks with a local thumbnail on each embed that has none yet and whose provider has one
 * (tried once per save, in parallel). Never fails the save.
 */
export async function withEmbedThumbnails(
  blocks: ContentBlock[],
  userId: string,
  fetcher: (src: string) => Promise<Buffer | null> = fetchThumb,
): Promise<ContentBlock[]> {
  return Promise.all(
    blocks.map(async (b) => {
      if (b.type !== 'embed' || b.thumb_url || !b.embed_id) return b
      const src = thumbnailSource(b.provider, b.embed_id)
      const buf = src ? await fetcher(src) : null
      if (!buf) return b
      try {
        const row = await processImage(buf, {
          originalName: `${b.provider}-${b.embed_id.replace(/\W/g, '-')}.jpg`,
          altText: '',
          uploadedBy: userId,
          fast: true,
        })
        return { ...b, thumb_url: row.url }
      } catch {
        return b
      }
    }),
  )
}
