// /sitemaps/{kind}.xml and /sitemaps/{kind}-{n}.xml: hubs, static pages, authors, products, and
// the article files after the first. No layout.
import type { Route } from './+types/sitemap-file'
import { getSitemap, parseSitemapFile } from '#app/features/seo/sitemaps.server'
import { xmlResponse } from '#app/utils/xml.server'
import { refusal } from '#app/utils/invariant'

export async function loader({ params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file)
  // the first articles file keeps its historical address
  if (!file || (file.kind === 'articles' && file.page === 1)) return refusal('Sitemap not found')
  const built = await getSitemap(file.kind, file.page)
  if (!built) return refusal('Sitemap not found')
  return xmlResponse(built.xml)
}
