// Which requests may share one rendered page (docs/decisions/0002-public-html-cache.md): the public
// pages with a bounded set of query strings, asked for by a reader whose cookies cannot change them.
import type { IncomingMessage } from 'node:http'

const page = /^\d{1,3}$/
const PUBLIC_PAGES: Array<{ path: RegExp; query?: Record<string, RegExp> }> = [
  { path: /^\/$/ },
  { path: /^\/hub\/[\w-]+$/, query: { page } },
  { path: /^\/hub\/[\w-]+\/[\w-]+$/ },
  { path: /^\/article\/[\w-]+$/ },
  {
    path: /^\/explore$/,
    query: {
      category: /^[^<>]{1,80}$/,
      tab: /^(trending|recent|podcasts)$/,
      sort: /^(oldest|title|reading-time)$/,
      page,
    },
  },
  { path: /^\/products\/[\w-]+$/ },
  { path: /^\/products$/, query: { hub: /^[a-z0-9-]{1,40}$/, sort: /^(price-asc|price-desc)$/ } },
  { path: /^\/community$/, query: { page, category: /^[A-Za-z &-]{1,40}$/ } },
  { path: /^\/community\/story\/[\w-]+$/ },
  { path: /^\/authors$/ },
  { path: /^\/p\/[a-z0-9-]+$/ },
  { path: /^\/author\/[\w-]+$/ },
  { path: /^\/(resources|about|privacy|cookie-policy|terms|dmca|editorial-guidelines)$/ },
  { path: /^\/(sitemap-articles\.xml|robots\.txt)$/ },
  { path: /^\/(sitemap\.xml|sitemaps\/[a-z]+(-\d{1,4})?\.xml|feed\.xml|hub\/[\w-]+\/feed\.xml)$/ },
]

/** The cache key of a cacheable URL, or null (not a public page, or a query outside the bounded set). */
export function publicCacheKey(pathname: string, search: string): string | null {
  const rule = PUBLIC_PAGES.find((r) => r.path.test(pathname))
  if (!rule) return null
  if (!search || search === '?') return pathname
  const params = new URLSearchParams(search)
  const kept: Array<[string, string]> = []
  for (const [k, v] of params) {
    const re = rule.query?.[k]
    if (!re || !re.test(v) || params.getAll(k).length > 1) return null
    kept.push([k, v])
  }
  kept.sort(([a], [b]) => (a < b ? -1 : 1))
  return kept.length ? `${pathname}?${new URLSearchParams(kept)}` : pathname
}

export function isPublicPage(pathname: string) {
  return PUBLIC_PAGES.some((r) => r.path.test(pathname))
}

/**
 * The cookies that change a public page: better-auth's (the session token and its companions, with
 * the `__Secure-`/`__Host-` prefixes used over HTTPS) and the one-shot toast. Any other cookie (a
 * CDN's, a tag manager's, a client-side preference) says nothing the server renders, so its carrier
 * still gets the shared page; the shared render never sees the cookie header at all.
 */
const PAGE_COOKIE = /^(?:__Secure-|__Host-)?(?:better-auth\.|toast$)/

/** Names of the cookies in a Cookie header (values are never looked at). */
function cookieNames(header: string) {
  return header.split(';').map((pair) => {
    const eq = pair.indexOf('=')
    return (eq === -1 ? pair : pair.slice(0, eq)).trim()
  })
}

/** True when nothing in the request can change the page: no page cookie, no Authorization header. */
export function isAnonymous(headers: IncomingMessage['headers']) {
  if (headers.authorization) return false
  const cookie = headers.cookie
  return !cookie || !cookieNames(cookie).some((name) => PAGE_COOKIE.test(name))
}
