import type { ComponentProps, ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { ChevronLeft, ChevronRight, Search } from 'lucide-react'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { InputField } from '#app/components/ui/field'
import { EmptyPanel } from './admin-page'

/**
 * A box that scrolls sideways when its table is wider than the screen: a named region that takes
 * focus, so keyboard users can scroll it too (axe scrollable-region-focusable). Positioned, so the
 * table's absolutely placed parts (sr-only texts) scroll with it instead of widening the page (they
 * made /admin/seo 910 px wide on a phone).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        'relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-clay-600',
        className,
      )}
    >
      {children}
    </div>
  )
}

// Table primitives for admin lists: a horizontally scrollable, card-framed table.
export function DataTable({
  caption,
  children,
  className,
}: {
  caption: string
  children: ReactNode
  className?: string
}) {
  return (
    <ScrollRegion
      label={caption}
      className={cn('rounded-2xl border border-sand-200 bg-white shadow-xs', className)}
    >
      <table className="w-full min-w-[640px] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </ScrollRegion>
  )
}
export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-sand-200 bg-sand-50 px-4 py-3 text-xs font-semibold tracking-wider text-sand-800 uppercase',
        className,
      )}
      {...props}
    />
  )
}
export function Td({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      className={cn('border-b border-sand-100 px-4 py-3 align-middle text-ink', className)}
      {...props}
    />
  )
}
export function Tr({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors hover:bg-sand-50/70', className)} {...props} />
}

/**
 * An admin list: the table (the given column heads, then, for rows with actions, a visually hidden
 * "Actions" head, then the rows as children), or when there are no rows the framed empty state, or
 * for a filtered list (`empty` is a sentence) the line saying nothing matches.
 */
export function ListTable({
  caption,
  columns,
  rowCount,
  empty,
  withActions = true,
  children,
}: {
  caption: string
  columns: ReactNode
  rowCount: number
  empty: Parameters<typeof EmptyPanel>[0] | string
  withActions?: boolean
  children: ReactNode
}) {
  if (!rowCount)
    return typeof empty === 'string' ? (
      <p className="rounded-2xl border border-sand-200 bg-white p-6 text-sand-800">{empty}</p>
    ) : (
      <EmptyPanel {...empty} />
    )
  return (
    <DataTable caption={caption} className="relative">
      <thead>
        <tr>
          {columns}
          {withActions ? (
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          ) : null}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </DataTable>
  )
}

/**
 * An admin list's filter bar: a GET form (it works before JavaScript loads) with a search box, the
 * given selects, and a Filter button. `className` sets the grid's columns at md width.
 */
export function ListFilters({
  searchLabel,
  placeholder,
  q,
  className,
  children,
}: {
  searchLabel: string
  placeholder: string
  q: string
  className: string
  children: ReactNode
}) {
  return (
    <Form method="get" role="search" className={cn('mb-4 grid gap-3 md:items-end', className)}>
      <InputField
        label={searchLabel}
        name="q"
        type="search"
        defaultValue={q}
        placeholder={placeholder}
      />
      {children}
      <Button type="submit" variant="outline">
        <Search aria-hidden className="size-4" /> Filter
      </Button>
    </Form>
  )
}

/** Page links that keep the other query parameters. */
export function Pagination({
  page,
  pageCount,
  search,
  total,
  label = 'items',
}: {
  page: number
  pageCount: number
  search: string
  total?: number
  label?: string
}) {
  if (pageCount <= 1)
    return total !== undefined ? (
      <p className="mt-4 text-sm text-sand-800">
        {total} {label}
      </p>
    ) : null
  const href = (p: number) => {
    const params = new URLSearchParams(search)
    params.set('page', String(p))
    return `?${params.toString()}`
  }
  const link =
    'inline-flex h-9 items-center gap-1 rounded-full border border-sand-300 bg-white px-3 text-sm font-semibold hover:bg-sand-100'
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3">
      <p className="text-sm text-sand-800">
        Page {page} of {pageCount}
        {total !== undefined ? ` · ${total} ${label}` : ''}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={href(page - 1)} className={link} rel="prev">
            <ChevronLeft aria-hidden className="size-4" /> Previous
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={href(page + 1)} className={link} rel="next">
            Next <ChevronRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
    </nav>
  )
}
