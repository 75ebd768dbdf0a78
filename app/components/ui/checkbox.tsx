// Checkboxes with tap targets big enough for a thumb (WCAG 2.5.8 asks for 24 px at least).
import type { ComponentProps, ReactNode } from 'react'
import { Check } from 'lucide-react'
import { cn } from './cn'

/** The box itself: 24 px in the site's ink, for checkboxes next to their text label. */
export const checkboxClass = 'size-6 shrink-0 cursor-pointer accent-ink'

/**
 * A row checkbox without visible text (name it with aria-label): a 44 px label around the box,
 * whose negative margin keeps the row's layout.
 */
export function RowCheckbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <label
      className={cn(
        '-m-2.5 flex size-11 shrink-0 cursor-pointer items-center justify-center',
        className,
      )}
    >
      <input type="checkbox" className={checkboxClass} {...props} />
    </label>
  )
}

/** A checkbox with its visible label: the whole row, at least 44 px tall, is the target. */
export function CheckboxField({
  label,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label className={cn('flex min-h-11 cursor-pointer items-center gap-3', className)}>
      <input type="checkbox" className={checkboxClass} {...props} />
      <span>{label}</span>
    </label>
  )
}

/**
 * A checkbox drawn as a chip (multi-selects such as sports and interests): a real input, named by
 * the chip's text, in a 44 px tall target; checked chips are filled in ink and carry a tick, so the
 * state is not told by colour alone; the focus ring shows on the chip.
 */
export function ChipCheckbox({
  label,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: string }) {
  return (
    <label className={cn('group inline-flex cursor-pointer', className)}>
      <input type="checkbox" className="peer sr-only" {...props} />
      <span
        className={cn(
          'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-sand-300 bg-white px-4 text-sm font-medium text-sand-900 transition-colors hover:border-sand-500',
          'peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white',
          'peer-focus-visible:ring-2 peer-focus-visible:ring-clay-600 peer-focus-visible:ring-offset-2',
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        <Check aria-hidden className="-ml-1 hidden size-4 group-has-[:checked]:block" />
        {label}
      </span>
    </label>
  )
}
