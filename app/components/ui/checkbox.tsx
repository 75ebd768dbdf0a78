// Checkboxes with tap targets big enough for a thumb (WCAG 2.5.8 asks for 24 px at least).
import type { ComponentProps } from 'react'
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
