// The inputs of the richer blocks: gallery, pull quote, callout, embed (a divider has none).
import { useState } from 'react'
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react'
import { cn } from '#app/components/ui/cn'
import { inputClass, SelectField } from '#app/components/ui/field'
import type { GalleryImage } from '#app/db/schema'
import { EMBED_PROVIDERS } from '../embed-providers'
import { parseEmbedUrl } from '../embeds'
import { GALLERY_MAX, readGallery } from '../rich-blocks.schema'
import { AdminImageField } from './admin-image-field'
import type { EditorBlock } from './admin-block-model'

type RichField = 'text' | 'caption' | 'tone' | 'embed_url' | 'gallery'

/**
 * The fields each rich block renders itself. The block's other fields are posted as hidden inputs,
 * decided before these components render, so the list is stated here, not gathered while rendering
 * (a field posted twice would shift every later block's value in the form's parallel arrays).
 */
export const RICH_BLOCK_FIELDS: Record<string, readonly RichField[]> = {
  gallery: ['gallery', 'caption'],
  embed: ['embed_url', 'caption'],
  divider: [],
  callout: ['tone', 'text'],
  pullquote: ['text', 'caption'],
}

type Props = {
  block: EditorBlock
  index: number
  err: (f: string) => string | undefined
  id: (f: string) => string
  update: (patch: Partial<EditorBlock>) => void
  /** marks a field as rendered here (the rest are posted as hidden inputs) */
  use: (f: RichField) => {
    name: string
    id: string
    'aria-invalid'?: boolean
    'aria-describedby'?: string
  }
}

function Err({ id, msg }: { id: string; msg?: string }) {
  return msg ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {msg}
    </p>
  ) : null
}

function galleryOf(block: EditorBlock): GalleryImage[] {
  const v = readGallery(block.gallery)
  return Array.isArray(v) ? (v as GalleryImage[]) : []
}

