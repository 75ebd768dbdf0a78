// /sitemap-articles.xml: every public article's canonical URL plus the hub pages (no layout).
import { listHubs, listSitemapArticles } from '#app/features/articles/articles.server'
import { getEnv } from '#app/utils/env.server'

function xmlEscape(s: string) {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
}

function urlEntry(loc: string, lastmod?: Date | null) {
  return `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`
}

export async function loader() {
  const site = getEnv().SITE_URL.replace(/\/$/, '')
  const [hubRows, articleRows] = await Promise.all([listHubs(), listSitemapArticles()])
  const newestByHub = new Map<string, Date>()
  for (const a of articleRows) {
    const d = a.updatedAt
    const prev = newestByHub.get(a.hubId)
    if (!prev || d > prev) newestByHub.set(a.hubId, d)
  }
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...hubRows.map((h) => urlEntry(`${site}/hub/${encodeURIComponent(h.id)}`, newestByHub.get(h.id))),
    ...articleRows.map((a) => urlEntry(`${site}/hub/${encodeURIComponent(a.hubId)}/${encodeURIComponent(a.slug)}`, a.updatedAt)),
    '</urlset>',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
