// /sitemap.xml: the sitemap index (sitemaps.org 0.9) naming every sitemap file. No layout.
import { getSitemapIndex } from '#app/features/seo/sitemaps.server'
import { xmlResponse } from '#app/utils/xml.server'

export async function loader() {
  return xmlResponse((await getSitemapIndex()).xml)
}
