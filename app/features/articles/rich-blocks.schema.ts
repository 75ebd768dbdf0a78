// The rules of the richer blocks (gallery, pull quote, callout, divider, embed) and the alt-text
// rule of publishing. Shared by the editor (browser) and the actions (server); parseBlocks in
// article-blocks.schema.ts calls parseRichBlock for these types.
import { z } from 'zod'
import type { ContentBlock, GalleryImage } from '#app/db/schema'
import { safeImageUrl } from '#app/utils/image-url'
import { URL_MAX } from '#app/utils/text'
import { parseEmbedUrl } from './embeds'

export const RICH_BLOCK_TYPES = ['gallery', 'pullquote', 'callout', 'divider', 'embed'] as const
export const CALLOUT_TONES = ['info', 'tip', 'warning'] as const
export const GALLERY_MIN = 2
export const GALLERY_MAX = 12
export const CREDIT_MAX = 200

export type RichDraft = {
  type: string
  text: string
  caption: string
  image_url: string
  tone: string
  embed_url: string
  gallery: string
}

const GalleryItem = z.object({
  url: z.string().max(URL_MAX, 'Image URL is too long'),
  alt: z.string().max(300, 'Alt text must be 300 characters or fewer'),
  caption: z.string().max(300, 'Captions must be 300 characters or fewer').optional(),
  credit: z
    .string()
    .max(CREDIT_MAX, `Credits must be ${CREDIT_MAX} characters or fewer`)
    .optional(),
})
export const GalleryJsonSchema = z
  .array(GalleryItem, { error: 'Add images to the gallery' })
  .min(GALLERY_MIN, `A gallery needs at least ${GALLERY_MIN} images`)
  .max(GALLERY_MAX, `A gallery can have at most ${GALLERY_MAX} images`)

/** The gallery's images as the editor posts them (a JSON list); unreadable input is no images. */
export function readGallery(json: string): unknown {
  try {
    return json.trim() ? JSON.parse(json) : []
  } catch {
    return null
  }
}

type Parsed = { block: ContentBlock; errors: Record<string, string> }

/** One of RICH_BLOCK_TYPES from the editor's fields; errors are keyed by field name. */
export function parseRichBlock(d: RichDraft): Parsed {
  const errors: Record<string, string> = {}
  if (d.type === 'divider') return { block: { type: 'divider' }, errors }
  if (d.type === 'pullquote') {
    const text = d.text.trim()
    if (!text) errors.text = 'Write the quote or remove this block'
    else if (text.length > 500) errors.text = 'Pull quotes must be 500 characters or fewer'
    const attribution = d.caption.trim().slice(0, 200)
    return {
      block: {
        type: 'pullquote',
        text: text.slice(0, 500),
        ...(attribution ? { attribution } : {}),
      },
      errors,
    }
  }
  if (d.type === 'callout') {
    const tone = (CALLOUT_TONES as readonly string[]).includes(d.tone)
      ? (d.tone as (typeof CALLOUT_TONES)[number])
      : null
    if (!tone) errors.tone = 'Choose info, tip or warning'
    const text = d.text.trim()
    if (!text) errors.text = 'Write the callout or remove this block'
    else if (text.length > 2000) errors.text = 'Callouts must be 2000 characters or fewer'
    return { block: { type: 'callout', tone: tone ?? 'info', text: text.slice(0, 2000) }, errors }
  }
  if (d.type === 'embed') {
    const parsed = parseEmbedUrl(d.embed_url)
    if (!parsed.ok) errors.embed_url = parsed.error
    const title = d.caption.trim()
    if (title.length > 200) errors.caption = 'Titles must be 200 characters or fewer'
    // a thumbnail is only ever a local media file the save stored
    const thumb = /^\/media\//.test(d.image_url.trim()) ? safeImageUrl(d.image_url.trim()) : null
    return {
      block: parsed.ok
        ? {
            type: 'embed',
            provider: parsed.embed.provider,
            embed_id: parsed.embed.id,
            url: parsed.embed.url,
            ...(title ? { title: title.slice(0, 200) } : {}),
            ...(thumb ? { thumb_url: thumb } : {}),
          }
        : { type: 'embed', provider: 'youtube', embed_id: '', url: '' },
      errors,
    }
  }
  // gallery
  const items = GalleryJsonSchema.safeParse(readGallery(d.gallery))
  if (!items.success) {
    errors.gallery = items.error.issues[0]!.message
    return { block: { type: 'gallery', images: [] }, errors }
  }
  const images: GalleryImage[] = []
  items.data.forEach((img, k) => {
    const url = safeImageUrl(img.url.trim())
    if (!url) errors.gallery = `Image ${k + 1}: choose an image from the library or upload one`
    const caption = img.caption?.trim()
    const credit = img.credit?.trim()
    images.push({
      url: url ?? '',
      alt: img.alt.trim(),
      ...(caption ? { caption } : {}),
      ...(credit ? { credit } : {}),
    })
  })
  const caption = d.caption.trim().slice(0, 300)
  return { block: { type: 'gallery', images, ...(caption ? { caption } : {}) }, errors }
}

function nameOf(url: string) {
  return url.split('/').pop()?.split('?')[0] || url
}

/**
 * Every image of the blocks without alt text, named for the editor ("Figure in block 3
 * (team.jpg)"). Publishing (or saving a live article) with any of them is refused.
 */
export function imagesMissingAlt(blocks: ContentBlock[]): string[] {
  const missing: string[] = []
  blocks.forEach((b, i) => {
    if (b.type === 'image' && !b.alt_text?.trim())
      missing.push(`figure in block ${i + 1} (${nameOf(b.image_url)})`)
    if (b.type === 'gallery')
      b.images.forEach((img, k) => {
        if (!img.alt?.trim())
          missing.push(`gallery image ${k + 1} in block ${i + 1} (${nameOf(img.url)})`)
      })
  })
  return missing
}

/** The refusal shown when an article with images lacking alt text would go live. */
export function missingAltMessage(missing: string[]): string {
  const list = missing.slice(0, 3).join(', ')
  const more = missing.length > 3 ? ` and ${missing.length - 3} more` : ''
  return `Add alt text before publishing: ${list}${more} ${missing.length === 1 ? 'has' : 'have'} none.`
}

/** The refusal of a save that leaves an article live (published or scheduled) with images lacking alt. */
export function altRefusal(status: string, blocks: ContentBlock[]): { form: string } | null {
  if (status === 'draft') return null
  const missing = imagesMissingAlt(blocks)
  return missing.length ? { form: missingAltMessage(missing) } : null
}
