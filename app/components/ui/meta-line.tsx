import { Children, isValidElement, type ReactNode } from 'react'
import { cn } from './cn'

/**
 * A line of meta items ("Maya Okafor · Nov 22 · 2 min read") that may wrap: each separator is
 * glued to the item after it, so a wrapped line starts with the separator's item, never ends in a
 * dangling '·'. Empty items (null, false, '') are skipped.
 */
export function MetaLine({
  children,
  className,
  as: Tag = 'p',
}: {
  children: ReactNode
  className?: string
  as?: 'p' | 'div' | 'span'
}) {
  const items = Children.toArray(children).filter((c) => c !== '' && c !== null)
  return (
    <Tag className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      {items.map((item, i) => (
        <span
          key={isValidElement(item) && item.key != null ? item.key : i}
          className="inline-flex items-center gap-2 whitespace-nowrap"
        >
          {i > 0 ? <span aria-hidden>·</span> : null}
          {item}
        </span>
      ))}
    </Tag>
  )
}
