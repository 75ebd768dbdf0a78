// GET /api/search?q=&type=&hub=&rating=&date= : the header search dialog's results (JSON for a
// direct request; the dialog reads it through a fetcher).
import { data } from 'react-router'
import { recordSearchMiss } from '#app/features/analytics/analytics.server'
import { parseSearchQuery } from '#app/features/search/search.schema'
import { searchSite } from '#app/features/search/search.server'
import type { Route } from './+types/search'

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseSearchQuery(new URL(request.url).searchParams)
  try {
    const results = await searchSite(query)
    if (query.q && results.length === 0) void recordSearchMiss(query.q)
    return data(
      { query, results, failed: false },
      { headers: { 'Cache-Control': 'public, max-age=30' } },
    )
  } catch (error) {
    console.error('search failed', error)
    return data(
      { query, results: [], failed: true },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
