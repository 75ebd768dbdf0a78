// The inputs of one content block, by its type.
import { cn } from '#app/components/ui/cn'
import { inputClass, SelectField } from '#app/components/ui/field'
import { useHydrated } from '#app/components/site/use-hydrated'
import { BLOCK_FIELDS } from '../article-blocks.schema'
import { plainToRich, type RichDoc } from '../rich-text'
import { AdminAudioField } from './admin-audio-field'
import { AdminImageField } from './admin-image-field'
import { AdminProductPicker, type ProductOption } from './admin-product-picker'
import { AdminRichText } from './admin-rich-text'
import { RICH_BLOCK_FIELDS, RichBlockFields } from './admin-rich-block-fields'
import { RICH_BLOCK_TYPES } from '../rich-blocks.schema'
import type { EditorBlock } from './admin-block-model'
import { AdminVideoField, type VideoOption } from './admin-video-field'

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

export function BlockFields({
  block,
  index,
  errors,
  update,
  products,
  videos = [],
}: {
  block: EditorBlock
  index: number
  errors: Record<string, string>
  update: (patch: Partial<EditorBlock>) => void
  products: ProductOption[]
  videos?: VideoOption[]
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
        <SelectField
          label="Heading level"
          hideLabel
          className="w-24 shrink-0"
          {...field('level')}
          value={block.level}
          onChange={(e) => update({ level: e.target.value })}
          options={[
            { value: '2', label: 'H2' },
            { value: '3', label: 'H3' },
          ]}
        />
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
      >
        <label htmlFor={id('credit')} className="block text-sm font-semibold">
          Credit{' '}
          <span className="font-normal text-sand-700">
            (optional; the media library&apos;s credit is shown when empty)
          </span>
        </label>
        <input
          {...field('credit')}
          value={block.credit}
          onChange={(e) => update({ credit: e.target.value })}
          className={cn(inputClass, 'mt-1')}
        />
        <Err id={id('credit-err')} msg={err('credit')} />
      </AdminImageField>
    )
  } else if ((RICH_BLOCK_TYPES as readonly string[]).includes(block.type)) {
    for (const f of RICH_BLOCK_FIELDS[block.type] ?? []) used.add(f)
    body = (
      <RichBlockFields
        block={block}
        index={index}
        err={err}
        id={id}
        update={update}
        use={(f) => field(f)}
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
  } else if (block.type === 'video') {
    used.add('video_id').add('heading').add('caption')
    body = (
      <AdminVideoField
        idBase={id('video')}
        index={index}
        videos={videos}
        value={{ id: block.video_id, title: block.heading, description: block.caption }}
        onChange={(v) => update({ video_id: v.id, heading: v.title, caption: v.description })}
        errors={{ id: err('video_id'), title: err('heading'), description: err('caption') }}
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
        <SelectField
          label="Style"
          className="mb-2 flex items-center gap-2"
          selectClassName="max-w-40 py-1.5 text-sm"
          {...field('level')}
          value={block.level}
          onChange={(e) => update({ level: e.target.value })}
          options={[
            { value: 'bulleted', label: 'Bulleted' },
            { value: 'ordered', label: 'Numbered' },
          ]}
        />
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
