// An article's video blocks as schema.org VideoObject entries (the page's meta), apart from the
// player so the player's code loads only on an article that has a video.
import type { ContentBlock } from '#app/db/schema'

/** "PT1M5S" for 65 seconds (ISO 8601, what VideoObject's duration takes). */
export function isoDuration(seconds: number) {
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s % 60 || (!h && !m) ? `${s % 60}S` : ''}`
}

/** schema.org VideoObject for each video block of an article (absolute URLs). */
export function videoJsonLd(siteUrl: string, blocks: ContentBlock[], fallbackDescription: string) {
  return blocks.flatMap((b) => {
    if (b.type !== 'video' || !b.sources?.length) return []
    const large = [...b.sources].sort((x, y) => y.height - x.height)[0]!
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: b.title,
        description: b.description || fallbackDescription || b.title,
        thumbnailUrl: b.poster ? [siteUrl + b.poster] : undefined,
        uploadDate: b.uploaded_at || undefined,
        duration: b.duration ? isoDuration(b.duration) : undefined,
        contentUrl: siteUrl + large.url,
      },
    ]
  })
}
