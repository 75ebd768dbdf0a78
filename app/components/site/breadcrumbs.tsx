import type { CSSProperties } from 'react'
import { Link } from 'react-router'
import { cn } from '#app/components/ui/cn'

/** One step of the trail; the last one is the current page (not a link). */
export type Crumb = { label: string; to?: string; className?: string; style?: CSSProperties }

/** The public pages' breadcrumb trail (Home / hub / article), separated by slashes. */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-2 text-sand-800">
        {items.map((item, i) => {
          const last = i === items.length - 1
          return [
            i > 0 ? (
              <li key={`sep-${i}`} aria-hidden>
                /
              </li>
            ) : null,
            <li
              key={i}
              aria-current={last ? 'page' : undefined}
              className={last ? item.className : undefined}
              style={last ? item.style : undefined}
            >
              {last || !item.to ? (
                item.label
              ) : (
                <Link
                  to={item.to}
                  className={cn('underline-offset-4 hover:underline', item.className)}
                  style={item.style}
                >
                  {item.label}
                </Link>
              )}
            </li>,
          ]
        })}
      </ol>
    </nav>
  )
}
