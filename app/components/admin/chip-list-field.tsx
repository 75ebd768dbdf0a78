// A list setting (categories, sports, word lists) edited as chips: type and press Enter or a comma to
// add, remove one with its own button. The form still posts one field of newline-separated values,
// so the server schema is the same as for the plain textarea, which is what renders before
// hydration and without JavaScript.
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Plus, X } from 'lucide-react'
import { useHydrated } from '#app/components/site/use-hydrated'
import { cn } from '#app/components/ui/cn'
import { TextareaField, inputClass } from '#app/components/ui/field'

/** Splits typed or pasted text into items: commas and new lines separate them. */
export function splitChipInput(text: string) {
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
}

/** Adds items that are not in the list yet (compared without case), keeping the order. */
export function addChips(list: readonly string[], add: readonly string[]) {
  const seen = new Set(list.map((s) => s.toLowerCase()))
  const out = [...list]
  for (const item of add) {
    const key = item.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    out.push(item)
  }
  return out
}

export function ChipListField({
  label,
  name,
  defaultValue,
  hint,
  error,
  itemLabel,
  className,
}: {
  label: string
  name: string
  defaultValue: readonly string[]
  hint?: string
  error?: string
  /** How one item is called in the add field and remove buttons ('category', 'sport'). */
  itemLabel: string
  className?: string
}) {
  const hydrated = useHydrated()
  const [items, setItems] = useState<string[]>(() => [...defaultValue])
  const [draft, setDraft] = useState('')
  const [announce, setAnnounce] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const id = useId()

  if (!hydrated)
    return (
      <TextareaField
        label={label}
        name={name}
        hint={hint ? `${hint} One per line.` : 'One per line.'}
        defaultValue={defaultValue.join('\n')}
        error={error}
        className={cn('[&_textarea]:min-h-48', className)}
      />
    )

  const commit = (text: string) => {
    const add = splitChipInput(text)
    if (!add.length) return
    const next = addChips(items, add)
    const added = next.length - items.length
    setItems(next)
    setDraft('')
    setAnnounce(
      added
        ? `Added ${add.slice(0, added).join(', ')}`
        : `${add.join(', ')} is already in the list`,
    )
  }
  const remove = (index: number) => {
    const item = items[index]!
    setItems(items.filter((_, i) => i !== index))
    setAnnounce(`Removed ${item}`)
    // keep the keyboard where it was: the next chip's remove button, or the add field
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll('button')
      const target = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)]
      ;(target ?? inputRef.current)?.focus()
    })
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      // Enter must not submit the whole settings form
      e.preventDefault()
      commit(draft)
    } else if (e.key === 'Backspace' && draft === '' && items.length) {
      e.preventDefault()
      remove(items.length - 1)
    }
  }

  return (
    <div className={cn('space-y-1.5', className)}>
      <fieldset className="min-w-0 space-y-2" aria-describedby={`${id}-hint`}>
        <legend className="text-sm font-semibold text-ink">
          {label} <span className="font-normal text-sand-700">({items.length})</span>
        </legend>
        <input type="hidden" name={name} value={items.join('\n')} />
        {items.length ? (
          <ul ref={listRef} className="flex flex-wrap gap-2" aria-label={label}>
            {items.map((item, i) => (
              <li
                key={item}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-sand-100 py-1 pr-1 pl-3 text-sm font-medium text-ink ring-1 ring-sand-300"
              >
                <span className="min-w-0 break-words">{item}</span>
                <button
                  type="button"
                  onClick={() => remove(i)}
                  aria-label={`Remove ${itemLabel} ${item}`}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sand-800 hover:bg-sand-200 hover:text-ink focus-visible:ring-2 focus-visible:ring-clay-600 focus-visible:outline-none"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-sand-700">The list is empty.</p>
        )}
        <div className="flex gap-2">
          <label htmlFor={`${id}-add`} className="sr-only">
            {`Add ${itemLabel}`}
          </label>
          <input
            ref={inputRef}
            id={`${id}-add`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            onPaste={(e) => {
              const text = e.clipboardData.getData('text')
              if (/[,\n]/.test(text)) {
                e.preventDefault()
                commit(draft + text)
              }
            }}
            placeholder={`Add ${itemLabel}…`}
            aria-invalid={error ? true : undefined}
            className={cn(inputClass, 'min-w-0 flex-1')}
          />
          <button
            type="button"
            onClick={() => commit(draft)}
            className="inline-flex h-11 shrink-0 items-center gap-1 rounded-xl border border-sand-400 bg-white px-3 text-sm font-semibold text-ink hover:bg-sand-100"
          >
            <Plus aria-hidden className="size-4" /> Add
          </button>
        </div>
      </fieldset>
      <p id={`${id}-hint`} className="text-sm text-sand-700">
        {hint ? `${hint} ` : ''}Press Enter or a comma to add.
      </p>
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      <p role="status" className="sr-only">
        {announce}
      </p>
    </div>
  )
}
