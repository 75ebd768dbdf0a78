import { useLocation } from 'react-router'
import type { Route } from './+types/article-new'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/components/admin/guard-cards'
import { requireRole } from '#app/features/accounts/roles.server'
import {
  afterWrite,
  getEditorOptions,
  parseArticleForm,
} from '#app/features/articles/article-editor-route.server'
import { createArticle } from '#app/features/articles/articles-admin.server'
import { AdminArticleEditor } from '#app/features/articles/components/admin-article-editor'
import { HUBS } from '#app/utils/site'
import {
  articleEditHref,
  articleListHref,
  articlesBaseFor,
} from '#app/features/articles/components/admin-paths'
import { readFormData } from '#app/utils/form-data.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { resultResponse } from '#app/utils/action-response.server'

export const meta: Route.MetaFunction = () => [
  { title: 'New article | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.articles.minRole)
  const hub = new URL(request.url).searchParams.get('hub') ?? ''
  return { ...(await getEditorOptions()), defaultHubId: HUBS.some((h) => h.id === hub) ? hub : '' }
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.articles.minRole)
  const parsed = parseArticleForm(await readFormData(request))
  if (!parsed.ok) return resultResponse(parsed)
  // a new article is created by an explicit save; autosave starts once it exists
  const intent = parsed.intent === 'autosave' ? 'save' : parsed.intent
  const res = await createArticle(parsed.input, {
    intent,
    publishAt: parsed.publishAt,
    userId: user.id,
  })
  if (!res.ok) return resultResponse(res)
  const base = articlesBaseFor(new URL(request.url).pathname)
  return afterWrite(intent, res.articleStatus, articleEditHref(base, res.id))
}

export default function ArticleNew({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation()
  return (
    <AdminPage
      title="New article"
      back={{ to: articleListHref(articlesBaseFor(pathname)), label: 'All articles' }}
      wide
      compact
    >
      <AdminArticleEditor
        article={null}
        authors={loaderData.authors}
        categories={loaderData.categories}
        products={loaderData.products}
        videos={loaderData.videos}
        revisions={[]}
        siteUrl={loaderData.siteUrl}
        previewHref={null}
        publicHref={null}
        errors={(actionData && !actionData.ok && actionData.errors) || null}
        defaultHubId={loaderData.defaultHubId}
      />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.articles.minRole} />
}
