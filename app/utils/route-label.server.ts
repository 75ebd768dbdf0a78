// The route pattern of a request path ("/hub/:hubId/:slug", never the raw URL), for metrics and
// request logs: the build's route table matched with React Router's own matcher, kept per path
// (bounded: paths come from request URLs).
import { matchRoutes, type RouteObject } from 'react-router'

type BuildRoute = {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
}

const MAX_PATHS = 2000

/** For server.mjs: (pathname) => the matched route's full path pattern, or 'unmatched'. */
export function createRouteLabeler(routes: Record<string, BuildRoute | undefined>) {
  const byParent = new Map<string | undefined, BuildRoute[]>()
  for (const r of Object.values(routes)) {
    if (!r) continue
    const list = byParent.get(r.parentId) ?? []
    list.push(r)
    byParent.set(r.parentId, list)
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r) =>
      r.index
        ? { id: r.id, index: true, path: r.path }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: tree(r.id) },
    )
  const table = tree(undefined)
  const known = new Map<string, string>()
  return (pathname: string): string => {
    const hit = known.get(pathname)
    if (hit) return hit
    // single fetch data requests: /hub/x.data and /_root.data are the pages' data
    let p = pathname
    if (p === '/_root.data') p = '/'
    else if (p.endsWith('.data')) p = p.slice(0, -5)
    let label = 'unmatched'
    try {
      const matches = matchRoutes(table, p)
      if (matches?.length) {
        const parts = matches.map((m) => m.route.path).filter((s): s is string => !!s)
        label = ('/' + parts.join('/')).replace(/\/{2,}/g, '/')
        if (label.length > 1 && label.endsWith('/')) label = label.slice(0, -1)
      }
    } catch {
      /* an undecodable path: unmatched */
    }
    if (known.size >= MAX_PATHS) known.clear()
    known.set(pathname, label)
    return label
  }
}
