import { Form, data, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router'
import { RotateCcw, Trash2 } from 'lucide-react'
import type { Route } from './+types/article-editor'
import { AdminPage } from '#app/components/admin/admin-page'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { LocalTime } from '#app/components/admin/local-time'
import { buttonClass } from '#app/components/ui/button'
import { requireRole } from '#app/features/accounts/roles.server'
import {
  afterWrite,
  getEditorOptions,
  parseArticleForm,
} from '#app/features/articles/article-editor-route.server'
import { redirectWithToast } from '#app/utils/action-response.server'
import { getArticleForEditor } from '#app/features/articles/article-queries.server'
import { updateArticle } from '#app/features/articles/articles-admin.server'
import { changeTrashState } from '#app/features/articles/articles-bulk.server'
import { listRevisions, restoreRevision } from '#app/features/articles/article-revisions.server'
import { AdminArticleEditor } from '#app/features/articles/components/admin-article-editor'
import {
  articleEditHref,
  articleListHref,
  articlePreviewHref,
  articlesBaseFor,
} from '#app/features/articles/components/admin-paths'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { markStale, staleAsMarked } from '#app/features/accounts/route-stale.server'
import { invariantResponse } from '#app/utils/invariant'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { fieldFailure } from '#app/utils/action-result'

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
  { title: `${d?.article.title || 'Edit article'} | Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.articles.minRole)
  const article = await getArticleForEditor(params.id)
  invariantResponse(article, 'Article not found')
  const [options, revisions] = await Promise.all([getEditorOptions(), listRevisions(article.id)])
  return data(
    { article, revisions, ...options },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

const TRASH_TOASTS = {
  trash: 'Article moved to trash',
  restore: 'Article restored',
  delete: 'Article deleted permanently',
} as const

const who = ADMIN_SECTIONS.articles.minRole

function here(request: Request, id: string | undefined) {
  return articleEditHref(articlesBaseFor(new URL(request.url).pathname), id ?? '')
}

// a live article's pages (it, its hub, the home page, feeds) go stale when it changes
const editorIntent = intent({
  who,
  parse: (form) => {
    const parsed = parseArticleForm(form)
    return parsed.ok ? { ok: true, input: parsed } : parsed
  },
  audit: 'article',
  invalidates: staleAsMarked,
  run: async ({ request, params, user, input }) => {
    const res = await updateArticle(params.id!, input.input, {
      intent: input.intent,
      publishAt: input.publishAt,
      userId: user.id,
    })
    if (!res.ok) return res
    const live = res.articleStatus === 'published' || res.wasPublic
    return markStale(
      afterWrite(input.intent, res.articleStatus, here(request, params.id)),
      live ? 'all' : 'nothing',
    )
  },
})

const trashIntent = (op: keyof typeof TRASH_TOASTS) =>
  intent({
    who,
    audit: 'article',
    invalidates: staleAsMarked,
    run: async ({ request, params, user }) => {
      const res = await changeTrashState(params.id!, op, user.id)
      if (!res.ok)
        return fieldFailure(
          { form: res.error ?? 'Something went wrong. Please try again.' },
          res.error === 'Article not found' ? 404 : 400,
        )
      const base = articlesBaseFor(new URL(request.url).pathname)
      const to =
        op === 'delete' ? `${articleListHref(base)}?status=trash` : here(request, params.id)
      return markStale(
        redirectWithToast(to, {
          type: op === 'restore' ? 'success' : 'warning',
          title: TRASH_TOASTS[op],
          description: res.title,
        }),
        res.status === 'published' ? 'all' : 'nothing',
      )
    },
  })

export const action = defineAction({
  defaultIntent: 'save',
  respond: 'result',
  intents: {
    save: editorIntent,
    publish: editorIntent,
    schedule: editorIntent,
    unpublish: editorIntent,
    autosave: editorIntent,
    trash: trashIntent('trash'),
    restore: trashIntent('restore'),
    delete: trashIntent('delete'),
    'restore-revision:*': intent({
      who,
      audit: 'article',
      invalidates: staleAsMarked,
      run: async ({ request, params, user, arg }) => {
        const res = await restoreRevision(params.id!, arg, user.id)
        if (!res.ok) return fieldFailure({ form: res.error ?? 'Revision not found' }, 404)
        return markStale(
          redirectWithToast(here(request, params.id), {
            type: 'success',
            title: 'Version restored',
            description: 'The article has the content of that version again.',
          }),
          res.status === 'published' ? 'all' : 'nothing',
        )
      },
    }),
  },
})

// autosaves must not reload the page (the editor keeps its state while you type)
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get('intent') === 'autosave') return false
  return defaultShouldRevalidate
}

function TrashBanner({ deletedAt }: { deletedAt: Date }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-sm text-red-900">
        <strong>This article is in the trash</strong> (moved <LocalTime value={deletedAt} />
        ). Restore it to edit or publish it again.
      </p>
      <div className="flex gap-2">
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="restore"
            className={buttonClass('outline', 'sm')}
          >
            <RotateCcw aria-hidden className="size-4" /> Restore
          </button>
        </Form>
        <ConfirmDialog
          trigger={
            <button type="button" className={buttonClass('danger', 'sm')}>
              <Trash2 aria-hidden className="size-4" /> Delete permanently
            </button>
          }
          title="Delete this article permanently?"
          description="The article and its revisions are removed for good. This cannot be undone."
          confirmLabel="Delete permanently"
          fields={{ intent: 'delete' }}
        />
      </div>
    </div>
  )
}

export default function ArticleEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { article, revisions, authors, categories, siteUrl } = loaderData
  const { pathname } = useLocation()
  const base = articlesBaseFor(pathname)
  return (
    <AdminPage
      title={
        article.deletedAt
          ? 'Article in trash'
          : article.status === 'draft'
            ? 'Edit draft'
            : 'Edit article'
      }
      back={{ to: articleListHref(base), label: 'All articles' }}
      wide
      compact
    >
      {article.deletedAt ? <TrashBanner deletedAt={article.deletedAt} /> : null}
      <fieldset disabled={Boolean(article.deletedAt)} className="min-w-0 disabled:opacity-60">
        <legend className="sr-only">Article</legend>
        <AdminArticleEditor
          key={`${article.id}-${new Date(article.updatedAt).getTime()}`}
          article={article}
          authors={authors}
          categories={categories}
          products={loaderData.products}
          videos={loaderData.videos}
          revisions={revisions}
          siteUrl={siteUrl}
          previewHref={articlePreviewHref(article.id)}
          publicHref={`/hub/${article.hubId}/${article.slug}`}
          errors={(actionData && !actionData.ok && actionData.errors) || null}
        />
      </fieldset>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.articles.minRole} />
}
