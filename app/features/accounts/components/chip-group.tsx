import { ChipCheckbox } from '#app/components/ui/checkbox'

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
          <ChipCheckbox
            key={option}
            label={option}
            name={name}
            value={option}
            checked={selected ? selected.includes(option) : undefined}
            defaultChecked={selected ? undefined : defaultSelected?.includes(option)}
            onChange={onToggle ? () => onToggle(option) : undefined}
          />
        ))}
      </div>
    </fieldset>
  )
}
