import { useRef, useState } from 'react'
import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router'
import { AlertDialog } from 'radix-ui'
import { FileText, Plus, Search } from 'lucide-react'
import { AdminPage, EmptyState } from '#app/components/admin/admin-page'
import { Pagination } from '#app/components/admin/data-table'
import { LocalTime } from '#app/components/admin/local-time'
import { buttonClass } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { inputClass } from '#app/components/ui/field'
import { responsiveImage } from '#app/utils/image-url'
import { HUBS, HUB_TITLES } from '#app/utils/site'
import type { ListView } from '../article-admin.schema'
import { articleEditHref, articleNewHref, articlesBaseFor } from './admin-paths'
import { ArticleStatusBadge } from './admin-status'
import { RowCheckbox, checkboxClass } from '#app/components/ui/checkbox'

type Row = {
  id: string
  title: string
  slug: string
  status: string
  hubId: string
  category: string
  authorName: string
  imageUrl: string | null
  publishedAt: Date | null
  updatedAt: Date
  deletedAt: Date | null
}
type Props = {
  query: { q: string; hub: string; category: string; view: ListView; page: number }
  rows: Row[]
  total: number
  pageCount: number
  counts: Record<ListView, number>
  categories: string[]
  errors: Record<string, string> | null
}

const VIEWS: { id: ListView; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'draft', label: 'Drafts' },
  { id: 'published', label: 'Published' },
  { id: 'scheduled', label: 'Scheduled' },
  { id: 'trash', label: 'Trash' },
]

