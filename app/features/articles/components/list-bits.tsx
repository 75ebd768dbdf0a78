// Small pieces shared by the article lists: pagination links, the trending marker, list grid.
import { Link } from 'react-router'
import { ChevronLeft, ChevronRight, Flame } from 'lucide-react'
import { cn } from '#app/components/ui/cn'

/** docs/product.md#trending: shown on list items with a trending_score above 5. */
export function TrendingMarker({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-clay-600 px-2.5 py-1 text-xs font-bold tracking-wide text-white uppercase',
        className,
      )}
    >
      <Flame aria-hidden className="size-3.5" />
      Trending
    </span>
  )
}

const pageLink =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors'

/** Plain links (work without JavaScript); `href(page)` builds the URL of a page. */
export function Pagination({
  page,
  pageCount,
  href,
}: {
  page: number
  pageCount: number
  href: (page: number) => string
}) {
  if (pageCount <= 1) return null
  const pages = visiblePages(page, pageCount)
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          to={href(page - 1)}
          rel="prev"
          className={cn(pageLink, 'border border-sand-300 bg-white hover:bg-sand-100')}
        >
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </Link>
      ) : null}
      {pages.map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} aria-hidden className="px-1 text-sand-700">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${p}`}
            className={cn(
              pageLink,
              p === page
                ? 'bg-ink text-white'
                : 'border border-sand-300 bg-white hover:bg-sand-100',
            )}
          >
            {p}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link
          to={href(page + 1)}
          rel="next"
          className={cn(pageLink, 'border border-sand-300 bg-white hover:bg-sand-100')}
        >
          Next <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </nav>
  )
}

/** 1 … 4 5 6 … 20 */
export function visiblePages(page: number, pageCount: number): Array<number | null> {
  const set = new Set(
    [1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount),
  )
  const sorted = [...set].sort((a, b) => a - b)
  const out: Array<number | null> = []
  for (const p of sorted) {
    const last = out[out.length - 1]
    if (typeof last === 'number' && p - last > 1) out.push(null)
    out.push(p)
  }
  return out
}

export function ArticleGrid({ children }: { children: React.ReactNode }) {
  return <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">{children}</ul>
}
