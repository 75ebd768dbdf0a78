// The product block's picker: an ARIA 1.2 combobox (an input that filters a listbox of products by
// title and brand as you type). Keyboard: Down/Up move through the matches (Down or Alt+Down opens
// the list), Enter picks, Escape closes (a second Escape puts back the chosen product's name), Home
// and End move within the text. The chosen id is posted in a hidden input, so the block posts the
// same field as before.
import { useId, useMemo, useRef, useState } from 'react'
import { Check, ChevronDown } from 'lucide-react'
import { cn } from '#app/components/ui/cn'
import { inputClass } from '#app/components/ui/field'

export type ProductOption = { id: string; title: string; brand: string }

/** At most this many matches are listed at once (type more to narrow them). */
export const PICKER_MAX_OPTIONS = 50

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** Products whose title or brand contain every word of the query, in their given order. */
export function matchProducts(products: ProductOption[], query: string): ProductOption[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (!words.length) return products
  return products.filter((p) => {
    const hay = fold(`${p.title} ${p.brand}`)
    return words.every((w) => hay.includes(w))
  })
}

const labelOf = (p: ProductOption) => `${p.title} (${p.brand})`

export function AdminProductPicker({
  id,
  name,
  label,
  value,
  products,
  onChange,
  invalid,
  describedBy,
}: {
  /** the input's id (the label and the editor's focus-after-add point at it) */
  id: string
  /** the hidden input's name: the posted field */
  name: string
  label: string
  value: string
  products: ProductOption[]
  onChange: (id: string) => void
  invalid?: boolean
  describedBy?: string
}) {
  const listId = useId()
  const hintId = useId()
  const selected = products.find((p) => p.id === value)
  const selectedLabel = selected
    ? labelOf(selected)
    : value
      ? 'A product that is no longer listed'
      : ''
  const [query, setQuery] = useState<string | null>(null) // null: not typing, show the choice
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const inputRef = useRef<HTMLInputElement>(null)

  const matches = useMemo(
    () => matchProducts(products, query ?? '').slice(0, PICKER_MAX_OPTIONS),
    [products, query],
  )
  const total = useMemo(() => matchProducts(products, query ?? '').length, [products, query])
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0))
  const optionId = (i: number) => `${listId}-o${i}`

  const show = (start?: number) => {
    setOpen(true)
    const at =
      start ??
      Math.max(
        0,
        matches.findIndex((p) => p.id === value),
      )
    setActive(at)
  }
  const pick = (p: ProductOption) => {
    onChange(p.id)
    setQuery(null)
    setOpen(false)
  }
  const leave = () => {
    setOpen(false)
    // an emptied field clears the choice; any other text goes back to the chosen product's name
    if (query !== null && query.trim() === '') onChange('')
    setQuery(null)
  }

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      if (!open) show()
      else setActive(Math.min(activeIndex + 1, matches.length - 1))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      if (!open) show(matches.length - 1)
      else setActive(Math.max(activeIndex - 1, 0))
    } else if (e.key === 'Enter') {
      // Enter never submits the article from here
      e.preventDefault()
      if (open && matches[activeIndex]) pick(matches[activeIndex])
      else show()
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault()
        e.stopPropagation()
        setOpen(false)
      } else if (query !== null) {
        e.preventDefault()
        setQuery(null)
      }
    } else if (e.key === 'Tab') {
      if (open) setOpen(false)
    }
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input type="hidden" name={name} value={value} />
      <div className="relative mt-1">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && matches.length ? optionId(activeIndex) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
          placeholder="Type a product or brand…"
          value={query ?? selectedLabel}
          onChange={(e) => {
            setQuery(e.target.value)
            setOpen(true)
            setActive(0)
          }}
          onClick={() => (open ? setOpen(false) : show())}
          onKeyDown={onKeyDown}
          onBlur={leave}
          className={cn(inputClass, 'pr-11')}
        />
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-sand-700"
        />
      </div>
      <p id={hintId} className="sr-only">
        Type to filter by product or brand; use the arrow keys and Enter to choose.
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Products"
        hidden={!open || !matches.length}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-2xl bg-white p-1 shadow-xl ring-1 ring-sand-300"
      >
        {matches.map((p, i) => (
          <li
            key={p.id}
            id={optionId(i)}
            role="option"
            aria-selected={p.id === value}
            // keep focus in the input: pick on mouse down, before the input's blur
            onMouseDown={(e) => {
              e.preventDefault()
              pick(p)
            }}
            onMouseMove={() => i !== activeIndex && setActive(i)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm',
              i === activeIndex ? 'bg-sand-100 text-ink' : 'text-sand-900',
            )}
          >
            <Check
              aria-hidden
              className={cn('size-4 shrink-0', p.id === value ? 'text-ink' : 'invisible')}
            />
            <span className="min-w-0">
              <span className="font-semibold">{p.title}</span>{' '}
              <span className="text-sand-700">({p.brand})</span>
            </span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {open
          ? matches.length
            ? `${total} ${total === 1 ? 'product' : 'products'}${total > matches.length ? `, the first ${matches.length} shown` : ''}`
            : 'No products match'
          : ''}
      </p>
      {open && !matches.length ? (
        <p className="absolute inset-x-0 top-full z-20 mt-1 rounded-2xl bg-white px-4 py-3 text-sm text-sand-800 shadow-xl ring-1 ring-sand-300">
          No products match “{query}”.
        </p>
      ) : null}
    </div>
  )
}