function GalleryFields({ block, index, err, id, update, use }: Props) {
  const images = galleryOf(block)
  const set = (next: GalleryImage[]) => update({ gallery: JSON.stringify(next) })
  const move = (k: number, dir: -1 | 1) => {
    const next = [...images]
    ;[next[k], next[k + dir]] = [next[k + dir]!, next[k]!]
    set(next)
  }
  const field = use('gallery')
  return (
    <div className="space-y-3">
      <input type="hidden" name={field.name} value={block.gallery} />
      <ol className="space-y-3" aria-label={`Gallery images (block ${index + 1})`}>
        {images.map((img, k) => (
          <li key={k} className="rounded-xl border border-sand-200 p-3">
            <div className="mb-2 flex items-center gap-1">
              <span className="text-xs font-semibold text-sand-800">Image {k + 1}</span>
              <button
                type="button"
                className="ml-auto rounded-md p-1 text-sand-800 hover:bg-sand-100 disabled:opacity-30"
                aria-label={`Move gallery image ${k + 1} earlier`}
                disabled={k === 0}
                onClick={() => move(k, -1)}
              >
                <ArrowUp aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                className="rounded-md p-1 text-sand-800 hover:bg-sand-100 disabled:opacity-30"
                aria-label={`Move gallery image ${k + 1} later`}
                disabled={k === images.length - 1}
                onClick={() => move(k, 1)}
              >
                <ArrowDown aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                className="rounded-md p-1 text-sand-800 hover:bg-red-50 hover:text-red-700"
                aria-label={`Remove gallery image ${k + 1}`}
                onClick={() => set(images.filter((_, j) => j !== k))}
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </div>
            <AdminImageField
              idBase={id(`g${k}`)}
              names={{ url: '', alt: '', caption: '' }}
              value={{ url: img.url, alt: img.alt, caption: img.caption ?? '' }}
              onChange={(v) =>
                set(
                  images.map((x, j) =>
                    j === k ? { ...x, url: v.url, alt: v.alt, caption: v.caption } : x,
                  ),
                )
              }
              withCaption
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        data-gallery-add={block.key}
        disabled={images.length >= GALLERY_MAX}
        onClick={() => set([...images, { url: '', alt: '' }])}
        className="inline-flex items-center gap-1.5 rounded-full border border-sand-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-sand-50 disabled:opacity-50"
      >
        <ImagePlus aria-hidden className="size-4" /> Add an image to the gallery
      </button>
      <p className="text-sm text-sand-800">
        2 to {GALLERY_MAX} images, each with alt text. Credits come from the media library.
      </p>
      <Err id={id('gallery-err')} msg={err('gallery')} />
      <label htmlFor={id('caption')} className="block text-sm font-semibold">
        Gallery caption <span className="font-normal text-sand-700">(optional)</span>
      </label>
      <input
        {...use('caption')}
        value={block.caption}
        onChange={(e) => update({ caption: e.target.value })}
        className={inputClass}
      />
    </div>
  )
}

function EmbedFields({ block, index, err, id, update, use }: Props) {
  const [touched, setTouched] = useState(false)
  const parsed = block.embed_url.trim() ? parseEmbedUrl(block.embed_url) : null
  const local = touched && parsed && !parsed.ok ? parsed.error : undefined
  const msg = err('embed_url') ?? local
  const url = use('embed_url')
  return (
    <div className="space-y-2">
      <label htmlFor={url.id} className="block text-sm font-semibold">
        Link to embed (block {index + 1})
      </label>
      <input
        {...url}
        aria-invalid={msg ? true : undefined}
        aria-describedby={msg ? id('embed_url-err') : id('embed_url-hint')}
        value={block.embed_url}
        onChange={(e) => update({ embed_url: e.target.value, image_url: '' })}
        onBlur={() => setTouched(true)}
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=..."
        className={inputClass}
      />
      {msg ? (
        <Err id={id('embed_url-err')} msg={msg} />
      ) : (
        <p id={id('embed_url-hint')} className="text-sm text-sand-800">
          {parsed?.ok
            ? `${EMBED_PROVIDERS[parsed.embed.provider].name} · ${parsed.embed.id}. Readers see a local preview; the ${EMBED_PROVIDERS[parsed.embed.provider].name} player loads only when they ask and consent.`
            : 'YouTube, TikTok, Instagram, Spotify, X or Vimeo.'}
        </p>
      )}
      <label htmlFor={id('caption')} className="block text-sm font-semibold">
        Title <span className="font-normal text-sand-700">(optional)</span>
      </label>
      <input
        {...use('caption')}
        value={block.caption}
        onChange={(e) => update({ caption: e.target.value })}
        placeholder={parsed?.ok ? `${EMBED_PROVIDERS[parsed.embed.provider].name} post` : ''}
        className={inputClass}
      />
      <Err id={id('caption-err')} msg={err('caption')} />
    </div>
  )
}

export function RichBlockFields(props: Props) {
  const { block, index, err, id, update, use } = props
  if (block.type === 'gallery') return <GalleryFields {...props} />
  if (block.type === 'embed') return <EmbedFields {...props} />
  if (block.type === 'divider')
    return <p className="text-sm text-sand-800">A quiet line between two parts of the story.</p>
  if (block.type === 'callout')
    return (
      <>
        <SelectField
          label="Tone"
          className="mb-2 flex items-center gap-2"
          selectClassName="max-w-40 py-1.5 text-sm"
          {...use('tone')}
          value={block.tone}
          onChange={(e) => update({ tone: e.target.value })}
          options={[
            { value: 'info', label: 'Info' },
            { value: 'tip', label: 'Tip' },
            { value: 'warning', label: 'Warning' },
          ]}
        />
        <label htmlFor={id('text')} className="sr-only">
          Callout text (block {index + 1})
        </label>
        <textarea
          {...use('text')}
          value={block.text}
          onChange={(e) => update({ text: e.target.value })}
          rows={3}
          placeholder="What readers should not miss"
          className={inputClass}
        />
        <Err id={id('text-err')} msg={err('text')} />
      </>
    )
  // pullquote
  return (
    <>
      <label htmlFor={id('text')} className="sr-only">
        Pull quote (block {index + 1})
      </label>
      <textarea
        {...use('text')}
        value={block.text}
        onChange={(e) => update({ text: e.target.value })}
        rows={2}
        placeholder="A line from the story, set large"
        className={cn(inputClass, 'font-display text-xl font-semibold')}
      />
      <Err id={id('text-err')} msg={err('text')} />
      <label htmlFor={id('caption')} className="mt-2 block text-sm font-semibold">
        Attribution <span className="font-normal text-sand-700">(optional)</span>
      </label>
      <input
        {...use('caption')}
        value={block.caption}
        onChange={(e) => update({ caption: e.target.value })}
        className={cn(inputClass, 'mt-1')}
      />
    </>
  )
}
