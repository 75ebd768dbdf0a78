// The editor's working copy of content blocks: every field as a string, keyed for React.
import type { ContentBlock } from '#app/db/schema'
import type { BlockDraft } from '../article-blocks.schema'
import { plainToRich } from '../rich-text'

export type EditorBlock = BlockDraft & { key: string }

let seq = 0
const newKey = () => `b${Date.now().toString(36)}${seq++}`

export function toEditorBlocks(blocks: ContentBlock[]): EditorBlock[] {
  return blocks.map((b) => ({
    key: newKey(),
    type: b.type,
    text: 'text' in b ? b.text : '',
    heading: b.type === 'heading' ? b.heading : b.type === 'video' ? b.title : '',
    level:
      b.type === 'heading'
        ? String(b.level ?? 2)
        : b.type === 'list'
          ? b.ordered
            ? 'ordered'
            : 'bulleted'
          : '',
    image_url: b.type === 'image' ? b.image_url : b.type === 'embed' ? (b.thumb_url ?? '') : '',
    caption:
      b.type === 'image' || b.type === 'quote' || b.type === 'gallery'
        ? (b.caption ?? '')
        : b.type === 'video'
          ? b.description
          : b.type === 'pullquote'
            ? (b.attribution ?? '')
            : b.type === 'embed'
              ? (b.title ?? '')
              : '',
    alt_text: b.type === 'image' ? b.alt_text : '',
    items: b.type === 'list' ? b.items.join('\n') : '',
    // a plain-text block opens as its paragraphs and is saved formatted from then on
    rich: b.type === 'text' ? JSON.stringify(b.rich ?? plainToRich(b.text)) : '',
    audio_url: b.type === 'audio' ? b.audio_url : '',
    transcript: b.type === 'audio' ? b.transcript : '',
    product_id: b.type === 'product' ? b.product_id : '',
    video_id: b.type === 'video' ? b.media_id : '',
    credit: b.type === 'image' ? (b.credit ?? '') : '',
    tone: b.type === 'callout' ? b.tone : '',
    embed_url: b.type === 'embed' ? b.url : '',
    gallery: b.type === 'gallery' ? JSON.stringify(b.images) : '',
  }))
}

export function blank(type: string): EditorBlock {
  return {
    key: newKey(),
    type,
    text: '',
    heading: '',
    level: type === 'heading' ? '2' : type === 'list' ? 'bulleted' : '',
    image_url: '',
    caption: '',
    alt_text: '',
    items: '',
    rich: '',
    audio_url: '',
    transcript: '',
    product_id: '',
    video_id: '',
    credit: '',
    tone: type === 'callout' ? 'info' : '',
    embed_url: '',
    gallery: '',
  }
}
