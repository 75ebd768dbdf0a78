import { data, redirect } from 'react-router'
import type { Route } from './+types/articles-list'
import { AdminRouteErrorBoundary } from '#app/components/admin/guard-cards'
import { requireRole } from '#app/features/accounts/roles.server'
import { listAdminArticles, parseListQuery } from '#app/features/articles/article-queries.server'
import { BulkSchema } from '#app/features/articles/article-admin.schema'
import { bulkUpdateArticles } from '#app/features/articles/articles-bulk.server'
import { getArticleCategories } from '#app/features/articles/articles.server'
import { AdminArticlesPage } from '#app/features/articles/components/admin-articles-page'
import { toastHeader } from '#app/utils/toast.server'
import { readFormData } from '#app/utils/form-data.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { fieldErrorsOf } from '#app/utils/action-result'

export const meta: Route.MetaFunction = () => [
  { title: 'Articles | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.articles.minRole)
  const query = parseListQuery(new URL(request.url).searchParams)
  const [list, categories] = await Promise.all([listAdminArticles(query), getArticleCategories()])
  return data({ query, ...list, categories }, { headers: { 'Cache-Control': 'private, no-store' } })
}

const DONE: Record<string, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  trash: 'moved to trash',
  restore: 'restored',
  delete: 'deleted permanently',
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.articles.minRole)
  const form = await readFormData(request)
  const parsed = BulkSchema.safeParse({ op: form.get('op'), ids: form.getAll('ids').map(String) })
  if (!parsed.success) return data({ errors: fieldErrorsOf(parsed.error.issues) }, { status: 400 })
  const changed = await bulkUpdateArticles(parsed.data.op, parsed.data.ids, user.id)
  const url = new URL(request.url)
  const title = changed
    ? `${changed} article${changed === 1 ? '' : 's'} ${DONE[parsed.data.op]}`
    : 'No articles changed'
  return redirect(url.pathname + url.search, {
    headers: await toastHeader({ type: changed ? 'success' : 'info', title }),
  })
}

export default function ArticlesList({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminArticlesPage {...loaderData} errors={actionData?.errors ?? null} />
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.articles.minRole} />
}
