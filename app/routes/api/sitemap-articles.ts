// /sitemap-articles.xml: the first (up to 50,000) public article URLs; the index at /sitemap.xml
// lists the other files. No layout.
import { getSitemap } from '#app/features/seo/sitemaps.server'
import { xmlResponse } from '#app/utils/xml.server'

export async function loader() {
  const built = await getSitemap('articles', 1)
  return xmlResponse(built!.xml)
}
