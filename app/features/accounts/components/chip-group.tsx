import { cn } from '#app/components/ui/cn'

/** A multi-select as checkbox chips (a real fieldset with a legend; works without JavaScript). */
export function ChipGroup({
  legend,
  name,
  options,
  selected,
  onToggle,
  disabled,
  defaultSelected,
}: {
  legend: string
  name: string
  options: readonly string[]
  selected?: string[]
  onToggle?: (value: string) => void
  disabled?: boolean
  /** uncontrolled initial selection */
  defaultSelected?: string[]
}) {
  return (
    <fieldset disabled={disabled} className="space-y-2">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="cursor-pointer">
            <input
              type="checkbox"
              name={name}
              value={option}
              className="peer sr-only"
              checked={selected ? selected.includes(option) : undefined}
              defaultChecked={selected ? undefined : defaultSelected?.includes(option)}
              onChange={onToggle ? () => onToggle(option) : undefined}
            />
            <span
              className={cn(
                'inline-flex items-center rounded-full border border-sand-300 bg-white px-3.5 py-1.5 text-sm font-medium text-sand-900 transition-colors',
                'peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-clay-600 peer-focus-visible:ring-offset-2',
                'peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:border-sand-500',
              )}
            >
              {option}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
