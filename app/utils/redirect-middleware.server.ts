// Serves the editors' permanent redirects where the site would otherwise answer 404 (the public
// HTML cache only keeps 200 answers, so a redirect is never hidden behind a cached page).
import { type MiddlewareFunction, redirect } from 'react-router'
import { normalizePath } from './url-normalize.server'
import { isSitePath } from './url-rules'

const SKIP = /^\/(admin|api|assets|media|og|go)(\/|$)/

/** `find` gives the target of a path (the SEO feature's redirects table), or null. */
export const redirectsMiddleware =
  (find: (path: string) => Promise<string | null>): MiddlewareFunction<Response> =>
  async ({ request }, next) => {
    const response = await next()
    if (response.status !== 404 || !['GET', 'HEAD'].includes(request.method)) return response
    const url = new URL(request.url)
    // client navigations ask for /path.data; the redirect is for /path
    const path = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/')
    if (SKIP.test(path)) return response
    const target = await find(path)
    // a stored target is used only if it is still a path of this site that does not lead straight
    // back here once normalised (rows written before the rule, or by hand)
    if (!target || !isSitePath(target, { query: true })) return response
    if ((normalizePath(target, '') ?? target) === path) return response
    const search = url.pathname.endsWith('.data') ? '' : url.search
    throw redirect(target + search, 301)
  }
