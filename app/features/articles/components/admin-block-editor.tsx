import { useEffect, useRef, useState } from 'react'
import {
  ArrowDown,
  ArrowUp,
  AudioLines,
  Film,
  GripVertical,
  Heading,
  Image as ImageIcon,
  Images,
  Info,
  List,
  Minus,
  Pilcrow,
  PlaySquare,
  Quote,
  ShoppingBag,
  TextQuote,
  Trash2,
} from 'lucide-react'
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core'
import {
  SortableContext,
  arrayMove,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useBlockSensors, blockAnnouncements, DRAG_INSTRUCTIONS } from './admin-block-dnd'
import { useHydrated } from '#app/components/site/use-hydrated'
import { cn } from '#app/components/ui/cn'
import { TEXT_FALLBACK_FIELD } from '../article-blocks.schema'
import type { ProductOption } from './admin-product-picker'
import type { VideoOption } from './admin-video-field'
import { BlockFields } from './admin-block-fields'
import { blank, type EditorBlock } from './admin-block-model'

export const EDITOR_BLOCK_TYPES = [
  { type: 'text', label: 'Text', icon: Pilcrow },
  { type: 'heading', label: 'Heading', icon: Heading },
  { type: 'image', label: 'Figure', icon: ImageIcon },
  { type: 'gallery', label: 'Gallery', icon: Images },
  { type: 'quote', label: 'Quote', icon: TextQuote },
  { type: 'pullquote', label: 'Pull quote', icon: Quote },
  { type: 'callout', label: 'Callout', icon: Info },
  { type: 'divider', label: 'Divider', icon: Minus },
  { type: 'embed', label: 'Embed', icon: PlaySquare },
  { type: 'list', label: 'List', icon: List },
  { type: 'audio', label: 'Audio', icon: AudioLines },
  { type: 'video', label: 'Video', icon: Film },
  { type: 'product', label: 'Product', icon: ShoppingBag },
] as const

export type { ProductOption }
// where focus goes when a block is added: its first field
const FOCUS: Record<string, (key: string) => string> = {
  heading: (k) => `#block-${k}-heading`,
  image: (k) => `#block-${k}-img-url`,
  list: (k) => `#block-${k}-items`,
  audio: (k) => `#block-${k}-audio-file`,
  video: (k) => `#block-${k}-video-file`,
  product: (k) => `#block-${k}-product_id`,
  gallery: (k) => `[data-gallery-add="${k}"]`,
  embed: (k) => `#block-${k}-embed_url`,
  divider: (k) => `[data-drag="${k}"]`,
}
const LABEL: Record<string, string> = Object.fromEntries(
  EDITOR_BLOCK_TYPES.map((t) => [t.type, t.label]),
)

export function AdminBlockEditor({
  initial,
  errors,
  onChange,
  products = [],
  videos = [],
}: {
  initial: EditorBlock[]
  errors: Record<string, string>
  onChange?: () => void
  /** the listed products a product block can show */
  products?: ProductOption[]
  /** transcoded videos a video block can show */
  videos?: VideoOption[]
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
  const sensors = useBlockSensors()
  const lastOver = useRef<string | number | null>(null)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = blocks.findIndex((b) => b.key === active.id)
    const to = blocks.findIndex((b) => b.key === over.id)
    if (from < 0 || to < 0) return
    focusAfter.current = `[data-drag="${String(active.id)}"]`
    setBlocks(arrayMove(blocks, from, to))
  }
  const remove = (i: number) => {
    const b = blocks[i]!
    setBlocks(blocks.filter((_, k) => k !== i))
    setAnnounce(`${LABEL[b.type]} block removed`)
    focusAfter.current = '[data-add="text"]'
  }
  const add = (type: string) => {
    const b = blank(type)
    focusAfter.current = FOCUS[type]?.(b.key) ?? `#block-${b.key}-text`
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
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: blockAnnouncements(blocks, LABEL, lastOver),
          screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
        }}
      >
        <SortableContext items={blocks.map((b) => b.key)} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} className="space-y-3" aria-label="Content blocks">
            {blocks.map((b, i) => (
              <SortableBlock key={b.key} id={b.key} label={LABEL[b.type] ?? b.type} index={i}>
                {(handle) => (
                  <>
                    <div className="mb-2 flex items-center gap-2">
                      {hydrated ? handle : null}
                      <span className="text-xs font-semibold tracking-wider text-sand-700 uppercase">
                        {LABEL[b.type] ?? b.type}
                      </span>
                      {/* moving and removing blocks needs JavaScript: without it the buttons are not shown */}
                      <div
                        className={cn('ml-auto flex items-center gap-0.5', !hydrated && 'hidden')}
                      >
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
                      videos={videos}
                    />
                  </>
                )}
              </SortableBlock>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {blocks.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 px-4 py-8 text-center text-sm text-sand-800">
          The article has no content yet. Add a block to start writing.
        </p>
      ) : null}
      {hydrated ? null : (
        <p className="mt-3 rounded-2xl bg-sand-50 px-4 py-3 text-sm text-sand-800 ring-1 ring-sand-200">
          Without JavaScript you can change the blocks&apos; text here and save; adding, moving and
          removing blocks and formatting text need JavaScript.
        </p>
      )}
      <div
        className={cn('mt-3 flex flex-wrap items-center gap-2', !hydrated && 'hidden')}
        role="group"
        aria-label="Add a block"
      >
        <span className="text-sm font-semibold text-sand-800">Add</span>
        {EDITOR_BLOCK_TYPES.map((t) => (
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

/** One block in the sortable list; the grip is the drag handle (mouse, touch and keyboard). */
function SortableBlock({
  id,
  label,
  index,
  children,
}: {
  id: string
  label: string
  index: number
  children: (handle: React.ReactNode) => React.ReactNode
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id })
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      data-drag={id}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${label} block ${index + 1} to reorder`}
      className="-ml-1 cursor-grab touch-none rounded-md p-1 text-sand-700 hover:bg-sand-100 active:cursor-grabbing"
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  )
  return (
    <li
      ref={setNodeRef}
      data-block-key={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'group relative rounded-2xl border border-sand-200 bg-white p-4 shadow-xs focus-within:border-sand-400',
        isDragging && 'z-10 border-sand-500 shadow-lg ring-2 ring-clay-600/40',
      )}
    >
      {children(handle)}
    </li>
  )
}
