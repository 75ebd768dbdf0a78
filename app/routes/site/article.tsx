// One module for /hub/{hubId}/{articleId} and /article/{articleId} (articleId: slug or uuid).
import { videoJsonLd } from '#app/features/articles/components/article-video-ld'
import { Link, redirect } from 'react-router'
import { lazy, Suspense, type CSSProperties } from 'react'
import { Clock } from 'lucide-react'
import type { Route } from './+types/article'
import { Breadcrumbs } from '#app/components/site/breadcrumbs'
import { PageErrorBoundary } from '#app/components/error-screens'
import { articlePath, readingMinutes } from '#app/features/articles/article-rules'
import { getPublicArticle, listRelatedArticles } from '#app/features/articles/article-page.server'
import { focalStyle } from '#app/features/articles/components/figure-credit'
import { ArticleCard } from '#app/features/articles/components/article-card'
import { ContentBlocks, ResponsivePicture } from '#app/features/articles/components/article-body'
import { AuthorLine, AuthorBox } from '#app/features/articles/components/article-author'
import { hubTheme } from '#app/features/articles/hub-theme'
import { safeImageUrl } from '#app/utils/image-url'
// save button for members
import { SaveButton } from '#app/features/accounts/components/save-button'
import { getSavedKeys } from '#app/features/accounts/saved.server'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { getProductsByIds } from '#app/features/products/products.server'
import { getEnv } from '#app/utils/env.server'
import { formatDate, isoDate } from '#app/utils/format-date'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { SITE } from '#app/utils/site'
import { invariantResponse } from '#app/utils/invariant'

export async function loader({ params, request }: Route.LoaderArgs) {
  const found = await getPublicArticle(params.articleId)
  invariantResponse(found, 'Article not found')
  const { article, author, hub, media } = found
  const canonical = articlePath(article)
  if (params.hubId !== undefined && params.hubId !== article.hubId) throw redirect(canonical, 301)
  const productIds = article.contentBlocks.flatMap((b) =>
    b.type === 'product' ? [b.product_id] : [],
  )
  const [related, user, products] = await Promise.all([
    listRelatedArticles(article),
    getOptionalUser(request),
    getProductsByIds(productIds),
  ])
  // anonymous requests have no cookie, so the shared HTML cache never holds a member's state
  const saved = user ? (await getSavedKeys(user.id, [article.id])).length > 0 : false
  return {
    saved,
    article: { ...article, minutes: readingMinutes(article, 'page'), canonical },
    author,
    hub,
    related,
    shareUrl: getEnv().SITE_URL.replace(/\/$/, '') + canonical,
    // product blocks whose product is gone or hidden have no entry and render nothing
    products: Object.fromEntries(products.map((p) => [p.id, p])),
    media,
  }
}

type LoaderData = Awaited<ReturnType<typeof loader>>

