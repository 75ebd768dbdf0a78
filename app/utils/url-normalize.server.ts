import { type MiddlewareFunction, redirect } from 'react-router'
import { isUuid } from '#app/utils/uuid'

/**
 * docs/product.md#url-normalisation, as permanent redirects:
 * /search... -> /explore...; /article/{uuid} -> /explore?article={uuid};
 * trailing slash removed; upper-case first letter of the path lower-cased; repeated slashes collapsed.
 * Returns the normalised path + search, or null when the URL is already normal.
 */

export function normalizePath(pathname: string, search: string): string | null {
  let p = pathname.replace(/\/{2,}/g, '/')
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '') || '/'
  if (p.length > 1 && /[A-Z]/.test(p[1]!)) p = '/' + p[1]!.toLowerCase() + p.slice(2)
  let s = search
  if (p === '/search' || p.startsWith('/search/')) p = '/explore' + p.slice('/search'.length)
  const m = /^\/article\/([^/]+)$/.exec(p)
  if (m && isUuid(m[1]!)) {
    const params = new URLSearchParams(search)
    params.set('article', m[1]!.toLowerCase())
    p = '/explore'
    s = '?' + params.toString()
  }
  const next = p + s
  return next === pathname + search ? null : next
}

export const normalizeUrlMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const url = new URL(request.url)
  const target = normalizePath(url.pathname, url.search)
  if (target) throw redirect(target, 301)
  return next()
}
