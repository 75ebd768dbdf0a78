// Which requests may share one rendered page (docs/decisions/0002-public-html-cache.md): the public
// pages with a bounded set of query strings (the `cache` of each page in public-page-manifest.ts),
// asked for by a reader whose cookies cannot change them.
import type { IncomingMessage } from 'node:http'
import { PUBLIC_PAGES, pathPattern } from './public-page-manifest'

// The shared pages and the query strings each keeps, from the one list of public pages.
const PUBLIC_PAGE_RULES = PUBLIC_PAGES.flatMap(({ path, cache }) =>
  cache ? [{ path: pathPattern({ path, cache }), query: cache.query }] : [],
)

/** The cache key of a cacheable URL, or null (not a public page, or a query outside the bounded set). */
export function publicCacheKey(pathname: string, search: string): string | null {
  const rule = PUBLIC_PAGE_RULES.find((r) => r.path.test(pathname))
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
  return PUBLIC_PAGE_RULES.some((r) => r.path.test(pathname))
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
