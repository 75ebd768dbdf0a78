// /sitemaps/{kind}.xml and /sitemaps/{kind}-{n}.xml: hubs, static pages, authors, products, and
// the article files after the first. No layout.
import type { Route } from './+types/sitemap-file'
import { getSitemap, parseSitemapFile } from '#app/features/seo/sitemaps.server'
import { xmlResponse } from '#app/utils/xml.server'

export async function loader({ params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file)
  // the first articles file keeps its historical address
  if (!file || (file.kind === 'articles' && file.page === 1))
    return new Response('Sitemap not found', { status: 404 })
  const built = await getSitemap(file.kind, file.page)
  if (!built) return new Response('Sitemap not found', { status: 404 })
  return xmlResponse(built.xml)
}
