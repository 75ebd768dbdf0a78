// The pages admin's lists: live pages with their bulk publish form, and pages in the trash. Props
// in, no fetching; forms post to the route action with an `intent`.
import { FileText, RotateCcw, Trash2 } from 'lucide-react'
import { Form, Link } from 'react-router'
import { Button } from '#app/components/ui/button'
import { RowCheckbox } from '#app/components/ui/checkbox'
import { FormMessage } from '#app/components/ui/field'
import { formatDate } from '#app/utils/format-date'
import { PageDuplicateForm, PageStatusBadge } from '#app/features/cms/pages-admin-components'
import type { PageSummary } from '#app/features/cms/pages-admin.server'

type Pages = PageSummary[]

export function PageList({ pages, busy }: { pages: Pages; busy: boolean }) {
  if (!pages.length)
    return (
      <p className="rounded-2xl bg-white p-6 text-sand-800">
        No pages yet. Create one below or sync the site text.
      </p>
    )
  return (
    <section aria-labelledby="pages-h" className="space-y-3">
      <h2 id="pages-h" className="sr-only">
        All pages
      </h2>
      <Form
        method="post"
        id="bulk-pages"
        className="flex flex-wrap items-center gap-2 rounded-2xl bg-sand-100 p-3"
      >
        <span className="text-sm font-medium text-sand-900">With selected pages:</span>
        <Button type="submit" name="intent" value="publish-selected" size="sm" disabled={busy}>
          Publish
        </Button>
        <Button
          type="submit"
          name="intent"
          value="unpublish-selected"
          variant="outline"
          size="sm"
          disabled={busy}
        >
          Unpublish
        </Button>
      </Form>
      <ul className="space-y-3">
        {pages.map((p) => (
          <li
            key={p.pageSlug}
            className="rounded-2xl border border-sand-200 bg-white p-4 shadow-xs"
          >
            <div className="flex flex-wrap items-center gap-3">
              <RowCheckbox
                name="slugs"
                value={p.pageSlug}
                form="bulk-pages"
                aria-label={`Select page ${p.pageSlug}`}
              />
              <FileText aria-hidden className="size-5 text-sand-700" />
              <Link
                to={`/admin/pages/edit/${p.pageSlug}`}
                className="font-semibold text-ink underline-offset-4 hover:underline"
              >
                {p.pageSlug}
              </Link>
              <PageStatusBadge published={p.published} sections={p.sections} />
              <span className="text-sm text-sand-700">
                {p.sections} section(s) · updated {formatDate(p.updatedAt)}
              </span>
              <div className="ms-auto flex flex-wrap items-center gap-2">
                <PageDuplicateForm slug={p.pageSlug} busy={busy} />
                <Form method="post">
                  <input type="hidden" name="slug" value={p.pageSlug} />
                  <Button
                    type="submit"
                    name="intent"
                    value="trash"
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    aria-label={`Move ${p.pageSlug} to trash`}
                  >
                    <Trash2 aria-hidden className="size-4" /> Trash
                  </Button>
                </Form>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function TrashList({ pages, busy }: { pages: Pages; busy: boolean }) {
  if (!pages.length) return <FormMessage tone="success">The trash is empty.</FormMessage>
  return (
    <ul className="space-y-3" aria-label="Pages in the trash">
      {pages.map((p) => (
        <li
          key={p.pageSlug}
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-xs"
        >
          <span className="font-semibold">{p.pageSlug}</span>
          <span className="text-sm text-sand-700">
            {p.sections} section(s) · moved to trash {formatDate(p.deletedAt)}
          </span>
          <Form method="post" className="ms-auto flex gap-2">
            <input type="hidden" name="slug" value={p.pageSlug} />
            <Button
              type="submit"
              name="intent"
              value="restore"
              variant="outline"
              size="sm"
              disabled={busy}
            >
              <RotateCcw aria-hidden className="size-4" /> Restore
            </Button>
            <Button
              type="submit"
              name="intent"
              value="delete-permanently"
              variant="danger"
              size="sm"
              disabled={busy}
              onClick={(e) => {
                if (!window.confirm(`Delete "${p.pageSlug}" permanently? This cannot be undone.`))
                  e.preventDefault()
              }}
            >
              Delete permanently
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  )
}
