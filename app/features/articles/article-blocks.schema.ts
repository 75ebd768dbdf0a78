// The article editor's content blocks: the fields each block posts, their rules, and reading them
// from the form (with or without JavaScript). Shared by the editor (browser) and the actions (server).
import { z } from 'zod'
import type { ContentBlock } from '#app/db/schema'
import { safeImageUrl } from '#app/utils/image-url'
import { URL_MAX } from '#app/utils/text'
import { plainToRich, richToPlainText } from './rich-text'
import { parseRichJson } from './rich-text.schema'
import { CREDIT_MAX, RICH_BLOCK_TYPES, parseRichBlock } from './rich-blocks.schema'

/**
 * Optional image URL: URL max 2048 ('URL is too long', docs/product.md#validation) and the image
 * URL helper's rules.
 */
export const imageUrlField = z
  .string()
  .trim()
  .max(URL_MAX, 'URL is too long')
  .transform((v, ctx) => {
    if (!v) return null
    const safe = safeImageUrl(v)
    if (!safe) {
      ctx.addIssue({
        code: 'custom',
        message: 'Use an image URL (JPG, PNG, WebP, AVIF, GIF or SVG) starting with https:// or /',
      })
      return z.NEVER
    }
    return safe
  })

export type BlockDraft = {
  type: string
  text: string
  heading: string
  level: string
  image_url: string
  caption: string
  alt_text: string
  items: string
  rich: string
  audio_url: string
  transcript: string
  product_id: string
  video_id: string
  credit: string
  tone: string
  embed_url: string
  gallery: string
}
export const BLOCK_FIELDS = [
  'text',
  'heading',
  'level',
  'image_url',
  'caption',
  'alt_text',
  'items',
  'rich',
  'audio_url',
  'transcript',
  'product_id',
  'video_id',
  'credit',
  'tone',
  'embed_url',
  'gallery',
] as const

/** An uploaded audio file in the media library (the audio block's file). */
export const AUDIO_URL_PATTERN = /^\/media\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.(mp3|m4a|ogg)$/
export const TRANSCRIPT_MAX = 50000

/**
 * Validates the editor's block fields (parallel arrays, one entry per block) into content blocks.
 * Images may lack alt text in a draft; with `requireAlt` (publishing) each one is refused.
 */