function articleJsonLd(siteUrl: string, { article, author }: LoaderData, image: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.metaDescription || article.excerpt,
    image: [image],
    author: author
      ? { '@type': 'Person', name: author.name, url: `${siteUrl}/author/${author.slug}` }
      : { '@type': 'Person', name: article.authorName || SITE.name },
    datePublished: isoDate(article.publishedAt),
    dateModified: isoDate(article.updatedAt),
    wordCount: article.minutes * 200,
    articleSection: article.category || undefined,
    keywords: article.tags.length ? article.tags.join(', ') : undefined,
    mainEntityOfPage: { '@type': 'WebPage', '@id': siteUrl + article.canonical },
    publisher: {
      '@type': 'Organization',
      name: SITE.name,
      url: siteUrl + '/',
      logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` },
    },
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: 'Page not found' }]
  const siteUrl = siteUrlFrom(matches)
  const { article } = loaderData
  const image = safeImageUrl(article.socialImageUrl) ?? `/og/article/${article.id}.png`
  const absImage = /^https?:/.test(image) ? image : siteUrl + image
  return seoMeta({
    siteUrl,
    path: article.canonical,
    title: article.metaTitle || article.title,
    description: article.metaDescription || article.excerpt,
    image,
    imageAlt: article.title,
    type: 'article',
    publishedTime: isoDate(article.publishedAt),
    modifiedTime: isoDate(article.updatedAt),
    noindex: article.noindex,
    jsonLd: [
      articleJsonLd(siteUrl, loaderData, absImage),
      ...videoJsonLd(siteUrl, article.contentBlocks, article.metaDescription || article.excerpt),
    ],
  })
}

// Server-rendered, then hydrated once their code arrives: the article page's JavaScript budget has
// no room for them up front (the product card loads only on articles that embed a product).
const ProductEmbed = lazy(() => import('#app/features/products/components/product-embed'))
const ShareLinks = lazy(() => import('#app/components/site/share-links'))

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, author, hub, related } = loaderData
  const theme = hubTheme(hub.id, hub.color)
  const cover = safeImageUrl(article.imageUrl)
  return (
    <div style={{ '--hub': theme.strong } as CSSProperties}>
      <article>
        <header className="mx-auto max-w-3xl px-5 pt-10 md:px-8 md:pt-16">
          <Breadcrumbs
            items={[
              { label: 'Home', to: '/' },
              {
                label: hub.title,
                to: `/hub/${hub.id}`,
                className: 'font-semibold',
                style: { color: theme.strong },
              },
              { label: article.title, className: 'line-clamp-1 max-w-[16rem] text-sand-800' },
            ]}
          />
          {article.category ? (
            <p
              className="mt-8 text-xs font-bold tracking-[0.16em] uppercase"
              style={{ color: theme.strong }}
            >
              {article.category}
            </p>
          ) : null}
          <h1 className="mt-3 font-display text-4xl leading-[1.08] font-semibold tracking-tight text-balance text-ink md:text-6xl">
            {article.title}
          </h1>
          {article.excerpt ? (
            <p className="mt-5 text-xl leading-relaxed text-sand-800 md:text-2xl">
              {article.excerpt}
            </p>
          ) : null}
          <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-3 border-y border-sand-200 py-4 text-sm text-sand-800">
            <AuthorLine author={author} fallbackName={article.authorName} />
            <span className="flex items-center gap-3">
              {article.publishedAt ? (
                <time dateTime={isoDate(article.publishedAt)}>
                  {formatDate(article.publishedAt, 'long')}
                </time>
              ) : null}
              <span aria-hidden>·</span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden className="size-4" /> {article.minutes} min read
              </span>
            </span>
            <SaveButton
              itemType="article"
              itemId={article.id}
              saved={loaderData.saved}
              label={article.title}
              className="ml-auto"
            />
          </div>
        </header>

        {cover ? (
          <div
            className="mx-auto mt-8 max-w-5xl px-0 md:px-8"
            style={focalStyle(loaderData.media[cover])}
          >
            <ResponsivePicture
              url={cover}
              alt={article.imageAlt}
              priority
              sizes="(min-width: 1024px) 960px, 100vw"
              className="aspect-[16/10] h-auto w-full bg-sand-200 object-cover [object-position:var(--focal,50%_50%)] md:rounded-3xl"
            />
          </div>
        ) : null}

        <div className="prose-article mx-auto max-w-3xl px-5 pt-6 pb-4 md:px-8">
          <ContentBlocks
            blocks={article.contentBlocks}
            media={loaderData.media}
            renderProduct={(id, key) => {
              const product = loaderData.products[id]
              return product ? (
                <Suspense key={key}>
                  <ProductEmbed product={product} />
                </Suspense>
              ) : null
            }}
          />
        </div>

        <footer className="mx-auto max-w-3xl px-5 pb-12 md:px-8">
          <div className="mb-6">
            <Suspense>
              <ShareLinks url={loaderData.shareUrl} title={article.title} />
            </Suspense>
          </div>
          {article.tags.length ? (
            <div className="border-t border-sand-200 pt-6">
              <h2 className="sr-only">Tags</h2>
              <ul className="flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/explore?tag=${encodeURIComponent(tag)}`}
                      className="inline-flex min-h-11 items-center rounded-full bg-sand-100 px-3 text-sm font-medium text-sand-900 ring-1 ring-sand-200 hover:bg-sand-200"
                    >
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {author ? <AuthorBox author={author} /> : null}
        </footer>
      </article>

      {related.length ? (
        <section
          aria-labelledby="related-heading"
          className="border-t border-sand-200 bg-sand-100/60"
        >
          <div className="page-container py-14">
            <h2 id="related-heading" className="font-display text-3xl font-semibold">
              Keep reading
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((a) => (
                <li key={a.id}>
                  <ArticleCard article={a} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </div>
  )
}

export const ErrorBoundary = PageErrorBoundary
