// /robots.txt: everything public may be crawled; the back office, APIs and affiliate redirects not.
import { getEnv } from '#app/utils/env.server'

export function loader() {
  const site = getEnv().SITE_URL.replace(/\/$/, '')
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /go/',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