export function parseBlocks(
  drafts: BlockDraft[],
  { requireAlt = false }: { requireAlt?: boolean } = {},
): {
  blocks: ContentBlock[]
  errors: Record<string, string>
} {
  const blocks: ContentBlock[] = []
  const errors: Record<string, string> = {}
  drafts.forEach((d, i) => {
    const key = (f: string) => `blocks.${i}.${f}`
    if (d.type === 'text' && d.rich.trim()) {
      // the formatted document wins; its plain text is derived here, never taken from the client
      const rich = parseRichJson(d.rich)
      const text = rich.ok ? richToPlainText(rich.doc).trim() : ''
      if (!rich.ok) errors[key('text')] = rich.error
      else if (!text) errors[key('text')] = 'Write some text or remove this block'
      else if (text.length > 20000)
        errors[key('text')] = 'Text blocks must be 20000 characters or fewer'
      blocks.push(rich.ok ? { type: 'text', text, rich: rich.doc } : { type: 'text', text })
    } else if (d.type === 'text') {
      if (!d.text.trim()) errors[key('text')] = 'Write some text or remove this block'
      else if (d.text.length > 20000)
        errors[key('text')] = 'Text blocks must be 20000 characters or fewer'
      blocks.push({ type: 'text', text: d.text.trim() })
    } else if (d.type === 'heading') {
      if (!d.heading.trim()) errors[key('heading')] = 'Write a heading or remove this block'
      else if (d.heading.length > 200)
        errors[key('heading')] = 'Headings must be 200 characters or fewer'
      blocks.push({ type: 'heading', heading: d.heading.trim(), level: d.level === '3' ? 3 : 2 })
    } else if (d.type === 'image') {
      const url = imageUrlField.safeParse(d.image_url)
      if (!url.success) errors[key('image_url')] = url.error.issues[0]!.message
      else if (!url.data) errors[key('image_url')] = 'Choose an image'
      if (requireAlt && !d.alt_text.trim())
        errors[key('alt_text')] =
          'Add alt text before publishing: describe the image for readers who cannot see it'
      const caption = d.caption.trim().slice(0, 300)
      const credit = d.credit.trim()
      if (credit.length > CREDIT_MAX)
        errors[key('credit')] = `Credits must be ${CREDIT_MAX} characters or fewer`
      blocks.push({
        type: 'image',
        image_url: url.data ?? '',
        alt_text: d.alt_text.trim().slice(0, 300),
        ...(caption ? { caption } : {}),
        ...(credit ? { credit: credit.slice(0, CREDIT_MAX) } : {}),
      })
    } else if ((RICH_BLOCK_TYPES as readonly string[]).includes(d.type)) {
      const rich = parseRichBlock(d)
      for (const [f, msg] of Object.entries(rich.errors)) errors[key(f)] = msg
      if (requireAlt && rich.block.type === 'gallery' && !rich.errors.gallery) {
        const k = rich.block.images.findIndex((img) => !img.alt)
        if (k >= 0)
          errors[key('gallery')] = `Add alt text to image ${k + 1} of the gallery before publishing`
      }
      blocks.push(rich.block)
    } else if (d.type === 'quote') {
      if (!d.text.trim()) errors[key('text')] = 'Write the quote or remove this block'
      const caption = d.caption.trim().slice(0, 200)
      blocks.push({
        type: 'quote',
        text: d.text.trim().slice(0, 2000),
        ...(caption ? { caption } : {}),
      })
    } else if (d.type === 'list') {
      const items = d.items
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean)
      if (!items.length) errors[key('items')] = 'Add at least one item or remove this block'
      blocks.push({ type: 'list', items: items.slice(0, 50), ordered: d.level === 'ordered' })
    } else if (d.type === 'audio') {
      const url = d.audio_url.trim()
      if (!AUDIO_URL_PATTERN.test(url))
        errors[key('audio_url')] = 'Upload an audio file or choose one from the library'
      const transcript = d.transcript.trim()
      if (!transcript) errors[key('transcript')] = 'Add a transcript for readers who cannot listen'
      else if (transcript.length > TRANSCRIPT_MAX)
        errors[key('transcript')] = `Transcripts must be ${TRANSCRIPT_MAX} characters or fewer`
      // type, size and duration come from the uploaded file when the article is saved
      blocks.push({
        type: 'audio',
        audio_url: url,
        mime_type: '',
        size: 0,
        duration: 0,
        transcript: transcript.slice(0, TRANSCRIPT_MAX),
      })
    } else if (d.type === 'video') {
      const id = z.uuid().safeParse(d.video_id.trim().toLowerCase())
      if (!id.success) errors[key('video_id')] = 'Choose a video'
      const title = d.heading.trim()
      if (!title) errors[key('heading')] = 'Give the video a title'
      else if (title.length > 150) errors[key('heading')] = 'Titles must be 150 characters or fewer'
      const description = d.caption.trim()
      if (description.length > 500)
        errors[key('caption')] = 'Descriptions must be 500 characters or fewer'
      // sources, poster, duration and captions come from the transcoded video when it is saved
      blocks.push({
        type: 'video',
        media_id: id.success ? id.data : '',
        title: title.slice(0, 150),
        description: description.slice(0, 500),
        sources: [],
        poster: '',
        duration: 0,
        captions: [],
        uploaded_at: '',
      })
    } else if (d.type === 'product') {
      const id = z.uuid().safeParse(d.product_id.trim().toLowerCase())
      if (!id.success) errors[key('product_id')] = 'Choose a product'
      blocks.push({ type: 'product', product_id: id.success ? id.data : '' })
    } else {
      errors[key('type')] = 'Unknown block type'
    }
  })
  if (drafts.length > 200) errors.blocks = 'An article can have at most 200 blocks'
  return { blocks, errors }
}

/**
 * The form field the editor renders only before JavaScript runs: its text blocks are then plain
 * textareas (block_text), posted beside the block's stored document (block_rich).
 */
export const TEXT_FALLBACK_FIELD = 'text_fallback'

/**
 * A text block edited without JavaScript: text that still reads as the stored document keeps the
 * document (and its links and emphasis); changed text becomes the document's paragraphs (a blank
 * line starts a new paragraph, a line break stays a line break), replacing its formatting.
 */
export function fallbackTextDraft(d: BlockDraft): BlockDraft {
  if (d.type !== 'text') return d
  const text = d.text.replace(/\r\n?/g, '\n').trim()
  if (d.rich.trim()) {
    const stored = parseRichJson(d.rich)
    if (stored.ok && richToPlainText(stored.doc).trim() === text) return d
  }
  return { ...d, rich: text ? JSON.stringify(plainToRich(text)) : '' }
}

/** Reads the block arrays of the form (each block posts every field, in order). */
export function readBlockDrafts(form: FormData): BlockDraft[] {
  const types = form.getAll('block_type').map(String)
  const cols = Object.fromEntries(
    BLOCK_FIELDS.map((f) => [f, form.getAll(`block_${f}`).map(String)]),
  )
  const noScript = form.get(TEXT_FALLBACK_FIELD) === '1'
  return types.map((type, i) => {
    const draft = {
      type,
      ...(Object.fromEntries(BLOCK_FIELDS.map((f) => [f, cols[f]![i] ?? ''])) as Omit<
        BlockDraft,
        'type'
      >),
    }
    return noScript ? fallbackTextDraft(draft) : draft
  })
}
