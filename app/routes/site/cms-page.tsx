import type { Route } from './+types/cms-page'
import { PageErrorBoundary } from '#app/components/error-screens'
import { PageSections } from '#app/features/cms/components/page-sections'
import { getPublicPage } from '#app/features/cms/public-pages.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { invariantResponse } from '#app/utils/invariant'

// Pages an admin creates under Pages are served here once published; unpublished, trashed and
// unknown pages are 404.
export async function loader({ params }: Route.LoaderArgs) {
  const page = await getPublicPage(params.slug)
  invariantResponse(page, 'Page not found')
  return { page }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta({
        siteUrl: siteUrlFrom(matches),
        path: `/p/${loaderData.page.slug}`,
        title: loaderData.page.title,
        description: loaderData.page.description || undefined,
      })
    : []

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 md:px-6 md:py-20">
      <h1 className="font-display text-4xl font-semibold tracking-tight text-ink md:text-5xl">
        {page.title}
      </h1>
      <PageSections
        className="mt-10"
        sections={page.sections.filter(
          (s, i) => !(i === 0 && s.title === page.title && !s.text && !s.items.length),
        )}
      />
    </article>
  )
}

export const ErrorBoundary = PageErrorBoundary