function ViewTabs({ query, counts }: Pick<Props, 'query' | 'counts'>) {
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

function Filters({ query, categories }: Pick<Props, 'query' | 'categories'>) {
  const submit = useSubmit()
  const select = cn(inputClass, 'py-2 text-sm md:w-44')
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
        <label>
          <span className="sr-only">Hub</span>
          <select name="hub" defaultValue={query.hub} className={select}>
            <option value="">All hubs</option>
            {HUBS.map((h) => (
              <option key={h.id} value={h.id}>
                {h.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">Category</span>
          <select name="category" defaultValue={query.category} className={select}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button type="submit" className={buttonClass('outline', 'md')}>
        Filter
      </button>
    </Form>
  )
}

const BULK_OPS: Record<'live' | 'trash', { value: string; label: string }[]> = {
  live: [
    { value: 'publish', label: 'Publish' },
    { value: 'unpublish', label: 'Unpublish' },
    { value: 'trash', label: 'Move to trash' },
  ],
  trash: [
    { value: 'restore', label: 'Restore' },
    { value: 'delete', label: 'Delete permanently' },
  ],
}

function ArticleRow({
  row,
  base,
  checked,
  onToggle,
}: {
  row: Row
  base: 'content' | 'articles'
  checked: boolean
  onToggle: (v: boolean) => void
}) {
  const thumb = responsiveImage(row.imageUrl)
  const when =
    row.deletedAt ?? (row.status === 'draft' ? row.updatedAt : (row.publishedAt ?? row.updatedAt))
  const whenLabel = row.deletedAt
    ? 'Trashed'
    : row.status === 'scheduled'
      ? 'Goes live'
      : row.status === 'published'
        ? 'Published'
        : 'Edited'
  return (
    <li className="flex items-start gap-3 border-b border-sand-100 px-4 py-3.5 last:border-0 hover:bg-sand-50/70 md:items-center">
      <RowCheckbox
        name="ids"
        value={row.id}
        checked={checked}
        onChange={(e) => onToggle(e.target.checked)}
        aria-label={`Select ${row.title}`}
      />
      <div className="hidden size-12 shrink-0 overflow-hidden rounded-lg bg-sand-100 sm:block">
        {thumb ? (
          <img
            src={thumb.src}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <FileText aria-hidden className="m-3.5 size-5 text-sand-500" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={articleEditHref(base, row.id)}
          className="line-clamp-2 font-semibold text-ink hover:underline"
        >
          {row.title}
        </Link>
        <p className="mt-0.5 truncate text-sm text-sand-800">
          {[HUB_TITLES[row.hubId], row.category, row.authorName].filter(Boolean).join(' · ')}
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-sand-800 md:hidden">
          <ArticleStatusBadge status={row.status} deleted={!!row.deletedAt} />
          <span>
            {whenLabel} <LocalTime value={when} />
          </span>
        </div>
      </div>
      <div className="hidden w-28 shrink-0 md:block">
        <ArticleStatusBadge status={row.status} deleted={!!row.deletedAt} />
      </div>
      <div className="hidden w-44 shrink-0 text-sm text-sand-800 md:block">
        <span className="block text-xs tracking-wide text-sand-700 uppercase">{whenLabel}</span>
        <LocalTime value={when} />
      </div>
    </li>
  )
}

export function AdminArticlesPage({
  query,
  rows,
  total,
  pageCount,
  counts,
  categories,
  errors,
}: Props) {
  const { pathname, search } = useLocation()
  const base = articlesBaseFor(pathname)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const formRef = useRef<HTMLFormElement>(null)
  const confirmed = useRef(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.id))
  const filtered = Boolean(query.q || query.hub || query.category)
  const toggle = (id: string, v: boolean) =>
    setSelected((s) => {
      const next = new Set(s)
      if (v) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <AdminPage
      title="Articles"
      description="Write, schedule and publish stories for the four hubs."
      actions={
        <Link to={articleNewHref(base)} className={buttonClass('primary', 'md')}>
          <Plus aria-hidden className="size-4" /> New article
        </Link>
      }
    >
      <ViewTabs query={query} counts={counts} />
      <Filters query={query} categories={categories} />
      <Form
        method="post"
        action={`${pathname}${search}`}
        ref={formRef}
        onSubmit={(e) => {
          // permanent deletion asks first
          const op = new FormData(e.currentTarget).get('op')
          if (op === 'delete' && !confirmed.current) {
            e.preventDefault()
            setConfirmDelete(true)
            return
          }
          confirmed.current = false
          setSelected(new Set())
        }}
      >
        <div className="overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-xs">
          <div className="flex flex-wrap items-center gap-3 border-b border-sand-200 bg-sand-50 px-4 py-2.5">
            <label className="-my-2 flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                checked={allChecked}
                onChange={(e) =>
                  setSelected(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())
                }
                className={checkboxClass}
              />
              {selected.size ? `${selected.size} selected` : 'Select all'}
            </label>
            <div className="ml-auto flex items-center gap-2">
              <label>
                <span className="sr-only">Bulk action</span>
                <select name="op" className={cn(inputClass, 'py-1.5 text-sm')} defaultValue="">
                  <option value="" disabled>
                    Bulk action
                  </option>
                  {BULK_OPS[query.view === 'trash' ? 'trash' : 'live'].map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" disabled={busy} className={buttonClass('outline', 'sm')}>
                Apply
              </button>
            </div>
          </div>
          {errors ? (
            <p
              role="alert"
              className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm font-medium text-red-800"
            >
              {errors.ids ?? errors.op ?? Object.values(errors)[0]}
            </p>
          ) : null}
          {rows.length ? (
            <ul>
              {rows.map((r) => (
                <ArticleRow
                  key={r.id}
                  row={r}
                  base={base}
                  checked={selected.has(r.id)}
                  onToggle={(v) => toggle(r.id, v)}
                />
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={<FileText aria-hidden className="size-5" />}
              title={query.view === 'trash' ? 'The trash is empty' : 'No articles found'}
              message={
                filtered
                  ? 'Try adjusting your search or filters.'
                  : query.view === 'trash'
                    ? 'Articles you move to the trash show up here.'
                    : 'Start with a new article.'
              }
            />
          )}
        </div>
      </Form>
      <AlertDialog.Root open={confirmDelete} onOpenChange={setConfirmDelete}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl">
            <AlertDialog.Title className="font-display text-xl font-semibold">
              Delete {selected.size} article{selected.size === 1 ? '' : 's'} permanently?
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sand-800">
              They and their revisions are removed for good. This cannot be undone.
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonClass('outline', 'md')}>
                Cancel
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonClass('danger', 'md')}
                onClick={() => {
                  confirmed.current = true
                  formRef.current?.requestSubmit()
                }}
              >
                Delete permanently
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <Pagination
        page={query.page}
        pageCount={pageCount}
        search={search}
        total={total}
        label={total === 1 ? 'article' : 'articles'}
      />
    </AdminPage>
  )
}
