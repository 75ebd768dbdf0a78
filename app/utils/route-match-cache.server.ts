// React Router's server router matches paths against the whole route list on every document render:
// the page's own path, and each of its ancestors for the route manifest the page carries ('/',
// '/hub' and '/hub/x' for an article). Each match walks the ranked route branches (joining and
// testing paths); the three of an article page were 6-7 % of an uncached render's CPU
// (docs/decisions/0017). The routes of a running build never change, so the result for a path is
// kept. Only `staticHandlerContext._match`, React Router's internal hook, is replaced; without it
// (another React Router version) nothing changes.
import type { EntryContext } from 'react-router'

type MatchFn = (location: unknown) => unknown
type WithMatch = { _match?: MatchFn }

/** Paths come from request URLs: the table is bounded and simply emptied when full. */
const MAX_PATHS = 2000
const memoised = new WeakMap<MatchFn, MatchFn>()
const replacements = new WeakSet<MatchFn>()

function memoise(match: MatchFn): MatchFn {
  const known = memoised.get(match)
  if (known) return known
  const results = new Map<string, unknown>()
  const cached: MatchFn = (location) => {
    if (typeof location !== 'string') return match(location)
    if (results.has(location)) return results.get(location)
    if (results.size >= MAX_PATHS) results.clear()
    const result = match(location)
    results.set(location, result)
    return result
  }
  memoised.set(match, cached)
  replacements.add(cached)
  return cached
}

/** Lets the render of `context` reuse earlier route matches of the same paths. */
export function reuseRouteMatches(context: EntryContext) {
  const handler = context.staticHandlerContext as unknown as WithMatch
  const match = handler._match
  if (typeof match !== 'function' || replacements.has(match)) return
  handler._match = memoise(match)
}
