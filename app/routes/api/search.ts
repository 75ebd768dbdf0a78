// GET /api/search?q=&type=&hub=&rating=&date= : the header search dialog's results (JSON for a
// direct request; the dialog reads it through a fetcher).
import { data } from 'react-router'
import { recordSearchMiss } from '#app/features/analytics/analytics.server'
import { clientIp } from '#app/features/accounts/rate-limit.server'
import { parseSearchQuery } from '#app/features/search/search.schema'
import { searchSite } from '#app/features/search/search.server'
import { loadSection } from '#app/utils/section-data.server'
import type { Route } from './+types/search'

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseSearchQuery(new URL(request.url).searchParams)
  const found = await loadSection('search', () => searchSite(query), request)
  // a 200 that says failed: a fetcher would send an error status to the page's error boundary,
  // replacing the whole page, where the dialog shows a section error with Try Again instead
  if (!found.ok)
    return data({ query, results: [], failed: true }, { headers: { 'Cache-Control': 'no-store' } })
  if (query.q && found.data.length === 0) void recordSearchMiss(query.q, clientIp(request))
  return data(
    { query, results: found.data, failed: false },
    { headers: { 'Cache-Control': 'public, max-age=30' } },
  )
}
