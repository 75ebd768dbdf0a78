import { Link, useLocation } from 'react-router'
import { ChevronRight } from 'lucide-react'
import { breadcrumbsFor } from './admin-nav'

/** Breadcrumbs built from the path; hub slugs read as their hub names. */
export function AdminBreadcrumbs({ className }: { className?: string }) {
  const { pathname } = useLocation()
  const crumbs = breadcrumbsFor(pathname)
  if (crumbs.length < 2) return null
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex min-w-0 items-center gap-1 text-sm text-sand-800">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1
          return (
            <li key={i} className="flex min-w-0 items-center gap-1">
              {i > 0 ? (
                <ChevronRight aria-hidden className="size-3.5 shrink-0 text-sand-600" />
              ) : null}
              {last || !c.to ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'truncate font-semibold text-ink' : 'truncate'}
                >
                  {c.label}
                </span>
              ) : (
                <Link to={c.to} className="truncate rounded hover:text-ink hover:underline">
                  {c.label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
