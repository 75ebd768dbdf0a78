// /feed.xml (whole site) and /hub/{hubId}/feed.xml: RSS 2.0, no layout.
import type { Route } from './+types/feed'
import { buildFeed } from '#app/features/seo/feeds.server'
import { refusal } from '#app/utils/invariant'

export async function loader({ params }: Route.LoaderArgs) {
  const xml = await buildFeed(params.hubId)
  if (xml === null) return refusal('Feed not found')
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
