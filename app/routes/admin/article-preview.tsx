import { data } from 'react-router'
import { Eye } from 'lucide-react'
import type { Route } from './+types/article-preview'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { requireRole } from '#app/features/accounts/roles.server'
import { getArticleForEditor } from '#app/features/articles/article-queries.server'
import { ContentBlocks, ResponsivePicture } from '#app/features/articles/components/article-body'
import { ArticleStatusBadge } from '#app/features/articles/components/admin-status'
import ProductEmbed from '#app/features/products/components/product-embed'
import { getProductsByIds } from '#app/features/products/products.server'
import { formatDate } from '#app/utils/format-date'
import { HUB_TITLES } from '#app/utils/site'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { invariantResponse } from '#app/utils/invariant'

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
  { title: `Preview: ${d?.article.title ?? 'Article'}` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.articles.minRole)
  const article = await getArticleForEditor(params.id)
  invariantResponse(article, 'Article not found')
  // product blocks draw as on the public page: a product that is gone or hidden draws nothing
  const products = await getProductsByIds(
    article.contentBlocks.flatMap((b) => (b.type === 'product' ? [b.product_id] : [])),
  )
  return data(
    { article, products: Object.fromEntries(products.map((p) => [p.id, p])) },
    { headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } },
  )
}

/** The article as readers will see it, for drafts and scheduled articles too. */
export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
  const a = loaderData.article
  return (
    <div>
      <div className="flex items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-950 md:px-8">
        <Eye aria-hidden className="size-4" />
        <span>Reader preview of the last saved version.</span>
        <ArticleStatusBadge status={a.status} deleted={!!a.deletedAt} />
      </div>
      <article className="mx-auto max-w-3xl px-4 py-10 md:px-8">
        <p className="text-sm font-semibold tracking-wider text-clay-700 uppercase">
          {[HUB_TITLES[a.hubId], a.category].filter(Boolean).join(' · ')}
        </p>
        <h1 className="mt-3 font-display text-4xl leading-tight font-semibold text-ink md:text-5xl">
          {a.title}
        </h1>
        {a.excerpt ? <p className="mt-4 text-xl text-sand-900">{a.excerpt}</p> : null}
        <p className="mt-4 text-sm text-sand-800">
          {[
            a.authorName,
            a.publishedAt ? formatDate(a.publishedAt, 'long') : 'Not published yet',
            a.readingTime ? `${a.readingTime} min read` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {a.imageUrl ? (
          <div className="mt-8 overflow-hidden rounded-3xl">
            <ResponsivePicture url={a.imageUrl} alt={a.imageAlt} priority />
          </div>
        ) : null}
        <div className="prose-article mt-8">
          <ContentBlocks
            blocks={a.contentBlocks}
            renderProduct={(id, key) => {
              const product = loaderData.products[id]
              return product ? <ProductEmbed key={key} product={product} /> : null
            }}
          />
        </div>
      </article>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.articles.minRole} />
}
