// Shared shapes and small builders for the seed data files.
import { createHash } from 'node:crypto'
import type { ContentBlock } from '#app/db/schema'
import { richToPlainText, type RichDoc, type RichInline } from '#app/features/articles/rich-text'

/** A stable UUID derived from a name, so seeded rows keep their ids across runs (idempotent inserts). */
export function seedUuid(name: string): string {
  const h = createHash('sha1').update(`beyond-the-game:${name}`).digest('hex')
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

export type SeedArticle = {
  slug: string
  title: string
  excerpt: string
  category: string
  tags: string[]
  author: string // author slug
  /** publish time as days before now (fractional ok); negative with status 'scheduled' means in the future */
  daysAgo: number
  trending: number
  featured?: boolean
  status?: 'draft' | 'published' | 'scheduled'
  /** leave reading_time null to exercise the fallback (docs/product.md#trending) */
  noReadingTime?: boolean
  /** index into the hub's picture pool for the cover */
  cover: number
  /** defaults to the description of the cover picture */
  imageAlt?: string
  metaDescription: string
  blocks: ContentBlock[]
}

// Block builders. Image blocks point at the hub's picture pool ("@pool/<n>") until the seed
// replaces them with stored media URLs.
export const p = (text: string): ContentBlock => ({ type: 'text', text })

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g

/** **bold**, *italic* and [text](href) in seed copy, as rich-text inline nodes. */
function inlineNodes(s: string): RichInline[] {
  const out: RichInline[] = []
  let last = 0
  for (const m of s.matchAll(INLINE)) {
    if (m.index > last) out.push({ type: 'text', text: s.slice(last, m.index) })
    if (m[1]) out.push({ type: 'text', text: m[1], marks: [{ type: 'bold' }] })
    else if (m[2]) out.push({ type: 'text', text: m[2], marks: [{ type: 'italic' }] })
    else out.push({ type: 'text', text: m[3]!, marks: [{ type: 'link', attrs: { href: m[4]! } }] })
    last = m.index + m[0].length
  }
  if (last < s.length) out.push({ type: 'text', text: s.slice(last) })
  return out
}

/** A formatted text block: paragraphs with **bold**, *italic* and [links](/path). */
export const rp = (...paragraphs: string[]): ContentBlock => {
  const rich: RichDoc = {
    type: 'doc',
    content: paragraphs.map((para) => ({ type: 'paragraph', content: inlineNodes(para) })),
  }
  return { type: 'text', text: richToPlainText(rich), rich }
}
export const seedProductId = (slug: string) => seedUuid(`product:${slug}`)
/** A product card in an article (the product's seed slug). */
export const product = (slug: string): ContentBlock => ({
  type: 'product',
  product_id: seedProductId(slug),
})
export const h = (heading: string, level: 2 | 3 = 2): ContentBlock => ({
  type: 'heading',
  heading,
  level,
})
export const q = (text: string, caption?: string): ContentBlock => ({
  type: 'quote',
  text,
  ...(caption ? { caption } : {}),
})
export const ul = (...items: string[]): ContentBlock => ({ type: 'list', items })
export const ol = (...items: string[]): ContentBlock => ({ type: 'list', items, ordered: true })
export const img = (pool: number, caption: string, alt_text = ''): ContentBlock => ({
  type: 'image',
  image_url: `@pool/${pool}`,
  caption,
  alt_text, // empty: the seed uses the picture's own description
})

/** Words in the article body, for reading_time (words / 200, rounded up). */
export function countWords(blocks: ContentBlock[]): number {
  const words = (s: string) => s.split(/\s+/).filter(Boolean).length
  return blocks.reduce((n, b) => {
    if (b.type === 'text' || b.type === 'quote') return n + words(b.text)
    if (b.type === 'heading') return n + words(b.heading)
    if (b.type === 'list') return n + b.items.reduce((m, i) => m + words(i), 0)
    if (b.type === 'image') return n + words(b.caption ?? '')
    return n
  }, 0)
}

/** The demo video's fixed media id: seed-video.server.ts makes it after the server is up. */
export const SEED_VIDEO_ID = '5eed0000-0000-4000-8000-00000000a1de'
/** A video block showing the demo video (renders once the video is made and transcoded). */
export const seedVideo = (title: string, description: string): ContentBlock => ({
  type: 'video',
  media_id: SEED_VIDEO_ID,
  title,
  description,
  sources: [],
  poster: '',
  duration: 0,
  captions: [],
  uploaded_at: '',
})
