// The article list's view tabs (all, drafts, published, scheduled, trash) and its search filters.
import { Form, Link, useLocation, useSubmit } from 'react-router'
import { Search } from 'lucide-react'
import { buttonClass } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { inputClass, SelectField } from '#app/components/ui/field'
import { HUBS } from '#app/utils/site'
import type { ListView } from '#app/features/articles/articles-admin.schema'

export type ArticleListQuery = {
  q: string
  hub: string
  category: string
  view: ListView
  page: number
}

const VIEWS: { id: ListView; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'draft', label: 'Drafts' },
  { id: 'published', label: 'Published' },
  { id: 'scheduled', label: 'Scheduled' },
  { id: 'trash', label: 'Trash' },
]

export function ViewTabs({
  query,
  counts,
}: {
  query: ArticleListQuery
  counts: Record<ListView, number>
}) {
  const { search } = useLocation()
  const href = (view: ListView) => {
    const p = new URLSearchParams(search)
    p.delete('page')
    if (view === 'all') p.delete('status')
    else p.set('status', view)
    const s = p.toString()
    return s ? `?${s}` : '?'
  }
  return (
    <nav aria-label="Article status" className="-mx-4 mb-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex min-w-max gap-1 border-b border-sand-200">
        {VIEWS.map((v) => {
          const active = query.view === v.id
          return (
            <li key={v.id}>
              <Link
                to={href(v.id)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold',
                  active
                    ? 'border-ink text-ink'
                    : 'border-transparent text-sand-800 hover:text-ink',
                )}
              >
                {v.label}
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs tabular-nums',
                    active ? 'bg-ink text-white' : 'bg-sand-200 text-sand-900',
                  )}
                >
                  {counts[v.id]}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

export function Filters({ query, categories }: { query: ArticleListQuery; categories: string[] }) {
  const submit = useSubmit()
  return (
    <Form
      method="get"
      role="search"
      className="mb-4 flex flex-col gap-2 md:flex-row md:items-center"
      onChange={(e) => {
        if ((e.target as HTMLElement).tagName === 'SELECT') submit(e.currentTarget)
      }}
    >
      {query.view !== 'all' ? <input type="hidden" name="status" value={query.view} /> : null}
      <label className="relative flex-1">
        <span className="sr-only">Search articles</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-sand-700"
        />
        <input
          type="search"
          name="q"
          defaultValue={query.q}
          placeholder="Search by title, slug or author"
          className={cn(inputClass, 'py-2 pl-9 text-sm')}
        />
      </label>
      <div className="grid grid-cols-2 gap-2 md:flex">
        <SelectField
          label="Hub"
          hideLabel
          compact
          name="hub"
          defaultValue={query.hub}
          placeholder="All hubs"
          options={HUBS.map((h) => ({ value: h.id, label: h.title }))}
          selectClassName="md:w-44"
        />
        <SelectField
          label="Category"
          hideLabel
          compact
          name="category"
          defaultValue={query.category}
          placeholder="All categories"
          options={categories}
          selectClassName="md:w-44"
        />
      </div>
      <button type="submit" className={buttonClass('outline', 'md')}>
        Filter
      </button>
    </Form>
  )
}
