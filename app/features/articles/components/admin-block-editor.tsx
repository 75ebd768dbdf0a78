import { useEffect, useRef, useState } from 'react'
import {
  ArrowDown,
  ArrowUp,
  AudioLines,
  Heading,
  Image as ImageIcon,
  List,
  Pilcrow,
  ShoppingBag,
  TextQuote,
  Trash2,
} from 'lucide-react'
import type { ContentBlock } from '#app/db/schema'
import { cn } from '#app/components/ui/cn'
import { inputClass } from '#app/components/ui/field'
import { useHydrated } from '#app/components/site/use-hydrated'
import { BLOCK_FIELDS, TEXT_FALLBACK_FIELD, type BlockDraft } from '../article-admin.schema'
import { plainToRich, type RichDoc } from '../rich-text'
import { AdminAudioField } from './admin-audio-field'
import { AdminImageField } from './admin-image-field'
import { AdminProductPicker, type ProductOption } from './admin-product-picker'
import { AdminRichText } from './admin-rich-text'

export type EditorBlock = BlockDraft & { key: string }

let seq = 0
const newKey = () => `b${Date.now().toString(36)}${seq++}`

export function toEditorBlocks(blocks: ContentBlock[]): EditorBlock[] {
  return blocks.map((b) => ({
    key: newKey(),
    type: b.type,
    text: 'text' in b ? b.text : '',
    heading: b.type === 'heading' ? b.heading : '',
    level:
      b.type === 'heading'
        ? String(b.level ?? 2)
        : b.type === 'list'
          ? b.ordered
            ? 'ordered'
            : 'bulleted'
          : '',
    image_url: b.type === 'image' ? b.image_url : '',
    caption: b.type === 'image' || b.type === 'quote' ? (b.caption ?? '') : '',
    alt_text: b.type === 'image' ? b.alt_text : '',
    items: b.type === 'list' ? b.items.join('\n') : '',
    // a plain-text block opens as its paragraphs and is saved formatted from then on
    rich: b.type === 'text' ? JSON.stringify(b.rich ?? plainToRich(b.text)) : '',
    audio_url: b.type === 'audio' ? b.audio_url : '',
    transcript: b.type === 'audio' ? b.transcript : '',
    product_id: b.type === 'product' ? b.product_id : '',
  }))
}

const TYPES = [
  { type: 'text', label: 'Text', icon: Pilcrow },
  { type: 'heading', label: 'Heading', icon: Heading },
  { type: 'image', label: 'Image', icon: ImageIcon },
  { type: 'quote', label: 'Quote', icon: TextQuote },
  { type: 'list', label: 'List', icon: List },
  { type: 'audio', label: 'Audio', icon: AudioLines },
  { type: 'product', label: 'Product', icon: ShoppingBag },
] as const

export type { ProductOption }
const LABEL: Record<string, string> = Object.fromEntries(TYPES.map((t) => [t.type, t.label]))

function blank(type: string): EditorBlock {
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
  }
}

function richDocOf(block: EditorBlock): RichDoc {
  try {
    const doc = block.rich ? (JSON.parse(block.rich) as RichDoc) : null
    if (doc?.type === 'doc' && Array.isArray(doc.content)) return doc
  } catch {
    // an unreadable draft opens as its plain text
  }
  return plainToRich(block.text)
}

function Err({ id, msg }: { id: string; msg?: string }) {
  return msg ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {msg}
    </p>
  ) : null
}

