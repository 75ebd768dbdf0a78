import { data, redirect } from 'react-router'
import type { Route } from './+types/articles-list'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { requireRole } from '#app/features/accounts/roles.server'
import { listAdminArticles, parseListQuery } from '#app/features/articles/article-queries.server'
import { BulkSchema } from '#app/features/articles/articles-admin.schema'
import { bulkUpdateArticles } from '#app/features/articles/articles-bulk.server'
import { getArticleCategories } from '#app/features/articles/articles.server'
import { AdminArticlesPage } from '#app/features/articles/components/admin-articles-page'
import { toastHeader } from '#app/utils/toast.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { markStale, staleAsMarked } from '#app/features/accounts/route-stale.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { invalidResult } from '#app/utils/action-result'

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

export const action = defineAction({
  // the list's one form: a bulk operation (`op`) on the selected articles
  defaultIntent: 'bulk',
  respond: 'result',
  intents: {
    bulk: intent({
      who: ADMIN_SECTIONS.articles.minRole,
      parse: (form) => {
        const parsed = BulkSchema.safeParse({
          op: form.get('op'),
          ids: form.getAll('ids').map(String),
        })
        return parsed.success
          ? { ok: true, input: parsed.data }
          : invalidResult(parsed.error.issues)
      },
      audit: 'article',
      invalidates: staleAsMarked,
      run: async ({ request, user, input }) => {
        const changed = await bulkUpdateArticles(input.op, input.ids, user.id)
        const url = new URL(request.url)
        const title = changed
          ? `${changed} article${changed === 1 ? '' : 's'} ${DONE[input.op]}`
          : 'No articles changed'
        const to = redirect(url.pathname + url.search, {
          headers: await toastHeader({ type: changed ? 'success' : 'info', title }),
        })
        return markStale(to, changed ? 'all' : 'nothing')
      },
    }),
  },
})

export default function ArticlesList({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminArticlesPage
      {...loaderData}
      errors={(actionData && !actionData.ok && actionData.errors) || null}
    />
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.articles.minRole} />
}
