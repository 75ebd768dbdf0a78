import { useLocation } from 'react-router'
import type { Route } from './+types/article-new'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
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
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { markStale, staleAsMarked } from '#app/features/accounts/route-stale.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [
  { title: 'New article | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.articles.minRole)
  const hub = new URL(request.url).searchParams.get('hub') ?? ''
  return { ...(await getEditorOptions()), defaultHubId: HUBS.some((h) => h.id === hub) ? hub : '' }
}

const createIntent = intent({
  who: ADMIN_SECTIONS.articles.minRole,
  parse: (form) => {
    const parsed = parseArticleForm(form)
    return parsed.ok ? { ok: true, input: parsed } : parsed
  },
  audit: 'article',
  // a new article is live at once only when it is published
  invalidates: staleAsMarked,
  run: async ({ request, user, input }) => {
    // a new article is created by an explicit save; autosave starts once it exists
    const intent = input.intent === 'autosave' ? 'save' : input.intent
    const res = await createArticle(input.input, {
      intent,
      publishAt: input.publishAt,
      userId: user.id,
    })
    if (!res.ok) return res
    const base = articlesBaseFor(new URL(request.url).pathname)
    return markStale(
      afterWrite(intent, res.articleStatus, articleEditHref(base, res.id)),
      res.articleStatus === 'published' ? 'all' : 'nothing',
    )
  },
})

export const action = defineAction({
  defaultIntent: 'save',
  respond: 'result',
  intents: {
    save: createIntent,
    publish: createIntent,
    schedule: createIntent,
    unpublish: createIntent,
    autosave: createIntent,
  },
})

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