function BlockFields({
  block,
  index,
  errors,
  update,
  products,
}: {
  block: EditorBlock
  index: number
  errors: Record<string, string>
  update: (patch: Partial<EditorBlock>) => void
  products: ProductOption[]
}) {
  const hydrated = useHydrated()
  const id = (f: string) => `block-${block.key}-${f}`
  const err = (f: string) => errors[`blocks.${index}.${f}`]
  const aria = (f: string) => ({
    'aria-invalid': err(f) ? true : undefined,
    'aria-describedby': err(f) ? id(`${f}-err`) : undefined,
  })
  const used = new Set<string>()
  const field = (f: (typeof BLOCK_FIELDS)[number]) => (
    used.add(f),
    { name: `block_${f}`, id: id(f), ...aria(f) }
  )
  let body: React.ReactNode = null
  if (block.type === 'text') {
    // before JavaScript runs the block is a textarea posting block_text itself
    if (!hydrated) used.add('text')
    body = (
      <>
        <AdminRichText
          id={id('text')}
          fallbackName="block_text"
          label={`Paragraph text (block ${index + 1})`}
          toolbarLabel={`Formatting (block ${index + 1})`}
          doc={richDocOf(block)}
          invalid={Boolean(err('text'))}
          describedBy={err('text') ? id('text-err') : undefined}
          autofocus={!block.rich && !block.text}
          onChange={update}
        />
        <Err id={id('text-err')} msg={err('text')} />
      </>
    )
  } else if (block.type === 'heading') {
    body = (
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={id('heading')} className="sr-only">
            Heading text (block {index + 1})
          </label>
          <input
            {...field('heading')}
            value={block.heading}
            onChange={(e) => update({ heading: e.target.value })}
            placeholder="Section heading"
            className={cn(inputClass, 'font-display text-lg font-semibold')}
          />
          <Err id={id('heading-err')} msg={err('heading')} />
        </div>
        <div className="w-24 shrink-0">
          <label htmlFor={id('level')} className="sr-only">
            Heading level
          </label>
          <select
            {...field('level')}
            value={block.level}
            onChange={(e) => update({ level: e.target.value })}
            className={inputClass}
          >
            <option value="2">H2</option>
            <option value="3">H3</option>
          </select>
        </div>
      </div>
    )
  } else if (block.type === 'image') {
    used.add('image_url').add('alt_text').add('caption')
    body = (
      <AdminImageField
        idBase={id('img')}
        names={{ url: 'block_image_url', alt: 'block_alt_text', caption: 'block_caption' }}
        value={{ url: block.image_url, alt: block.alt_text, caption: block.caption }}
        onChange={(v) => update({ image_url: v.url, alt_text: v.alt, caption: v.caption ?? '' })}
        errors={{ url: err('image_url'), alt: err('alt_text') }}
        withCaption
      />
    )
  } else if (block.type === 'audio') {
    used.add('audio_url').add('transcript')
    body = (
      <AdminAudioField
        idBase={id('audio')}
        index={index}
        value={{ url: block.audio_url, transcript: block.transcript }}
        onChange={(v) => update({ audio_url: v.url, transcript: v.transcript })}
        errors={{ url: err('audio_url'), transcript: err('transcript') }}
      />
    )
  } else if (block.type === 'quote') {
    body = (
      <>
        <label htmlFor={id('text')} className="sr-only">
          Quote (block {index + 1})
        </label>
        <textarea
          {...field('text')}
          value={block.text}
          onChange={(e) => update({ text: e.target.value })}
          rows={3}
          placeholder="The quote"
          className={cn(inputClass, 'font-display text-lg italic')}
        />
        <Err id={id('text-err')} msg={err('text')} />
        <label htmlFor={id('caption')} className="mt-2 block text-sm font-semibold">
          Who said it
        </label>
        <input
          {...field('caption')}
          value={block.caption}
          onChange={(e) => update({ caption: e.target.value })}
          className={cn(inputClass, 'mt-1')}
        />
      </>
    )
  } else if (block.type === 'product') {
    used.add('product_id')
    body = (
      <>
        <AdminProductPicker
          id={id('product_id')}
          name="block_product_id"
          label={`Product (block ${index + 1})`}
          value={block.product_id}
          products={products}
          onChange={(product_id) => update({ product_id })}
          invalid={Boolean(err('product_id'))}
          describedBy={err('product_id') ? id('product_id-err') : undefined}
        />
        <p className="mt-1 text-sm text-sand-800">
          Shown as a card with its shop link and the affiliate disclosure. A product that is hidden
          later disappears from the article until it is shown again.
        </p>
        <Err id={id('product_id-err')} msg={err('product_id')} />
      </>
    )
  } else if (block.type === 'list') {
    body = (
      <>
        <div className="mb-2 flex items-center gap-2">
          <label htmlFor={id('level')} className="text-sm font-semibold">
            Style
          </label>
          <div className="w-40">
            <select
              {...field('level')}
              value={block.level}
              onChange={(e) => update({ level: e.target.value })}
              className={cn(inputClass, 'py-1.5 text-sm')}
            >
              <option value="bulleted">Bulleted</option>
              <option value="ordered">Numbered</option>
            </select>
          </div>
        </div>
        <label htmlFor={id('items')} className="sr-only">
          List items, one per line (block {index + 1})
        </label>
        <textarea
          {...field('items')}
          value={block.items}
          onChange={(e) => update({ items: e.target.value })}
          rows={4}
          placeholder="One item per line"
          className={inputClass}
        />
        <Err id={id('items-err')} msg={err('items')} />
      </>
    )
  }
  return (
    <>
      <input type="hidden" name="block_type" value={block.type} />
      {body}
      {/* every block posts every field so the parallel arrays line up */}
      {BLOCK_FIELDS.filter((f) => !used.has(f)).map((f) => (
        <input key={f} type="hidden" name={`block_${f}`} value={String(block[f] ?? '')} />
      ))}
    </>
  )
}

