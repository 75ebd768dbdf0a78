// The site's fixed pages (docs/product.md#public-routes) as the SEO overview and the pages sitemap see them: the
// pages app/utils/public-page-manifest.ts marks for the sitemap. Legal and about pages carry their
// own title, description and update date in features/legal; the others' are in the manifest.
import { ABOUT_PAGE } from '#app/features/legal/about'
import { COOKIE_POLICY } from '#app/features/legal/cookie-policy'
import { DMCA_POLICY } from '#app/features/legal/dmca'
import { EDITORIAL_GUIDELINES } from '#app/features/legal/editorial-guidelines'
import { PRIVACY_POLICY } from '#app/features/legal/privacy'
import { RESOURCES_PAGE } from '#app/features/legal/resources'
import { TERMS_OF_SERVICE } from '#app/features/legal/terms'
import { PUBLIC_PAGES, pagePath, type PublicPage } from '#app/utils/public-page-manifest'

export type StaticPage = {
  path: string
  title: string
  description: string
  updated?: string
  /** the admin page where its text is edited, when there is one */
  editPath?: string
}

const DOCUMENTS = new Map(
  [
    ABOUT_PAGE,
    RESOURCES_PAGE,
    EDITORIAL_GUIDELINES,
    PRIVACY_POLICY,
    COOKIE_POLICY,
    TERMS_OF_SERVICE,
    DMCA_POLICY,
  ].map((d) => [d.path, d]),
)

function staticPage(path: string, sitemap: NonNullable<PublicPage['sitemap']>): StaticPage {
  if (sitemap !== 'legal-document') return { path, ...sitemap }
  const d = DOCUMENTS.get(path)
  if (!d) throw new Error(`public-page-manifest: no legal document for ${path}`)
  return { path, title: d.title, description: d.description, updated: d.updated }
}

/** The pages the manifest lists for the sitemap, in its order. */
export const STATIC_PAGES: StaticPage[] = PUBLIC_PAGES.flatMap((p) =>
  p.sitemap ? [staticPage(pagePath(p), p.sitemap)] : [],
)
