import { data, Link, redirect } from 'react-router'
import { AlertTriangle, RotateCcw, SearchX } from 'lucide-react'
import type { Route } from './+types/explore'
import { recordSearchMiss } from '#app/features/analytics/analytics.server'
import { clientIp } from '#app/features/accounts/rate-limit.server'
import { PageErrorBoundary } from '#app/components/error-screens'
import { SectionBoundary } from '#app/components/section-boundary'
import {
  exploreSearch,
  trendingIdsOf,
  type ExploreQuery,
} from '#app/features/articles/article-rules'
import { parseExploreQuery } from '#app/features/articles/articles.schema'
import {
  getArticleCanonicalPath,
  getPublicArticleCategories,
} from '#app/features/articles/articles.server'
import { exploreArticles } from '#app/features/articles/explore.server'
import { ArticleCard } from '#app/features/articles/components/article-card'
import { ExploreFilters } from '#app/features/articles/components/explore-filters'
import {
  ArticleGrid,
  Pagination,
  TrendingMarker,
} from '#app/features/articles/components/list-bits'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { formatCount } from '#app/utils/format-number'
import { invariantResponse } from '#app/utils/invariant'

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const articleId = url.searchParams.get('article')
  if (articleId !== null) {
    const path = await getArticleCanonicalPath(articleId)
    invariantResponse(path, 'Article not found')
    throw redirect(path, 302)
  }
  const query = parseExploreQuery(url.searchParams)
  // one URL per view: empty or default fields (a plain GET form sends them all) are dropped
  const canonical = exploreSearch(query)
  const given = new URLSearchParams(url.search)
  given.delete('_routes') // client navigations (single fetch) add it
  if (given.size && `?${given}` !== canonical) throw redirect(`/explore${canonical}`, 302)
  try {
    // the filter offers the categories that hold public articles (ExploreFilters adds a chosen one)
    const [categories, list] = await Promise.all([
      getPublicArticleCategories(),
      exploreArticles(query),
    ])
    if (query.q && list.total === 0 && query.page === 1)
      void recordSearchMiss(query.q, clientIp(request))
    const trendingIds = trendingIdsOf(list.items)
    return { query, categories, list, trendingIds, failed: false as const }
  } catch (error) {
    console.error('explore: loading articles failed', error)
    return data(
      {
        query,
        categories: [] as string[],
        list: null,
        trendingIds: [] as string[],
        failed: true as const,
      },
      { status: 503 },
    )
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const query = loaderData?.query
  return seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: `/explore${query ? exploreSearch({ ...query, q: '' }) : ''}`,
    title: query?.q
      ? `“${query.q}” – Explore Articles`
      : query?.tag
        ? `#${query.tag} – Explore Articles`
        : 'Explore Articles',
    description:
      'Search and browse every story, guide and interview for athletes: beauty, style, NIL and life beyond sport.',
    noindex: Boolean(query?.q),
  })
}

function hasFilters(q: ExploreQuery) {
  return Boolean(q.q || q.category || q.tag || q.tab !== 'featured')
}

export default function ExplorePage({ loaderData }: Route.ComponentProps) {
  const { query, categories, list, trendingIds } = loaderData
  return (
    <div className="page-container pt-10 pb-16 md:pt-16">
      <header className="max-w-3xl">
        <p className="text-xs font-bold tracking-[0.18em] text-clay-700 uppercase">The library</p>
        <h1 className="mt-3 font-display text-4xl font-semibold tracking-tight md:text-6xl">
          Explore Articles
        </h1>
        <p className="mt-4 text-lg text-sand-800">
          Every story, guide and interview in one place. Search, filter by category, or see what is
          trending right now.
        </p>
      </header>
      <div className="mt-10 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-200 md:p-7">
        <ExploreFilters query={query} categories={categories} />
      </div>
      {query.tag ? (
        <p className="mt-6 flex flex-wrap items-center gap-3 text-sm">
          <span className="rounded-full bg-sand-100 px-3 py-1 font-semibold text-sand-900 ring-1 ring-sand-200">
            Tagged #{query.tag}
          </span>
          <Link
            to={`/explore${exploreSearch({ ...query, tag: '', page: 1 })}`}
            className="inline-flex min-h-11 items-center font-semibold text-clay-700 underline underline-offset-4"
          >
            Show all tags
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="results-heading" className="mt-10">
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        <SectionBoundary>
          {list === null ? (
            <LoadFailed query={query} />
          ) : (
            <Results query={query} list={list} trendingIds={trendingIds} />
          )}
        </SectionBoundary>
      </section>
    </div>
  )
}

type List = NonNullable<Route.ComponentProps['loaderData']['list']>

function Results({
  query,
  list,
  trendingIds,
}: {
  query: ExploreQuery
  list: List
  trendingIds: string[]
}) {
  return (
    <>
      <p role="status" className="mb-6 text-sm font-semibold text-sand-800">
        {`${formatCount(list.total)}${list.totalIsCapped ? '+' : ''} ${list.total === 1 ? 'article' : 'articles'} found`}
        {list.pageCount > 1 ? (
          <span className="font-normal">{` · page ${list.page} of ${list.pageCount}`}</span>
        ) : null}
      </p>
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
        <div className="rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-sand-200">
          <SearchX aria-hidden className="mx-auto size-10 text-sand-600" />
          <h3 className="mt-4 font-display text-2xl font-semibold">No articles found</h3>
          <p className="mx-auto mt-2 max-w-md text-sand-800">
            {hasFilters(query) || list.page > 1
              ? 'Try adjusting your search or filters to find what you are looking for.'
              : 'Articles are coming soon. Check back later for fresh content!'}
          </p>
          {hasFilters(query) ? (
            <Link
              to="/explore"
              className="mt-6 inline-flex h-10 items-center rounded-full border border-sand-400 bg-white px-5 text-sm font-semibold hover:bg-sand-100"
            >
              Clear all filters
            </Link>
          ) : null}
        </div>
      )}
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        href={(p) => `/explore${exploreSearch({ ...query, page: p })}`}
      />
    </>
  )
}

function LoadFailed({ query }: { query: ExploreQuery }) {
  const href = `/explore${exploreSearch(query)}`
  return (
    <div role="alert" className="rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-sand-200">
      <AlertTriangle aria-hidden className="mx-auto size-10 text-clay-600" />
      <h3 className="mt-4 font-display text-2xl font-semibold">Unable to Load Articles</h3>
      <p className="mt-2 text-sand-800">There was an issue loading articles. Please try again.</p>
      <a
        href={href}
        onClick={(e) => {
          e.preventDefault()
          window.location.reload()
        }}
        className="mt-6 inline-flex h-10 items-center gap-2 rounded-full bg-ink px-5 text-sm font-semibold text-white hover:bg-sand-900"
      >
        <RotateCcw aria-hidden className="size-4" /> Try Again
      </a>
    </div>
  )
}

export const ErrorBoundary = PageErrorBoundary
