import { useRef, useState } from 'react'
import { Form, useLocation, useNavigation } from 'react-router'
import { AlertDialog } from '#app/components/ui/dialog'
import { FileText } from 'lucide-react'
import { AdminPage, EmptyState, NewItemLink } from '#app/components/admin/admin-page'
import { Pagination } from '#app/components/admin/data-table'
import { buttonClass } from '#app/components/ui/button'
import { SelectField } from '#app/components/ui/field'
import type { ListView } from '#app/features/articles/articles-admin.schema'
import { articleNewHref, articlesBaseFor } from './admin-paths'
import { checkboxClass } from '#app/components/ui/checkbox'
import { ArticleRow, type ArticleListRow } from './admin-article-row'
import { Filters, ViewTabs, type ArticleListQuery } from './admin-articles-filters'

type Props = {
  query: ArticleListQuery
  rows: ArticleListRow[]
  total: number
  pageCount: number
  counts: Record<ListView, number>
  categories: string[]
  errors: Record<string, string> | null
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
      actions={<NewItemLink to={articleNewHref(base)}>New article</NewItemLink>}
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
              <SelectField
                label="Bulk action"
                hideLabel
                name="op"
                defaultValue=""
                options={[
                  { value: '', label: 'Bulk action', disabled: true },
                  ...BULK_OPS[query.view === 'trash' ? 'trash' : 'live'],
                ]}
                selectClassName="py-1.5 text-sm"
              />
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
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="font-display text-xl font-semibold">
            Delete {selected.size} article{selected.size === 1 ? '' : 's'} permanently?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sand-800">
            They and their revisions are removed for good. This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('outline', 'md')}>Cancel</AlertDialog.Cancel>
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
