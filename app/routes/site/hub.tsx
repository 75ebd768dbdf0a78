import { Link } from 'react-router'
import type { CSSProperties } from 'react'
import type { Route } from './+types/hub'
import { Breadcrumbs } from '#app/components/site/breadcrumbs'
import { PageErrorBoundary } from '#app/components/error-screens'
import { PageQuerySchema } from '#app/features/articles/articles.schema'
import { trendingIdsOf } from '#app/features/articles/article-rules'
import { getHub, listHubArticles } from '#app/features/articles/articles.server'
import { ArticleCard } from '#app/features/articles/components/article-card'
import {
  ArticleGrid,
  Pagination,
  TrendingMarker,
} from '#app/features/articles/components/list-bits'
import { hubTheme } from '#app/features/articles/hub-theme'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { FollowButton } from '#app/features/hubs/components/follow-button'
import { HubIcon } from '#app/features/hubs/components/hub-icon'
import { isFollowing } from '#app/features/hubs/follows.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { SITE } from '#app/utils/site'
import { formatCount } from '#app/utils/format-number'
import { invariantResponse } from '#app/utils/invariant'

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = PageQuerySchema.parse(new URL(request.url).searchParams.get('page') ?? 1)
  // the hub first: its list and marks are kept per hub, never for an id a URL made up
  const hub = await getHub(params.hubId)
  invariantResponse(hub, 'Hub not found')
  // a member's follow state; anonymous readers (the cached page) cost no query
  const user = await getOptionalUser(request)
  const [list, following] = await Promise.all([
    listHubArticles(hub.id, page),
    user ? isFollowing(user.id, 'hub', hub.id) : false,
  ])
  return { hub, list, trendingIds: trendingIdsOf(list.items), following }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: 'Page not found' }]
  const { hub, list } = loaderData
  return [
    ...seoMeta({
      siteUrl: siteUrlFrom(matches),
      path: `/hub/${hub.id}${list.page > 1 ? `?page=${list.page}` : ''}`,
      title: list.page > 1 ? `${hub.title} – page ${list.page}` : hub.title,
      description: hub.description,
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${hub.title} | ${SITE.name}`,
      href: `/hub/${hub.id}/feed.xml`,
    },
  ]
}

export default function HubPage({ loaderData }: Route.ComponentProps) {
  const { hub, list, trendingIds, following } = loaderData
  const theme = hubTheme(hub.id, hub.color)
  const style = { '--hub': theme.strong } as CSSProperties
  return (
    <div style={style}>
      <header className="relative overflow-hidden" style={{ backgroundColor: theme.tint }}>
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 h-2"
          style={{ backgroundColor: theme.base }}
        />
        <div
          aria-hidden
          className="absolute -top-24 -right-24 size-72 rounded-full opacity-60 md:size-96"
          style={{ backgroundColor: theme.soft }}
        />
        <div className="relative page-container pt-12 pb-14 md:pt-20 md:pb-20">
          <Breadcrumbs
            className="mb-6"
            items={[
              { label: 'Home', to: '/' },
              { label: hub.title, className: 'font-semibold text-ink' },
            ]}
          />
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <div className="max-w-2xl">
              <span
                className="mb-5 inline-flex size-14 items-center justify-center rounded-2xl text-white shadow-sm"
                style={{ backgroundColor: theme.strong }}
              >
                <HubIcon hubId={hub.id} icon={hub.icon} className="size-7" />
              </span>
              <h1 className="font-display text-5xl leading-[1.05] font-semibold tracking-tight text-ink md:text-7xl">
                {hub.title}
              </h1>
              {hub.tagline ? (
                <p
                  className="mt-4 text-lg font-semibold md:text-xl"
                  style={{ color: theme.strong }}
                >
                  {hub.tagline}
                </p>
              ) : null}
              <p className="mt-3 text-lg leading-relaxed text-sand-900">{hub.description}</p>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-4">
              <FollowButton
                targetType="hub"
                targetId={hub.id}
                name={hub.title}
                following={following}
              />
              <p className="text-sm font-semibold text-sand-900">
                {`${formatCount(list.total)}${list.totalIsCapped ? '+' : ''} ${list.total === 1 ? 'article' : 'articles'}`}
              </p>
            </div>
          </div>
        </div>
      </header>

      <section aria-labelledby="hub-articles" className="page-container py-12 md:py-16">
        <h2 id="hub-articles" className="sr-only">
          {hub.title} articles
        </h2>
        {list.items.length ? (
          <ArticleGrid>
            {list.items.map((a, i) => (
              <li key={a.id}>
                <ArticleCard
                  article={a}
                  priority={i < 3 && list.page === 1}
                  footer={trendingIds.includes(a.id) ? <TrendingMarker /> : undefined}
                />
              </li>
            ))}
          </ArticleGrid>
        ) : (
          <div className="rounded-3xl bg-white p-10 text-center ring-1 ring-sand-200">
            <h3 className="font-display text-2xl font-semibold">No articles found</h3>
            <p className="mt-2 text-sand-800">
              {list.page > 1 ? (
                <Link to={`/hub/${hub.id}`} className="font-semibold underline underline-offset-4">
                  Back to the first page
                </Link>
              ) : (
                'Articles are coming soon. Check back later for fresh content!'
              )}
            </p>
          </div>
        )}
        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          href={(p) => (p > 1 ? `/hub/${hub.id}?page=${p}` : `/hub/${hub.id}`)}
        />
      </section>
    </div>
  )
}

export const ErrorBoundary = PageErrorBoundary