/** The article body: blocks you can add, edit, remove and move with buttons (keyboard friendly). */
export function AdminBlockEditor({
  initial,
  errors,
  onChange,
  products = [],
}: {
  initial: EditorBlock[]
  errors: Record<string, string>
  onChange?: () => void
  /** the listed products a product block can show */
  products?: ProductOption[]
}) {
  const hydrated = useHydrated()
  const [blocks, setBlocks] = useState(initial)
  const [announce, setAnnounce] = useState('')
  const focusAfter = useRef<string | null>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    onChange?.()
    if (focusAfter.current) {
      listRef.current?.querySelector<HTMLElement>(focusAfter.current)?.focus()
      focusAfter.current = null
    }
  }, [blocks]) // eslint-disable-line react-hooks/exhaustive-deps

  const update = (key: string, patch: Partial<EditorBlock>) =>
    setBlocks((bs) => bs.map((b) => (b.key === key ? { ...b, ...patch } : b)))
  const move = (i: number, dir: -1 | 1) => {
    const j = i + dir
    if (j < 0 || j >= blocks.length) return
    const next = [...blocks]
    ;[next[i], next[j]] = [next[j]!, next[i]!]
    focusAfter.current = `[data-move="${next[j]!.key}:${dir}"]`
    setBlocks(next)
    setAnnounce(`${LABEL[next[j]!.type]} block moved to position ${j + 1} of ${next.length}`)
  }
  const remove = (i: number) => {
    const b = blocks[i]!
    setBlocks(blocks.filter((_, k) => k !== i))
    setAnnounce(`${LABEL[b.type]} block removed`)
    focusAfter.current = '[data-add="text"]'
  }
  const add = (type: string) => {
    const b = blank(type)
    focusAfter.current = `#block-${b.key}-${type === 'heading' ? 'heading' : type === 'image' ? 'img-url' : type === 'list' ? 'items' : type === 'audio' ? 'audio-file' : type === 'product' ? 'product_id' : 'text'}`
    setBlocks([...blocks, b])
    setAnnounce(`${LABEL[type]} block added`)
  }

  return (
    <div>
      {/* only without JavaScript: text blocks are posted as plain text (readBlockDrafts) */}
      {hydrated ? null : <input type="hidden" name={TEXT_FALLBACK_FIELD} value="1" />}
      <p aria-live="polite" className="sr-only">
        {announce}
      </p>
      <ol ref={listRef} className="space-y-3" aria-label="Content blocks">
        {blocks.map((b, i) => (
          <li
            key={b.key}
            className="group rounded-2xl border border-sand-200 bg-white p-4 shadow-xs focus-within:border-sand-400"
          >
            <div className="mb-2 flex items-center gap-2">
              <span className="text-xs font-semibold tracking-wider text-sand-700 uppercase">
                {LABEL[b.type] ?? b.type}
              </span>
              <div className="ml-auto flex items-center gap-0.5">
                <button
                  type="button"
                  data-move={`${b.key}:-1`}
                  onClick={() => move(i, -1)}
                  disabled={i === 0}
                  aria-label={`Move ${LABEL[b.type]} block ${i + 1} up`}
                  className="rounded-md p-1.5 text-sand-800 hover:bg-sand-100 disabled:opacity-30"
                >
                  <ArrowUp aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  data-move={`${b.key}:1`}
                  onClick={() => move(i, 1)}
                  disabled={i === blocks.length - 1}
                  aria-label={`Move ${LABEL[b.type]} block ${i + 1} down`}
                  className="rounded-md p-1.5 text-sand-800 hover:bg-sand-100 disabled:opacity-30"
                >
                  <ArrowDown aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => remove(i)}
                  aria-label={`Remove ${LABEL[b.type]} block ${i + 1}`}
                  className="rounded-md p-1.5 text-sand-800 hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </div>
            </div>
            <BlockFields
              block={b}
              index={i}
              errors={errors}
              update={(p) => update(b.key, p)}
              products={products}
            />
          </li>
        ))}
      </ol>
      {blocks.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 px-4 py-8 text-center text-sm text-sand-800">
          The article has no content yet. Add a block to start writing.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label="Add a block">
        <span className="text-sm font-semibold text-sand-800">Add</span>
        {TYPES.map((t) => (
          <button
            key={t.type}
            type="button"
            data-add={t.type}
            onClick={() => add(t.type)}
            className="inline-flex items-center gap-1.5 rounded-full border border-sand-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:border-sand-500 hover:bg-sand-50"
          >
            <t.icon aria-hidden className="size-4" /> {t.label}
          </button>
        ))}
      </div>
      {errors.blocks ? (
        <p className="mt-2 text-sm font-medium text-red-700">{errors.blocks}</p>
      ) : null}
    </div>
  )
}
